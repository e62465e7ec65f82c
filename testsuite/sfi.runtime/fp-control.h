/* Reading and writing the FP control register (MIPS FCSR, Alpha FPCR,
   with the exception barriers the architecture wants around it), for
   the fp-control tests' hosts and modules alike.  */

#include <stdint.h>

static inline uintptr_t
read_fpc (void)
{
#if defined __mips__
  uint32_t v;
  __asm__ volatile ("cfc1 %0, $31" : "=r" (v));
  return v;
#elif defined __alpha__
  double f;
  uint64_t v;
  __asm__ volatile ("excb\n\tmf_fpcr %0\n\texcb" : "=f" (f));
  __builtin_memcpy (&v, &f, sizeof v);
  return v;
#else
#error "fp-control.h: unsupported architecture"
#endif
}

static inline void
write_fpc (uintptr_t v)
{
#if defined __mips__
  uint32_t w = (uint32_t) v;
  __asm__ volatile ("ctc1 %0, $31" : : "r" (w));
#elif defined __alpha__
  double f;
  __builtin_memcpy (&f, &v, sizeof f);
  __asm__ volatile ("excb\n\tmt_fpcr %0\n\texcb" : : "f" (f));
#endif
}
