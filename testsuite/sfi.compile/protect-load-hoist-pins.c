/* Test that -fsfi=protect guards a loop's other unchanging bases before
   the loop too, into load registers that keep them through it: here
   the parameters T (busiest, into $24) and the accumulator S (into $11)
   are read after a bounds check that leaves the loop, and the array A,
   which the loop walks, runs on $14 as an induction pointer: no guard
   is left inside the loop.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-verbose" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

struct st { int n; int sum; };
struct tab { int k; int m; };
extern void fail (void) __attribute__ ((noreturn));

void __attribute__ ((noinline))
two (struct st *s, const struct tab *t, const int *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      int x = a[i];
      if (x < 0)
	fail ();
      s->sum += x * t->k + t->m;
    }
}

/* { dg-final { scan-assembler {ins\t\$24,\$5,0,24\n\tins\t\$14,\$6,0,24\n\tins\t\$11,\$4,0,24\n\$L[0-9]+:\n} } } */
/* { dg-final { scan-assembler-times {ins\t\$14,} 1 } } */
/* { dg-final { scan-assembler-times {ins\t\$24,} 1 } } */
/* { dg-final { scan-assembler-times {ins\t\$11,} 1 } } */
/* { dg-final { scan-assembler-not {ins\t\$10,} } } */
/* { dg-final { scan-assembler-times {addiu\t\$14,\$14,4\n} 1 } } */
/* { dg-final { scan-assembler {sw\t\$[0-9]+,4\(\$11\)} } } */
/* { dg-final { scan-sfi-dump {guard of \$4 hoisted before insn [0-9]+ \(load register\)} } } */
