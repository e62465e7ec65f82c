/* <sys/fenv.h> for module code, in place of newlib's generic one, which
   names no exception and no rounding mode.  A module's floating-point
   environment is its FP control register (MIPS FCSR, Alpha FPCR), which
   every entry into the domain defines (entry invariant E3,
   docs/design.md); the functions of <fenv.h> read and write it
   (runtime/module/fenv.c).  newlib's libm has stubs of the same names
   that fail, and links first, so the declarations name the support
   library's (asm labels; <fenv.h> declares them again after this).

   MIPS: the exceptions are the FCSR's flag bits, the rounding modes its
   RM field.  Alpha: the exceptions are the FPCR's flag bits (52 to 56)
   shifted down by 35, as Linux's software control word holds them (and
   GCC's expansion of atomic floating-point assignments passes them to
   __atomic_feraiseexcept); the rounding modes are the FPCR's dynamic
   field, which only code compiled with -mfp-rounding-mode=d follows
   (GCC's default rounds to nearest in the instruction itself).  */

#ifndef _SYS_FENV_H_
#define _SYS_FENV_H_

#if defined __mips__
typedef unsigned int fenv_t;
typedef unsigned int fexcept_t;
#define FE_INEXACT	0x04
#define FE_UNDERFLOW	0x08
#define FE_OVERFLOW	0x10
#define FE_DIVBYZERO	0x20
#define FE_INVALID	0x40
#define FE_TONEAREST	0
#define FE_TOWARDZERO	1
#define FE_UPWARD	2
#define FE_DOWNWARD	3
#elif defined __alpha__
typedef unsigned long fenv_t;
typedef unsigned long fexcept_t;
#define FE_INVALID	(1 << 17)
#define FE_DIVBYZERO	(1 << 18)
#define FE_OVERFLOW	(1 << 19)
#define FE_UNDERFLOW	(1 << 20)
#define FE_INEXACT	(1 << 21)
#define FE_TOWARDZERO	0
#define FE_DOWNWARD	1
#define FE_TONEAREST	2
#define FE_UPWARD	3
#else
#error "sys/fenv.h: unsupported architecture"
#endif

#define FE_ALL_EXCEPT \
  (FE_INEXACT | FE_UNDERFLOW | FE_OVERFLOW | FE_DIVBYZERO | FE_INVALID)

/* The environment a program starts with: round to nearest, no flags,
   no traps.  */
extern const fenv_t __sfi_fe_dfl_env;
#define FE_DFL_ENV (&__sfi_fe_dfl_env)

#ifdef __cplusplus
extern "C" {
#endif
int feclearexcept (int) __asm__ ("__sfi_feclearexcept");
int fegetexceptflag (fexcept_t *, int) __asm__ ("__sfi_fegetexceptflag");
int feraiseexcept (int) __asm__ ("__sfi_feraiseexcept");
int fesetexceptflag (const fexcept_t *, int)
  __asm__ ("__sfi_fesetexceptflag");
int fetestexcept (int) __asm__ ("__sfi_fetestexcept");
int fegetround (void) __asm__ ("__sfi_fegetround");
int fesetround (int) __asm__ ("__sfi_fesetround");
int fegetenv (fenv_t *) __asm__ ("__sfi_fegetenv");
int feholdexcept (fenv_t *) __asm__ ("__sfi_feholdexcept");
int fesetenv (const fenv_t *) __asm__ ("__sfi_fesetenv");
int feupdateenv (const fenv_t *) __asm__ ("__sfi_feupdateenv");
#ifdef __cplusplus
}
#endif

#endif /* _SYS_FENV_H_ */
