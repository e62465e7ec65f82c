/* Generated host stubs: -fplugin-arg-sfi-stubs=FILE.

   Functions of a module marked __attribute__ ((sfi_export)) (SFI_EXPORT
   in <sfi/sfi-import.h>) form its interface.  At the end of the unit
   this file writes FILE, a header for the host with one typed stub per
   exported function:

     int ext_area (struct sfi_domain *d, const struct poly *p, int n);

   Each stub binds the interface to the domain on first use (building the
   functions' entry trampolines), checks every pointer argument against
   the domain's data segment (the object it points to must lie inside),
   and calls the trampoline with one asm statement whose operands are
   the o32 argument and result registers and whose clobbers describe the
   register-saving variant (sfi/sfi-stub.h).  The host includes its own
   declarations of the types used in the prototypes first.

   Functions the module imports from the host (SFI_IMPORT, which adds
   __attribute__ ((sfi_import (SLOT)))) get a host adapter each: it
   checks the pointer arguments the module passes against the module's
   data segment and calls the host's typed function; NAME_sfi_import_all
   offers them all to a domain.

   The plugin sees the real types, so the stubs follow the module's
   prototypes exactly; signatures the trampolines cannot pass (aggregates
   by value, stack arguments, variable arguments) are errors at the
   function's location.  */

/* std::string and std::vector must come through GCC's system.h.  */
#define INCLUDE_STRING
#define INCLUDE_VECTOR
#define INCLUDE_MAP
#include "gcc-compat.h"
#include "cgraph.h"
#include "stringpool.h"
#include "attribs.h"
#include "tree-pretty-print.h"
#include "sfi.h"
#include "sfi-target.h"

/* Handle attribute sfi_export on *NODE: only public functions can be
   exported.  */
static tree
sfi_handle_export (tree *node, tree name, tree, int, bool *no_add)
{
  if (TREE_CODE (*node) != FUNCTION_DECL)
    {
      warning (OPT_Wattributes, "%qE attribute applies only to functions",
	       name);
      *no_add = true;
    }
  else if (!TREE_PUBLIC (*node))
    {
      error_at (DECL_SOURCE_LOCATION (*node),
		"%qE attribute on %qD, which is not public", name, *node);
      *no_add = true;
    }
  else
    DECL_PRESERVE_P (*node) = 1;
  return NULL_TREE;
}

static const struct attribute_spec sfi_export_attr = {
  "sfi_export", 0, 0, true, false, false, false, sfi_handle_export, NULL
};

/* A host function the module imports (SFI_IMPORT), in the order seen,
   with its adapter's text, written when the attribute is seen (the
   declaration's trees need not survive until the end of the unit).  */
struct sfi_import_fn
{
  std::string name;
  std::string adapter;
};
static std::vector<sfi_import_fn> sfi_imports;

static bool write_adapter (FILE *, const char *, tree, location_t);

/* Handle attribute sfi_import (SLOT) on *NODE: remember the function and
   its type for the host adapters.  The slot itself is bound by the asm
   of SFI_IMPORT; the argument documents it.  */
static tree
sfi_handle_import (tree *node, tree name, tree, int, bool *no_add)
{
  if (TREE_CODE (*node) != FUNCTION_DECL)
    {
      warning (OPT_Wattributes, "%qE attribute applies only to functions",
	       name);
      *no_add = true;
      return NULL_TREE;
    }
  const char *id = IDENTIFIER_POINTER (DECL_NAME (*node));
  for (const sfi_import_fn &f : sfi_imports)
    if (f.name == id)
      return NULL_TREE;
  if (!sfi_opts.stubs)
    return NULL_TREE;
  char *text = NULL;
  size_t len = 0;
  FILE *m = open_memstream (&text, &len);
  if (m && write_adapter (m, id, TREE_TYPE (*node),
			  DECL_SOURCE_LOCATION (*node)))
    {
      fclose (m);
      sfi_imports.push_back ({ id, text });
    }
  else if (m)
    fclose (m);
  free (text);
  return NULL_TREE;
}

static const struct attribute_spec sfi_import_attr = {
  "sfi_import", 1, 1, true, false, false, false, sfi_handle_import, NULL
};

/* PLUGIN_ATTRIBUTES callback.  */
static void
sfi_register_attributes (void *, void *)
{
  register_attribute (&sfi_export_attr);
  register_attribute (&sfi_import_attr);
}

