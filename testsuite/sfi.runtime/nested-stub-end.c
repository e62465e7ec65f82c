/* Test that a call into a domain that a host function makes through a
   typed stub, and that ends in a fault or an exit, ends only itself: the
   module's call the host function returns into goes on, and
   sfi_domain_callv reports that call's own result (it once reported the
   nested call's signal or exit instead).  */

#include "host.h"
#include "nested-stub-end-ext.stubs.h"

static int nested_fault, nested_result = -1;

int
host_nested (struct sfi_domain *d, int how)
{
  nested_result = how == 0 ? ext_trap (d, 1) : ext_exit (d, 5);
  nested_fault = sfi_domain_take_fault (d);
  return 10 * (how + 1);
}

int
main (int argc, char **argv)
{
  struct sfi_domain_config cfg = { 0, 0, "nested-stub-end" };
  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (!d || nested_stub_end_ext_sfi_import_all (d) != 0
      || sfi_domain_load (d, argv[1]) != 0)
    fail ("load: %s", d ? sfi_domain_error (d) : "no domain");
  for (int how = 0; how < 2; how++)
    {
      union sfi_value arg = { .i = how }, r = { 0 };
      int status = sfi_domain_callv (d, "ext_outer", "i:i", &arg, &r);
      if (status != 0 || r.i != (uintptr_t) (10 * (how + 1) + 1))
	fail ("%s in a nested stub call ended the outer call: status %d,"
	      " result %" PRIuPTR, how ? "an exit" : "a fault", status, r.i);
      if (nested_result != 0 || (how == 0 && nested_fault == 0))
	fail ("the nested call: result %d, fault %d", nested_result,
	      nested_fault);
    }
  pass ("faults and exits of nested stub calls end only those calls");
}
