/* Test that calls through a table of function pointers are sandboxed.  */
/* { dg-do compile } */

extern int (*const table[4]) (int);

int __attribute__ ((noinline))
f (int i, int x)
{
  return table[i & 3] (x) + table[(i + 1) & 3] (x);
}

/* { dg-final { scan-assembler-not {@OTHER_JUMP@} } } */
/* { dg-final { scan-assembler {@CGUARD@\n\t@LATER@jalr\t\$15} } } */