/* Parameter names of exported functions by DECL_UID, recorded before the
   bodies (and their PARM_DECLs) are released.  */
static std::map<unsigned, std::vector<std::string> > sfi_param_names;

/* Report at FN an error if its signature cannot go through a stub.  */
static bool
check_signature (tree fn)
{
  auto_vec<sfi_stub_loc> locs;
  sfi_stub_loc ret;
  const char *why = sfi_target_stub_layout (TREE_TYPE (fn), &locs, &ret);
  for (tree a = TYPE_ARG_TYPES (TREE_TYPE (fn)); !why && a; a = TREE_CHAIN (a))
    if (POINTER_TYPE_P (TREE_VALUE (a))
	&& TREE_CODE (TREE_TYPE (TREE_VALUE (a))) == FUNCTION_TYPE)
      why = "function pointer arguments";
  /* A module's function pointer is not for the host to call.  */
  tree rtype = TREE_TYPE (TREE_TYPE (fn));
  if (!why && POINTER_TYPE_P (rtype)
      && TREE_CODE (TREE_TYPE (rtype)) == FUNCTION_TYPE)
    why = "a function pointer result";
  if (why)
    error_at (DECL_SOURCE_LOCATION (fn), "cannot generate a stub for %qD:"
	      " %s", fn, why);
  return why == NULL;
}

/* PLUGIN_PRE_GENERICIZE callback: check the signature of the exported
   function being defined, GCC_DATA, now (the end of the unit is not
   reached after an error), and remember its parameter names.  */
static void
sfi_record_params (void *gcc_data, void *)
{
  tree fn = (tree) gcc_data;
  if (!lookup_attribute ("sfi_export", DECL_ATTRIBUTES (fn)))
    return;
  check_signature (fn);
  std::vector<std::string> &names = sfi_param_names[DECL_UID (fn)];
  names.clear ();
  for (tree p = DECL_ARGUMENTS (fn); p; p = DECL_CHAIN (p))
    names.push_back (DECL_NAME (p) ? IDENTIFIER_POINTER (DECL_NAME (p)) : "");
}

/* The C spelling of TYPE, as the host will see it.  */
static std::string
type_text (tree type)
{
  char *s = print_generic_expr_to_str (type);
  std::string r (s);
  free (s);
  return r;
}

/* An identifier from the base name of PATH ("ext-stubs.h" gives
   "ext_stubs").  */
static std::string
identifier_of (const char *path)
{
  const char *base = lbasename (path);
  std::string id;
  for (const char *p = base; *p && *p != '.'; p++)
    id += ISALNUM (*p) ? *p : '_';
  if (id.empty () || ISDIGIT (id[0]))
    id = "sfi_" + id;
  return id;
}

/* Whether register REG carries a value in LOCS or RET.  */
static bool
reg_used (const char *reg, const vec<sfi_stub_loc> &locs,
	  const sfi_stub_loc &ret)
{
  /* A double in $fN also occupies $fN+1 where FP registers pair (a
     float does not: $fN+1 keeps whatever it held).  */
  auto covers = [reg] (const sfi_stub_loc &l) {
    for (int k = 0; k < 2; k++)
      if (l.reg[k] && strcmp (l.reg[k], reg) == 0)
	return true;
    if (sfi_target_stub_fp_pair_clear
	&& l.reg[0] && l.reg[0][1] == 'f' && reg[1] == 'f'
	&& strcmp (l.ctype, "double") == 0
	&& atoi (reg + 2) == atoi (l.reg[0] + 2) + 1)
      return true;
    return false;
  };
  for (const sfi_stub_loc &l : locs)
    if (covers (l))
      return true;
  return covers (ret);
}

/* The parameter names of FN's stub (the definition's, else argN) and
   their types, into NAMES and TYPES.  */

static void
stub_params (tree fn, std::vector<std::string> &names,
	     std::vector<tree> &types)
{
  const std::vector<std::string> &given = sfi_param_names[DECL_UID (fn)];
  for (tree a = TYPE_ARG_TYPES (TREE_TYPE (fn)); a && a != void_list_node;
       a = TREE_CHAIN (a))
    {
      size_t i = names.size ();
      if (i < given.size () && !given[i].empty ()
	  && strncmp (given[i].c_str (), "sfi_", 4) != 0)
	names.push_back (given[i]);
      else
	names.push_back ("arg" + std::to_string (i + 1));
      types.push_back (TREE_VALUE (a));
    }
}

