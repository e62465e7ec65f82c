/* Module of the crossing benchmark: null functions to call.

   ext_null is the paper's NULL cross-fault-domain RPC.  The module also
   writes every preserved register somewhere (ext_dirty), as most real
   modules do, so the entry trampolines of the saving variants have all
   of them to save; built with -DLEAN it does not, to show
   what skipping never-written registers gains.  */

#include <sfi/sfi-import.h>

SFI_EXPORT void
ext_null (void)
{
}

/* Never called; its writes are what counts.  The asm hides them from
   GCC, which would otherwise save and restore them.  */
SFI_EXPORT int
ext_dirty (int x)
{
#ifndef LEAN
  __asm__ volatile ("move $16, $0\n\tmove $17, $0\n\tmove $18, $0\n\t"
		    "move $19, $0\n\tmove $20, $0\n\tmove $21, $0\n\t"
		    "move $22, $0\n\tmove $23, $0\n\tmove $30, $0\n\t"
		    "mtc1 $0, $f20\n\tmtc1 $0, $f22\n\tmtc1 $0, $f24\n\t"
		    "mtc1 $0, $f26\n\tmtc1 $0, $f28\n\tmtc1 $0, $f30");
#endif
  return x;
}
