/* Test that domain A cannot write domain B's data: a store aimed at B's
   global lands in A's own data segment, at the same offset; and that a
   jump aimed at B's code stays in A's code segment (it faults or returns,
   B is untouched).  */
/* { dg-do run } */

#include "host.h"

int
main (int argc, char **argv)
{
  struct sfi_domain *a = load (argv[1], 0), *b = load (argv[1], 0);
  if (!a || !b)
    fail ("domains not created");
  call1 (a, "ext_set", 0xaaaa);
  call1 (b, "ext_set", 0xbbbb);
  uintptr_t b_global = call0 (b, "ext_global_address");
  uintptr_t a_global = call0 (a, "ext_global_address");
  if (a_global == b_global)
    fail ("the two domains share an address");

  /* A stores at B's global.  */
  uintptr_t args[2] = { b_global, 0x5eed }, r;
  if (sfi_domain_call (a, "ext_store", 2, args, &r) != 0)
    fail ("A's store faulted: %s", sfi_domain_error (a));
  if (call0 (b, "ext_get") != 0xbbbb)
    fail ("A changed B's data");
  if (call0 (a, "ext_get") != 0x5eed)
    fail ("A's store did not land in A's own segment");

  /* A jumps into B's code: sandboxed into A's code segment.  On Alpha
     the function reached recomputes its GP from the address it was
     called at ($27, B's), so its loads read B's data, which this mode
     allows (loads are not confined); it still runs A's code, and B's
     memory is checked unchanged below.  */
  uintptr_t target = sfi_domain_symbol (b, "ext_get");
  int st = sfi_domain_call (a, "ext_jump", 1, &target, &r);
#ifndef __alpha__
  if (st == 0 && r != 0x5eed)
    fail ("A's jump ran B's code (returned 0x%" PRIxPTR ")", r);
#endif
  if (call0 (b, "ext_get") != 0xbbbb)
    fail ("B's data changed after A's jump");
  pass ("stores and jumps of one domain stay out of another");
}