/* Write the checks that each pointer argument's object lies in the
   domain; a failing one returns ZERO (the stub's "return" operand).  */

static void
write_pointer_checks (FILE *f, const char *name,
		      const std::vector<std::string> &names,
		      const std::vector<tree> &types, const std::string &zero)
{
  for (size_t i = 0; i < names.size (); i++)
    if (POINTER_TYPE_P (types[i]))
      {
	tree to = TREE_TYPE (types[i]);
	std::string size = "1";
	if (!VOID_TYPE_P (to) && COMPLETE_TYPE_P (to))
	  size = "sizeof *" + names[i];
	fprintf (f, "  if (!sfi_stub_in_domain (sfi_d, %s, %s))\n"
		 "    {\n"
		 "      sfi_stub_bad_arg (sfi_d, \"%s\", %zu);\n"
		 "      return%s;\n"
		 "    }\n", names[i].c_str (), size.c_str (), name, i + 1,
		 zero.c_str ());
      }
}

/* Append OPERAND to the asm operand list OUTS.  */

static void
add_operand (std::string &outs, const std::string &operand)
{
  outs += (outs.empty () ? "" : ", ") + operand;
}

/* Write the register variables of the arguments (LOCS) and of the
   result (RET); return the asm output operands that name them.  */

static std::string
write_arg_registers (FILE *f, const auto_vec<sfi_stub_loc> &locs,
		     const sfi_stub_loc &ret,
		     const std::vector<std::string> &names,
		     const std::vector<tree> &types)
{
  std::string outs;
  for (size_t i = 0; i < locs.length (); i++)
    {
      const sfi_stub_loc &l = locs[i];
      const char *n = names[i].c_str ();
      bool integral = INTEGRAL_TYPE_P (types[i]) || POINTER_TYPE_P (types[i]);
      /* ctype "uintN_t": a general register.  */
      if (l.reg[1] || (!integral && l.ctype[0] == 'u'))
	{
	  /* Pun a 64-bit value or a float through a union.  */
	  fprintf (f, "  union { %s v; uint32_t w[2]; } sfi_u%zu = { %s };\n",
		   type_text (types[i]).c_str (), i, n);
	  for (int k = 0; k < 2 && l.reg[k]; k++)
	    {
	      fprintf (f, "  register uint32_t sfi_a%zu_%d __asm__ (\"%s\")"
		       " = sfi_u%zu.w[%d];\n", i, k, l.reg[k], i, k);
	      add_operand (outs, "\"+r\" (sfi_a" + std::to_string (i) + "_"
			   + std::to_string (k) + ")");
	    }
	  continue;
	}
      const char *conv = POINTER_TYPE_P (types[i]) ? "(uintptr_t) " : "";
      fprintf (f, "  register %s sfi_a%zu __asm__ (\"%s\") = (%s) %s%s;\n",
	       l.ctype, i, l.reg[0], l.ctype, conv, n);
      add_operand (outs, std::string ("\"+") + (l.ctype[0] == 'u' ? "r" : "f")
		   + "\" (sfi_a" + std::to_string (i) + ")");
    }
  if (ret.reg[0])
    for (int k = 0; k < 2 && ret.reg[k]; k++)
      {
	fprintf (f, "  register %s sfi_r%d __asm__ (\"%s\");\n", ret.ctype, k,
		 ret.reg[k]);
	add_operand (outs, std::string ("\"=")
		     + (ret.ctype[0] == 'u' ? "r" : "f") + "\" (sfi_r"
		     + std::to_string (k) + ")");
      }
  return outs;
}

/* The check that the module object at host pointer EXPR, of type
   TYPE, lies in the domain: a string if TYPE is const char *, else as
   many bytes as its complete type has, else one.  */

static std::string
pointer_check (tree type, const std::string &expr)
{
  tree to = TREE_TYPE (type);
  if (TYPE_MAIN_VARIANT (to) == char_type_node && TYPE_READONLY (to))
    return "sfi_stub_string_in_domain (sfi_d, (const char *) " + expr + ")";
  return "sfi_stub_in_domain (sfi_d, (const void *) " + expr + ", "
	 + (!VOID_TYPE_P (to) && COMPLETE_TYPE_P (to)
	    ? "sizeof (" + type_text (to) + ")" : std::string ("1")) + ")";
}

