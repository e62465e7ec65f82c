/* Test that with -fplugin-arg-sfi-no-induction the loops of
   store-induction-rotated.c guard their stores inside.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-no-induction" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

typedef unsigned long long u64;

void __attribute__ ((noinline))
toffoli (u64 *p, u64 *end, u64 c, u64 t)
{
  for (; p != end; p++)
    if ((*p & c) == c)
      *p ^= t;
}

void __attribute__ ((noinline))
slide (unsigned short *p, unsigned n, unsigned w)
{
  do
    {
      unsigned m = *--p;
      *p = (unsigned short) (m >= w ? m - w : 0);
    }
  while (--n);
}

/* { dg-final { scan-assembler-not {addiu\t\$24,\$24,} } } */
/* { dg-final { scan-assembler-not {move\t\$24,\$28} } } */
