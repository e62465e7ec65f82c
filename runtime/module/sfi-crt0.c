/* Module start-up code: _start.

   The runtime has already copied the data segment, zeroed .bss, put the
   arguments on the stack and set $sp, $gp and the dedicated registers; it
   enters _start with argc, argv and envp in $a0-$a2 and $ra pointing to
   the jump-table entry of host call EXIT.  All that is left is to call
   main and pass its result to newlib's exit, which runs atexit handlers
   and flushes stdio.  */

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
  /* Through a pointer: a direct "jal" to an undefined weak main would
     target address 0, outside the code segment, which the verifier
     rightly refuses even behind the test.  */
  int (*volatile entry) (int, char **, char **) = main;
  exit (entry ? entry (argc, argv, envp) : 0);
}
