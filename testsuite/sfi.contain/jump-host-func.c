/* Test that a call through a pointer to a host function never runs it.  */
/* { dg-do run } */
/* { dg-sfi-outcome {$status == 0 || ($status >= 128 && [regexp -line {^sfi: fault} $output])} } */

#include <sfi/sfi-test.h>

int
main (void)
{
  void (*fn) (void) = (void (*) (void)) sfi_test_hook (SFI_TEST_HOST_FUNC, 0);
  fn ();
  return 0;
}
