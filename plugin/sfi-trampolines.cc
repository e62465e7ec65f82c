/* Nested functions whose address escapes.  GCC runs them through a
   trampoline: code it writes into the enclosing function's frame, which
   sets the static chain and jumps to the function.  A domain never
   executes its data segment (the verifier only accepts the code
   segment, and the loader maps data without execute permission), so in
   module code the trampoline's place holds a code address instead: its
   initialisation calls the support library's __sfi_closure_init (place,
   function, chain), which takes an entry of a pool of code in the code
   segment and stores that entry's address there, and taking the nested
   function's address loads it (runtime/module/closure.c).  The entry
   sets the static chain and jumps, as ordinary verified module code.
   Nothing is written for the stack's sake: no instruction cache flush,
   and no executable-stack note.  */

#include "gcc-compat.h"
#include "sfi.h"
#include "function.h"
#include "explow.h"
#include "expr.h"
#include "varasm.h"

/* optabs-libfuncs.h, which needs a header plugins do not get.  */
extern rtx init_one_libfunc (const char *);

/* Implement targetm.calls.trampoline_init: call __sfi_closure_init with
   the trampoline's address, FNDECL's and the static chain.  */

static void
sfi_trampoline_init (rtx m_tramp, tree fndecl, rtx chain)
{
  /* GCC keeps the function's declaration (and has no types yet when
     the plugin starts).  */
  rtx libfunc = init_one_libfunc ("__sfi_closure_init");
  rtx fn = XEXP (DECL_RTL (fndecl), 0);
  emit_library_call (libfunc, LCT_NORMAL, VOIDmode,
		     force_reg (Pmode, XEXP (m_tramp, 0)), Pmode,
		     force_reg (Pmode, fn), Pmode,
		     force_reg (Pmode, chain), Pmode);
}

/* Implement targetm.calls.trampoline_adjust_address: the function's
   address is the pool entry stored at the trampoline's place.  */

static rtx
sfi_trampoline_adjust_address (rtx addr)
{
  return force_reg (Pmode, gen_rtx_MEM (Pmode, force_reg (Pmode, addr)));
}

/* PLUGIN_FINISH_UNIT callback: no trampoline ran from the stack, so the
   object needs no executable stack (file_end reads this afterwards).  */

static void
sfi_closures_finish_unit (void *, void *)
{
  trampolines_created = 0;
}

void
sfi_closures_init (const char *plugin)
{
  targetm.calls.trampoline_init = sfi_trampoline_init;
  targetm.calls.trampoline_adjust_address = sfi_trampoline_adjust_address;
  register_callback (plugin, PLUGIN_FINISH_UNIT, sfi_closures_finish_unit,
		     NULL);
}
