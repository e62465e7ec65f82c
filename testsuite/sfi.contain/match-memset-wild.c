/* Test that with -fsfi=match a wild store inside the C library (newlib,
   built in the same policy) traps there and names that function.  */
/* { dg-do run } */
/* { dg-options "-fsfi=match" } */
/* { dg-sfi-outcome {$status == 133 && [regexp -line {^sfi: segment violation at pc 0x[0-9a-f]+ \(memset\+0x[0-9a-f]+\): store to 0x[0-9a-f]+ outside the data segment$} $output]} } */

#include <string.h>
#include <sfi/sfi-test.h>

int
main (void)
{
  void *p = (void *) sfi_test_hook (SFI_TEST_ADDR, 0);
  memset (p, 0x5a, 64);
  return 0;
}
