/* Test induction pointers in loops of more than one block: a rotated
   loop whose exit test comes between the pointer's step and its next
   access, with a conditional store (toffoli), and a loop with a branch
   inside (slide).  Each runs on $24, guarded once before the loop, with
   no guard inside, and makes $24 valid again after it.  The shapes are
   those of GCC's scheduling before register allocation, which the
   plugin drops on MIPS: without it, slide's loop keeps a block of its
   body after its back branch, which the induction rule does not take.  */
/* { dg-do compile } */
/* { dg-options "-fschedule-insns" } */
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

/* { dg-final { scan-assembler-times {ins\t\$24,} 2 } } */
/* { dg-final { scan-assembler-times {addiu\t\$24,\$24,8\n} 2 } } */
/* { dg-final { scan-assembler-times {addiu\t\$24,\$24,-2\n} 1 } } */
/* Three: the delay-slot filler copies toffoli's return, revalidation
   and all, to the path that skips the loop.  */
/* { dg-final { scan-assembler-times {move\t\$24,\$28\n} 3 } } */
