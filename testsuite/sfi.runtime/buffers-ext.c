/* The module of buffers.c: it reads buffers the host allocated inside
   the domain, exports a data object, and uses its own malloc.  */

#include <stdlib.h>

unsigned ext_counter = 41;

/* A data object whose symbol claims 15 MiB: from .data that reaches
   over the heap into the gap below the stack, where a host that trusted
   the size would fault.  sfi_domain_object must not return it.  */
__asm__ ("	.data\n"
	 "	.globl	ext_oversized\n"
	 "	.type	ext_oversized, @object\n"
	 "	.size	ext_oversized, 0xf00000\n"
	 "ext_oversized:\n"
	 "	.long	0\n"
	 "	.text\n");

/* Sum the N bytes at P.  */
unsigned
ext_sum (const unsigned char *p, unsigned n)
{
  unsigned s = 0;
  for (unsigned i = 0; i < n; i++)
    s += p[i];
  return s;
}

void
ext_bump (void)
{
  ext_counter++;
}

/* Allocate N blocks of 4 KiB with the module's malloc, fill them, and
   return the highest address used (0 if malloc failed).  */
unsigned
ext_malloc_top (unsigned n)
{
  unsigned top = 0;
  for (unsigned i = 0; i < n; i++)
    {
      unsigned char *b = malloc (4096);
      if (!b)
	return 0;
      for (int k = 0; k < 4096; k++)
	b[k] = (unsigned char) k;
      if ((unsigned) b + 4096 > top)
	top = (unsigned) b + 4096;
    }
  return top;
}
