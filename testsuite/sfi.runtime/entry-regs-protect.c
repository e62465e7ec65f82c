/* Test entry invariant E2 for a module of the protect policy, whose
   entries also set the load registers, MIPS $10, $11 and $14
   (sfi/mips-abi.h), Alpha $1-$3 (sfi/alpha-abi.h; every Alpha entry,
   bound ones too, sets them: BOUND_FREE stays 0): entry-regs.c with that
   module.
   sfi-module: entry-regs-protect-ext.c  */
/* { dg-do run } */

#define ENTRY_REGS_PROTECT 1
#define ENTRY_REGS_STUBS 1
#include "entry-regs-protect-ext.stubs.h"
#define STUBS(x) entry_regs_protect_ext_##x
#include "entry-regs.c"
