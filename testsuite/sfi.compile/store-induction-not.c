/* Test that induction pointers leave alone the loops they must not
   change: a store only some iterations make (more than one block), a
   call in the loop, a pointer whose value the loop also uses otherwise
   between the store and its advance, and a step too large for the guard
   zones.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

extern void g (void);
extern int *volatile seen;

void __attribute__ ((noinline))
sometimes (int *p, const int *a, int n)
{
  for (int i = 0; i < n; i++, p++)
    if (a[i])
      *p = a[i];
}

void __attribute__ ((noinline))
with_call (int *p, int n)
{
  for (int i = 0; i < n; i++)
    {
      p[i] = i;
      g ();
    }
}

void __attribute__ ((noinline))
escapes (int **q, int n)
{
  int *p = *q;
  for (int i = 0; i < n; i++)
    {
      *p = i;
      q[i & 3] = p;
      p++;
    }
}

void __attribute__ ((noinline))
big_step (int *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i * 20000] = i;
}

/* { dg-final { scan-assembler-not {addiu\t\$24,\$24,} } } */
/* { dg-final { scan-assembler-not {move\t\$24,\$28} } } */
