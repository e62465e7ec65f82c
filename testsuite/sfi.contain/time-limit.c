/* Test that a module that never returns is ended by the time limit:
   the fault line says so and the exit status is 128 + SIGALRM.  */
/* { dg-do run } */
/* { dg-sfi-run-options "--time-limit=1" } */
/* { dg-sfi-outcome {$status == 142} {^sfi: fault time limit exceeded} } */

volatile int spin = 1;

int
main (void)
{
  while (spin)
    ;
  return 0;
}