/* Write the call through jump-table entry INDEX of stub NAME, with
   output operands OUTS, and the return of the result (RET, of type
   RTYPE).  A pointer result is the module's: unless NULL, it must lie in
   the domain, as the host will use it (else NULL, and a refusal).  */

static void
write_call_and_return (FILE *f, const char *name, unsigned index,
		       const auto_vec<sfi_stub_loc> &locs,
		       const sfi_stub_loc &ret, tree rtype, std::string outs)
{
  std::string clobbers, clear;
  fprintf (f, "  register uintptr_t sfi_t __asm__ (\"%s\") = sfi_h->entries[%u];"
	   "\n", sfi_target_stub_target_reg, index);
  add_operand (outs, "\"+r\" (sfi_t)");
  for (int k = 0; sfi_target_stub_value_regs[k]; k++)
    {
      const char *r = sfi_target_stub_value_regs[k];
      if (reg_used (r, locs, ret))
	continue;
      /* Protect code may see no host value (entry invariant E4,
	 runtime/sfi-priv.h): an argument register the call leaves
	 unused carries zero in (the entry clears the others).  Where FP
	 registers pair, the odd half of an unused pair takes the even
	 one's zero, a double; that of a float's pair, an instruction
	 before the call.  */
      bool fp = r[1] == 'f';
      bool arg = false;
      for (int j = 0; sfi_target_stub_arg_regs[j]; j++)
	arg |= strcmp (sfi_target_stub_arg_regs[j], r) == 0;
      if (sfi_protect_p () && arg && fp && sfi_target_stub_fp_pair_clear
	  && atoi (r + 2) % 2)
	{
	  std::string even = "$f" + std::to_string (atoi (r + 2) - 1);
	  if (!reg_used (even.c_str (), locs, ret))
	    continue;
	  char *insn = xasprintf (sfi_target_stub_fp_pair_clear,
				  even.c_str ());
	  clear = clear + insn + "\\n\\t";
	  free (insn);
	  clobbers += std::string ("\"") + r + "\", ";
	}
      else if (sfi_protect_p () && arg)
	{
	  fprintf (f, "  register %s sfi_z%d __asm__ (\"%s\") = 0;\n",
		   fp ? "double" : "uintptr_t", k, r);
	  add_operand (outs, std::string ("\"+") + (fp ? "f" : "r")
		       + "\" (sfi_z" + std::to_string (k) + ")");
	}
      else
	clobbers += std::string ("\"") + r + "\", ";
    }
  fprintf (f, "  __asm__ volatile (\"%s%s\"\n"
	   "\t\t    : %s\n"
	   "\t\t    :\n"
	   "\t\t    : %sSFI_STUB_TEMP_CLOBBERS SFI_STUB_SAVE_CLOBBERS);\n",
	   clear.c_str (), sfi_target_stub_call_insn, outs.c_str (),
	   clobbers.c_str ());
  std::string rt = type_text (rtype);
  if (VOID_TYPE_P (rtype))
    fprintf (f, "}\n");
  else if (ret.reg[1])
    fprintf (f, "  union { uint32_t w[2]; %s v; } sfi_ru = { { sfi_r0, sfi_r1 } };\n"
	     "  return sfi_ru.v;\n}\n", rt.c_str ());
  else if (POINTER_TYPE_P (rtype))
    fprintf (f, "  %s sfi_p = (%s) (uintptr_t) sfi_r0;\n"
	     "  if (sfi_p && !%s)\n"
	     "    {\n"
	     "      sfi_stub_bad_result (sfi_d, \"%s\");\n"
	     "      return 0;\n"
	     "    }\n"
	     "  return sfi_p;\n}\n", rt.c_str (), rt.c_str (),
	     pointer_check (rtype, "sfi_p").c_str (), name);
  else
    fprintf (f, "  return (%s) sfi_r0;\n}\n", rt.c_str ());
}

/* Write the stub of exported function FN, number INDEX of the interface
   ID, to F.  Return false after an error.  */
