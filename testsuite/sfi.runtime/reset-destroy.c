/* Test that domains come and go without disturbing the others: hundreds
   of create/load/destroy cycles of domains of mixed segment sizes,
   interleaved with loads into and calls of the other live domains, with
   faults, with domains created and destroyed without ever being loaded,
   and with the domain at the module's link addresses (the first one)
   destroyed while others live.  A new domain always starts with the
   module's initial data, even where a destroyed one was.  Domains are
   also destroyed, created and called from inside a host function called
   by another domain, which then goes on.  Finally, after every domain is
   gone (and the shared gate page with them), a new one works.  */
/* { dg-do run } */

#include "host.h"

#define LIVE 8
#define ROUNDS 300

static const char *module;

/* Callers' segment sizes, in turn: 16 MiB, 1 MiB, 2 MiB.  */
static const uint32_t sizes[] = { 0, 0x100000, 0x200000 };

static uintptr_t host_hook (struct sfi_domain *, uintptr_t, uintptr_t,
			    uintptr_t, uintptr_t);

/* A new domain of segment size SEG, not loaded (but offering the hook).  */
static struct sfi_domain *
make (uint32_t seg)
{
  struct sfi_domain_config cfg = { seg, 0, "reset" };
  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (!d)
    fail ("domain with segment size 0x%x not created", seg);
  if (sfi_domain_import (d, "host_hook", host_hook) != 0)
    fail ("sfi_domain_import failed");
  return d;
}

/* Load the module into D and check it starts from the module's own
   data.  */
static void
fill (struct sfi_domain *d, const char *when)
{
  if (sfi_domain_load (d, module) != 0)
    fail ("%s: load: %s", when, sfi_domain_error (d));
  uintptr_t v = call0 (d, "ext_get");
  if (v != 0x600d)
    fail ("%s: a new domain starts with 0x%" PRIxPTR ", not the module's"
	  " 0x600d", when, v);
}

static struct sfi_domain *live[LIVE];
static uintptr_t value[LIVE];

/* Check every live domain: its own value and a computation.  */
static void
check_all (const char *when)
{
  for (int i = 0; i < LIVE; i++)
    if (live[i])
      {
	uintptr_t v = call0 (live[i], "ext_get");
	if (v != value[i])
	  fail ("%s: domain %d holds 0x%" PRIxPTR ", not 0x%" PRIxPTR, when,
		i, v, value[i]);
	if (call1 (live[i], "ext_square", i + 100)
	    != (uintptr_t) ((i + 100) * (i + 100) + 1))
	  fail ("%s: domain %d computes wrongly", when, i);
      }
}

static unsigned seed = 12345;

static unsigned
rnd (unsigned n)
{
  seed = seed * 1103515245 + 12345;
  return (seed >> 16) % n;
}

static int fault_in (struct sfi_domain *d)
{
  uintptr_t arg = 0x7fffff00, r;
  return sfi_domain_call (d, "ext_fault", 1, &arg, &r);
}

/* The host function of every domain.  OP 1: destroy live domain ARG;
   OP 2: create, load, call and fault a new domain in live slot ARG
   (destroying what was there); OP 3: call and fault live domain ARG.
   Return 1000 + OP on success, 0 on failure.  */
static uintptr_t
host_hook (struct sfi_domain *caller, uintptr_t op, uintptr_t arg,
	   uintptr_t unused1, uintptr_t unused2)
{
  if (arg >= LIVE || live[arg] == caller)
    return 0;
  switch (op)
    {
    case 1:
      sfi_domain_destroy (live[arg]);
      live[arg] = NULL;
      return 1001;
    case 2:
      sfi_domain_destroy (live[arg]);
      live[arg] = make (sizes[arg % 3]);
      fill (live[arg], "inside a host call");
      value[arg] = 0x600d;
      if (call1 (live[arg], "ext_square", 5) != 26
	  || fault_in (live[arg]) != 11)
	return 0;
      return 1002;
    case 3:
      if (!live[arg] || call1 (live[arg], "ext_square", 6) != 37
	  || fault_in (live[arg]) != 11
	  || call0 (live[arg], "ext_get") != value[arg])
	return 0;
      return 1003;
    }
  return 0;
}

