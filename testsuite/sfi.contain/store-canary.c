/* Test that stores through pointers to every canary area outside the
   domain never reach them.  */
/* { dg-do run } */
/* { dg-sfi-outcome {$status == 0 || ($status >= 128 && [regexp -line {^sfi: fault} $output])} } */

#include <sfi/sfi-test.h>

int
main (void)
{
  long n = sfi_test_hook (SFI_TEST_COUNT, 0);
  for (long i = 0; i < n; i++)
    {
      volatile unsigned char *p
	= (volatile unsigned char *) sfi_test_hook (SFI_TEST_ADDR, (int) i);
      long size = sfi_test_hook (SFI_TEST_SIZE, (int) i);
      if (size > 4096)
	size = 4096;
      for (long j = 0; j < size; j += 64)
	p[j] = 0x5a;
      *(volatile int *) (p + 4) = 0x5a5a5a5a;
    }
  return 0;
}
