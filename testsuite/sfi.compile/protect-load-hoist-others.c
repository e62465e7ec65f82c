/* Test that -fsfi=protect hoists the guard of a loop's unchanging base
   (the structure S) out of a loop that also reads through other bases:
   S stays in $24 through the loop, whose other loads take guards into
   the load registers.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

struct st { int n; int sum; };

void __attribute__ ((noinline))
acc (struct st *s, const int *a, const unsigned char *idx, int n)
{
  for (int i = 0; i < n; i++)
    {
      s->sum += a[idx[i]];
      if (a[i] < 0)
	s->n++;
    }
}

/* The loop's loads of a[], idx[] and a[idx[i]] go through $14 ...  */
/* { dg-final { scan-assembler-times {ins\t\$14,} 3 } } */
/* ... and S's accesses through $24, guarded before the loop only.  */
/* { dg-final { scan-assembler-times {sw\t\$[0-9]+,4\(\$24\)} 1 } } */
/* { dg-final { scan-assembler-times {sw\t\$[0-9]+,0\(\$24\)} 1 } } */
/* { dg-final { scan-assembler {ins\t\$24,\$4,0,24\n\$L[0-9]+:\n} } } */
/* { dg-final { scan-assembler-times {ins\t\$24,} 2 } } */
