/* Test that a loop's store base is hoisted even when the store follows
   a conditional jump out of the loop (a bounds check that calls a
   noreturn function): the store still runs on every iteration that
   stays in the loop.  A conditional jump within the loop that skips the
   store (skipping) keeps its guard inside.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-verbose -fplugin-arg-sfi-no-induction" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

struct st { int n; int sum; };
extern void fail (void) __attribute__ ((noreturn));

void __attribute__ ((noinline))
checked (struct st *s, const int *c, const int *idx, int lim, int n)
{
  for (int i = 0; i < n; i++)
    {
      int k = idx[i];
      if (k >= lim)
	fail ();
      s->sum += c[k];
    }
}

void __attribute__ ((noinline))
skipping (struct st *s, const int *c, const int *idx, int n)
{
  for (int i = 0; i < n; i++)
    {
      int k = idx[i];
      if (k < 0)
	continue;
      s->sum += c[k];
    }
}

/* { dg-final { scan-assembler-times {ins\t\$24,\$4,0,[0-9]+\n\$L[0-9]+:} 1 } } */
/* { dg-final { scan-assembler-times {ins\t\$24,} 2 } } */
/* { dg-final { scan-sfi-dump {;; sfi: insn [0-9]+: guard of \$4 hoisted} } } */
