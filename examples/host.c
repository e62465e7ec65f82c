/* A trusted host program that loads an untrusted extension (ext.c) into
   a fault domain and calls it, as a database would call a user-defined
   function.  It shows the point of SFI: the extension runs in the host's
   address space at close to native speed, its wild stores stay inside its
   own data segment, and when it faults the host gets an error back and
   keeps running.

   usage: host EXTENSION-MODULE  (built with -fsfi=sandbox; see demo.sh)  */

#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <sfi.h>

/* Host data the extension must not be able to change.  */
static volatile uint32_t host_secret = 0x5ec2e7;

/* Load EXT into a fresh domain, or exit.  */
static struct sfi_domain *
load (const char *ext)
{
  struct sfi_domain_config cfg = { 0, 0, "ext" };
  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (d == NULL)
    return NULL;
  if (sfi_domain_load (d, ext) != 0)
    {
      fprintf (stderr, "host: cannot load %s: %s\n", ext, sfi_domain_error (d));
      sfi_domain_destroy (d);
      return NULL;
    }
  return d;
}

/* Call FN of D with up to two arguments and print what happened.
   Return the call's status (0, a signal number or -1).  */
static int
call (struct sfi_domain *d, const char *fn, int nargs, uint32_t a0,
      uint32_t a1, uint32_t *result)
{
  uint32_t args[2] = { a0, a1 };
  int st = sfi_domain_call (d, fn, nargs, args, result);
  if (st == 0)
    printf ("host: %s returned 0x%x (%u)\n", fn, *result, *result);
  else
    printf ("host: %s failed (%s)\n", fn, sfi_domain_error (d));
  return st;
}

int
main (int argc, char **argv)
{
  uint32_t r;
  if (argc != 2)
    {
      fprintf (stderr, "usage: host EXTENSION-MODULE\n");
      return 2;
    }
  struct sfi_domain *d = load (argv[1]);
  if (d == NULL)
    return 1;

  printf ("host: 1. a normal call into the extension\n");
  call (d, "ext_checksum", 1, 1000, 0, &r);

  printf ("host: 2. the extension stores 0xdeadbeef at the host's secret"
	  " (%p)\n", (void *) &host_secret);
  call (d, "ext_scribble", 2, (uint32_t) (uintptr_t) &host_secret,
	0xdeadbeef, &r);
  printf ("host: host secret is still 0x%x: %s (the store landed in the"
	  " extension's own data segment; loads are not confined in sandbox"
	  " mode, so it read the host's value back)\n", host_secret,
	  host_secret == 0x5ec2e7 ? "intact" : "CORRUPTED");

  printf ("host: 3. the extension runs off the end of its data segment\n");
  if (call (d, "ext_crash", 1, 0x7fffff00, 0, &r) != 0)
    {
      printf ("host: still running; reloading the extension\n");
      sfi_domain_destroy (d);
      d = load (argv[1]);
      if (d == NULL)
	return 1;
    }
  printf ("host: 4. the reloaded extension works again\n");
  call (d, "ext_checksum", 1, 1000, 0, &r);
  sfi_domain_destroy (d);
  return host_secret == 0x5ec2e7 ? 0 : 1;
}
