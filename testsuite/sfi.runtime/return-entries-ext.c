/* The module of return-entries.c: a function that jumps to the return
   entry of the jump table of a register-saving variant its caller
   chooses, as a function the host called with that variant returns,
   and a program that does the same.  */

#include <sfi/host-calls.h>

extern char __sfi_code_start[];

/* Jump to the return entry of variant V (the call's own return, if the
   call has variant V).  */
int
ext_return_via (int v)
{
  int (*entry) (int) = (int (*) (int)) (__sfi_code_start
					+ SFI_JT_ENTRY_SIZE
					  * (SFI_JT_RETURN_BASE + v));
  return entry (v) + 1;
}

int
ext_ok (int x)
{
  return 2 * x;
}

/* With an argument V, jump to the return entry of variant V while no
   call is in progress, only the program run.  */
int
main (int argc, char **argv)
{
  if (argc > 1)
    ext_return_via (argv[1][0] - '0');
  return 3;
}
