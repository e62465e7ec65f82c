/* Test that the epilogue's deallocation is checked by the last restoring
   load, moved after it with its displacement less the frame size, so
   no touching load is needed.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int g (int);

int __attribute__ ((noinline))
f (int a)
{
  return g (a) + g (a + 1);
}

/* { dg-final { scan-assembler-times {addiu\t\$sp,\$sp,[0-9]+\n\t@LATER@lw\t\$[0-9]+,-[0-9]+\(\$sp\)} 1 } } */
/* { dg-final { scan-assembler-not {@SPTOUCH@} } } */
