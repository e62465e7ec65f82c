/* Nested functions whose address escapes, in module code.

   GCC runs such a function through a trampoline: code it writes into
   the enclosing function's frame, which loads the static chain and
   jumps to the function.  A domain never runs its data segment, so the
   plugin has the trampoline's initialisation call __sfi_closure_init
   instead (plugin/sfi-trampolines.cc), and taking the function's
   address loads the word that call leaves where the trampoline would
   be: the address of an entry of a pool of code in the code segment
   (<arch>/module/closure-pool.S).  Entry K loads the static chain and
   the function from slot K of __sfi_closure_slots and jumps to it, so
   it is ordinary module code, sandboxed and verified like any other; a
   module that overwrites a slot only jumps somewhere in its own code.

   A slot serves one trampoline, and is free again once the frame that
   holds that trampoline is gone: the stack grows down, so a trampoline
   below this function's own frame is in a frame that has returned (or
   that a longjmp or a non-local goto left).  */

#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>
#include "closure.h"

struct sfi_closure_slot
{
  void *fn, *chain, *tramp, *pad;
};

_Static_assert (sizeof (struct sfi_closure_slot) == SFI_CLOSURE_SLOT,
		"closure.h's slot layout");

struct sfi_closure_slot __sfi_closure_slots[SFI_CLOSURES]
  __attribute__ ((visibility ("hidden")));
/* Entry 0 of the pool; entry K is SFI_CLOSURE_ENTRY * K bytes on.  */
extern void __sfi_closure_code (void) __attribute__ ((visibility ("hidden")));

void __sfi_closure_init (void **, void *, void *);

#define STR(x) #x
#define XSTR(x) STR (x)

void
__sfi_closure_init (void **tramp, void *fn, void *chain)
{
  /* Below this local is only this call's frame and frames gone.  */
  volatile char here;
  uintptr_t live = (uintptr_t) &here;
  struct sfi_closure_slot *slot = NULL;
  for (unsigned k = 0; k < SFI_CLOSURES; k++)
    {
      struct sfi_closure_slot *s = &__sfi_closure_slots[k];
      if (s->tramp == tramp)
	{
	  slot = s;
	  break;
	}
      if (!slot && (!s->tramp || (uintptr_t) s->tramp < live))
	slot = s;
    }
  if (!slot)
    {
      static const char msg[] =
	"sfi: more than " XSTR (SFI_CLOSURES) " nested functions whose"
	" address was taken are live at once\n";
      write (2, msg, sizeof msg - 1);
      abort ();
    }
  slot->fn = fn;
  slot->chain = chain;
  slot->tramp = tramp;
  *tramp = (char *) __sfi_closure_code
	   + (slot - __sfi_closure_slots) * SFI_CLOSURE_ENTRY;
}
