/* Nested functions whose address escapes need a trampoline: code that
   GCC writes into the enclosing function's frame and then runs.  A
   domain never executes its data segment (the verifier only accepts the
   code segment, and the loader maps data without execute permission), so
   such a trampoline can only fault, and on MIPS the module would not even
   link (GCC calls _flush_cache after writing it).  This pass refuses
   them when compiling, at the nested function.  It runs after
   the GIMPLE optimisers ("optimized"), so nested functions that inlining
   or constant propagation leave without a trampoline still compile.  */

#include "gcc-compat.h"
#include "sfi.h"
#include "basic-block.h"
#include "gimple.h"
#include "gimple-iterator.h"

namespace {

const pass_data pass_data_sfi_trampolines =
{
  GIMPLE_PASS, /* type */
  "sfi_trampolines", /* name */
  OPTGROUP_NONE, /* optinfo_flags */
  TV_NONE, /* tv_id */
  PROP_cfg, /* properties_required */
  0, /* properties_provided */
  0, /* properties_destroyed */
  0, /* todo_flags_start */
  0, /* todo_flags_finish */
};

class pass_sfi_trampolines : public gimple_opt_pass
{
public:
  pass_sfi_trampolines (gcc::context *ctxt)
    : gimple_opt_pass (pass_data_sfi_trampolines, ctxt)
  {}

  unsigned int execute (function *fun) final override
  {
    basic_block bb;
    FOR_EACH_BB_FN (bb, fun)
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (!gimple_call_builtin_p (stmt, BUILT_IN_INIT_TRAMPOLINE)
	      && !gimple_call_builtin_p (stmt, BUILT_IN_INIT_HEAP_TRAMPOLINE))
	    continue;
	  /* __builtin_init_trampoline (&tramp, &nested, &frame).  */
	  tree fn = gimple_call_arg (stmt, 1);
	  if (TREE_CODE (fn) == ADDR_EXPR)
	    fn = TREE_OPERAND (fn, 0);
	  /* The call sits at the start of the enclosing function; the
	     nested function's own line says more.  */
	  location_t loc = DECL_P (fn) ? DECL_SOURCE_LOCATION (fn)
			   : gimple_location (stmt);
	  auto_diagnostic_group d;
	  error_at (loc, "the address of nested function %qE escapes, which"
		    " needs a trampoline on the stack; SFI modules cannot run"
		    " code from their data segment", fn);
	  inform (loc, "make it a file-scope function and pass the"
		  " variables it uses from the enclosing function"
		  " explicitly");
	}
    return 0;
  }
};

} // anon namespace

gimple_opt_pass *
make_pass_sfi_trampolines (gcc::context *ctxt)
{
  return new pass_sfi_trampolines (ctxt);
}
