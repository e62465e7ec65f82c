/* Thread-local variables become ordinary ones.  A domain runs one
   thread: the host enters it on one stack at a time and modules have no
   threads of their own (docs/runtime.md).  So a module's __thread and
   _Thread_local variables have exactly one instance each, which is
   what an ordinary variable in the data segment is.  Left thread-local,
   they would need the TLS segment and thread pointer of a process, which
   the loader does not give a domain: the module would compile and link,
   and only the loader would refuse it.  This pass runs before the
   small IPA passes, after the front end and before any code is expanded
   or variable output, so every access is compiled, and every variable
   placed (.data or .bss, not .tdata or .tbss), as an ordinary one.  */

#include "gcc-compat.h"
#include "sfi.h"
#include "cgraph.h"

namespace {

const pass_data pass_data_sfi_tls =
{
  SIMPLE_IPA_PASS, /* type */
  "sfi_tls", /* name */
  OPTGROUP_NONE, /* optinfo_flags */
  TV_NONE, /* tv_id */
  0, /* properties_required */
  0, /* properties_provided */
  0, /* properties_destroyed */
  0, /* todo_flags_start */
  0, /* todo_flags_finish */
};

class pass_sfi_tls : public simple_ipa_opt_pass
{
public:
  pass_sfi_tls (gcc::context *ctxt)
    : simple_ipa_opt_pass (pass_data_sfi_tls, ctxt)
  {}

  unsigned int execute (function *) final override
  {
    varpool_node *node;
    FOR_EACH_VARIABLE (node)
      if (DECL_THREAD_LOCAL_P (node->decl))
	{
	  if (dump_file)
	    fprintf (dump_file, "%s: thread-local made ordinary\n",
		     node->dump_name ());
	  set_decl_tls_model (node->decl, TLS_MODEL_NONE);
	}
    return 0;
  }
};

} // anon namespace

simple_ipa_opt_pass *
make_pass_sfi_tls (gcc::context *ctxt)
{
  return new pass_sfi_tls (ctxt);
}
