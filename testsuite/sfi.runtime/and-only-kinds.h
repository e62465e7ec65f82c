/* The kinds of load and-only.c tries at wild addresses, shared by the
   host and its module (and-only-ext.c): the module reads through its
   guards, the host reads the domain's own bytes where the guard sends
   the address, the same way.  Every result as the bits loaded.  */

#include <string.h>

#define AO_KINDS 9

struct __attribute__ ((packed)) ao_unaligned { char c; unsigned w; };

static inline unsigned long
ao_read_kind (unsigned long addr, unsigned kind)
{
  const volatile void *p = (const volatile void *) addr;
  switch (kind)
    {
    case 0: return *(const volatile unsigned char *) p;
    case 1: return (unsigned long) (long) *(const volatile signed char *) p;
    case 2: return *(const volatile unsigned short *) p;
    case 3: return *(const volatile unsigned *) p;
    case 4: return ((const volatile struct ao_unaligned *) p)->w;
    case 5:
      {
	float f = *(const volatile float *) p;
	unsigned u;
	memcpy (&u, &f, sizeof u);
	return u;
      }
    case 6:
      {
	double f = *(const volatile double *) p;
	unsigned long u;
	memcpy (&u, &f, sizeof u);
	return u;
      }
    case 7: return __atomic_load_n ((const unsigned long *) p,
				    __ATOMIC_SEQ_CST);
    default: return *(const volatile unsigned long *) p;
    }
}
