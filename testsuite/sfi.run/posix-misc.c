/* POSIX functions the module library adds to newlib: basename and
   dirname, fnmatch, posix_memalign, select as a sleep, and
   the answers of a system without users, which a portable program
   handles.  The module prints what the native program prints.  */

#include <errno.h>
#include <fnmatch.h>
#include <libgen.h>
#include <pwd.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <sys/time.h>

static const char *const paths[] = {
  "/usr/lib", "/usr/lib/", "usr", "/", "", "a//b", "a/b//", "/a", ".",
  "..", "x/../y",
};

static const struct { const char *pat, *str; int flags; } cases[] = {
  { "*.c", "main.c", 0 }, { "*.c", "main.h", 0 }, { "*.c", ".x.c", 0 },
  { "*.c", ".x.c", FNM_PERIOD }, { "?ain.[ch]", "main.h", 0 },
  { "[a-c]x", "bx", 0 }, { "[!a-c]x", "bx", 0 }, { "[^a-c]x", "dx", 0 },
  { "a*b", "a/b", FNM_PATHNAME }, { "a*b", "a/b", 0 },
  { "a/*", "a/.hidden", FNM_PATHNAME | FNM_PERIOD }, { "a/*", "a/x", FNM_PATHNAME },
  { "\\*", "*", 0 }, { "\\*", "x", 0 }, { "\\*", "\\*", FNM_NOESCAPE },
  { "[]]", "]", 0 }, { "[a-]", "-", 0 }, { "*", "", 0 }, { "", "", 0 },
  { "**x", "abx", 0 }, { "[", "[", 0 }, { "a?c", "a/c", FNM_PATHNAME },
  { "*/*", "dir/file", FNM_PATHNAME }, { "x[0-9][0-9]", "x42", 0 },
};

int
main (void)
{
  char buf[64];
  void *p = NULL;
  struct timeval tv = { 0, 1000 };

  for (size_t i = 0; i < sizeof paths / sizeof paths[0]; i++)
    {
      printf ("basename(\"%s\") = ", paths[i]);
      strcpy (buf, paths[i]);
      printf ("\"%s\"; ", basename (buf));
      strcpy (buf, paths[i]);
      printf ("dirname = \"%s\"\n", dirname (buf));
    }
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    printf ("fnmatch %zu (\"%s\", \"%s\") = %d\n", i, cases[i].pat,
	    cases[i].str,
	    fnmatch (cases[i].pat, cases[i].str, cases[i].flags) == 0);
  for (size_t a = sizeof (void *); a <= 4096; a *= 4)
    {
      if (posix_memalign (&p, a, 100) != 0 || ((uintptr_t) p & (a - 1)))
	printf ("posix_memalign %zu failed\n", a);
      free (p);
    }
  printf ("posix_memalign (3) = %d\n", posix_memalign (&p, 3, 8) == EINVAL);
  printf ("select as a sleep = %d\n", select (0, NULL, NULL, NULL, &tv));
  printf ("getpwnam = %d\n", getpwnam ("no-such-user-sfi") == NULL);
  return 0;
}
