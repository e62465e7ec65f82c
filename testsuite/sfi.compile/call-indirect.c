/* Test that an indirect call through a function pointer is sandboxed.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int __attribute__ ((noinline))
f (int (*fn) (int), int x)
{
  return fn (x) + 1;
}

/* The guard may come before the call's other instructions
   (jump-guard-early.c).  */
/* { dg-final { scan-assembler-times {@CGUARD@\n\t@LATER@jalr\t\$15} 1 } } */
/* { dg-final { scan-assembler-not {@OTHER_JUMP@} } } */
