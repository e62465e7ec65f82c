/* Test that -fsfi=protect hoists the guard of a loop's unchanging base
   (the structure S) out of a loop that also reads through other bases:
   S stays in $24 through the loop, the pointers the loop advances (IDX
   and A + I) run on load registers as induction pointers, and the load
   at a computed address takes a guard into the load register left.  */
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

/* IDX and A + I run on $14 and $11, a[idx[i]] is guarded into $10 ...  */
/* { dg-final { scan-assembler-times {ins\t\$14,} 1 } } */
/* { dg-final { scan-assembler-times {addiu\t\$14,\$14,1\n} 1 } } */
/* { dg-final { scan-assembler-times {addiu\t\$11,\$11,4\n} 1 } } */
/* { dg-final { scan-assembler-times {ins\t\$10,} 1 } } */
/* ... and S's accesses through $24, guarded before the loop only.  */
/* { dg-final { scan-assembler-times {sw\t\$[0-9]+,4\(\$24\)} 1 } } */
/* { dg-final { scan-assembler-times {sw\t\$[0-9]+,0\(\$24\)} 1 } } */
/* { dg-final { scan-assembler {ins\t\$24,\$4,0,24\n(\tins\t\$(14|11),\$[0-9]+,0,24\n)*\$L[0-9]+:\n} } } */
/* { dg-final { scan-assembler-times {ins\t\$24,} 2 } } */
