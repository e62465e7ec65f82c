/* Test that nested functions get their static chain in $25, not in
   GCC's $15, the sandboxed code register: a call must not leave a frame
   address in it (the verifier refuses the call).  */
/* { dg-do compile } */

extern void g (int);

int
f (int k)
{
  int s = 0;
  void __attribute__ ((noinline)) add (int i) { s += i * k; }
  for (int i = 0; i < 10; i++)
    add (i);
  g (s);
  return s;
}

/* { dg-final { scan-assembler {\t[a-z]+\t[^\n]*\$25\M} } } */
/* { dg-final { scan-assembler-not {\t(move|addiu|addu|lw|or)\t\$15,} } } */
