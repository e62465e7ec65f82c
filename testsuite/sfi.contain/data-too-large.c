/* Test that a module whose data does not fit the domain's segments,
   with the segment size given (--segment-size=16M), is refused with a
   clear message naming the size it needs, and leaves the loader with the
   usual status; without the option sfi-run finds that size itself
   (sfi.run/big-data.c).  */
/* { dg-do run } */
/* { dg-sfi-run-options "--segment-size=16M" } */
/* { dg-sfi-outcome {$status == 126 && [regexp {the module's data ends [0-9]+ KiB into its segment, which with the stack \([0-9]+ KiB\) is more than the domain's 16384 KiB segments hold; load it into a domain with 32 MiB segments \(sfi-run --segment-size=32M} $output]} } */
/* { dg-sfi-no-canary-check "" } */

static char big[20 << 20];

int
main (int argc, char **argv)
{
  big[argc] = 1;
  return big[1];
}
