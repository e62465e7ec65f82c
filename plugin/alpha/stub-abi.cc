/* Alpha argument passing for generated host stubs (see sfi-target.h).

   The Alpha calling standard passes the first six arguments in registers
   by position: integers and pointers in $16-$21, floating-point values in
   $f16-$f21; results come back in $0 or $f0.  A stub passes everything
   in registers; more than six arguments or aggregates by value are
   refused (the entry trampoline switches stacks and does not copy stack
   arguments).  */

#include "../gcc-compat.h"
#include "../sfi-target.h"

const char *const sfi_target_stub_value_regs[] = {
  "$0", "$1", "$16", "$17", "$18", "$19", "$20", "$21", "$f0", "$f1", "$f16",
  "$f17", "$f18", "$f19", "$f20", "$f21", NULL
};

const char *const sfi_target_stub_arg_regs[] = {
  "$16", "$17", "$18", "$19", "$20", "$21", "$f16", "$f17", "$f18",
  "$f19", "$f20", "$f21", NULL
};

const char *const sfi_target_stub_fp_pair_clear = NULL;

const char sfi_target_stub_call_insn[] = "jsr $26,($27),0";
const char sfi_target_stub_target_reg[] = "$27";

static const char *const int_regs[] = {
  "$16", "$17", "$18", "$19", "$20", "$21"
};
static const char *const fp_regs[] = {
  "$f16", "$f17", "$f18", "$f19", "$f20", "$f21"
};

/* The class of TYPE: 'i' an integer or pointer (one register), 'f'
   float, 'd' double, 'v' void, 0 unsupported.  */
static char
classify (tree type)
{
  switch (TREE_CODE (type))
    {
    case VOID_TYPE:
      return 'v';
    case INTEGER_TYPE: case ENUMERAL_TYPE: case BOOLEAN_TYPE:
      return TYPE_PRECISION (type) <= 64 ? 'i' : 0;
    case POINTER_TYPE:
      return 'i';
    case REAL_TYPE:
      if (TYPE_MODE (type) == SFmode)
	return 'f';
      return TYPE_MODE (type) == DFmode ? 'd' : 0;
    default:
      return 0;
    }
}

/* Implement sfi_target_stub_layout as described in sfi-target.h.  */
const char *
sfi_target_stub_layout (tree fntype, vec<sfi_stub_loc> *locs,
			sfi_stub_loc *ret)
{
  unsigned n = 0;

  if (stdarg_p (fntype))
    return "variable arguments";
  switch (classify (TREE_TYPE (fntype)))
    {
    case 'v': *ret = { { NULL, NULL }, NULL }; break;
    case 'i': *ret = { { "$0", NULL }, "uint64_t" }; break;
    case 'f': *ret = { { "$f0", NULL }, "float" }; break;
    case 'd': *ret = { { "$f0", NULL }, "double" }; break;
    default: return "the result type";
    }
  for (tree a = TYPE_ARG_TYPES (fntype); a && a != void_list_node;
       a = TREE_CHAIN (a))
    {
      char c = classify (TREE_VALUE (a));
      if (c == 0 || c == 'v')
	return "an argument type (aggregates are passed by pointer)";
      if (n >= 6)
	return "arguments that need the stack";
      sfi_stub_loc loc = { { c == 'i' ? int_regs[n] : fp_regs[n], NULL },
			   c == 'i' ? "uint64_t" : c == 'f' ? "float"
			   : "double" };
      locs->safe_push (loc);
      n++;
    }
  return NULL;
}
