/* Test the POSIX clocks and sleeps (runtime/module/include/machine/time.h,
   syscalls.c, posix.c): newlib's <time.h> alone declares neither
   CLOCK_MONOTONIC nor clock_gettime for these targets.  A module's
   sleep spins on the monotonic clock; it must last as long.  */
/* { dg-do run } */

#include <stdio.h>
#include <time.h>
#include <unistd.h>

static double
secs (struct timespec t)
{
  return t.tv_sec + t.tv_nsec / 1e9;
}

int
main (void)
{
  struct timespec a, b, r;
  printf ("monotonic %d\n", clock_gettime (CLOCK_MONOTONIC, &a));
  printf ("realtime %d\n", clock_gettime (CLOCK_REALTIME, &b));
  printf ("since 2020 %d\n", b.tv_sec > 1577836800);
  printf ("cputime %d\n", clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &b));
  printf ("getres %d %d\n", clock_getres (CLOCK_MONOTONIC, &r),
	  r.tv_sec == 0 && r.tv_nsec > 0);
  struct timespec d = { 0, 20000000 };
  printf ("nanosleep %d\n", nanosleep (&d, NULL));
  clock_gettime (CLOCK_MONOTONIC, &b);
  printf ("slept 20 ms %d\n", secs (b) - secs (a) >= 0.02);
  printf ("usleep %d\n", usleep (1000));
  clock_gettime (CLOCK_MONOTONIC, &a);
  printf ("slept 1 ms more %d\n", secs (a) - secs (b) >= 0.001);
  printf ("sleep %u\n", sleep (0));
  d.tv_nsec = -1;
  printf ("bad nanosleep %d\n", nanosleep (&d, NULL));
  return 0;
}
