/* Test that a well-behaved module in canary mode exits with its own status
   and leaves the canaries intact (the control for this directory).  */
/* { dg-do run } */
/* { dg-sfi-outcome {$status == 5} } */

#include <stdio.h>
#include <sfi/sfi-test.h>

int
main (void)
{
  long n = sfi_test_hook (SFI_TEST_COUNT, 0);
  printf ("areas %s\n", n > 0 ? "yes" : "no");
  return n > 0 ? 5 : 1;
}
