/* Plugin entry point: version check, arguments, target set-up, passes.

   Options (-fplugin-arg-<name>-KEY[=VALUE], <name> being the plugin's
   base name, normally "sfi"):
     mode=none|regs|sandbox|match|protect
                              policy; match also traps where a guard
                              changed an address, protect also
                              sandboxes loads
     reuse / no-reuse         reuse a sandboxed base within a block
     hoist / no-hoist         guard a loop's one store base before it
     induction / no-induction run a loop's advancing store base on the
                              data register
     derive / no-derive       give a loop's base + stepped index sums
                              pointers that the induction rule can take
     sink-restore / no-sink-restore
                              check an epilogue's stack adjustment with
                              the restoring load before it, moved after it
     early-return-guard / no-early-return-guard
                              a return's guard right after the last write
                              of the return address (MIPS: fills the
                              return's delay slot)
     early-jump-guard / no-early-jump-guard
                              the same for indirect jumps and calls
     valid-ra / no-valid-ra   keep the return address register valid, so
                              returns need no guard
     ins-guard / no-ins-guard one-instruction guards (MIPS32r2 ins)
     load-regs / no-load-regs protect: more data registers for
                              guards, where the target has them
     fill-slots / no-fill-slots
                              data guards as insn patterns, not asm, so
                              that delay slots fill across them (MIPS)
     module                   the module code model even with mode=none
     verbose                  note every rewrite in the pass's dump file
     dump                     write the dump file of the sandbox pass
     stubs=FILE               write host stubs for exported functions
     help                     list the options

   A GCC option the plugin changes: code with reserved registers is not
   scheduled before register allocation where the target says so (MIPS;
   sfi_override_gate), unless -fschedule-insns is given.

   The same order is always followed: version check, arguments, target
   initialisation (option fixing, register reservation), plugin info, pass
   registration.

   Debugging: -fplugin-arg-sfi-dump writes FILE.c.NNNr.sfi_sandbox, the
   function after the pass (and FILE.c.NNNr.sfi_epilogue, after the
   epilogue pass) (so does -fdump-rtl-all; GCC parses
   -fdump-rtl-NAME before plugins add their passes, so that spelling cannot
   name a plugin pass); -fplugin-arg-sfi-verbose adds one line per guarded
   instruction.  */

#include "gcc-compat.h"
#include "plugin-version.h"
#include "sfi.h"
#include "sfi-target.h"

int plugin_is_GPL_compatible;

/* The defaults: every optimisation on, the one-instruction guards,
   valid return addresses; and-only as the target chooses.  */
struct sfi_options sfi_opts = {
  .mode = SFI_MODE_SANDBOX,
  .reuse = true,
  .hoist = true,
  .induction = true,
  .derive = true,
  .sink_restore = true,
  .early_return_guard = true,
  .early_jump_guard = true,
  .valid_ra = true,
  .ins_guard = true,
  .load_regs = true,
  .fill_slots = true,
  .and_only = false,
  .verbose = false,
  .dump = false,
  .module = false,
  .stubs = NULL,
};

/* The boolean options, KEY and no-KEY: the field each sets, and its line
   of -fplugin-arg-sfi-help.  */
static const struct
{
  const char *key;
  bool sfi_options::*flag;
  const char *help;
} sfi_bool_options[] = {
  { "reuse", &sfi_options::reuse,
    "reuse a sandboxed base register for later stores in a block" },
  { "hoist", &sfi_options::hoist,
    "sandbox the one store base of a loop once, before the loop" },
  { "induction", &sfi_options::induction,
    "advance a loop's sandboxed store pointer in the data register" },
  { "derive", &sfi_options::derive,
    "give a loop's sums of a base and a stepped index pointers of their\n"
    "\town, for the induction rule" },
  { "sink-restore", &sfi_options::sink_restore,
    "check an epilogue's stack adjustment with its last restoring load,"
    " not a touching load" },
  { "early-return-guard", &sfi_options::early_return_guard,
    "guard a return right after the last write of its register" },
  { "early-jump-guard", &sfi_options::early_jump_guard,
    "guard an indirect jump or call right after the last write of its\n"
    "\tregister" },
  { "valid-ra", &sfi_options::valid_ra,
    "keep the return address register valid, so returns need no guard" },
  { "ins-guard", &sfi_options::ins_guard,
    "sandbox with one instruction (MIPS32r2 ins) where possible" },
  { "load-regs", &sfi_options::load_regs,
    "protect: keep guarded bases in more data registers too" },
  { "fill-slots", &sfi_options::fill_slots,
    "data guards as insn patterns, so delay slots fill across them" },
  { "and-only", &sfi_options::and_only,
    "Alpha: data guards of one instruction; the module then runs only in\n"
    "\tone of a few specially placed domains (default with mode=protect)" },
  { "module", &sfi_options::module,
    "compiling a module: its code model even with mode=none" },
  { "verbose", &sfi_options::verbose,
    "describe every rewrite in the sandbox pass's dump" },
  { "dump", &sfi_options::dump,
    "write the passes' dumps (FILE.c.NNNr.sfi_bases, .sfi_epilogue,\n"
    "\t.sfi_sandbox)" },
};

