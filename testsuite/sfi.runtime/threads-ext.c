/* Module of threads.c: a trap, a stack overflow, and a scan of the stack
   below its own frame.
   sfi-module-options: -fsfi=protect  */

#include <sfi/sfi-import.h>

int host_cb (int n);
SFI_IMPORT (host_cb, 0);

static volatile int sink;

static int __attribute__ ((noinline))
recurse (int n)
{
  volatile char pad[256];
  pad[0] = n;
  sink = pad[0];
  return recurse (n + 1) + pad[1];
}

SFI_EXPORT int
ext_overflow (int n)
{
  return recurse (n);
}

SFI_EXPORT int
ext_trap (int n)
{
  if (n >= 0)
    __builtin_trap ();
  return n;
}

/* The number of nonzero words in the 16 KiB below this frame.  */
SFI_EXPORT int
ext_scan (void)
{
  volatile unsigned long marker = 0;
  volatile unsigned long *p = &marker;
  int k = 0;
  for (int i = 1; i < 4096 / (int) sizeof (long) * 4; i++)
    k += p[-i] != 0;
  return k;
}

/* A host call, then a trap (its host function may end the thread
   instead).  */
SFI_EXPORT int
ext_cb (int n)
{
  int r = host_cb (n);
  if (n > 0)
    __builtin_trap ();
  return r;
}
