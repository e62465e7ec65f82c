/* Test calls back into a domain from its host calls (sfi_host_frame):
   nesting is bounded (SFI_MAX_NESTING) with a fault of the module, not a
   host stack overflow; a call's time budget counts the calls back that
   its host calls make, so a module cannot restart it by calling back
   every tick; and a nested call that ends early (exit) leaves the outer
   call's state intact: its budget running out in the host function
   afterwards ends the outer call, not the host.  The limit and the
   budget cover calls that go through another domain too, and a call
   into a domain without a budget that loops for ever ends when the call
   that led there runs out (but not after a longjmp abandoned that
   call).  Many short calls are each charged alone.  */
/* { dg-do run } */

#include "host.h"
#include <setjmp.h>
#include <signal.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int host_state = 12345;

static uintptr_t
host_reenter (struct sfi_domain *d, uintptr_t n, uintptr_t b, uintptr_t c,
	      uintptr_t e)
{
  uintptr_t r;
  int s = sfi_domain_call (d, "ext_down", 1, &n, &r);
  return s ? 0xdead0000u : r;
}

static uintptr_t
host_nop (struct sfi_domain *d, uintptr_t n, uintptr_t b, uintptr_t c,
	  uintptr_t e)
{
  uintptr_t r;
  return sfi_domain_call (d, "ext_nop", 1, &n, &r) ? 0 : r;
}

static struct sfi_domain *doms[2];

/* The domain that is not D.  */
static struct sfi_domain *
other (struct sfi_domain *d)
{
  return d == doms[0] ? doms[1] : doms[0];
}

static uintptr_t
host_other (struct sfi_domain *d, uintptr_t n, uintptr_t b, uintptr_t c,
	    uintptr_t e)
{
  uintptr_t r;
  int s = sfi_domain_call (other (d), "ext_ring", 1, &n, &r);
  return s ? 0xdead0000u : r;
}

static uintptr_t
host_other_short (struct sfi_domain *d, uintptr_t n, uintptr_t b,
		  uintptr_t c, uintptr_t e)
{
  uintptr_t r;
  return sfi_domain_call (other (d), "ext_short", 1, &n, &r) ? 0 : r;
}

static int forever_status = -100;

static uintptr_t
host_other_forever (struct sfi_domain *d, uintptr_t n, uintptr_t b,
		    uintptr_t c, uintptr_t e)
{
  uintptr_t r;
  forever_status = sfi_domain_call (other (d), "ext_forever", 1, &n, &r);
  return 9;
}

/* Work in the host for 200 ms of CPU time, past any budget here.  */
static void
host_work (void)
{
  clock_t t0 = clock ();
  volatile unsigned long x = 0;
  while (clock () - t0 < CLOCKS_PER_SEC / 5)
    x++;
}

static jmp_buf jump_env;

static uintptr_t
host_spin_jump (struct sfi_domain *d, uintptr_t n, uintptr_t b,
		uintptr_t c, uintptr_t e)
{
  host_work ();
  longjmp (jump_env, 1);
}

static uintptr_t
host_exit_then_work (struct sfi_domain *d, uintptr_t n, uintptr_t b,
		     uintptr_t c, uintptr_t e)
{
  uintptr_t r;
  if (sfi_domain_call (d, "ext_exit", 1, &n, &r) != -1)
    fail ("a nested call that exits did not report it");
  host_work ();
  return 7;
}

static void
hung (int sig)
{
  static const char msg[] = "FAIL: a call outran its budget by far\n";
  write (1, msg, sizeof msg - 1);
  _exit (1);
}

