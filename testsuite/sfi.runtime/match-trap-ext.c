/* The module of match-trap.c, built with -fsfi=match: every guard is
   followed by its check, so a wild store or jump traps.
   sfi-module-options: -fsfi=match  */

#include <sfi/sfi-import.h>

static unsigned words[8];

/* Store V at ADDR, however wild.  */
SFI_EXPORT void
ext_poke (unsigned long addr, unsigned v)
{
  *(volatile unsigned *) addr = v;
}

/* The address of a word of the module's own data.  */
SFI_EXPORT unsigned long
ext_word (unsigned i)
{
  return (unsigned long) &words[i & 7];
}

/* The word at ADDR (loads are free under this policy).  */
SFI_EXPORT unsigned
ext_peek (unsigned long addr)
{
  return *(volatile unsigned *) addr;
}

/* Call the function at ADDR, however wild.  */
SFI_EXPORT void
ext_jump (unsigned long addr)
{
  ((void (*) (void)) addr) ();
}

static int
answer (void)
{
  return 42;
}

/* A good indirect call.  */
SFI_EXPORT int
ext_call_answer (void)
{
  int (*volatile f) (void) = answer;
  return f ();
}
