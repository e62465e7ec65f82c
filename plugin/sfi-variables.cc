/* A module's variables, checked and adjusted before any code is
   expanded or variable output (the first small IPA pass, after the
   front end):

   - Thread-local variables become ordinary ones.  A domain runs one
     thread: the host enters it on one stack at a time and modules have
     no threads of their own (docs/runtime.md).  So a module's __thread
     and _Thread_local variables have exactly one instance each, which is
     what an ordinary variable in the data segment is.  Left thread-local,
     they would need the TLS segment and thread pointer of a process,
     which the loader does not give a domain: the module would compile
     and link, and only the loader would refuse it.  Every access is then
     compiled, and every variable placed (.data or .bss, not .tdata or
     .tbss), as an ordinary one.
   - A variable placed in a code section (section (".text...")) is
     refused: the code segment holds only instructions the verifier
     accepts, and the loader would refuse the module.  */

#include "gcc-compat.h"
#include "sfi.h"
#include "cgraph.h"

namespace {

const pass_data pass_data_sfi_variables =
{
  SIMPLE_IPA_PASS, /* type */
  "sfi_variables", /* name */
  OPTGROUP_NONE, /* optinfo_flags */
  TV_NONE, /* tv_id */
  0, /* properties_required */
  0, /* properties_provided */
  0, /* properties_destroyed */
  0, /* todo_flags_start */
  0, /* todo_flags_finish */
};

class pass_sfi_variables : public simple_ipa_opt_pass
{
public:
  pass_sfi_variables (gcc::context *ctxt)
    : simple_ipa_opt_pass (pass_data_sfi_variables, ctxt)
  {}

  unsigned int execute (function *) final override
  {
    varpool_node *node;
    FOR_EACH_VARIABLE (node)
      {
	if (DECL_THREAD_LOCAL_P (node->decl))
	  {
	    if (dump_file)
	      fprintf (dump_file, "%s: thread-local made ordinary\n",
		       node->dump_name ());
	    set_decl_tls_model (node->decl, TLS_MODEL_NONE);
	  }
	const char *section = DECL_SECTION_NAME (node->decl);
	if (section && strncmp (section, ".text", 5) == 0
	    && (section[5] == 0 || section[5] == '.'))
	  error_at (DECL_SOURCE_LOCATION (node->decl), "%qD is placed in"
		    " code section %qs; the code segment of a module holds"
		    " only instructions the verifier accepts", node->decl,
		    section);
      }
    return 0;
  }
};

} // anon namespace

simple_ipa_opt_pass *
make_pass_sfi_variables (gcc::context *ctxt)
{
  return new pass_sfi_variables (ctxt);
}
