/* Helpers of the file-policy tests (policy.c, fs-calls.c): a scratch
   tree, files in it, the host's open descriptors, and strings inside a
   domain.  Include after host.h.  */

#ifndef SFI_FILES_TEST_H
#define SFI_FILES_TEST_H

#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

/* Remove directory PATH and everything in it.  */
static void
remove_tree (const char *path)
{
  DIR *dir = opendir (path);
  struct dirent *e;
  char sub[4096 + 256];
  if (dir == NULL)
    return;
  while ((e = readdir (dir)) != NULL)
    {
      struct stat st;
      if (strcmp (e->d_name, ".") == 0 || strcmp (e->d_name, "..") == 0)
	continue;
      snprintf (sub, sizeof sub, "%s/%s", path, e->d_name);
      if (lstat (sub, &st) == 0 && S_ISDIR (st.st_mode))
	remove_tree (sub);
      else
	unlink (sub);
    }
  closedir (dir);
  rmdir (path);
}

/* Create file PATH with TEXT.  */
static void
put_file (const char *path, const char *text)
{
  FILE *f = fopen (path, "w");
  if (!f || fputs (text, f) < 0 || fclose (f) != 0)
    fail ("cannot create %s", path);
}

/* Number of open descriptors of this process.  */
static int
count_fds (void)
{
  DIR *dir = opendir ("/proc/self/fd");
  int n = 0;
  if (!dir)
    fail ("no /proc/self/fd");
  while (readdir (dir))
    n++;
  closedir (dir);
  return n;
}

/* A copy of string S inside domain D; its module address.  */
static uintptr_t
domain_str (struct sfi_domain *d, const char *s)
{
  uintptr_t a = sfi_domain_alloc (d, strlen (s) + 1);
  char *p = sfi_domain_ptr (d, a, strlen (s) + 1);
  if (!a || !p)
    fail ("no room for a string in the domain");
  strcpy (p, s);
  return a;
}

#endif /* SFI_FILES_TEST_H */
