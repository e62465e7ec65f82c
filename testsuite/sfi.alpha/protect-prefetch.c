/* Test that with -fsfi=protect __builtin_prefetch, a load to $31 on
   Alpha ("ldl $31,D(B)"), goes through the guarded data register like
   any load (the verifier holds it to the rule of loads; GCC writes it as
   a prefetch, not a MEM).  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void
f (const long *p)
{
  __builtin_prefetch (p + 4);
  __builtin_prefetch (p + 8, 1);
}

/* { dg-final { scan-assembler {and\t\$16,\$5,\$4} } } */
/* { dg-final { scan-assembler {ld[lqst] \$f?31,32\(\$4\)} } } */
/* { dg-final { scan-assembler-not {ld[lqst] \$f?31,[0-9]+\(\$16\)} } } */
