/* Test that a huge alloca wraps $sp inside the domain (or faults), never
   outside it.  */
/* { dg-do run } */
/* { dg-sfi-outcome {$status == 0 || ($status >= 128 && [regexp -line {^sfi: fault} $output])} } */

int
main (int argc, char **argv)
{
  (void) argv;
  volatile char *p = __builtin_alloca (0x20000000 + argc);
  p[0] = 1;
  p[100] = 2;
  return 0;
}
