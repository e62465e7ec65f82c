/* Test that a program with more data than the default 16 MiB segment
   holds runs: sfi-run gives it a domain with segments it fits (64 MiB
   here), the loader's suggestion (sfi_fit_failf).  Both ends of the
   zeroed array and of an initialized one, and the heap above them.  */
/* { dg-do run } */

#include <stdio.h>
#include <stdlib.h>

#define N (40 << 20)

static char zeroed[N];
static int table[1 << 16] = { 1, 2, 3, [(1 << 16) - 1] = 4 };

int
main (int argc, char **argv)
{
  for (long i = argc; i < N; i += 4093)
    zeroed[i] = (char) i;
  zeroed[N - 1] = 7;
  table[argc] += 10;
  char *heap = malloc (1 << 20);
  if (heap == NULL)
    return 1;
  heap[(1 << 20) - 1] = 5;
  long sum = 0;
  for (long i = 0; i < N; i += 4093)
    sum += zeroed[i];
  printf ("%ld %d %d %d %d\n", sum, zeroed[N - 1], table[1], table[3],
	  table[(1 << 16) - 1] + heap[(1 << 20) - 1]);
  return 0;
}
