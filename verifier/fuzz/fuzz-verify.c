/* Fuzzing harness for the verifier: the ELF reader and both decoders.

   Each input is checked three ways: as an ELF image (sfi_verify_elf, the
   path of sfi-verify), and as raw MIPS code of the byte order its first
   byte selects and as raw Alpha code (sfi_verify_mips, sfi_verify_alpha,
   the path of the loader).  Nothing may crash, hang, read out of bounds or
   overflow; verdicts are not checked here (the unit tests and the corpus
   do that).

   Built two ways: with clang's libFuzzer ("make fuzz", coverage-guided,
   bounded by FUZZ_SECONDS), and with smoke-main.c and GCC's sanitizers
   for the short deterministic run in "make check".  */

#include <stddef.h>
#include <stdint.h>
#include "sfi-verify.h"
#include "sfi/mips-abi.h"

/* The MIPS module layout: code after the jump table.  */
#define CODE (SFI_MIPS_LINK_CODE + SFI_MIPS_JT_SIZE)

/* Count problems and keep going, so every rule runs on every input.  */

static int
count_problem (void *ctx, const struct sfi_problem *p)
{
  (void) p;
  ++*(unsigned *) ctx;
  return 1;
}

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  unsigned problems = 0;
  struct sfi_verify_opts opts = { SFI_VERIFY_AUTO, count_problem,
				  &problems, 0, 0 };
  const char *err;
  sfi_verify_elf (data, size, &opts, 1, NULL, NULL, &err);

  size_t words = size & ~(size_t) 3;
  if (words == 0)
    return 0;
  struct sfi_code code = {
    .bytes = data, .size = words, .vaddr = CODE, .big_endian = data[0] & 1,
    .target_start = CODE, .target_end = CODE + words,
    .jt_start = SFI_MIPS_LINK_CODE, .jt_end = CODE,
    .relocatable = data[0] & 2
  };
  /* Code that keeps its return address valid, (MIPS) the "ins" scheme,
     the protect policy and the rest, as the first byte says.  */
  code.ra_valid = (data[0] >> 2) & 1;
  code.ins_scheme = (data[0] >> 3) & 1;
  code.protect = (data[0] >> 4) & 1;
  /* (Alpha) one-instruction data guards, and the match policy.  */
  code.and_only = (data[0] >> 5) & 1;
  code.match = (data[0] >> 6) & 1;
  problems = 0;
  int fast = sfi_verify_mips (&code, &opts);
  /* The fast sweep and the full algorithm must agree exactly.  */
  unsigned fast_problems = problems;
  problems = 0;
  opts.flags = SFI_VERIFY_FULL;
  int full = sfi_verify_mips (&code, &opts);
  if (fast != full || problems != fast_problems)
    __builtin_trap ();
  opts.flags = 0;
  code.big_endian = 0;
  code.vaddr = code.target_start = 0x120002000ull;
  code.target_end = code.vaddr + words;
  code.jt_start = 0x120000000ull;
  code.jt_end = 0x120002000ull;
  problems = 0;
  fast = sfi_verify_alpha (&code, &opts);
  fast_problems = problems;
  problems = 0;
  opts.flags = SFI_VERIFY_FULL;
  full = sfi_verify_alpha (&code, &opts);
  if (fast != full || problems != fast_problems)
    __builtin_trap ();
  return 0;
}