static bool
write_stub (FILE *f, tree fn, unsigned index, const std::string &id)
{
  tree fntype = TREE_TYPE (fn);
  tree rtype = TREE_TYPE (fntype);
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fn));
  auto_vec<sfi_stub_loc> locs;
  sfi_stub_loc ret;
  if (!check_signature (fn))
    return false;
  sfi_target_stub_layout (fntype, &locs, &ret);

  std::vector<std::string> names;
  std::vector<tree> types;
  stub_params (fn, names, types);
  std::string rt = type_text (rtype);
  std::string zero = VOID_TYPE_P (rtype) ? "" : " (" + rt + ") 0";
  fprintf (f, "\nstatic inline %s\n%s (struct sfi_domain *sfi_d", rt.c_str (),
	   name);
  for (size_t i = 0; i < names.size (); i++)
    fprintf (f, ", %s %s", type_text (types[i]).c_str (),
	     names[i].c_str ());
  /* Bound to this interface, in this thread (which then has its signal
     stack)?  A module that lacks a function of the interface is refused,
     as a bad argument is: the stub returns zero, the host goes on.  */
  fprintf (f, ")\n{\n"
	   "  const struct sfi_domain_head *sfi_h\n"
	   "    = (const struct sfi_domain_head *) sfi_d;\n"
	   "  if (__builtin_expect (sfi_h->iface != %s_sfi_names\n"
	   "\t\t\t|| sfi_h->thread != SFI_STUB_THREAD (), 0)\n"
	   "      && sfi_stub_bind (sfi_d, %s_sfi_names, %s_sfi_names,"
	   " %s_sfi_count,\n\t\t\t SFI_STUB_VARIANT) != 0)\n"
	   "    return%s;\n", id.c_str (), id.c_str (), id.c_str (),
	   id.c_str (), zero.c_str ());
  write_pointer_checks (f, name, names, types, zero);
  std::string outs = write_arg_registers (f, locs, ret, names, types);
  write_call_and_return (f, name, index, locs, ret, rtype, outs);
  return true;
}

/* Write the host adapter of imported function IMP to F: it takes the
   module's argument words, checks the pointer arguments against the
   calling domain's data segment (the whole object for a pointer to a
   complete type, a NUL-terminated string for const char *, one byte
   otherwise) and calls the host's typed function, which takes the
   domain first.  Return false after an error.  */
static bool
write_adapter (FILE *f, const char *name, tree fntype, location_t loc)
{
  tree rtype = TREE_TYPE (fntype);
  std::vector<tree> types;
  for (tree a = TYPE_ARG_TYPES (fntype); a && a != void_list_node;
       a = TREE_CHAIN (a))
    types.push_back (TREE_VALUE (a));
  auto word_p = [] (tree t) {
    return POINTER_TYPE_P (t)
	   || (INTEGRAL_TYPE_P (t) && TYPE_PRECISION (t) <= BITS_PER_WORD);
  };
  bool ok = (VOID_TYPE_P (rtype) || word_p (rtype)) && types.size () <= 4
	    && !stdarg_p (fntype) && prototype_p (fntype);
  for (tree t : types)
    ok &= word_p (t) && !(POINTER_TYPE_P (t)
			  && TREE_CODE (TREE_TYPE (t)) == FUNCTION_TYPE);
  if (!ok)
    {
      error_at (loc, "cannot generate a host adapter for %qs: only up"
		" to four integer or pointer arguments and an integer,"
		" pointer or void result", name);
      return false;
    }

  std::string rt = type_text (rtype), params;
  for (tree t : types)
    params += ", " + type_text (t);
  fprintf (f, "\n/* The host defines %s.  */\n"
	   "%s %s (struct sfi_domain *%s);\n\n"
	   "static uintptr_t __attribute__ ((unused))\n"
	   "%s_sfi_adapter (struct sfi_domain *sfi_d, uintptr_t sfi_w0,"
	   " uintptr_t sfi_w1,\n\t\t uintptr_t sfi_w2, uintptr_t sfi_w3)\n{\n"
	   "  (void) sfi_w0, (void) sfi_w1, (void) sfi_w2, (void) sfi_w3;\n",
	   name, rt.c_str (), name, params.c_str (), name);
  for (size_t i = 0; i < types.size (); i++)
    if (POINTER_TYPE_P (types[i]))
      {
	std::string check
	  = pointer_check (types[i], "(uintptr_t) sfi_w" + std::to_string (i));
	fprintf (f, "  if (!%s)\n    return sfi_stub_bad_import_arg (sfi_d,"
		 " \"%s\", %zu);\n", check.c_str (), name, i + 1);
      }
  fprintf (f, "  %s%s (sfi_d", VOID_TYPE_P (rtype) ? ""
	   : "return (uintptr_t) ", name);
  for (size_t i = 0; i < types.size (); i++)
    fprintf (f, ", (%s) %ssfi_w%zu", type_text (types[i]).c_str (),
	     POINTER_TYPE_P (types[i]) ? "(uintptr_t) " : "", i);
  fprintf (f, ");\n%s}\n", VOID_TYPE_P (rtype) ? "  return 0;\n" : "");
  return true;
}

