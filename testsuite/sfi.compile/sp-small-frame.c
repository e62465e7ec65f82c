/* Test that a small frame keeps addiu $sp and, with
   -fplugin-arg-sfi-no-sink-restore, the epilogue touches $sp.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-no-sink-restore" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void g (int *);

void __attribute__ ((noinline))
f (int x)
{
  int a = x;
  g (&a);
}

/* { dg-final { scan-assembler-times {addiu\t\$sp,\$sp,-[0-9]+} 1 } } */
/* { dg-final { scan-assembler-times {addiu\t\$sp,\$sp,[0-9]+\n\t@SPTOUCH@} 1 } } */
/* { dg-final { scan-assembler-not {@SPGUARD@} } } */
