/* Test that -fplugin-arg-sfi-no-sink-restore touches $30 after the
   epilogue's deallocation instead of moving a restoring load.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-no-sink-restore" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int g (int);

int __attribute__ ((noinline))
f (int a)
{
  return g (a) + g (a + 1);
}

/* { dg-final { scan-assembler {lda \$30,16\(\$30\)\n\tldq \$28,0\(\$30\)} } } */
/* { dg-final { scan-assembler-not {ldq \$[0-9]+,-[0-9]+\(\$30\)} } } */