/* Let live domain I call the hook with OP on domain J; check the result
   and that I's call survived it.  */
static void
hook (int i, unsigned op, int j)
{
  uintptr_t args[2] = { op, j }, r;
  if (sfi_domain_call (live[i], "ext_hook", 2, args, &r) != 0)
    fail ("hook %u from %d on %d: %s", op, i, j,
	  sfi_domain_error (live[i]));
  if (r != 1000 + op + value[i])
    fail ("hook %u from %d on %d returned 0x%" PRIxPTR ", expected 0x%"
	  PRIxPTR, op, i, j, r, 1000 + op + value[i]);
}

int
main (int argc, char **argv)
{
  module = argv[1];

  /* The first domain gets the link addresses.  */
  for (int i = 0; i < LIVE; i++)
    {
      live[i] = make (sizes[i % 3]);
      fill (live[i], "start");
      value[i] = 0x1000 + i;
      call1 (live[i], "ext_set", value[i]);
    }
  check_all ("start");

  /* The domain at the link addresses goes first, the others stay.  */
  sfi_domain_destroy (live[0]);
  live[0] = NULL;
  check_all ("after destroying the first domain");

  char when[64];
  for (unsigned round = 0; round < ROUNDS; round++)
    {
      snprintf (when, sizeof when, "round %u", round);
      unsigned j = rnd (LIVE);
      uint32_t seg = sizes[rnd (3)];
      /* Create the replacement before or after destroying the old one,
	 and load it before or after creating a bystander that is never
	 loaded.  */
      struct sfi_domain *e = NULL, *idle = NULL;
      if (round & 1)
	e = make (seg);
      sfi_domain_destroy (live[j]);
      live[j] = NULL;
      if (round % 3 == 0)
	idle = make (sizes[rnd (3)]);
      if (!e)
	e = make (seg);
      fill (e, when);
      if (idle && (round & 2))
	sfi_domain_destroy (idle), idle = NULL;
      live[j] = e;
      value[j] = 0x10000 + round;
      if (call1 (e, "ext_set", value[j]) != 0x600d)
	fail ("%s: ext_set did not return the initial value", when);
      sfi_domain_destroy (idle);
      /* A fault in some live domain now and then.  */
      if (round % 5 == 0)
	{
	  unsigned k = rnd (LIVE);
	  if (live[k] && fault_in (live[k]) != 11)
	    fail ("%s: no fault reported by domain %u", when, k);
	}
      /* Now and then, every domain but one goes.  */
      if (round % 50 == 49)
	for (int k = 0; k < LIVE; k++)
	  if (k != (int) j)
	    {
	      sfi_domain_destroy (live[k]);
	      live[k] = NULL;
	    }
      check_all (when);
    }

  /* Fill every slot again, then work from inside host calls.  */
  for (int i = 0; i < LIVE; i++)
    if (!live[i])
      {
	live[i] = make (sizes[i % 3]);
	fill (live[i], "refill");
	value[i] = 0x600d;
      }
  check_all ("refill");
  hook (1, 3, 2);		/* Domain 1 calls and faults domain 2.  */
  check_all ("after a call into another domain from a host call");
  hook (1, 1, 3);		/* Domain 1 has domain 3 destroyed.  */
  if (live[3])
    fail ("domain 3 not destroyed");
  check_all ("after a destruction from a host call");
  hook (4, 2, 3);		/* Domain 4 has a new domain 3 made.  */
  hook (4, 2, 5);		/* And domain 5 replaced.  */
  check_all ("after creations from a host call");
  for (int i = 0; i < LIVE; i++)
    hook (i, 3, (i + 1) % LIVE);
  check_all ("after calls from every domain");

  /* Everything goes, the gate page with it; then a new domain.  */
  for (int i = 0; i < LIVE; i++)
    {
      sfi_domain_destroy (live[i]);
      live[i] = NULL;
    }
  sfi_domain_destroy (NULL);
  struct sfi_domain *d = make (0);
  fill (d, "after all were destroyed");
  if (call1 (d, "ext_square", 11) != 122 || fault_in (d) != 11
      || call1 (d, "ext_square", 12) != 145)
    fail ("a domain made after all were destroyed does not work");
  sfi_domain_destroy (d);
  pass ("domains created and destroyed among live ones leave them working");
}
