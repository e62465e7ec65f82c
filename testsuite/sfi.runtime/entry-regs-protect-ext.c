/* entry-regs-ext.c built for the protect policy, whose entries also set
   MIPS's load registers (checked in bit 2 with $14; Alpha has none).
   sfi-module-options: -Wl,-e,ext_start -fsfi=protect  */

#define ENTRY_REGS_LOAD_REGS 1
#include "entry-regs-ext.c"
