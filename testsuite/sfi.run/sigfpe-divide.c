/* Test that an integer division by zero on Alpha (the millicode's)
   raises SIGFPE for the handler the program installed, inside the
   domain, as the system's millicode does through the kernel (GCC's
   torture test 20101011-1); the run, sandboxed and native, ends in the
   handler.  */
/* { dg-do run { target alpha*-*-* } } */

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>

static volatile long zero;
static volatile long ten = 10;

static void
caught (int sig)
{
  printf ("SIGFPE caught: %d\n", sig == SIGFPE);
  exit (0);
}

int
main (void)
{
  printf ("before\n");
  signal (SIGFPE, caught);
  long q = ten / zero;
  printf ("not reached %ld\n", q);
  return 1;
}
