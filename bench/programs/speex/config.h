/* speex's config.h for the benchmark: the floating-point build with the
   small FFT, as Debian's configure chooses on a machine without SIMD.  */
#define FLOATING_POINT 1
#define USE_SMALLFT 1
#define EXPORT
#define VAR_ARRAYS 1
#define HAVE_STDINT_H 1
