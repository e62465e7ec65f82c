/* Test that a nested function whose address escapes is refused when
   compiling, at its source line: its trampoline would be code on the
   stack, which a domain never runs.  */
/* { dg-do compile } */

static int __attribute__ ((noipa))
apply (int (*fn) (int), int x)
{
  return fn (x);
}

int
f (int k)
{
  int add (int x) { return x + k; } /* { dg-error "address of nested function .add. escapes" } */
  return apply (add, 1);
}
