/* entry-regs-ext.c built for the protect policy, whose entries also set
   the load registers (checked in bit 2: MIPS $10 and $11 with $14,
   Alpha $1-$3 with $7).
   sfi-module-options: -Wl,-e,ext_start -fsfi=protect  */

#define ENTRY_REGS_LOAD_REGS 1
#include "entry-regs-ext.c"
