/* Test that the epilogue's "lda $30,K($30)" is checked by the last
   restoring load, moved after it with its displacement less K, and its
   unwind note with it, so no touching load is needed.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int g (int);

int __attribute__ ((noinline))
f (int a)
{
  return g (a) + g (a + 1);
}

/* { dg-final { scan-assembler {lda \$30,16\(\$30\)\n\t@LATER@ldq \$9,-8\(\$30\)\n\t\.cfi_restore 9\n} } } */
/* { dg-final { scan-assembler-not {ldq \$28,0\(\$30\)} } } */
