/* Test the stack pointer rules (the paper's 3.3): a small adjustment is
   kept when a store through $sp follows, $sp restored from the frame
   pointer or a computed value goes through $4, and the frame pointer,
   an ordinary register on this target (alpha-abi.h), is saved and
   restored by the prologue and epilogue like any preserved register.  */
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
/* { dg-final { scan-assembler {and\t\$15,\$5,\$4\n\tbis\t\$4,\$7,\$4\n\tbis\t\$4,\$4,\$30} } } */
/* { dg-final { scan-assembler {stq \$15,[0-9]+\(\$30\)} } } */
/* { dg-final { scan-assembler {ldq \$15,[0-9]+\(\$30\)} } } */
