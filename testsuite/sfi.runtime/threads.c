/* Calls into a domain from threads other than the one that created it
   (red-team finding): signal stacks are per thread, so each thread that
   enters a domain needs its own, or the runtime's handler of a fault or
   tick runs on the module's stack, writing host addresses into a
   protect domain (its stack, scanned below the module's frame, must
   stay clear), or kills the host when $sp is in a guard zone (a stack
   overflow).  A second thread after the first has ended may get its
   thread pointer: it must not pass for ready.
   sfi-module: threads-ext.c  */
/* { dg-do run } */

#include <pthread.h>
#include "host.h"
#include "threads-ext.stubs.h"

static struct sfi_domain *d;
static int what, result, fault;

static void *
worker (void *arg)
{
  (void) arg;
  result = what ? ext_overflow (d, 0) : ext_trap (d, 1);
  fault = sfi_domain_take_fault (d);
  return NULL;
}

static void
in_thread (int w)
{
  pthread_t t;
  what = w;
  fault = -100;
  if (pthread_create (&t, NULL, worker, NULL) != 0
      || pthread_join (t, NULL) != 0)
    fail ("pthread");
}

int
main (int argc, char **argv)
{
  (void) argc;
  d = load (argv[1], 0);
  if (ext_scan (d) != 0)
    fail ("the module's stack is not clear to start with");
  for (int i = 0; i < 3; i++)
    {
      in_thread (0);
      if (fault != 5 || result != 0)
	fail ("trap in thread %d: fault %d, result %d", i, fault, result);
      int k = ext_scan (d);
      if (k != 0)
	fail ("after a trap in thread %d, %d words below the module's"
	      " frame are not clear (the handler ran on its stack)", i, k);
    }
  in_thread (1);
  if (fault != 11)
    fail ("stack overflow in a thread: fault %d", fault);
  if (ext_trap (d, -7) != -7 || sfi_domain_take_fault (d) != 0)
    fail ("the main thread's call after the threads'");
  pass ("faults of calls from other threads are handled off the module's"
	" stack");
}
