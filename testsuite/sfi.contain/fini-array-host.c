/* Test that a module which points its destructor table (.fini_array,
   ordinary writable data) at a host function before it exits never runs
   that function: the module's own start-up code makes the calls, through
   sandboxed jumps.  */
/* { dg-do run } */
/* { dg-sfi-outcome {$status == 0 || ($status >= 128 && [regexp -line {^sfi: fault} $output])} } */

#include <stdlib.h>
#include <sfi/sfi-test.h>

__attribute__ ((destructor)) static void
cleanup (void)
{
}

extern void (*__fini_array_start[]) (void);
extern void (*__fini_array_end[]) (void);

int
main (void)
{
  void (*fn) (void) = (void (*) (void)) sfi_test_hook (SFI_TEST_HOST_FUNC, 0);
  for (void (**p) (void) = __fini_array_start; p < __fini_array_end; p++)
    *p = fn;
  exit (0);
}
