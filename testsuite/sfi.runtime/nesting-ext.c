/* The module of nesting.c: calls that call back into the domain through
   host functions, deeply, often, and ending early.  */

#include <stdlib.h>
#include <sfi/sfi-import.h>

unsigned host_reenter (unsigned n);
unsigned host_nop (unsigned n);
unsigned host_exit_then_work (unsigned n);
SFI_IMPORT (host_reenter, 0);
SFI_IMPORT (host_nop, 1);
SFI_IMPORT (host_exit_then_work, 2);
unsigned host_other (unsigned n);
unsigned host_other_short (unsigned n);
SFI_IMPORT (host_other, 3);
SFI_IMPORT (host_other_short, 4);
unsigned host_other_forever (unsigned n);
SFI_IMPORT (host_other_forever, 5);
unsigned host_spin_jump (unsigned n);
SFI_IMPORT (host_spin_jump, 6);

/* N levels of calls back into the domain: N on success.  */
unsigned
ext_down (unsigned n)
{
  return n == 0 ? 0 : host_reenter (n - 1) + 1;
}

unsigned
ext_nop (unsigned n)
{
  return n + 1;
}

/* Spin in module code, calling back into the domain often: the
   callbacks must not restart the call's budget.  */
unsigned
ext_spin_calling_back (unsigned n)
{
  volatile unsigned x = 0;
  for (;;)
    {
      for (unsigned i = 0; i < 2000; i++)
	x++;
      x += host_nop (n);
    }
  return x;
}

unsigned
ext_exit (unsigned n)
{
  exit ((int) n);
}

/* The host calls ext_exit back, which ends that nested call early, and
   then works past this call's budget.  */
unsigned
ext_outer (unsigned n)
{
  return host_exit_then_work (n) + 1;
}

/* Work for STEPS steps.  */
static void
work (unsigned steps)
{
  volatile unsigned x = 0;
  for (unsigned i = 0; i < steps; i++)
    x++;
}

/* A little work, well inside any budget.  */
unsigned
ext_short (unsigned n)
{
  work (20000);
  return n + 1;
}

/* N levels of calls back that alternate between two domains.  */
unsigned
ext_ring (unsigned n)
{
  return n == 0 ? 0 : host_other (n - 1) + 1;
}

/* Spend the time in the other domain's code, a short call at a time.  */
unsigned
ext_spin_in_other (unsigned n)
{
  volatile unsigned x = 0;
  for (;;)
    x += host_other_short (n);
  return x;
}

/* Loop for ever: called in the domain without a budget.  */
unsigned
ext_forever (unsigned n)
{
  volatile unsigned x = n;
  for (;;)
    x++;
  return x;
}

/* Call the other domain's ext_forever through the host.  */
unsigned
ext_into_forever (unsigned n)
{
  return host_other_forever (n) + 1;
}

/* Call a host function that works past this call's budget and then
   leaves by longjmp.  */
unsigned
ext_jump_out (unsigned n)
{
  return host_spin_jump (n) + 1;
}

/* Work for N million steps.  */
unsigned
ext_work (unsigned n)
{
  work (n * 1000000u);
  return n + 1;
}
