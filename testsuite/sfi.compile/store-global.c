/* Test that a store to a large global array is sandboxed.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int arr[100];

void __attribute__ ((noinline))
f (int i, int v)
{
  arr[i] = v;
}

/* { dg-final { scan-assembler-times {@DGUARD@\n\t@LATER@sw\t\$5,[^\n]*@DBASE@} 1 } } */
/* { dg-final { scan-assembler-not {@UNSAFE_STORE@} } } */
