/* Test that no store through $fp or another register escapes at any
   optimization level (-O0 addresses locals from $fp).  */
/* { dg-do compile } */

int __attribute__ ((noinline))
f (int *p, int a, int b)
{
  int t = a + b;
  p[a] = t;
  return t * 2;
}

/* { dg-final { scan-assembler-not {@UNSAFE_STORE@} } } */
