/* Test that conditional traps (__builtin_trap under a condition, with a
   register or an immediate) compile to code the verifier accepts: every
   object of the suite goes through sfi-check-object.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int
f (int x, int y)
{
  if (x == 5)
    __builtin_trap ();
  if (x < y)
    __builtin_trap ();
  if (x != y + 1)
    __builtin_trap ();
  return x - y;
}

/* { dg-final { scan-assembler {\tteq\t\$4,5\n} } } */
/* { dg-final { scan-assembler {\ttlt\t\$4,\$5\n} } } */
