/* Test that a non-leaf function reloads its return address into $at
   and inserts its offset bits into $31, which so stays valid, and then
   returns through $31.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int g (int);

int __attribute__ ((noinline))
f (int a)
{
  return g (a) + g (a + 1);
}

/* { dg-final { scan-assembler-times {\.set\tnoat\n\tlw\t\$1,-?[0-9]+\(\$sp\)\n\tins\t\$31,\$1,0,24\n\tins\t\$31,\$0,0,2\n\t\.set\tat\n} 1 } } */
/* { dg-final { scan-assembler-not {lw\t\$31,} } } */
/* { dg-final { scan-assembler-times {@RET@} 1 } } */
/* { dg-final { scan-assembler-not {jr\t\$15} } } */
