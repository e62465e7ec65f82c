/* Test that on Alpha, too, a loop's store base is hoisted when the
   store follows a conditional jump out of the loop (the bounds check of
   checked), and not when a jump within the loop may skip it
   (skipping); sfi.compile/store-hoist-exit.c is the MIPS twin.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-no-induction" } */
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

/* { dg-final { scan-assembler-times {and\t\$16,\$5,\$4\n} 2 } } */
/* { dg-final { scan-assembler-times {bis\t\$4,\$7,\$4\n(?:\t\.[^\n]*\n)*\$L[0-9]+:} 1 } } */
