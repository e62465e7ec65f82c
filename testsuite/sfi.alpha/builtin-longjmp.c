/* Test that __builtin_longjmp's jump (alpha.md's "jmp $31,($27),0")
   goes through the sandboxed code register, and $27 keeps the target
   for the receiver's GP computation.  */
/* { dg-do compile } */

static void *buf[5];

void __attribute__ ((noinline))
thrower (void)
{
  __builtin_longjmp (buf, 1);
}

/* { dg-final { scan-assembler {and\t\$27,\$5,\$8\n\tbis\t\$8,\$6,\$8\n\t\.set\tnomacro\n\tjmp \$31,\(\$8\),0} } } */
/* { dg-final { scan-assembler-not {jmp \$31,\(\$27\)} } } */
