/* Test that -mno-dsp, which the refusal of isa-dsp-rejected.c suggests,
   makes such a processor's code compile.  */
/* { dg-do compile } */
/* { dg-options "-march=74kc -mno-dsp" } */

int
f (int *p, int i)
{
  return p[i];
}

/* { dg-final { scan-assembler-not {\tlwx\t} } } */
