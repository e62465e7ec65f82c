/* The loader's call into the code verifier (verifier/, paper 3.6).

   sfi_make_executable (domain.c) calls sfi_verify_code on the module's
   code segment after it is read-only and before it becomes executable,
   so nothing can change the code between verification and execution.
   Everything that becomes executable is checked, including the zero
   padding up to the page end; only the jump table at the start of the
   segment is skipped, because the runtime wrote it (direct jumps to the
   gate page).  */

#include <stdio.h>
#include "sfi-priv.h"
#include "sfi-verify.h"

/* Copy the first problem P into the domain's error message.  */

static int
sfi_verify_first (void *ctx, const struct sfi_problem *p)
{
  struct sfi_domain *d = ctx;
  const struct sfi_symbol *sym = sfi_symbol_lookup (d, (uintptr_t) p->addr);
  if (sym)
    sfi_domain_failf (d, "code rejected at 0x%llx (%s+0x%llx): %s: %s: %s",
		      (unsigned long long) (p->addr - d->code_base), sym->name,
		      (unsigned long long) (p->addr - sym->addr), p->code,
		      p->disasm, p->reason);
  else
    sfi_domain_failf (d, "code rejected at 0x%llx: %s: %s: %s",
		      (unsigned long long) (p->addr - d->code_base), p->code,
		      p->disasm, p->reason);
  return 0;
}

/* Verify the module code of D at [ADDR, ADDR+LEN); return 0 if it may be
   executed, -1 (with a reason in D) if not.  */
int
sfi_verify_code (struct sfi_domain *d, uintptr_t addr, size_t len)
{
  if (len <= SFI_JT_SIZE)
    return sfi_domain_failf (d, "code segment holds no code");
  struct sfi_code code = {
    .bytes = (const uint8_t *) addr + SFI_JT_SIZE,
    .size = len - SFI_JT_SIZE,
    .vaddr = addr + SFI_JT_SIZE,
    .big_endian = __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__,
    .target_start = addr + SFI_JT_SIZE,
    .target_end = addr + len,
    .jt_start = addr,
    .jt_end = addr + SFI_JT_SIZE,
    .relocatable = 0,
    .seg_bits = (unsigned) __builtin_ctzl (d->seg_size),
    .ins_scheme = d->ins_scheme,
    .ra_valid = d->ra_valid,
  };
  struct sfi_verify_opts opts = {
    .mode = SFI_VERIFY_SANDBOX, .sink = sfi_verify_first, .ctx = d,
  };
  int n = SFI_ARCH_VERIFY (&code, &opts);
  if (n < 0)
    return sfi_domain_failf (d, "code segment cannot be verified");
  return n == 0 ? 0 : -1;
}
