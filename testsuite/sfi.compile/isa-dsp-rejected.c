/* Test that ISA extensions the verifier does not know are refused when
   compiling, not by the loader: -march=74kc implies DSP, whose indexed
   loads (lwx) GCC uses for ordinary array code.  */
/* { dg-do compile } */
/* { dg-options "-march=74kc" } */

int
f (int *p, int i) /* { dg-message "the instructions .-mdsp. enables ..-march=74kc. may imply it. cannot be sandboxed.*add .-mno-dsp." } */
{
  return p[i];
}
