/* Test that a store over the code of a host function does not change it.  */
/* { dg-do run } */
/* { dg-sfi-outcome {$status == 0 || ($status >= 128 && [regexp -line {^sfi: fault} $output])} } */

#include <sfi/sfi-test.h>

int
main (void)
{
  volatile unsigned *p = (volatile unsigned *) sfi_test_hook (SFI_TEST_HOST_FUNC, 0);
  p[0] = 0x0000000d;	/* break */
  p[1] = 0;
  return 0;
}
