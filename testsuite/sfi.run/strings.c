/* Test that string.h functions and snprintf give the reference results.  */
/* { dg-do run } */

#include <stdio.h>
#include <string.h>
#include <stdlib.h>

int
main (void)
{
  char a[64], b[64];
  strcpy (a, "sandbox");
  strcat (a, "-fault-");
  strncpy (b, "isolation", sizeof b);
  strcat (a, b);
  printf ("%s %u %d %d\n", a, (unsigned) strlen (a), strcmp (a, b) > 0,
	  strncmp (a, "sand", 4));
  printf ("%s|%s\n", strchr (a, (int) 0x66), strrchr (a, (int) 0x6f));
  snprintf (b, sizeof b, "%5d|%-4s|%x|%o|%c", 42, "ab", 255, 8, 0x7a);
  printf ("%s %d %ld\n", b, atoi ("-123"), strtol ("ff", NULL, 16));
  return 0;
}