/* Order exported functions by position in the source.  */
static int
compare_decls (const void *a, const void *b)
{
  tree x = *(const tree *) a, y = *(const tree *) b;
  return DECL_UID (x) < DECL_UID (y) ? -1 : DECL_UID (x) > DECL_UID (y);
}

/* PLUGIN_FINISH_UNIT callback: write the stub header.  */
static void
sfi_write_stubs (void *, void *)
{
  auto_vec<tree> fns;
  cgraph_node *node;
  FOR_EACH_FUNCTION (node)
    if (lookup_attribute ("sfi_export", DECL_ATTRIBUTES (node->decl)))
      {
	if (!node->definition)
	  error_at (DECL_SOURCE_LOCATION (node->decl),
		    "exported function %qD is not defined", node->decl);
	else
	  fns.safe_push (node->decl);
      }
  /* Go on after errors, to report every signature that cannot work;
     the file is only kept if the unit compiled.  */
  fns.qsort (compare_decls);

  const char *path = sfi_opts.stubs;
  std::string id = identifier_of (path);
  std::string guard = id;
  for (char &c : guard)
    c = TOUPPER (c);
  std::string tmp = std::string (path) + ".tmp";
  FILE *f = fopen (tmp.c_str (), "w");
  if (!f)
    {
      error ("cannot write %qs: %m", tmp.c_str ());
      return;
    }
  fprintf (f, "/* Host stubs for the functions exported by %s.\n"
	   "   Generated by the sfi plugin (-fplugin-arg-sfi-stubs); do not"
	   " edit.\n"
	   "   Include after the declarations of the types they use.  */\n\n"
	   "#ifndef SFI_STUBS_%s_H\n#define SFI_STUBS_%s_H\n\n"
	   "#include <sfi/sfi-stub.h>\n\n"
	   "static const char *const %s_sfi_names[] = {\n",
	   lbasename (main_input_filename), guard.c_str (), guard.c_str (),
	   id.c_str ());
  for (tree fn : fns)
    fprintf (f, "  \"%s\",\n", IDENTIFIER_POINTER (DECL_NAME (fn)));
  fprintf (f, "  0\n};\nenum { %s_sfi_count = %u };\n", id.c_str (),
	   fns.length ());
  bool ok = true;
  for (unsigned i = 0; i < fns.length (); i++)
    ok &= write_stub (f, fns[i], i, id);
  for (const sfi_import_fn &imp : sfi_imports)
    fputs (imp.adapter.c_str (), f);
  fprintf (f, "\n/* Offer every host function the module imports to D (before"
	   " loading).\n   Return 0, or -1 if out of memory.  */\n"
	   "static inline int __attribute__ ((unused))\n"
	   "%s_sfi_import_all (struct sfi_domain *sfi_d)\n{\n"
	   "  return 0", id.c_str ());
  for (const sfi_import_fn &imp : sfi_imports)
    fprintf (f, "\n\t | sfi_domain_import (sfi_d, \"%s\", %s_sfi_adapter)",
	     imp.name.c_str (), imp.name.c_str ());
  fprintf (f, ";\n}\n");
  fprintf (f, "\n#endif /* SFI_STUBS_%s_H */\n", guard.c_str ());
  if (fclose (f) != 0 || !ok || seen_error ())
    {
      remove (tmp.c_str ());
      if (ok && !seen_error ())
	error ("cannot write %qs: %m", path);
      return;
    }
  if (rename (tmp.c_str (), path) != 0)
    error ("cannot write %qs: %m", path);
}

/* Register the attribute, and the writer if -fplugin-arg-sfi-stubs was
   given.  */
void
sfi_stubs_init (const char *plugin)
{
  register_callback (plugin, PLUGIN_ATTRIBUTES, sfi_register_attributes,
		     NULL);
  if (sfi_opts.stubs)
    {
      register_callback (plugin, PLUGIN_PRE_GENERICIZE, sfi_record_params,
			 NULL);
      register_callback (plugin, PLUGIN_FINISH_UNIT, sfi_write_stubs, NULL);
    }
}
