/* Test that a store through a sum of an array and the loop's counter
   gets a pointer of its own (derived pointer) that runs on $24 as an
   induction pointer: one guard, before the loop, and "addiu
   $24,$24,1" inside.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-verbose" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void __attribute__ ((noinline))
mark (unsigned char *d, const unsigned char *a, const unsigned char *b,
      unsigned n)
{
  for (unsigned i = 0; i < n; i++)
    d[i] = a[i] == b[i];
}

/* { dg-final { scan-assembler-times {ins\t\$24,} 1 } } */
/* { dg-final { scan-assembler-times {addiu\t\$24,\$24,1\n} 1 } } */
/* { dg-final { scan-sfi-dump {\(derived pointer\)} } } */
