/* Test that a call through a pointer into the data segment stays in the
   domain's code.  */
/* { dg-do run } */
/* { dg-sfi-outcome {$status == 0 || ($status >= 128 && [regexp -line {^sfi: fault} $output])} } */

static unsigned code[4] = { 0x03e00008, 0, 0, 0 };	/* jr $31; nop */

int
main (void)
{
  void (*fn) (void) = (void (*) (void)) (void *) code;
  fn ();
  return 0;
}
