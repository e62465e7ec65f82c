/* Test that sfi-run --dir grants a directory end to end: the module
   reads /etc/passwd by a path relative to the grant, but may not append
   to it (the grant is read-only) nor climb out with "../", and sfi-run
   --stats counts the two refusals.  */
/* { dg-do run } */
/* { dg-sfi-run-options "--dir=/etc --stats" } */
/* { dg-sfi-outcome {$status == 0} {^read: root entry found$} {^write: EPERM$} {^escape: EPERM$} {^sfi: stats: 2 requests denied$} } */

#include <errno.h>
#include <stdio.h>
#include <string.h>

int
main (void)
{
  char line[512];
  int found = 0;
  FILE *f = fopen ("passwd", "r");
  if (!f)
    {
      printf ("read: %s\n", strerror (errno));
      return 1;
    }
  while (fgets (line, sizeof line, f))
    if (strncmp (line, "root:", 5) == 0)
      found = 1;
  fclose (f);
  printf ("read: %s\n", found ? "root entry found" : "no root entry");
  f = fopen ("/etc/passwd", "a");
  printf ("write: %s\n",
	  f ? "allowed" : errno == EPERM ? "EPERM" : strerror (errno));
  f = fopen ("../usr/lib/os-release", "r");
  printf ("escape: %s\n",
	  f ? "allowed" : errno == EPERM ? "EPERM" : strerror (errno));
  return 0;
}
