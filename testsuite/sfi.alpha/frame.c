/* Test the stack and frame pointer rules (the paper's 3.3 on Alpha): a
   small adjustment is kept when a store through $sp follows, the one in
   the epilogue gets a touching load into $28 (a load into $31 would be
   a prefetch, which never faults), a frame pointer is set by a move from
   $sp, and $sp restored from a computed value goes through $4.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

extern void g (char *);

void
f (long n)
{
  char buf[n];
  g (buf);
}

/* { dg-final { scan-assembler {lda \$30,-[0-9]+\(\$30\)\n(.*\n)*?\tstq \$26,0\(\$30\)} } } */
/* { dg-final { scan-assembler {mov \$30,\$15} } } */
/* { dg-final { scan-assembler {bis\t\$4,\$4,\$30} } } */
/* { dg-final { scan-assembler {ldq\t\$4,0\(\$30\)\n\tand\t\$4,\$5,\$4\n\tbis\t\$4,\$7,\$4\n\tbis\t\$4,\$4,\$15} } } */
