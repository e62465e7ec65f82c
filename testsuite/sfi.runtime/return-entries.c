/* Test that a module cannot leave through the return entry of another
   call kind than the one in progress (exit invariant X1,
   runtime/sfi-priv.h): for every register-saving variant W of the call
   and every return entry V, a module function jumps to the return entry
   of variant V.  With V = W that is the call's own return; any other V
   ends the call as a fault of the domain (SIGSEGV, with a report that
   names both), the host keeps running and, after sfi_domain_reset, the
   domain works.  The same for a program run (sfi_domain_run), where no
   return entry is the run's: each ends the run with 128 + SIGSEGV.  */
/* { dg-do run } */

#include <signal.h>
#include "host.h"

int
main (int argc, char **argv)
{
  for (int w = 0; w < 3; w++)
    {
      struct sfi_domain_config cfg = { 0, 0, "return-entries" };
      cfg.save = w;
      struct sfi_domain *d = sfi_domain_create (&cfg);
      if (!d || sfi_domain_load (d, argv[1]) != 0)
	fail ("load: %s", d ? sfi_domain_error (d) : "no domain");
      for (int v = 0; v < 3; v++)
	{
	  uintptr_t arg = v, r;
	  int st = sfi_domain_call (d, "ext_return_via", 1, &arg, &r);
	  const char *err = sfi_domain_error (d);
	  char want[128];
	  printf ("call of variant %d, return entry %d: %d %s\n", w, v, st,
		  err);
	  snprintf (want, sizeof want, "return entry of variant %d in a call"
		    " of variant %d", v, w);
	  if (v == w && st != 0)
	    fail ("the call's own return entry did not return: %d %s", st,
		  err);
	  if (v != w && (st != SIGSEGV || !strstr (err, "sfi: fault SIGSEGV")
			 || !strstr (err, want)))
	    fail ("return entry %d in a call of variant %d: %d %s", v, w, st,
		  err);
	  if (sfi_domain_reset (d) != 0)
	    fail ("reset: %s", sfi_domain_error (d));
	  if (call1 (d, "ext_ok", 21) != 42)
	    fail ("no call after return entry %d in a call of variant %d", v,
		  w);
	}
      for (int v = 0; v < 3; v++)
	{
	  char digit[2] = { '0' + v, 0 }, name[] = "return-entries";
	  char *av[] = { name, digit, NULL };
	  int st = sfi_domain_run (d, 2, av);
	  const char *err = sfi_domain_error (d);
	  char want[128];
	  printf ("run, return entry %d: %d %s\n", v, st, err);
	  snprintf (want, sizeof want, "return entry of variant %d in a"
		    " program run", v);
	  if (st != 128 + SIGSEGV || !strstr (err, want))
	    fail ("return entry %d in a program run: %d %s", v, st, err);
	  if (sfi_domain_reset (d) != 0)
	    fail ("reset: %s", sfi_domain_error (d));
	}
      char name[] = "return-entries";
      char *av[] = { name, NULL };
      int st = sfi_domain_run (d, 1, av);
      if (st != 3 || call1 (d, "ext_ok", 4) != 8)
	fail ("no run or call after the faults: %d %s", st,
	      sfi_domain_error (d));
      unsigned long calls, faults;
      sfi_domain_stats (d, &calls, &faults);
      if (faults != 5)
	fail ("%lu faults counted, not 5", faults);
      sfi_domain_destroy (d);
    }
  pass ("return entries of another call end it as a fault");
}
