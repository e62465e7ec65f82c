/* Helpers the targets share for inline assembly: building the volatile
   asm insns that hold guards, and scanning the text of a user's asm
   statement for what the policy forbids.  The targets supply only their
   mnemonics and register names (plugin/<arch>/target.cc).  */

#include "gcc-compat.h"
#include "sfi.h"
#include "sfi-target.h"

/* Return a volatile asm insn pattern with template TEMPL, setting the
   NOUT registers OUTS (in MODE, the word mode), reading the NIN operands
   INS (registers, memory, constants with constraint "i", or anything
   else with constraint "X", for operands that only record a use).
   Operands are numbered outputs first.  */

rtx
sfi_gen_asm (machine_mode mode, const char *templ, unsigned nout,
	     const unsigned *outs, unsigned nin, rtx *ins)
{
  rtvec inputs = rtvec_alloc (nin);
  rtvec cons = rtvec_alloc (nin);
  for (unsigned i = 0; i < nin; i++)
    {
      RTVEC_ELT (inputs, i) = ins[i];
      RTVEC_ELT (cons, i)
	= gen_rtx_ASM_INPUT (GET_MODE (ins[i]) == VOIDmode ? mode
			     : GET_MODE (ins[i]),
			     MEM_P (ins[i]) ? "m" : CONSTANT_P (ins[i]) ? "i"
			     : REG_P (ins[i]) ? "r" : "X");
    }
  rtvec labels = rtvec_alloc (0);
  rtx pat = gen_rtx_PARALLEL (VOIDmode, rtvec_alloc (nout));
  for (unsigned i = 0; i < nout; i++)
    {
      rtx op = gen_rtx_ASM_OPERANDS (mode, templ, "=r", i, inputs, cons,
				     labels, UNKNOWN_LOCATION);
      MEM_VOLATILE_P (op) = 1;
      XVECEXP (pat, 0, i) = gen_rtx_SET (gen_rtx_REG (mode, outs[i]), op);
    }
  return nout == 1 ? XVECEXP (pat, 0, 0) : pat;
}

/* Return true if the LEN characters at S spell WORD.  */

static bool
sfi_word_p (const char *s, size_t len, const char *word)
{
  return strlen (word) == len && strncmp (s, word, len) == 0;
}

/* Directives that only set the assembler's state, name symbols or
   switch sections: any other may put bytes of the program's choosing
   into the section, which may be the code, and an instruction spelled
   as data (".word 0xac850000" is "sw $5,0($4)", ".dc.l", ".float",
   ".space 4,13", ...) could store or jump; the verifier would refuse the
   module, but only when it is loaded.  Alignment directives pass without
   a fill value (code is padded with no-ops); ".cfi_" ones by prefix.  */
static const char *const sfi_state_directives[] = {
  ".set", ".globl", ".global", ".local", ".weak", ".hidden", ".protected",
  ".internal", ".type", ".size", ".file", ".loc", ".ident", ".ent", ".end",
  ".frame", ".mask", ".fmask", ".prologue", ".option", ".module", ".nan",
  ".text", ".data", ".bss", ".rdata", ".sdata", ".section", ".previous",
  ".pushsection", ".popsection", ".subsection", ".rept", ".endr", ".irp",
  ".irpc", ".macro", ".endm", ".equ", ".equiv", ".eqv", ".comm", ".lcomm"
};
static const char *const sfi_align_directives[] = {
  ".align", ".p2align", ".balign"
};

/* Return why the directive of LEN characters at START, with operands
   OPS (OPS_LEN characters), may put bytes of the program's choosing into
   the section, or NULL.  */

static const char *
sfi_data_directive (const char *start, size_t len, const char *ops,
		    size_t ops_len)
{
  static char why[96];
  if (len > 5 && strncmp (start, ".cfi_", 5) == 0)
    return NULL;
  for (const char *d : sfi_state_directives)
    if (sfi_word_p (start, len, d))
      return NULL;
  for (const char *d : sfi_align_directives)
    if (sfi_word_p (start, len, d))
      {
	/* ".p2align N" or ".p2align N,,MAX": no fill value.  */
	const char *comma = (const char *) memchr (ops, ',', ops_len);
	size_t i = comma ? comma - ops + 1 : ops_len;
	while (i < ops_len && (ops[i] == ' ' || ops[i] == '\t'))
	  i++;
	if (i == ops_len || ops[i] == ',')
	  return NULL;
	snprintf (why, sizeof why, "'%s' with a fill value may emit any"
		  " instruction", d);
	return why;
      }
  snprintf (why, sizeof why, "'%.*s' may emit any instruction",
	    (int) MIN (len, (size_t) 40), start);
  return why;
}

