/* Test that with -fsfi=match a call through a pointer to a host function
   traps before the call: a segment violation naming main and the code
   segment, and the host function never runs.  */
/* { dg-do run } */
/* { dg-options "-fsfi=match" } */
/* { dg-sfi-outcome {$status == 133 && [regexp -line {^sfi: segment violation at pc 0x[0-9a-f]+ \(main\+0x[0-9a-f]+\): jump to 0x[0-9a-f]+ outside the code segment$} $output]} } */

#include <sfi/sfi-test.h>

int
main (void)
{
  void (*fn) (void) = (void (*) (void)) sfi_test_hook (SFI_TEST_HOST_FUNC, 0);
  fn ();
  return 0;
}
