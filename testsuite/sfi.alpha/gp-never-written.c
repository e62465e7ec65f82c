/* Test that module code never writes $29, the GP, which the runtime
   sets at every entry: the prologue of a function that uses the GP
   starts with two nops instead of GCC's "ldah $29,0($27) !gpdisp; lda
   $29,0($29) !gpdisp" (a direct call, "bsr ... !samegp", skips both,
   as the function's ".prologue 1" says), and no reload of the GP
   follows an indirect call.  Globals are reached through $29 without a
   guard, in sandbox and protect code.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect" } */

int counter;
int (*hook) (int);

int
f (int x)
{
  counter += x;
  return hook (x) + counter;
}

/* { dg-final { scan-assembler {\$LFB0:\n(\t\.[^\n]*\n| #[^\n]*\n)*\tnop\n\tnop\n} } } */
/* { dg-final { scan-assembler {\.prologue 1} } } */
/* { dg-final { scan-assembler-not {\t(ldah|lda|ldq|bis|mov)\t?\s*\$29,} } } */
/* { dg-final { scan-assembler-not {!gpdisp} } } */
/* { dg-final { scan-assembler-not {and\t\$29,} } } */
/* { dg-final { scan-assembler {\tstl \$[0-9]+,counter\(\$29\)} } } */
