/* Test that a __builtin_memcpy to a char pointer, expanded inline as swl/swr,
   is sandboxed.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void __attribute__ ((noinline))
f (char *p, int v)
{
  __builtin_memcpy (p + 1, &v, sizeof v);
}

/* { dg-final { scan-assembler-times {swl\t\$[0-9]+,[0-9]+@DBASE@} 1 } } */
/* { dg-final { scan-assembler-times {swr\t\$[0-9]+,[0-9]+@DBASE@} 1 } } */
/* { dg-final { scan-assembler-not {@UNSAFE_STORE@} } } */
