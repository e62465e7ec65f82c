/* LAME's config.h for the benchmark: what its configure finds on a
   Debian system, without the optional decoder (mpglib) and assembly.  */
#define STDC_HEADERS 1
#define HAVE_STDINT_H 1
#define HAVE_INTTYPES_H 1
#define HAVE_STRCHR 1
#define HAVE_MEMCPY 1
#define HAVE_ERRNO_H 1
#define HAVE_FCNTL_H 1
#define HAVE_LIMITS_H 1
#define HAVE_STRING_H 1
#define HAVE_STDLIB_H 1
#define USE_FAST_LOG 1
#define TAKEHIRO_IEEE754_HACK 1
#define LAME_LIBRARY_BUILD 1
#define PACKAGE "lame"
#define VERSION "3.100"
#define uint8_t_size 1
#define ieee754_float32_t float
