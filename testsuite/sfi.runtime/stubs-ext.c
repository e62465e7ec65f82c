/* The module of the stubs-*.c tests: an interface of exported functions
   with every kind of argument and result the generated stubs pass, and
   functions that clobber every preserved register, fault, or loop.  */

#include <stdlib.h>
#include <time.h>
#include <sfi/sfi-import.h>
#include "stubs-types.h"

SFI_EXPORT int
ext_area (const struct poly *p, int scale)
{
  int a = 0;
  for (int i = 0; i < p->n; i++)
    {
      const struct point *q = &p->pts[i], *r = &p->pts[(i + 1) % p->n];
      a += q->x * r->y - r->x * q->y;
    }
  return a * scale / 2;
}

SFI_EXPORT void
ext_scale (struct poly *p, int k)
{
  for (int i = 0; i < p->n; i++)
    {
      p->pts[i].x *= k;
      p->pts[i].y *= k;
    }
}

SFI_EXPORT double ext_mix (double a, int k) { return a * k + 0.5; }
SFI_EXPORT double ext_id (int k, double b) { return b * k; }
SFI_EXPORT double ext_fd (double a, double b) { return a / b; }
SFI_EXPORT float ext_ff (float a, float b) { return a - b; }
SFI_EXPORT float ext_if (int a, float b) { return b * a; }
SFI_EXPORT long long ext_ll (int a, long long b) { return b * a + 1; }
SFI_EXPORT unsigned ext_sum4 (unsigned a, unsigned b, unsigned c, unsigned d)
{
  return a + 2 * b + 3 * c + 4 * d;
}
SFI_EXPORT void ext_null (void) { }

static char greeting[16] = "hello";
SFI_EXPORT char *ext_greeting (void) { return greeting; }

/* Write every preserved register without saving it, as a hostile
   module would (the asm hides the writes from GCC, which would otherwise
   save and restore them): the host's values must survive anyway.  */
SFI_EXPORT int
ext_clobber (int x)
{
#if defined __mips__
  __asm__ volatile ("li $16, 0x1616\n\tli $17, 0x1717\n\tli $18, 0x1818\n\t"
		    "li $19, 0x1919\n\tli $20, 0x2020\n\tli $21, 0x2121\n\t"
		    "li $22, 0x2222\n\tli $23, 0x2323\n\tli $30, 0x3030\n\t"
		    "mtc1 $0, $f20\n\tmtc1 $0, $f22\n\tmtc1 $0, $f24\n\t"
		    "mtc1 $0, $f26\n\tmtc1 $0, $f28\n\tmtc1 $0, $f30");
#elif defined __alpha__
  __asm__ volatile ("lda $9,0x909($31)\n\tlda $10,0x1010($31)\n\t"
		    "lda $11,0x1111($31)\n\tlda $12,0x1212($31)\n\t"
		    "lda $13,0x1313($31)\n\tlda $14,0x1414($31)\n\t"
		    "lda $15,0x1515($31)\n\t"
		    "cpys $f31,$f31,$f2\n\tcpys $f31,$f31,$f3\n\t"
		    "cpys $f31,$f31,$f4\n\tcpys $f31,$f31,$f5\n\t"
		    "cpys $f31,$f31,$f6\n\tcpys $f31,$f31,$f7\n\t"
		    "cpys $f31,$f31,$f8\n\tcpys $f31,$f31,$f9");
#endif
  return x + 1;
}

/* A pointer result the module chooses: the stub must check it before
   the host gets it as a host pointer.  */
SFI_EXPORT struct point *
ext_point_at (unsigned long addr)
{
  return (struct point *) addr;
}

/* Store just below P; with P the base of the data segment the store
   hits the guard zone (the sandboxed base keeps its displacement).  */
SFI_EXPORT int
ext_crash (int *p)
{
  p[-2] = 1;
  return 0;
}

SFI_EXPORT int
ext_spin (int n)
{
  volatile int i = 0;
  for (;;)
    i += n;
  return i;
}

/* A loop that spends its time in host calls (the clock): its budget
   must count them.  */
SFI_EXPORT int
ext_spin_clock (int n)
{
  volatile long s = 0;
  for (;;)
    s += (long) time (NULL) + n;
  return (int) s;
}

SFI_EXPORT int
ext_exit (int status)
{
  exit (status);
}

/* Where a call's frames start: a local's address.  */
SFI_EXPORT unsigned
ext_sp (void)
{
  volatile int here = 0;
  return (unsigned) &here;
}
