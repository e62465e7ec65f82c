/* Making memory executable: the W^X choke point and the loader's call
   into the code verifier (verifier/, paper 3.6).

   sfi_make_executable is the ONLY place in the runtime that gives
   memory PROT_EXEC: it refuses writable+executable, removes write access
   first, verifies module code, and only then adds execute permission.
   It calls sfi_verify_code on the module's code segment after it is
   read-only and before it becomes executable, so nothing can change the
   code between verification and execution.
   Everything that becomes executable is checked, including the trap
   fill up to the page end (SFI_ARCH_CODE_FILL); only the jump table at
   the start of the segment is skipped, because the runtime wrote it
   (direct jumps to the gate page).  */

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
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
		      (unsigned long long) (p->addr - d->lay.code_base), sym->name,
		      (unsigned long long) (p->addr - sym->addr), p->code,
		      p->disasm, p->reason);
  else
    sfi_domain_failf (d, "code rejected at 0x%llx: %s: %s: %s",
		      (unsigned long long) (p->addr - d->lay.code_base), p->code,
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
    .seg_bits = (unsigned) __builtin_ctzl (d->cfg.seg_size),
    .ins_scheme = d->img.ins_scheme,
    .ra_valid = d->img.ra_valid,
    /* Only where the layout backs them (sfi_arch_place_and_only).  */
    .and_only = d->img.and_only && d->lay.and_only,
    .protect = d->img.mode == SFI_MODE_PROTECT,
    .match = d->img.mode == SFI_MODE_MATCH,
  };
  struct sfi_verify_opts opts = {
    .mode = SFI_VERIFY_AUTO, .sink = sfi_verify_first, .ctx = d,
  };
  int n = SFI_ARCH_VERIFY (&code, &opts);
  if (n < 0)
    return sfi_domain_failf (d, "code segment cannot be verified");
  return n == 0 ? 0 : -1;
}

/* The W^X choke point: make [ADDR, ADDR+LEN) of D readable and
   executable with protection PROT, which must not include PROT_WRITE.
   Unless TRUSTED (runtime-written trampolines), the bytes are verified
   after write access is gone and before execute access is granted.
   Return 0, or -1 with a reason in D.  */
int
sfi_make_executable (struct sfi_domain *d, uintptr_t addr, size_t len,
		     int prot, int trusted)
{
  if (prot & PROT_WRITE)
    return sfi_domain_failf (d, "refusing writable and executable memory");
  if (mprotect ((void *) addr, len, PROT_READ) != 0)
    return sfi_domain_failf (d, "mprotect: %s", strerror (errno));
  /* VERIFIER CALL SITE.  The check runs on read-only memory, so nothing
     can change the code between verification and execution.  */
  if (!trusted && d->cfg.unverified)
    fprintf (stderr, "sfi: %s: warning: code not verified (unsafe"
	     " baseline)\n", d->cfg.name);
  else if (!trusted && sfi_verify_code (d, addr, len) != 0)
    {
      if (!d->error[0])
	sfi_domain_failf (d, "code verification failed");
      return -1;
    }
  sfi_arch_flush_icache (addr, len);
  if (mprotect ((void *) addr, len, prot | PROT_READ | PROT_EXEC) != 0)
    return sfi_domain_failf (d, "mprotect: %s", strerror (errno));
  return 0;
}
