/* Test that a module of the protect policy does not see the exception
   flags of the host's FP control register (entry invariant E4: they
   tell what the host's last FP operations raised), but does see its
   rounding mode (E3), and that the host gets its whole FP control
   register back (exit invariant X2).  Red-team regression: the module
   read the host's flags.
   sfi-module: fp-flags-ext.c  */
/* { dg-do run } */

#include <stdint.h>
#include <string.h>
#include "host.h"
#include "fp-flags-ext.stubs.h"

#if defined __mips__
/* Round toward zero; the inexact flag and cause.  */
#define MODE 0x1u
#define RAISED 0x1004u
#define FLAG_BITS 0x3f07cu
#define MODE_BITS 0x3u
static uint64_t
get_fpc (void)
{
  unsigned v;
  __asm__ volatile ("cfc1 %0,$31" : "=r" (v));
  return v;
}
static void
set_fpc (uint64_t v)
{
  __asm__ volatile ("ctc1 %0,$31" : : "r" ((unsigned) v));
}
static uint64_t
module_fpc (struct sfi_domain *d)
{
  return ext_fpc (d);
}
#elif defined __alpha__
/* Round toward plus infinity; the inexact flag and the summary.  */
#define MODE (3ull << 58)
#define RAISED ((1ull << 56) | (1ull << 63))
#define FLAG_BITS ((0x3full << 52) | (1ull << 63))
#define MODE_BITS (3ull << 58)
static uint64_t
get_fpc (void)
{
  double f;
  uint64_t v;
  __asm__ volatile ("excb\n\tmf_fpcr %0" : "=f" (f));
  memcpy (&v, &f, sizeof v);
  return v;
}
static void
set_fpc (uint64_t v)
{
  double f;
  memcpy (&f, &v, sizeof f);
  __asm__ volatile ("mt_fpcr %0\n\texcb" : : "f" (f));
}
static uint64_t
module_fpc (struct sfi_domain *d)
{
  double f = ext_fpc (d);
  uint64_t v;
  memcpy (&v, &f, sizeof v);
  return v;
}
#endif

int
main (int argc, char **argv)
{
  (void) argc;
  struct sfi_domain_config cfg = { 0, 0, "fp-flags" };
  struct sfi_domain *d = sfi_domain_create (&cfg);
  if (!d || fp_flags_ext_sfi_import_all (d) != 0
      || sfi_domain_load (d, argv[1]) != 0)
    fail ("load: %s", d ? sfi_domain_error (d) : "create");
  uint64_t before = get_fpc ();
  set_fpc ((before & ~(FLAG_BITS | MODE_BITS)) | MODE | RAISED);
  uint64_t host = get_fpc ();
  if ((host & RAISED) != RAISED || (host & MODE_BITS) != MODE)
    fail ("the host could not set its FP control register: %#llx",
	  (unsigned long long) host);
  uint64_t mod = module_fpc (d);
  uint64_t after = get_fpc ();
  set_fpc (before);
  if (mod & FLAG_BITS)
    fail ("the module saw the host's exception flags: %#llx",
	  (unsigned long long) mod);
  if ((mod & MODE_BITS) != MODE)
    fail ("the module did not get the host's rounding mode: %#llx",
	  (unsigned long long) mod);
  if (after != host)
    fail ("the host's FP control register changed: %#llx, not %#llx",
	  (unsigned long long) after, (unsigned long long) host);
  sfi_domain_destroy (d);
  pass ("a protect module starts with clear FP exception flags");
}
