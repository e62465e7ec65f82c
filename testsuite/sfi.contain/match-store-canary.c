/* Test that with -fsfi=match a store to a canary area outside the domain
   traps at the store itself: the first such store ends the run with a
   segment violation naming main and the canary's address, and no canary
   changes.  */
/* { dg-do run } */
/* { dg-options "-fsfi=match" } */
/* { dg-sfi-run-options "--require=match" } */
/* { dg-sfi-outcome {$status == 133 && [regexp -line {^sfi: segment violation at pc 0x[0-9a-f]+ \(main\+0x[0-9a-f]+\): store to 0x[0-9a-f]+ outside the data segment$} $output]} } */

#include <sfi/sfi-test.h>

int
main (void)
{
  long n = sfi_test_hook (SFI_TEST_COUNT, 0);
  for (long i = 0; i < n; i++)
    {
      volatile unsigned char *p
	= (volatile unsigned char *) sfi_test_hook (SFI_TEST_ADDR, (int) i);
      p[0] = 0x5a;
    }
  return 0;
}
