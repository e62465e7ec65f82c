/* Test that a leaf frame, which restores nothing, still touches $sp
   after its deallocation: there is no load to move.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int __attribute__ ((noinline))
f (int i, int v)
{
  volatile int a[8];
  a[i & 7] = v;
  return a[(i + 1) & 7];
}

/* { dg-final { scan-assembler-times {addiu\t\$sp,\$sp,32\n\t@SPTOUCH@} 1 } } */
/* { dg-final { scan-assembler-not {lw\t\$[0-9]+,-[0-9]+\(\$sp\)} } } */