/* Scan asm template TEMPL one instruction at a time (a mnemonic, then
   operands up to a newline or ';'; labels, comments and directives
   that only set the assembler's state are skipped).  Return a description
   of the first instruction that JUMPS (if given) says jumps, whose
   mnemonic is in UNSAFE (NUNSAFE entries; WHAT says what they do), is
   an operand substituted
   by the compiler ("%0") or data that could be an instruction, or
   whose operands name a register of RESERVED; NULL if none.  */

const char *
sfi_scan_asm (const char *templ, bool (*jumps) (const char *, size_t),
	      const char *const *unsafe, size_t nunsafe, const char *what,
	      const char *const *reserved, size_t nreserved)
{
  static char why[160];
  const char *p = templ;

  while (*p)
    {
      while (*p == ' ' || *p == '\t' || *p == '\n' || *p == ';')
	p++;
      const char *start = p;
      while (*p && *p != ' ' && *p != '\t' && *p != '\n' && *p != ';')
	p++;
      size_t len = p - start;
      /* A label: what follows it on the line is scanned too.  */
      if (len && start[len - 1] == ':')
	continue;
      const char *ops = p;
      while (*p && *p != '\n' && *p != ';')
	p++;
      size_t ops_len = p - ops;
      if (len && start[0] == '.')
	if (const char *data = sfi_data_directive (start, len, ops, ops_len))
	  return data;
      if (len == 0 || start[0] == '.' || start[0] == '#')
	continue;
      if (start[0] == '%')
	{
	  snprintf (why, sizeof why, "its instruction '%.*s' is an operand",
		    (int) len, start);
	  return why;
	}
      if (jumps && jumps (start, len))
	{
	  snprintf (why, sizeof why, "'%.*s' jumps", (int) len, start);
	  return why;
	}
      for (size_t k = 0; k < nunsafe; k++)
	if (sfi_word_p (start, len, unsafe[k]))
	  {
	    snprintf (why, sizeof why, "'%s' %s", unsafe[k], what);
	    return why;
	  }
      for (size_t k = 0; k < nreserved; k++)
	{
	  size_t rlen = strlen (reserved[k]);
	  for (size_t i = 0; i + rlen <= ops_len; i++)
	    if (strncmp (ops + i, reserved[k], rlen) == 0
		&& (i + rlen == ops_len || !ISALNUM (ops[i + rlen])))
	      {
		snprintf (why, sizeof why, "it names register %s, which the"
			  " policy reserves", reserved[k]);
		return why;
	      }
	}
    }
  return NULL;
}

namespace {

const pass_data pass_data_sfi_asm =
{
  RTL_PASS, /* type */
  "sfi_asm", /* name */
  OPTGROUP_NONE, /* optinfo_flags */
  TV_NONE, /* tv_id */
  0, /* properties_required */
  0, /* properties_provided */
  0, /* properties_destroyed */
  0, /* todo_flags_start */
  0, /* todo_flags_finish */
};

/* Runs before each of GCC's split passes (sfi-passes.def) and lets the
   target repair the operands of inline asm statements that the options
   sfi_target_init forced would make a splitter break
   (sfi_target_legitimize_asm).  */

class pass_sfi_asm : public rtl_opt_pass
{
public:
  pass_sfi_asm (gcc::context *ctxt)
    : rtl_opt_pass (pass_data_sfi_asm, ctxt)
  {}

  unsigned int execute (function *) final override
  {
    for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
      if (NONDEBUG_INSN_P (insn) && extract_asm_operands (PATTERN (insn)))
	sfi_target_legitimize_asm (insn);
    return 0;
  }
};

} // anon namespace

rtl_opt_pass *
make_pass_sfi_asm (gcc::context *ctxt)
{
  return new pass_sfi_asm (ctxt);
}
