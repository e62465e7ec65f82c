/* Test that in protect code nested functions get their static chain in
   $25, not in GCC's $1, a load register there (alpha-abi.h): a call
   must not leave a frame address in it (the verifier refuses the
   call).  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect" } */

extern void g (long);

long
f (long k)
{
  long s = 0;
  void __attribute__ ((noinline)) add (long i) { s += i * k; }
  for (long i = 0; i < 10; i++)
    add (i);
  g (s);
  return s;
}

/* { dg-final { scan-assembler {\t(lda|mov) \$25,} } } */
/* GCC's own instructions (a space after the mnemonic, where the plugin's
   guards have a tab) never name $1.  */
/* { dg-final { scan-assembler-not {\t[a-z0-9_]+ (\$1,|[^\n]*,\$1\n)} } } */
