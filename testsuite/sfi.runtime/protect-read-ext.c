/* The module of protect-read.c, built with -fsfi=protect: loads are
   sandboxed like stores.
   sfi-module-options: -fsfi=protect  */

#include <sfi/sfi-import.h>

/* The word at ADDR, however wild.  */
SFI_EXPORT unsigned
ext_peek (unsigned long addr)
{
  return *(volatile unsigned *) addr;
}

/* The sum of N words from ADDR, however wild: a loop whose loads the
   plugin guards once and advances (induction), and the last word
   through a fresh guard.  */
SFI_EXPORT unsigned
ext_peek_sum (unsigned long addr, unsigned n)
{
  const volatile unsigned *p = (const volatile unsigned *) addr;
  unsigned s = 0;
  for (unsigned i = 0; i < n; i++)
    s += p[i];
  return s;
}
