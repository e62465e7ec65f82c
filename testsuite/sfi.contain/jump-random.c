/* Test that calls through pseudo-random pointers stay in the domain.  */
/* { dg-do run } */
/* { dg-sfi-outcome {$status == 0 || ($status >= 128 && [regexp -line {^sfi: fault} $output])} } */

int
main (void)
{
  unsigned s = 0x9e3779b9;
  for (int i = 0; i < 20; i++)
    {
      s = s * 1664525 + 1013904223;
      void (*fn) (void) = (void (*) (void)) (unsigned long) (s & ~3u);
      fn ();
    }
  return 0;
}
