/* Test compound assignment to _Atomic floating-point objects, whose
   expansion calls __atomic_feraiseexcept (runtime/module/atomic.c).
   Alpha's also reads and writes the FP control word through
   __ieee_get_fp_control and __ieee_set_fp_control (runtime/module/fenv.c).  */
/* { dg-do run } */
/* { dg-sfi-ref-libs "-latomic" } */

#include <stdio.h>

static _Atomic double d = 1.5;
static _Atomic float f = 2.0f;

int
main (int argc, char **argv)
{
  d *= 3;
  d += argc;
  f /= 4;
  f -= 0.25f * argc;
  printf ("%g %g\n", (double) d, (double) f);
  return 0;
}
