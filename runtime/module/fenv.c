/* <fenv.h> for module code (include/sys/fenv.h): the floating-point
   environment is the FP control register, which module code may read
   and write (the runtime defines it at every entry and gives the host
   its own back at every exit: invariants E3 and X2, docs/design.md).
   The functions are the same on both targets; what differs is how the
   register is reached and where its fields lie (FPC_*).  */

#include <fenv.h>

/* The flag bits of the exceptions E.  */
#define FPC_FLAGS(e)	((fpc_t) (e) << FPC_FLAG_SHIFT)

#if defined __mips__
/* FCSR: RM in bits 0-1, flags in 2-6 (FE_* themselves), enables in
   7-11, causes in 12-17 (the flags' bits shifted by 10; bit 17 is the
   unimplemented-operation cause).  */
typedef unsigned int fpc_t;
#define FPC_FLAG_SHIFT	0
#define FPC_CAUSES(e)	((fpc_t) (e) << 10)
#define FPC_ROUND_SHIFT	0
#define FPC_ROUND_MASK	((fpc_t) 3)
/* Traps off: no enable bits.  */
#define FPC_TRAPS_ON	((fpc_t) 0x1f << 7)
#define FPC_TRAPS_OFF	((fpc_t) 0)
#define FPC_MANAGED \
  (FPC_ROUND_MASK | FPC_FLAGS (FE_ALL_EXCEPT) | FPC_TRAPS_ON \
   | FPC_CAUSES (FE_ALL_EXCEPT) | (fpc_t) 1 << 17)

static inline fpc_t
fpc_get (void)
{
  fpc_t v;
  __asm__ __volatile__ ("cfc1 %0,$31" : "=r" (v));
  return v;
}

static inline void
fpc_set (fpc_t v)
{
  __asm__ __volatile__ ("ctc1 %0,$31" : : "r" (v) : "memory");
}

#elif defined __alpha__
/* FPCR: flags in bits 52-57 (FE_* << 35; 57 is integer overflow, which
   FE_INVALID clears too) with their summary in 63, the dynamic rounding
   mode in 58-59, trap disables in 49-51 and 61-62.  */
typedef unsigned long fpc_t;
#define FPC_FLAG_SHIFT	35
#define FPC_CAUSES(e)	((fpc_t) 0)
#define FPC_IOV		((fpc_t) 1 << 57)
#define FPC_SUM		((fpc_t) 1 << 63)
#define FPC_ROUND_SHIFT	58
#define FPC_ROUND_MASK	((fpc_t) 3 << 58)
#define FPC_TRAPS_ON	((fpc_t) 0)
#define FPC_TRAPS_OFF	((fpc_t) 7 << 49 | (fpc_t) 3 << 61)
#define FPC_MANAGED \
  (FPC_ROUND_MASK | FPC_FLAGS (FE_ALL_EXCEPT) | FPC_IOV | FPC_SUM \
   | FPC_TRAPS_OFF)

static inline fpc_t
fpc_get (void)
{
  union { double d; fpc_t v; } u;
  __asm__ __volatile__ ("excb\n\tmf_fpcr %0\n\texcb" : "=f" (u.d));
  return u.v;
}

/* The summary bit says whether any flag is set.  */
static inline void
fpc_set (fpc_t v)
{
  union { double d; fpc_t v; } u;
  u.v = v & ~FPC_SUM;
  if (v & (FPC_FLAGS (FE_ALL_EXCEPT) | FPC_IOV))
    u.v |= FPC_SUM;
  __asm__ __volatile__ ("excb\n\tmt_fpcr %0\n\texcb" : : "f" (u.d)
			: "memory");
}

#else
#error "fenv.c: unsupported architecture"
#endif

/* Round to nearest, no flags, no traps.  */
const fenv_t __sfi_fe_dfl_env
  = ((fpc_t) FE_TONEAREST << FPC_ROUND_SHIFT) | FPC_TRAPS_OFF;

/* The bits of the register that clearing the exceptions E clears.  */
static fpc_t
fpc_clear_bits (int e)
{
  fpc_t b = FPC_FLAGS (e) | FPC_CAUSES (e);
#ifdef FPC_IOV
  if (e & FE_INVALID)
    b |= FPC_IOV;
#endif
  return b;
}

int
feclearexcept (int e)
{
  if (e & ~FE_ALL_EXCEPT)
    return -1;
  fpc_set (fpc_get () & ~fpc_clear_bits (e));
  return 0;
}

/* Set the flags of E; on MIPS their causes too, which traps at once if
   their traps are enabled, as the operations that raise them would.  */
int
feraiseexcept (int e)
{
  if (e & ~FE_ALL_EXCEPT)
    return -1;
  fpc_set (fpc_get () | FPC_FLAGS (e) | FPC_CAUSES (e));
  return 0;
}

int
fetestexcept (int e)
{
  fpc_t v = fpc_get () & FPC_FLAGS (FE_ALL_EXCEPT);
  return (int) (v >> FPC_FLAG_SHIFT) & e;
}

int
fegetexceptflag (fexcept_t *f, int e)
{
  if (e & ~FE_ALL_EXCEPT)
    return -1;
  *f = fetestexcept (e);
  return 0;
}

int
fesetexceptflag (const fexcept_t *f, int e)
{
  if (e & ~FE_ALL_EXCEPT)
    return -1;
  fpc_set ((fpc_get () & ~FPC_FLAGS (e)) | FPC_FLAGS (*f & e));
  return 0;
}

int
fegetround (void)
{
  return (int) ((fpc_get () & FPC_ROUND_MASK) >> FPC_ROUND_SHIFT);
}

int
fesetround (int r)
{
  fpc_t m = (fpc_t) r << FPC_ROUND_SHIFT;
  if (r < 0 || (m & ~FPC_ROUND_MASK) || (m >> FPC_ROUND_SHIFT) != (fpc_t) r)
    return -1;
  fpc_set ((fpc_get () & ~FPC_ROUND_MASK) | m);
  return 0;
}

int
fegetenv (fenv_t *env)
{
  *env = fpc_get ();
  return 0;
}

/* Only the fields these functions manage come from ENV (FPC_MANAGED):
   the rounding mode, the flags, the traps.  */
int
fesetenv (const fenv_t *env)
{
  fpc_set ((fpc_get () & ~FPC_MANAGED) | (*env & FPC_MANAGED));
  return 0;
}

/* Save the environment, then clear the flags and turn the traps off.  */
int
feholdexcept (fenv_t *env)
{
  fpc_t v = fpc_get ();
  *env = v;
  v &= ~(fpc_clear_bits (FE_ALL_EXCEPT) | FPC_TRAPS_ON);
  fpc_set (v | FPC_TRAPS_OFF);
  return 0;
}

/* Install ENV, then raise the exceptions that were raised before.  */
int
feupdateenv (const fenv_t *env)
{
  int raised = fetestexcept (FE_ALL_EXCEPT);
  fesetenv (env);
  return feraiseexcept (raised);
}

#ifdef __alpha__
/* GCC's expansion of atomic compound assignments to floating-point
   objects on Alpha reads and writes Linux's software control word
   through these (its exception bits are the FE_* values); here the
   word's status bits are the FPCR's flags, and it has no trap enables
   (traps are the FPCR's business).  */
unsigned long
__ieee_get_fp_control (void)
{
  return fetestexcept (FE_ALL_EXCEPT);
}

void
__ieee_set_fp_control (unsigned long swcr)
{
  fexcept_t f = swcr & FE_ALL_EXCEPT;
  fesetexceptflag (&f, FE_ALL_EXCEPT);
}
#endif
