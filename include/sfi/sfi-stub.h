/* Support for generated host-side stubs and import adapters
   (sfi.so -fplugin-arg-sfi-stubs).

   A generated stub is an inline function of the host that calls one
   exported function of a module through the domain's entry trampoline
   for the stub's register-saving variant.  The variant is chosen when
   the host is compiled: define SFI_STUB_VARIANT to SFI_SAVE_CALLER (the
   default), SFI_SAVE_INT or SFI_SAVE_INT_FP before including a stub
   header.  The call itself is one "jalr" in an asm statement whose
   clobber list tells GCC which registers the call may change: all
   caller-saved registers, plus the preserved registers the variant's
   trampoline does not save.  So with SFI_SAVE_CALLER the host saves
   only the registers it really has live, as if every register were
   caller-saved (the paper's Table 2, column 1).  $fp, $gp and $sp are
   always preserved by the trampoline ($15 on Alpha).

   This header is for MIPS o32 and Alpha hosts.  */

#ifndef SFI_STUB_H
#define SFI_STUB_H

#include <stdint.h>
#include <sfi.h>

#ifndef SFI_STUB_VARIANT
#define SFI_STUB_VARIANT SFI_SAVE_CALLER
#endif

#if defined __mips__
/* Preserved registers the trampoline of the variant does not save.  */
#define SFI_STUB_FP_CLOBBERS \
  , "$f20", "$f21", "$f22", "$f23", "$f24", "$f25", "$f26", "$f27", \
  "$f28", "$f29", "$f30", "$f31"
#define SFI_STUB_INT_CLOBBERS \
  , "$16", "$17", "$18", "$19", "$20", "$21", "$22", "$23"
/* Caller-saved registers that are never arguments or results.  */
#define SFI_STUB_TEMP_CLOBBERS \
  "$1", "$8", "$9", "$10", "$11", "$12", "$13", "$14", "$15", "$24", \
  "$31", "hi", "lo", "$f4", "$f5", "$f6", "$f7", "$f8", "$f9", "$f10", \
  "$f11", "$f16", "$f17", "$f18", "$f19", "$fcc0", "$fcc1", "$fcc2", \
  "$fcc3", "$fcc4", "$fcc5", "$fcc6", "$fcc7", "memory"
#elif defined __alpha__
#define SFI_STUB_FP_CLOBBERS \
  , "$f2", "$f3", "$f4", "$f5", "$f6", "$f7", "$f8", "$f9"
#define SFI_STUB_INT_CLOBBERS \
  , "$9", "$10", "$11", "$12", "$13", "$14"
#define SFI_STUB_TEMP_CLOBBERS \
  "$2", "$3", "$4", "$5", "$6", "$7", "$8", "$22", "$23", "$24", "$25", \
  "$26", "$28", "$f10", "$f11", "$f12", "$f13", "$f14", "$f15", "$f22", \
  "$f23", "$f24", "$f25", "$f26", "$f27", "$f28", "$f29", "$f30", "memory"
#else
#error "sfi-stub.h: unsupported architecture"
#endif
/* Expand CALL (an asm-call macro taking the extra clobbers) for the
   register-saving variant SAVE known only at run time.  */
#define SFI_STUB_CALL_FOR_VARIANT(SAVE, CALL)				\
  do									\
    {									\
      if ((SAVE) == SFI_SAVE_CALLER)					\
	CALL (SFI_STUB_INT_CLOBBERS SFI_STUB_FP_CLOBBERS);		\
      else if ((SAVE) == SFI_SAVE_INT)					\
	CALL (SFI_STUB_FP_CLOBBERS);					\
      else								\
	CALL ();							\
    }									\
  while (0)
#if SFI_STUB_VARIANT == 0
#define SFI_STUB_SAVE_CLOBBERS SFI_STUB_INT_CLOBBERS SFI_STUB_FP_CLOBBERS
#elif SFI_STUB_VARIANT == 1
#define SFI_STUB_SAVE_CLOBBERS SFI_STUB_FP_CLOBBERS
#else
#define SFI_STUB_SAVE_CLOBBERS
#endif

/* The calling thread, as a domain's binding records it
   (sfi_domain_head.thread): its thread pointer, one instruction.  */
#define SFI_STUB_THREAD() ((uintptr_t) __builtin_thread_pointer ())

/* Nonzero if the host object [P, P+SIZE) lies in D's data segment,
   none of it in the gap below the stack.  */
static inline int
sfi_stub_in_domain (const struct sfi_domain *d, const void *p, size_t size)
{
  const struct sfi_domain_head *h = (const struct sfi_domain_head *) d;
  uintptr_t a = (uintptr_t) p - h->data_base;
  return a <= h->data_size && size <= h->data_size - a
	 && (size == 0 || a >= h->gap_hi || a + size <= h->gap_lo);
}

/* Nonzero if the NUL-terminated string at host address S lies entirely
   in D's data segment, short of the gap below the stack (the scan must
   not touch it).  */
static inline int
sfi_stub_string_in_domain (const struct sfi_domain *d, const char *s)
{
  const struct sfi_domain_head *h = (const struct sfi_domain_head *) d;
  uintptr_t a = (uintptr_t) s - h->data_base;
  uintptr_t end = a < h->gap_lo ? h->gap_lo : h->data_size;
  if (a >= h->data_size || (a >= h->gap_lo && a < h->gap_hi))
    return 0;
  for (uintptr_t n = end - a; n > 0; n--, s++)
    if (*s == 0)
      return 1;
  return 0;
}

/* Out of line (stubs.c): bind the interface on first use (nonzero: the
   module lacks one of its functions, and the call is refused); report a bad
   argument or pointer result of a call into the domain, or a bad
   argument of a call out of it (the module then gets -EFAULT, and the
   refusal counts as denied).  */
int sfi_stub_bind (struct sfi_domain *d, const void *iface,
		   const char *const *names, unsigned n, int save);
void sfi_stub_bad_arg (struct sfi_domain *d, const char *fn, int arg);
void sfi_stub_bad_result (struct sfi_domain *d, const char *fn);
uintptr_t sfi_stub_bad_import_arg (struct sfi_domain *d, const char *fn,
				   int arg);

#endif /* SFI_STUB_H */
