/* Module start-up code: _start.

   The runtime has already copied the data segment, zeroed .bss, put the
   arguments on the stack and set $sp, $gp and the dedicated registers; it
   enters _start with argc, argv and envp in $a0-$a2 and $ra pointing to
   the jump-table entry of host call EXIT.  All that is left is to run
   the constructors (.init_array, in the order the linker sorted them),
   call main and pass its result to newlib's exit, which runs atexit
   handlers, then the destructors (.fini_array, last first), and flushes
   stdio.  */

#include <stdlib.h>
#include "sfi/abi.h"

#define STR(x) STR2 (x)
#define STR2(x) #x

/* The jump table's contents as linked: trap instructions (MIPS "break",
   Alpha "call_pal bpt"), in a code section of exactly SFI_ABI_JT_SIZE
   bytes.  The runtime overwrites it before the code
   becomes executable; the link script places it first.  */
__asm__ (".pushsection .sfi_jt,\"ax\",@progbits\n\t"
	 ".fill " STR (SFI_ABI_JT_SIZE) " / 4, 4, " STR (SFI_ABI_TRAP_WORD)
	 "\n\t"
	 ".popsection");

/* The constructor and destructor lists (sfi-module.ld).  */
typedef void (*sfi_ctor) (void);
extern sfi_ctor __init_array_start[], __init_array_end[];
extern sfi_ctor __fini_array_start[], __fini_array_end[];

/* Run the destructors, last first (registered with atexit before any
   constructor runs, so after every handler the program registers).  */
static void
run_destructors (void)
{
  for (sfi_ctor *f = __fini_array_end; f > __fini_array_start; )
    (*--f) ();
}

/* A module without main (an extension whose functions the host calls)
   still links.  */
extern int main (int, char **, char **) __attribute__ ((weak));

void _start (int argc, char **argv, char **envp)
  __attribute__ ((noreturn, used));

/* The module's entry point (ELF e_entry).  */
void
_start (int argc, char **argv, char **envp)
{
  extern char **environ;
  environ = envp;
  if ((void *) __fini_array_end != (void *) __fini_array_start)
    atexit (run_destructors);
  for (sfi_ctor *f = __init_array_start; f < __init_array_end; f++)
    (*f) ();
  /* Through a pointer: a direct "jal" to an undefined weak main would
     target address 0, outside the code segment, which the verifier
     rightly refuses even behind the test.  */
  int (*volatile entry) (int, char **, char **) = main;
  exit (entry ? entry (argc, argv, envp) : 0);
}
