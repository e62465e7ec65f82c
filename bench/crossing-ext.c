/* Module of the crossing benchmark: null functions to call.

   ext_null is the paper's NULL cross-fault-domain RPC; ext_callback
   makes one null call out to the host (host_null, imported), the
   paper's call in the other direction.  The module also writes every
   preserved register somewhere (ext_dirty), as most real modules do, so
   the entry trampolines of the saving variants have all of them to
   save; built with -DLEAN it does not, to show what skipping
   never-written registers gains.  */

#include <sfi/sfi-import.h>

void host_null (void);
SFI_IMPORT (host_null, 0);

SFI_EXPORT void
ext_null (void)
{
}

SFI_EXPORT void
ext_callback (void)
{
  host_null ();
}

/* Never called; its writes are what counts.  The asm hides them from
   GCC, which would otherwise save and restore them.  */
SFI_EXPORT int
ext_dirty (int x)
{
#ifndef LEAN
#if defined __mips__
  __asm__ volatile ("move $16, $0\n\tmove $17, $0\n\tmove $18, $0\n\t"
		    "move $19, $0\n\tmove $20, $0\n\tmove $21, $0\n\t"
		    "move $22, $0\n\tmove $23, $0\n\tmove $30, $0\n\t"
		    "mtc1 $0, $f20\n\tmtc1 $0, $f22\n\tmtc1 $0, $f24\n\t"
		    "mtc1 $0, $f26\n\tmtc1 $0, $f28\n\tmtc1 $0, $f30");
#elif defined __alpha__
  __asm__ volatile ("bis $31, $31, $9\n\tbis $31, $31, $10\n\t"
		    "bis $31, $31, $11\n\tbis $31, $31, $12\n\t"
		    "bis $31, $31, $13\n\tbis $31, $31, $14\n\t"
		    "bis $31, $31, $15\n\t"
		    "cpys $f31, $f31, $f2\n\tcpys $f31, $f31, $f3\n\t"
		    "cpys $f31, $f31, $f4\n\tcpys $f31, $f31, $f5\n\t"
		    "cpys $f31, $f31, $f6\n\tcpys $f31, $f31, $f7\n\t"
		    "cpys $f31, $f31, $f8\n\tcpys $f31, $f31, $f9");
#endif
#endif
  return x;
}
