/* Test that 1000 stores to pseudo-random addresses never escape the domain.  */
/* { dg-do run } */
/* { dg-sfi-outcome {$status == 0 || ($status >= 128 && [regexp -line {^sfi: fault} $output])} } */

int
main (void)
{
  unsigned s = 0x2545f491;
  for (int i = 0; i < 1000; i++)
    {
      s ^= s << 13;
      s ^= s >> 17;
      s ^= s << 5;
      *(volatile unsigned char *) (unsigned long) (s & ~3u) = 0x5a;
    }
  return 0;
}
