/* Test that modules together hold at most half the host's descriptors
   (RLIMIT_NOFILE): three domains whose modules open a granted file
   until refused (the first takes all there is) leave the host room to
   open files of its own, and a module's close gives the room back, to
   any domain.
   sfi-module: policy-ext.c  */
/* { dg-do run } */

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>
#include "host.h"

static uintptr_t
str (struct sfi_domain *d, const char *s)
{
  uintptr_t a = sfi_domain_alloc (d, strlen (s) + 1);
  char *p = sfi_domain_ptr (d, a, strlen (s) + 1);
  if (!p)
    fail ("alloc");
  strcpy (p, s);
  return a;
}

static int32_t
call (struct sfi_domain *d, const char *name, int n, uintptr_t a0,
      uintptr_t a1)
{
  uintptr_t args[2] = { a0, a1 }, r;
  if (sfi_domain_call (d, name, n, args, &r) != 0)
    fail ("%s: %s", name, sfi_domain_error (d));
  return (int32_t) r;
}

int
main (int argc, char **argv)
{
  struct rlimit rl = { 64, 64 };
  if (setrlimit (RLIMIT_NOFILE, &rl) != 0)
    fail ("setrlimit: %s", strerror (errno));
  struct sfi_domain_config cfg = { 0, 0, "fd-limit" };
  struct sfi_domain *d[3];
  int held = 0, last = -1, last_dom = 0;
  for (int i = 0; i < 3; i++)
    {
      d[i] = sfi_domain_create (&cfg);
      if (!d[i] || sfi_domain_load (d[i], argv[1]) != 0
	  || sfi_domain_grant_dir (d[i], "/etc", 0) != 0)
	fail ("load: %s", d[i] ? sfi_domain_error (d[i]) : "no domain");
      uintptr_t path = str (d[i], "passwd");
      for (;;)
	{
	  int32_t r = call (d[i], "ext_open", 2, path, 0);
	  if (r == -EMFILE)
	    break;
	  if (r < 0)
	    fail ("open: %d", r);
	  held++;
	  last = r;
	  last_dom = i;
	}
    }
  if (held != 32)
    fail ("modules hold %d descriptors of 64", held);
  int mine[16];
  for (int i = 0; i < 16; i++)
    if ((mine[i] = open ("/etc/passwd", O_RDONLY)) < 0)
      fail ("the host cannot open a file: %s", strerror (errno));
  for (int i = 0; i < 16; i++)
    close (mine[i]);
  if (call (d[last_dom], "ext_close", 1, last, 0) != 0
      || call (d[2], "ext_open", 2, str (d[2], "passwd"), 0) < 0)
    fail ("a module's close did not give its descriptor back");
  pass ("modules hold at most half the descriptors");
}