/* The text of -fplugin-arg-sfi-help (and of the plugin's info), made
   from the tables by sfi_make_help.  */
static char sfi_help[2048];

static void
sfi_make_help (void)
{
  size_t n = snprintf (sfi_help, sizeof sfi_help, "%s",
		       "mode=none|regs|sandbox|match|protect\tpolicy to compile"
		       " for"
		       " (default sandbox)\n");
  for (unsigned i = 0; i < ARRAY_SIZE (sfi_bool_options); i++)
    n += snprintf (sfi_help + n, sizeof sfi_help - n, "%s\t%s\n",
		   sfi_bool_options[i].key, sfi_bool_options[i].help);
  n += snprintf (sfi_help + n, sizeof sfi_help - n, "%s",
		 "stubs=FILE\twrite typed host stubs for the functions marked"
		 " sfi_export\n"
		 "help\tprint this list\n");
  gcc_assert (n < sizeof sfi_help);
}

static struct plugin_info sfi_plugin_info = { "0.1", sfi_help };

/* The user-visible modes; IMPLEMENTED is false for modes reserved for
   later versions.  */
static const struct
{
  const char *name;
  enum sfi_mode mode;
  bool implemented;
} sfi_modes[] = {
  { "none", SFI_MODE_NONE, true },
  { "regs", SFI_MODE_REGS, true },
  { "sandbox", SFI_MODE_SANDBOX, true },
  { "match", SFI_MODE_MATCH, true },
  { "protect", SFI_MODE_PROTECT, true },
};

/* Return the name of MODE.  */

const char *
sfi_mode_name (enum sfi_mode mode)
{
  for (unsigned i = 0; i < ARRAY_SIZE (sfi_modes); i++)
    if (sfi_modes[i].mode == mode)
      return sfi_modes[i].name;
  gcc_unreachable ();
}

/* Parse the value of the mode key ARG.  Return false after an error.  */

static bool
sfi_parse_mode (const char *plugin, const struct plugin_argument *arg)
{
  if (!arg->value)
    {
      error (G_("no value supplied for option %<-fplugin-arg-%s-%s%>"),
	     plugin, arg->key);
      return false;
    }
  for (unsigned i = 0; i < ARRAY_SIZE (sfi_modes); i++)
    if (strcmp (arg->value, sfi_modes[i].name) == 0)
      {
	if (!sfi_modes[i].implemented)
	  {
	    sorry ("%<-fplugin-arg-%s-%s=%s%> is not implemented yet",
		   plugin, arg->key, arg->value);
	    return false;
	  }
	sfi_opts.mode = sfi_modes[i].mode;
	return true;
      }
  error (G_("invalid option argument %<-fplugin-arg-%s-%s=%s%>"
	    " (expected %<none%>, %<regs%>, %<sandbox%>, %<match%> or"
	    " %<protect%>)"),
	 plugin, arg->key, arg->value);
  return false;
}

/* Set the boolean *FLAG from ARG, which is KEY or no-KEY without value.
   Return false after an error.  */

static bool
sfi_parse_bool (const char *plugin, const struct plugin_argument *arg,
		bool value, bool *flag)
{
  if (arg->value)
    {
      error (G_("option %<-fplugin-arg-%s-%s%> takes no value"),
	     plugin, arg->key);
      return false;
    }
  *flag = value;
  return true;
}

/* Parse all plugin arguments in INFO.  Return false after an error.  */

static bool
sfi_parse_arguments (const struct plugin_name_args *info)
{
  const char *plugin = info->base_name;
  bool ok = true;

  for (int i = 0; i < info->argc; i++)
    {
      const struct plugin_argument *arg = &info->argv[i];
      const char *key = arg->key;
      bool value = true;

      if (strcmp (key, "mode") == 0)
	{
	  ok &= sfi_parse_mode (plugin, arg);
	  continue;
	}
      if (strcmp (key, "stubs") == 0)
	{
	  if (!arg->value || !*arg->value)
	    {
	      error (G_("no file name supplied for option"
			" %<-fplugin-arg-%s-%s%>"), plugin, arg->key);
	      ok = false;
	    }
	  sfi_opts.stubs = arg->value;
	  continue;
	}
      if (strcmp (key, "help") == 0)
	{
	  fprintf (stderr, "Options for %s (-fplugin-arg-%s-KEY[=VALUE]):\n%s",
		   plugin, plugin, sfi_help);
	  continue;
	}
      if (strncmp (key, "no-", 3) == 0)
	{
	  key += 3;
	  value = false;
	}
      unsigned j = 0;
      while (j < ARRAY_SIZE (sfi_bool_options)
	     && strcmp (key, sfi_bool_options[j].key) != 0)
	j++;
      if (j < ARRAY_SIZE (sfi_bool_options))
	{
	  ok &= sfi_parse_bool (plugin, arg, value,
				&(sfi_opts.*sfi_bool_options[j].flag));
	  if (sfi_bool_options[j].flag == &sfi_options::and_only)
	    sfi_opts.and_only_set = true;
	}
      else
	{
	  error (G_("unknown option %<-fplugin-arg-%s-%s%>"
		    " (see %<-fplugin-arg-%s-help%>)"),
		 plugin, arg->key, plugin);
	  ok = false;
	}
    }
  return ok;
}