int
main (int argc, char **argv)
{
  struct sfi_domain_config cfg = { 0, 0, "nesting" };
  uintptr_t r, n;
  int s;
  /* The first domain has a budget, the second none.  */
  for (int i = 0; i < 2; i++)
    {
      cfg.time_limit_ms = i == 0 ? 50 : 0;
      struct sfi_domain *d = doms[i] = sfi_domain_create (&cfg);
      if (!d || sfi_domain_import (d, "host_reenter", host_reenter)
	  || sfi_domain_import (d, "host_nop", host_nop)
	  || sfi_domain_import (d, "host_exit_then_work", host_exit_then_work)
	  || sfi_domain_import (d, "host_other", host_other)
	  || sfi_domain_import (d, "host_other_short", host_other_short)
	  || sfi_domain_import (d, "host_other_forever", host_other_forever)
	  || sfi_domain_import (d, "host_spin_jump", host_spin_jump)
	  || sfi_domain_load (d, argv[1]) != 0)
	fail ("load: %s", d ? sfi_domain_error (d) : "no domain");
    }
  struct sfi_domain *d = doms[0];

  n = 300;
  if (sfi_domain_call (d, "ext_down", 1, &n, &r) != 0 || r != 300)
    fail ("300 levels of calls back: %s", sfi_domain_error (d));
  n = 5000;
  s = sfi_domain_call (d, "ext_down", 1, &n, &r);
  if (s != 0 || (r & 0xffff0000u) != 0xdead0000u)
    fail ("5000 levels of calls back: status %d result 0x%lx", s,
	  (unsigned long) r);
  if (!strstr (sfi_domain_error (d), "nested more than 1000 deep"))
    fail ("the nesting refusal says: %s", sfi_domain_error (d));

  /* The limit counts the levels of both domains together.  */
  n = 600;
  if (sfi_domain_call (d, "ext_ring", 1, &n, &r) != 0 || r != 600)
    fail ("600 levels across two domains: %s", sfi_domain_error (d));
  n = 1500;
  s = sfi_domain_call (d, "ext_ring", 1, &n, &r);
  if (s != 0 || (r & 0xffff0000u) != 0xdead0000u)
    fail ("1500 levels across two domains: status %d result 0x%lx", s,
	  (unsigned long) r);

  signal (SIGALRM, hung);
  alarm (30);
  /* Time in the other domain's code counts.  */
  n = 1;
  s = sfi_domain_call (d, "ext_spin_in_other", 1, &n, &r);
  if (s != SIGALRM)
    fail ("a call that spends its time in another domain: status %d (%s)",
	  s, sfi_domain_error (d));
  n = 1;
  s = sfi_domain_call (d, "ext_spin_calling_back", 1, &n, &r);
  if (s != SIGALRM)
    fail ("a call that calls back all the time: status %d (%s)", s,
	  sfi_domain_error (d));

  /* The other domain has no budget; its loop ends when this call's
     budget runs out, and then this call ends.  */
  s = sfi_domain_call (d, "ext_into_forever", 1, &n, &r);
  if (s != SIGALRM || forever_status != SIGALRM)
    fail ("a call into a domain that loops for ever: status %d (%s),"
	  " the nested call's %d", s, sfi_domain_error (d), forever_status);
  if (!strstr (sfi_domain_error (doms[1]), "time limit exceeded"))
    fail ("the looping domain's call says: %s",
	  sfi_domain_error (doms[1]));
  n = 4;
  if (sfi_domain_call (doms[1], "ext_short", 1, &n, &r) != 0 || r != 5)
    fail ("the looping domain afterwards: %s", sfi_domain_error (doms[1]));

  /* A host call over its budget that a longjmp abandoned ends nothing
     else: the other domain's long call that follows runs to its end.  */
  if (setjmp (jump_env) == 0)
    {
      sfi_domain_call (d, "ext_jump_out", 1, &n, &r);
      fail ("the host function did not leave by longjmp");
    }
  n = 30;
  s = sfi_domain_call (doms[1], "ext_work", 1, &n, &r);
  if (s != 0 || r != 31)
    fail ("a call after an abandoned host call over its budget: status %d"
	  " (%s)", s, sfi_domain_error (doms[1]));

  s = sfi_domain_call (d, "ext_outer", 1, &n, &r);
  if (s != SIGALRM || host_state != 12345)
    fail ("budget spent after a nested exit: status %d (%s)", s,
	  sfi_domain_error (d));
  alarm (0);

  for (int i = 0; i < 100; i++)
    {
      n = i;
      if (sfi_domain_call (d, "ext_short", 1, &n, &r) != 0 || r != n + 1)
	fail ("short call %d: %s", i, sfi_domain_error (d));
    }
  n = 3;
  if (sfi_domain_call (d, "ext_down", 1, &n, &r) != 0 || r != 3)
    fail ("the domain is unusable afterwards: %s", sfi_domain_error (d));
  pass ("nesting depth, budgets across calls back, early nested ends");
}
