/* Test that a program which jumps to the jump table's return entry for
   calls of register-saving variant 0, while no call is in progress,
   only its program run, ends with a fault of the domain (exit invariant
   X1, runtime/sfi-priv.h): the exit trampoline must not restore a frame
   that is not a call's and return into the host.  */
/* { dg-do run } */
/* { dg-sfi-outcome {$status == 139 && ![regexp {outside any domain} $output]} {^sfi: fault SIGSEGV at pc 0x[0-9a-f]+ \(<jump table>\+0x[0-9a-f]+\) address 0x[0-9a-f]+: return entry of variant 0 in a program run$} } */

#include <sfi/host-calls.h>

extern char __sfi_code_start[];

int
main (void)
{
  void (*entry) (void) = (void (*) (void)) (__sfi_code_start
					    + SFI_JT_ENTRY_SIZE
					      * SFI_JT_RETURN_BASE);
  entry ();
  return 0;
}
