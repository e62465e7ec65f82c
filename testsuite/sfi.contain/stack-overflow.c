/* Test that unbounded recursion faults in the guard zone below the data
   segment instead of escaping.  */
/* { dg-do run } */
/* { dg-sfi-outcome {$status >= 128 && $status != 99} {^sfi: fault} } */

static int __attribute__ ((noinline))
down (int n)
{
  volatile int pad[64];
  pad[0] = n;
  return down (n + 1) + pad[0];
}

int
main (void)
{
  return down (0);
}
