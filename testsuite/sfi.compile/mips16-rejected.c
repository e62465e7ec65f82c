/* Test that -mips16 is refused in sandbox mode.  */
/* { dg-do compile } */
/* { dg-options "-mips16" } */

int
f (int *p) /* { dg-message "MIPS16 code cannot be sandboxed" } */
{
  return *p = 1;
}

