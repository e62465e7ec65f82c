/* Test that an indirect sibling call is sandboxed: the plugin refuses
   it as a sibling call (MIPS sibcalls jump only through $25), so it is
   an ordinary call through a sandboxed $15.  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int __attribute__ ((noinline))
f (int (*fn) (int), int x)
{
  return fn (x + 2);
}

/* { dg-final { scan-assembler-times {@CGUARD@\n\t@LATER@jalr\t\$15} 1 } } */
/* { dg-final { scan-assembler-not {@OTHER_JUMP@} } } */
