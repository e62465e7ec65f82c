/* Test that a constructor table entry holding an address outside the
   module (here a typical host text address) never runs code outside the
   module: the module's start-up code calls it through a sandboxed
   jump.  */
/* { dg-do run } */
/* { dg-sfi-outcome {$status == 0 || ($status >= 128 && [regexp -line {^sfi: fault} $output])} } */

__attribute__ ((section (".init_array"), used))
static void (*const wild) (void) = (void (*) (void)) 0x00400000;

int
main (void)
{
  return 0;
}
