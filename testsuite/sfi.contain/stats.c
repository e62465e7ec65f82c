/* Test that sfi-run --stats counts the module's calls out of its domain
   (the host calls behind printf and exit) and its faults.  */
/* { dg-do run } */
/* { dg-sfi-run-options "--stats" } */
/* { dg-sfi-outcome {$status == 0} {^sfi: stats: [1-9][0-9]* host calls, 0 faults$} } */

#include <stdio.h>

int
main (void)
{
  printf ("one\n");
  fflush (stdout);
  printf ("two\n");
  return 0;
}
