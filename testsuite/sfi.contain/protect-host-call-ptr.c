/* Test that the host calls read no host memory for a module built with
   -fsfi=protect: write, open and read of a pointer to a canary area
   outside the domain, to the module's own code, or to a range that runs
   past the end of its data segment fail with EFAULT (sandboxing does
   not touch pointer arguments: the runtime's range check is the only
   thing between them and the host's memory), and the canary bytes
   never reach stdout.  */
/* { dg-do run } */
/* { dg-options "-fsfi=protect" } */
/* { dg-sfi-run-options "--require=protect" } */
/* { dg-sfi-outcome {$status == 0} {^protect-host-call-ptr: [1-9][0-9]* pointers refused$} } */

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sfi/sfi-test.h>

/* The default segment size of sfi-run, on both architectures.  */
#define SEG 0x01000000u

static int bad, refused;

/* Expect R, the result of WHAT on P, to be -1 with errno EFAULT.  */
static void
expect_efault (const char *what, const void *p, long r)
{
  if (r == -1 && errno == EFAULT)
    refused++;
  else
    {
      printf ("%s of %p: %ld (errno %d), not EFAULT\n", what, p, r, errno);
      bad = 1;
    }
}

static void
probe (const void *p)
{
  errno = 0;
  expect_efault ("write", p, write (1, p, 16));
  errno = 0;
  expect_efault ("open", p, open ((const char *) p, O_RDONLY));
  errno = 0;
  expect_efault ("read", p, read (0, (void *) p, 16));
}

int
main (void)
{
  long n = sfi_test_hook (SFI_TEST_COUNT, 0);
  for (long i = 0; i < n; i++)
    probe ((const void *) sfi_test_hook (SFI_TEST_ADDR, (int) i));
  /* The module's code, and the last 8 bytes of the data segment read as
     16.  */
  probe ((const void *) (uintptr_t) main);
  uintptr_t end = ((uintptr_t) &bad & ~(uintptr_t) (SEG - 1)) + SEG;
  errno = 0;
  expect_efault ("write", (const void *) (end - 8),
		 write (1, (const void *) (end - 8), 16));
  if (bad)
    return 1;
  printf ("protect-host-call-ptr: %d pointers refused\n", refused);
  return 0;
}
