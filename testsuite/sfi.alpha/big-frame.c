/* Test that the prologue's probing of a frame larger than 32 KiB, a loop
   that GCC writes through $22, stores through the sandboxed $4.  */
/* { dg-do compile } */

extern void g (char *);

void
f (long i)
{
  char buf[100000];
  buf[i] = 1;
  g (buf);
}

/* { dg-final { scan-assembler {lda\t\$4,-8192\(\$22\)\n\tand\t\$4,\$5,\$4\n\tbis\t\$4,\$7,\$4\n\tstq\t\$31,0\(\$4\)} } } */
/* { dg-final { scan-assembler-not {stq \$31,-8192\(\$22\)} } } */
