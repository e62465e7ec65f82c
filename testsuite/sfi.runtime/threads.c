/* Calls into a domain from threads other than the one that created it
   (red-team finding): signal stacks are per thread, so each thread that
   enters a domain needs its own, or the runtime's handler of a fault or
   tick runs on the module's stack, writing host addresses into a
   protect domain (its stack, scanned below the module's frame, must
   stay clear), or kills the host when $sp is in a guard zone (a stack
   overflow).  A second thread after the first has ended may get its
   thread pointer: it must not pass for ready.  A thread-specific data
   destructor of the host that runs after the runtime's (which frees the
   thread's signal stack) and calls into the domain gets a stack again.
   A host function that ends its thread (pthread_exit) leaves its host
   call's record on a stack that is gone: the runtime must not read it
   (MIPS only: on Alpha the unwinder spins at the domain's frames,
   docs/runtime.md).
   sfi-module: threads-ext.c  */
/* { dg-do run } */

#include <pthread.h>
#include "host.h"
#include "threads-ext.stubs.h"

static struct sfi_domain *d;
static int what, result, fault;
static pthread_key_t host_key;

int
host_cb (struct sfi_domain *dd, int n)
{
  (void) dd;
  if (n == 9)
    pthread_exit (NULL);
  return n;
}

/* Runs after the runtime's destructor: its key is older.  */
static void
host_key_destructor (void *p)
{
  (void) p;
  result = ext_trap (d, 1);
  fault = sfi_domain_take_fault (d);
}

static void *
worker (void *arg)
{
  (void) arg;
  if (what == 2)
    {
      /* Enter once, then call again from the destructor.  */
      ext_trap (d, -1);
      pthread_setspecific (host_key, d);
      return NULL;
    }
  if (what == 3)
    {
      result = ext_cb (d, 9);
      fault = -200;
      return NULL;
    }
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
  struct sfi_domain_config cfg = { 0, 0, "threads" };
  d = sfi_domain_create (&cfg);
  if (!d || threads_ext_sfi_import_all (d) != 0
      || sfi_domain_load (d, argv[1]) != 0)
    fail ("load: %s", d ? sfi_domain_error (d) : "no domain");
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
  if (pthread_key_create (&host_key, host_key_destructor) != 0)
    fail ("pthread_key_create");
  in_thread (2);
  if (fault != 5 || ext_scan (d) != 0)
    fail ("a trap in a destructor after the runtime's: fault %d, %d words"
	  " below the module's frame not clear", fault, ext_scan (d));
#ifdef __mips__
  in_thread (3);
  if (fault != -100)
    fail ("pthread_exit in a host function: the thread went on");
  if (ext_cb (d, 4) != 0 || sfi_domain_take_fault (d) != 5
      || ext_cb (d, -4) != -4 || sfi_domain_take_fault (d) != 0)
    fail ("host calls after a thread ended in one: %s",
	  sfi_domain_error (d));
#endif
  in_thread (1);
  if (fault != 11)
    fail ("stack overflow in a thread: fault %d", fault);
  if (ext_trap (d, -7) != -7 || sfi_domain_take_fault (d) != 0)
    fail ("the main thread's call after the threads'");
  sfi_domain_reset (d);
  sfi_domain_destroy (d);
  pass ("faults of calls from other threads are handled off the module's"
	" stack");
}
