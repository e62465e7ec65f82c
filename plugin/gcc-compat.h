/* GCC headers in the order the plugin needs them, and version shims.

   Supported: GCC 12 (Debian bookworm's cross compilers).  Some GCC
   headers must come before others (tm.h and memmodel.h before rtl.h and
   emit-rtl.h; insn-config.h before recog.h); keeping the list here means
   no pass file has to know.  Version-specific code belongs here too, keyed
   on GCCPLUGIN_VERSION, never in pass files.  */

#ifndef SFI_GCC_COMPAT_H
#define SFI_GCC_COMPAT_H

#include "gcc-plugin.h"
#include "config.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "target.h"
#include "tm.h"
#include "memmodel.h"
#include "tree.h"
#include "rtl.h"
#include "df.h"
#include "tm_p.h"
#include "emit-rtl.h"
#include "insn-config.h"
#include "recog.h"
#include "regs.h"
#include "function-abi.h"
#include "output.h"
#include "insn-addr.h"
#include "diagnostic-core.h"
#include "tree-pass.h"
#include "rtl-iter.h"
#include "options.h"
#include "flags.h"
#include "function.h"
#include "print-rtl.h"
#include "toplev.h"
#include "intl.h"
#include "context.h"
#include "dumpfile.h"
#include "hard-reg-set.h"

#include "bversion.h"
#if BUILDING_GCC_MAJOR != 12
#error "this plugin supports GCC 12 only"
#endif

#endif /* SFI_GCC_COMPAT_H */
