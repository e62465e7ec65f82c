/* Test that the jump through a switch table is sandboxed.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int g0 (int), g1 (int), g2 (int), g3 (int), g4 (int), g5 (int), g6 (int);

int __attribute__ ((noinline))
f (int x, int y)
{
  switch (x)
    {
    case 0: return g0 (y) + 1;
    case 1: return g1 (y) + 2;
    case 2: return g2 (y) + 3;
    case 3: return g3 (y) + 4;
    case 4: return g4 (y) + 5;
    case 5: return g5 (y) + 6;
    case 6: return g6 (y) + 7;
    default: return 0;
    }
}

/* { dg-final { scan-assembler {\.word\t\$L[0-9]+} } } */
/* { dg-final { scan-assembler {@CGUARD@\n\t@LATER@jr\t\$15} } } */
/* { dg-final { scan-assembler-not {@OTHER_JUMP@} } } */
