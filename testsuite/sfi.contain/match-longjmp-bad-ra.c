/* Test that with -fsfi=match longjmp through a jmp_buf whose saved return
   address was overwritten with a host function's address traps in
   longjmp (runtime/<arch>/module/setjmp.S, built with the policy's
   checks): a segment violation, and the host function never runs.  */
/* { dg-do run } */
/* { dg-options "-fsfi=match" } */
/* { dg-sfi-outcome {$status == 133 && [regexp -line {^sfi: segment violation at pc 0x[0-9a-f]+ \((sig)?longjmp\+0x[0-9a-f]+\): jump to 0x[0-9a-f]+ outside the code segment$} $output]} } */

#include <setjmp.h>
#include <sfi/sfi-test.h>

/* The return address's slot in the module library's jmp_buf.  */
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
