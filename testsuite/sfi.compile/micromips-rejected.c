/* Test that -mmicromips is refused in sandbox mode.  */
/* { dg-do compile } */
/* { dg-options "-mmicromips" } */

int
f (int *p) /* { dg-message "microMIPS code cannot be sandboxed" } */
{
  return *p = 1;
}

