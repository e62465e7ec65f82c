/* o32 argument passing for generated host stubs (see sfi-target.h).

   A stub passes everything in registers, as the o32 ABI would for a call
   of the same prototype: the first four argument words in $4-$7
   (64-bit values in an aligned pair), floating-point arguments in $f12
   and $f14 while no integer argument precedes them, results in $2/$3 or
   $f0.  Anything that needs the stack (more words, aggregates by value)
   is refused: the entry trampoline switches stacks and does not copy
   stack arguments.  */

#include "../gcc-compat.h"
#include "../sfi-target.h"

const char *const sfi_target_stub_value_regs[] = {
  "$2", "$3", "$4", "$5", "$6", "$7", "$f0", "$f1", "$f2", "$f3",
  "$f12", "$f13", "$f14", "$f15", NULL
};

const char *const sfi_target_stub_arg_regs[] = {
  "$4", "$5", "$6", "$7", "$f12", "$f13", "$f14", "$f15", NULL
};

/* mthc1 writes $fN+1 where FP registers are 32 bits wide (FR=0, which
   qemu's 24Kf has), the high half of $fN where they are 64 (FR=1).  */
const char *const sfi_target_stub_fp_pair_clear = "mthc1 $0,%s";

const char sfi_target_stub_call_insn[] =
  ".set push\\n\\t.set noreorder\\n\\tjalr $25\\n\\tnop\\n\\t.set pop";
const char sfi_target_stub_target_reg[] = "$25";

static const char *const word_regs[] = { "$4", "$5", "$6", "$7" };
static const char *const fp_arg_regs[] = { "$f12", "$f14" };

/* The class of TYPE for the stub: 'i' one word, 'l' a 64-bit integer,
   'f' float, 'd' double, 'v' void, 0 unsupported.  */
static char
classify (tree type)
{
  switch (TREE_CODE (type))
    {
    case VOID_TYPE:
      return 'v';
    case INTEGER_TYPE: case ENUMERAL_TYPE: case BOOLEAN_TYPE:
      if (TYPE_PRECISION (type) <= 32)
	return 'i';
      return TYPE_PRECISION (type) == 64 ? 'l' : 0;
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
  unsigned words = 0, nfp = 0;
  bool ints = false;

  if (stdarg_p (fntype))
    return "variable arguments";
  switch (classify (TREE_TYPE (fntype)))
    {
    case 'v': *ret = { { NULL, NULL }, NULL }; break;
    case 'i': *ret = { { "$2", NULL }, "uint32_t" }; break;
    case 'l': *ret = { { "$2", "$3" }, "uint32_t" }; break;
    case 'f': *ret = { { "$f0", NULL }, "float" }; break;
    case 'd': *ret = { { "$f0", NULL }, "double" }; break;
    default: return "the result type";
    }
  for (tree a = TYPE_ARG_TYPES (fntype); a && a != void_list_node;
       a = TREE_CHAIN (a))
    {
      sfi_stub_loc loc = { { NULL, NULL }, "uint32_t" };
      char c = classify (TREE_VALUE (a));
      if (c == 'l' || c == 'd')
	words = (words + 1) & ~1u;
      if ((c == 'f' || c == 'd') && !ints && nfp < 2)
	{
	  loc.reg[0] = fp_arg_regs[nfp++];
	  loc.ctype = c == 'f' ? "float" : "double";
	  words += c == 'f' ? 1 : 2;
	}
      else if (c == 'i' || c == 'f')
	{
	  if (words >= 4)
	    return "arguments that need the stack";
	  loc.reg[0] = word_regs[words++];
	  ints = true;
	}
      else if (c == 'l' || c == 'd')
	{
	  if (words + 2 > 4)
	    return "arguments that need the stack";
	  loc.reg[0] = word_regs[words];
	  loc.reg[1] = word_regs[words + 1];
	  words += 2;
	  ints = true;
	}
      else
	return "an argument type (aggregates are passed by pointer)";
      locs->safe_push (loc);
    }
  return NULL;
}
