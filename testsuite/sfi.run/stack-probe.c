/* Test that code compiled with -fstack-clash-protection runs: GCC probes
   each page of a large frame, on MIPS with one loop insn
   (probe_stack_range) and on Alpha with prologue_stack_probe_loop; the
   plugin rewrites both so that the probes store through the sandboxed
   data register.  Large fixed frames and variable-length arrays.  */
/* { dg-do run } */
/* { dg-options "-fstack-clash-protection" } */

#include <stdio.h>
#include <string.h>

static int __attribute__ ((noinline))
fixed (int n)
{
  volatile char a[200000];
  a[0] = n;
  a[sizeof a - 1] = n + 1;
  return n ? fixed (n - 1) + a[0] + a[sizeof a - 1] : 0;
}

static int __attribute__ ((noinline))
vla (int n)
{
  volatile char a[n * 1000 + 10];
  memset ((char *) a, n, sizeof a);
  return n > 0 ? vla (n - 1) + a[n * 1000] : 0;
}

int
main (void)
{
  printf ("%d %d\n", fixed (3), vla (20));
  return 0;
}
