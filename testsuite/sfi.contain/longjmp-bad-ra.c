/* Test that longjmp through a jmp_buf whose saved return address was
   overwritten with a host function's address stays in the domain: the
   address is sandboxed into the code segment before the jump (on Alpha
   also in $26 itself, which later returns use unguarded), so the host
   function never runs.  */
/* { dg-do run } */
/* { dg-sfi-outcome {$status == 0 || ($status >= 128 && [regexp -line {^sfi: fault} $output])} } */

#include <setjmp.h>
#include <sfi/sfi-test.h>

/* The return address's slot in the module library's jmp_buf
   (runtime/<arch>/module/setjmp.S).  */
#ifdef __alpha__
#define JB_RA_SLOT 7
#else
#define JB_RA_SLOT 0
#endif

static jmp_buf env;

int
main (void)
{
  if (setjmp (env))
    return 0;
  ((volatile long *) env)[JB_RA_SLOT]
    = (long) sfi_test_hook (SFI_TEST_HOST_FUNC, 0);
  longjmp (env, 1);
}