/* Register the passes listed in sfi-passes.def: those of every mode
   that compiles for the policy's code model, and with SANDBOX, those of
   mode sandbox.  */

static void
sfi_register_passes (const char *plugin, bool sandbox)
{
#define SFI_MODULE_PASS(FACTORY, REF, INSTANCE, POS)			\
  {									\
    struct register_pass_info info;					\
    info.pass = FACTORY (g);						\
    info.reference_pass_name = REF;					\
    info.ref_pass_instance_number = INSTANCE;				\
    info.pos_op = POS;							\
    register_callback (plugin, PLUGIN_PASS_MANAGER_SETUP, NULL, &info); \
  }
#define SFI_PASS(FACTORY, REF, INSTANCE, POS)				\
  if (sandbox)								\
    SFI_MODULE_PASS (FACTORY, REF, INSTANCE, POS)
#include "sfi-passes.def"
#undef SFI_PASS
#undef SFI_MODULE_PASS
}

/* PLUGIN_START_UNIT callback: let the target write its directives.  */

static void
sfi_start_unit (void *, void *)
{
  if (asm_out_file)
    sfi_target_start_unit (asm_out_file);
}

/* A module's code is sandboxed here, in cc1.  With -flto the object
   would hold GCC's intermediate code too, which the link-time compiler
   (lto1, started by lto-wrapper without the specs file, so without this
   plugin) would compile again unsandboxed, for the loader to refuse.  So
   in a module -flto makes an ordinary object, as -fno-lto does, and the
   link stays the ordinary one.  */

static void
sfi_disable_lto (void)
{
  flag_lto = NULL;
  flag_generate_lto = 0;
  flag_fat_lto_objects = 0;
}

/* Where the target says so (sfi_target_schedule_before_ra), code with
   reserved registers is compiled without scheduling before register
   allocation (GCC's sched1, on by default at -O2), as GCC itself does
   for register-starved x86: it lengthens live ranges, and with six
   registers fewer the MIPS allocator spilled, or split values between
   registers and copied them back and forth in loops (ncompress's hot
   loop ran four more moves and two more reloads an iteration).  A
   user's explicit -fschedule-insns stands.  */

static void
sfi_override_gate (void *gcc_data, void *)
{
  bool *gate = (bool *) gcc_data;
  if (*gate && current_pass && strcmp (current_pass->name, "sched1") == 0)
    *gate = false;
}

/* The plugin's entry point.  */

int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  const char *plugin = info->base_name;

  if (!plugin_default_version_check (version, &gcc_version))
    {
      error (G_("incompatible gcc/plugin versions"));
      return 1;
    }
  sfi_make_help ();
  if (!sfi_parse_arguments (info))
    return 1;
  /* A match check traps wherever its guard runs, so a guard may not
     run where its store would not: hoisting a loop's guard, or guarding
     an induction pointer, before the loop is speculative (the loop may
     store nothing, through a null pointer), harmless for sandboxing
     alone.  */
  if (sfi_match_p ())
    sfi_opts.hoist = sfi_opts.induction = false;

  register_callback (plugin, PLUGIN_INFO, NULL, &sfi_plugin_info);
  sfi_stubs_init (plugin);
  if (sfi_opts.mode == SFI_MODE_NONE)
    {
      if (!sfi_opts.module)
	return 0;
      sfi_disable_lto ();
      if (!sfi_target_init ())
	return 1;
      sfi_register_passes (plugin, false);
      sfi_closures_init (plugin);
      return 0;
    }

  sfi_disable_lto ();
  if (!sfi_target_init ())
    return 1;
  sfi_target_reserve_registers ();
  if (!sfi_target_schedule_before_ra
      && !global_options_set.x_flag_schedule_insns)
    register_callback (plugin, PLUGIN_OVERRIDE_GATE, sfi_override_gate, NULL);
  register_callback (plugin, PLUGIN_START_UNIT, sfi_start_unit, NULL);
  sfi_register_passes (plugin, sfi_sandboxing_p ());
  sfi_closures_init (plugin);
  if (sfi_sandboxing_p ())
    {
      if (sfi_opts.dump || sfi_opts.verbose)
	{
	  g->get_dumps ()->dump_switch_p ("rtl-sfi_bases");
	  g->get_dumps ()->dump_switch_p ("rtl-sfi_epilogue");
	  g->get_dumps ()->dump_switch_p ("rtl-sfi_sandbox");
	}
    }
  return 0;
}
