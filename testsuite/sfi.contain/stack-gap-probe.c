/* Test that with -fstack-clash-protection a frame larger than the gap
   below the stack (SFI_STACK_GUARD_SIZE) cannot jump it: the probes
   touch every page on the way down, so the stack that outgrows its
   share faults in the gap (see stack-gap.c) instead of writing the
   heap below.  */
/* { dg-do run } */
/* { dg-options "-fstack-clash-protection" } */
/* { dg-sfi-outcome {$status >= 128 && $status != 99} {^sfi: fault .*: stack overflow$} } */

static int __attribute__ ((noinline))
down (int n)
{
  volatile char pad[300000];
  pad[0] = n;
  pad[sizeof pad - 1] = n;
  return down (n + 1) + pad[0] + pad[sizeof pad - 1];
}

int
main (void)
{
  return down (0);
}
