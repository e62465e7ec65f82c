/* Test that with -fplugin-arg-sfi-no-valid-ra a non-leaf function
   restores $31 and returns through $15.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-no-valid-ra" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int g (int);

int __attribute__ ((noinline))
f (int a)
{
  return g (a) + g (a + 1);
}

/* { dg-final { scan-assembler {lw\t\$31,[0-9]+\(\$sp\)} } } */
/* { dg-final { scan-assembler-times {(?:and\t\$15,\$31,\$12\n\tor\t\$15,\$15,\$13|ins\t\$15,\$31,0,24)\n\t@LATER@jr\t\$15} 1 } } */
/* { dg-final { scan-assembler-not {@RET@} } } */
