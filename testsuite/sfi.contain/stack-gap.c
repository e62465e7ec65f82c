/* Test the inaccessible gap below the stack (SFI_STACK_GUARD_SIZE):
   the host refuses buffers and paths that run into it (copying such a
   path used to fault in the host), and a stack that outgrows its share
   faults there as a stack overflow instead of overwriting the heap.
   The gap starts the host area's 64 KiB above the heap's limit.  */
/* { dg-do run } */
/* { dg-sfi-outcome {$status >= 128 && $status != 99} {^open: -1 EFAULT$} {^write: -1 EFAULT$} {^stat: -1 EFAULT$} {^write below: 8$} {^sfi: fault .*: stack overflow$} } */

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The heap's limit: the largest sbrk that succeeds, binary-searched.  */
static char *
heap_limit (void)
{
  char *top = sbrk (0);
  unsigned long lo = 0, hi = 1ul << 28;
  while (lo < hi)
    {
      unsigned long mid = lo + (hi - lo + 1) / 2;
      if (sbrk (mid) != (void *) -1)
	{
	  sbrk (-(long) mid);
	  lo = mid;
	}
      else
	hi = mid - 1;
    }
  return top + lo;
}

static int __attribute__ ((noinline))
down (int n)
{
  volatile char pad[512];
  pad[0] = n;
  return down (n + 1) + pad[0];
}

static const char *
err (int r)
{
  return r == -1 && errno == EFAULT ? "EFAULT" : "(other)";
}

int
main (void)
{
  char *gap = heap_limit () + 0x10000;
  struct stat st;
  int r;

  /* A path whose NUL would lie in the gap.  */
  memset (gap - 32, 'a', 32);
  r = open (gap - 32, O_RDONLY);
  printf ("open: %d %s\n", r, err (r));
  r = stat (gap - 32, &st);
  printf ("stat: %d %s\n", r, err (r));
  /* A buffer that runs into it, and one just below it.  */
  r = write (1, gap - 8, 16);
  printf ("write: %d %s\n", r, err (r));
  fflush (stdout);
  r = write (1, gap - 8, 8);
  printf ("\nwrite below: %d\n", r);
  fflush (stdout);
  return down (0);
}
