/* Test that an $sp-relative store beyond the stack top hits the guard zone
   above the data segment and faults.  */
/* { dg-do run } */
/* { dg-skip-if "-O0 addresses locals through the sandboxed frame pointer" { *-*-* } { "-O0" } { "" } } */
/* { dg-sfi-outcome {$status == 139} {^sfi: fault SIGSEGV} } */

int
main (void)
{
  volatile char buf[16];
  buf[0] = 0;
  buf[20000] = 1;
  return buf[0];
}
