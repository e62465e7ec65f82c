/* libquantum's config.h for the benchmark, as its configure would write
   it on a Debian system (float complex amplitudes).  */
#define COMPLEX_FLOAT float _Complex
#define REAL_FLOAT float
#define MAX_UNSIGNED unsigned long long
#define IMAGINARY 1i
#define HAVE_STDLIB_H 1
#define HAVE_STRING_H 1
#define HAVE_GCC 1
#define PACKAGE_VERSION "1.1.1"
#define PACKAGE_STRING "libquantum 1.1.1"
#include "types.h"
