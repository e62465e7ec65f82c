/* Test that mode none leaves the assembly exactly as without the plugin.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-mode=none" } */

int arr[10];

int __attribute__ ((noinline))
f (int *p, int (*fn) (int), int i)
{
  p[i] = i;
  arr[i] = fn (i);
  return arr[i + 1];
}

/* { dg-final { scan-assembler-same-as-plain } } */
/* { dg-final { scan-assembler-not {\$24} } } */
