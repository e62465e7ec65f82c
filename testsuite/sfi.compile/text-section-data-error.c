/* Test that a variable placed in a code section is refused when
   compiling: the code segment holds only instructions the verifier
   accepts, and the loader would refuse the module.  Other sections are
   fine.  */
/* { dg-do compile } */

const int table[2] __attribute__ ((section (".text.table"))) = { 11, 22 }; /* { dg-error "placed in code section" } */
const int plain __attribute__ ((section (".text"))) = 3; /* { dg-error "placed in code section" } */
const int mine __attribute__ ((section (".rodata.mine"))) = 4;
int textual __attribute__ ((section (".textual"))) = 5;

int
f (int i)
{
  return table[i] + plain + mine + textual;
}
