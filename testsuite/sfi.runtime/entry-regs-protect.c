/* Test entry invariant E2 for a module of the protect policy, whose
   entries also set MIPS's load registers $10, $11 and $14
   (sfi/mips-abi.h): entry-regs.c with that module.
   sfi-module: entry-regs-protect-ext.c  */
/* { dg-do run } */

#define ENTRY_REGS_PROTECT 1
#define ENTRY_REGS_STUBS 1
#include "entry-regs-protect-ext.stubs.h"
#define STUBS(x) entry_regs_protect_ext_##x
#include "entry-regs.c"
