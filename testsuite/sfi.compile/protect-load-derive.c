/* Test that -fsfi=protect gives a loop that indexes two arrays with one
   counter (xz's match length) a pointer for each sum of an array and the
   counter (derived pointers, set on the way in and stepped with the
   counter), which then run on the data register and a load register as
   induction pointers: the loop has no guard left, only the two before
   it.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-verbose" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

unsigned __attribute__ ((noinline))
match_len (const unsigned char *a, const unsigned char *b, unsigned n,
	   unsigned lim)
{
  while (++n != lim)
    if (a[n] != b[n])
      break;
  return n;
}

/* { dg-final { scan-assembler-times {ins\t\$(24|14|11|10),} 2 } } */
/* { dg-final { scan-assembler-times {addiu\t\$24,\$24,1\n} 1 } } */
/* { dg-final { scan-assembler-times {addiu\t\$14,\$14,1\n} 1 } } */
/* { dg-final { scan-sfi-dump {\(derived pointer\).*\(derived pointer\)} } } */
