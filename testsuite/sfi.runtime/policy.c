/* Test the system-call policy (paper section 3.4): a module may write
   to stdout; it may read files under a directory granted read-only but
   not change them; it may write under a directory granted read-write;
   every path outside the grants, by name, by "../" or through a
   symbolic link, is refused with EPERM and counted; a bad path pointer
   gives EFAULT, closing a descriptor never opened EBADF, too many open
   files EMFILE; and destroying the domain closes what the module left
   open.  Every effect on the file system is checked from the host.  */
/* { dg-do run } */

/* readdir and stat fail with EOVERFLOW on 32-bit MIPS for large inode
   numbers and directory offsets without it.  */
#define _FILE_OFFSET_BITS 64

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include "host.h"
#include "files-test.h"

static char base[64] = "/tmp/sfi-policy-XXXXXX";
static char ro[128], rw[128], out[128];
static struct sfi_domain *dom;

static void
cleanup (void)
{
  remove_tree (base);
}

/* The contents of file PATH (up to 255 bytes), or NULL if it does not
   exist.  */
static const char *
file_text (const char *path)
{
  static char buf[256];
  FILE *f = fopen (path, "r");
  size_t n;
  if (!f)
    return NULL;
  n = fread (buf, 1, sizeof buf - 1, f);
  buf[n] = 0;
  fclose (f);
  return buf;
}

/* A copy of string S inside the domain; its module address.  */
static uintptr_t
str (const char *s)
{
  return domain_str (dom, s);
}

/* Call the module's NAME with up to three arguments; its int result.  */
static int32_t
call (const char *name, int n, uintptr_t a0, uintptr_t a1, uintptr_t a2)
{
  uintptr_t args[3] = { a0, a1, a2 }, r;
  if (sfi_domain_call (dom, name, n, args, &r) != 0)
    fail ("%s: %s", name, sfi_domain_error (dom));
  return (int32_t) r;
}

/* Refusals expected so far, to compare with sfi_domain_denied.  */
static unsigned long want_denied;

/* Open PATH in the module with HOW (see policy-ext.c) and expect EPERM,
   counted as a refusal.  WHY names the case.  */
static void
expect_denied (const char *path, int how, const char *why)
{
  int32_t r = call ("ext_open", 2, str (path), how, 0);
  want_denied++;
  if (r != -EPERM)
    fail ("%s: open of %s gave %d, want -EPERM", why, path, r);
  if (sfi_domain_denied (dom) != want_denied)
    fail ("%s: %lu refusals counted, want %lu", why,
	  sfi_domain_denied (dom), want_denied);
  /* The call succeeded, and its error says what was denied.  */
  if (!strstr (sfi_domain_error (dom), "system call denied: open")
      || !strstr (sfi_domain_error (dom), path))
    fail ("%s: error after the call: %s", why, sfi_domain_error (dom));
}

int
main (int argc, char **argv)
{
  char path[256], outside[128];
  int32_t r;

  if (!mkdtemp (base))
    fail ("mkdtemp: %s", strerror (errno));
  atexit (cleanup);
  snprintf (ro, sizeof ro, "%s/ro", base);
  snprintf (rw, sizeof rw, "%s/rw", base);
  snprintf (outside, sizeof outside, "%s/outside", base);
  snprintf (out, sizeof out, "%s/stdout", base);
  if (mkdir (ro, 0755) || mkdir (rw, 0755) || mkdir (outside, 0755))
    fail ("mkdir: %s", strerror (errno));
  put_file (strcat (strcpy (path, ro), "/in.txt"),
	    "granted content\nsecond line\n");
  put_file (strcat (strcpy (path, outside), "/secret.txt"), "secret\n");
  snprintf (path, sizeof path, "%s/link", ro);
  if (symlink ("../outside/secret.txt", path) != 0)
    fail ("symlink: %s", strerror (errno));
  snprintf (path, sizeof path, "%s/dangling", rw);
  if (symlink ("../outside/created.txt", path) != 0)
    fail ("symlink: %s", strerror (errno));

  int fds_before = count_fds ();
  dom = load (argv[1], 0x200000);
  if (!dom)
    fail ("no domain");
  /* The first grant is where relative paths start.  */
  if (sfi_domain_grant_dir (dom, ro, 0) != 0
      || sfi_domain_grant_dir (dom, rw, 1) != 0)
    fail ("grant: %s", strerror (errno));
  snprintf (path, sizeof path, "%s/in.txt", ro);
  if (sfi_domain_grant_dir (dom, path, 0) == 0)
    fail ("a file was granted as a directory");

  /* Standard output: allowed without a grant; what the module wrote
     reaches the host's fd 1, once the host says it redirected it
     (sfi_std_streams_changed); before, another file at fd 1 is not the
     module's.  */
  fflush (stdout);
  int saved = dup (1), fd = open (out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (saved < 0 || fd < 0 || dup2 (fd, 1) < 0)
    fail ("cannot redirect stdout");
  int unsaid = call ("ext_say", 0, 0, 0, 0);
  sfi_std_streams_changed ();
  r = call ("ext_say", 0, 0, 0, 0);
  dup2 (saved, 1);
  sfi_std_streams_changed ();
  close (saved);
  close (fd);
  if (unsaid != -EBADF)
    fail ("write to a stdout the host did not give gave %d", unsaid);
  if (r != 24 || !file_text (out)
      || strcmp (file_text (out), "module writes to stdout\n") != 0)
    fail ("write to stdout gave %d, \"%s\"", r,
	  file_text (out) ? file_text (out) : "(nothing)");

  /* A host that closes its stdin and then opens a file, which takes fd
     0, does not give that file to the module.  */
  saved = dup (0);
  close (0);
  snprintf (path, sizeof path, "%s/in.txt", ro);
  if (saved < 0 || open (path, O_RDONLY) != 0)
    fail ("cannot reopen fd 0");
  uintptr_t sbuf = sfi_domain_alloc (dom, 16);
  r = call ("ext_read_stdin", 2, sbuf, 16, 0);
  dup2 (saved, 0);
  close (saved);
  if (r != -EBADF)
    fail ("the module read the host's file at fd 0: %d", r);

  /* Reading in the read-only grant, by relative and absolute path.  */
  uintptr_t buf = sfi_domain_alloc (dom, 64);
  char *hbuf = sfi_domain_ptr (dom, buf, 64);
  r = call ("ext_first_line", 3, str ("in.txt"), buf, 64);
  if (r != 16 || strcmp (hbuf, "granted content\n") != 0)
    fail ("reading in.txt gave %d", r);
  snprintf (path, sizeof path, "%s/./in.txt", ro);
  memset (hbuf, 0, 64);
  uintptr_t args[4] = { str (path), 8, buf, 11 }, res;
  if (sfi_domain_call (dom, "ext_read_at", 4, args, &res) != 0)
    fail ("ext_read_at: %s", sfi_domain_error (dom));
  if ((int32_t) res != 11 || memcmp (hbuf, "content\nsec", 11) != 0)
    fail ("fseek/fread/ftell in the read-only grant gave %d", (int) res);
  if (sfi_domain_denied (dom) != 0)
    fail ("allowed requests were counted as refused");

  /* Writing in the read-only grant: refused, nothing changes.  */
  snprintf (path, sizeof path, "%s/in.txt", ro);
  expect_denied (path, 1, "truncating a read-only file");
  expect_denied ("in.txt", 2, "appending to a read-only file");
  if (strcmp (file_text (path), "granted content\nsecond line\n") != 0)
    fail ("the read-only file changed");
  snprintf (path, sizeof path, "%s/new.txt", ro);
  expect_denied (path, 1, "creating in the read-only grant");
  r = call ("ext_write_file", 2, str (path), str ("x"), 0);
  want_denied++;
  if (r != -EPERM || file_text (path))
    fail ("fopen for writing in the read-only grant gave %d", r);

  /* Writing in the read-write grant, checked from the host.  */
  snprintf (path, sizeof path, "%s/out.txt", rw);
  r = call ("ext_write_file", 2, str (path), str ("written by the module"),
	    0);
  if (r != 0 || !file_text (path)
      || strcmp (file_text (path), "written by the module + more") != 0)
    fail ("writing in the read-write grant gave %d, \"%s\"", r,
	  file_text (path) ? file_text (path) : "(no file)");
  r = call ("ext_update", 1, str (path), 0, 0);
  if (r != 28 || strcmp (file_text (path), "writXYn by the module + more") != 0)
    fail ("updating a file in place gave %d, \"%s\"", r, file_text (path));

  /* Outside every grant: by name, by "../", through a symbolic link, and
     a file that does not exist (no hint whether it does).  */
  expect_denied ("/etc/passwd", 0, "reading /etc/passwd");
  snprintf (path, sizeof path, "%s/secret.txt", outside);
  expect_denied (path, 0, "reading outside the grants");
  expect_denied ("../outside/secret.txt", 0, "a relative ../ escape");
  snprintf (path, sizeof path, "%s/../outside/secret.txt", rw);
  expect_denied (path, 0, "an absolute ../ escape");
  expect_denied ("link", 0, "a symbolic link to outside");
  snprintf (path, sizeof path, "%s/../outside/new.txt", rw);
  expect_denied (path, 1, "creating through ../");
  snprintf (path, sizeof path, "%s/dangling", rw);
  expect_denied (path, 1, "creating through a dangling symbolic link");
  expect_denied ("/nonexistent-sfi-dir/x", 0, "a missing file outside");
  expect_denied (ro, 0, "opening a directory");
  snprintf (path, sizeof path, "%s/created.txt", outside);
  if (file_text (path))
    fail ("a file outside the grants was created");
  snprintf (path, sizeof path, "%s/new.txt", outside);
  if (file_text (path))
    fail ("a file outside the grants was created");
  r = call ("ext_open", 2, str ("missing.txt"), 0, 0);
  if (r != -ENOENT)
    fail ("a missing file inside a grant gave %d, want -ENOENT", r);
  r = call ("ext_open", 2, str ("in.txt"), 3, 0);
  if (r != -EINVAL)
    fail ("an unknown open flag gave %d, want -EINVAL", r);

  /* Bad path pointers: outside the domain, and a string that runs to
     the end of the data segment without a NUL.  Neither may crash.  */
  r = call ("ext_open", 2, 0x1000, 0, 0);
  if (r != -EFAULT)
    fail ("a path outside the domain gave %d, want -EFAULT", r);
  uintptr_t seg_end = (buf & ~(uintptr_t) 0x1fffff) + 0x200000;
  char *tail = sfi_domain_ptr (dom, seg_end - 16, 16);
  if (!tail)
    fail ("no access to the end of the data segment");
  memset (tail, 'a', 16);
  r = call ("ext_open", 2, seg_end - 16, 0, 0);
  if (r != -EFAULT)
    fail ("a path running off the data segment gave %d, want -EFAULT", r);

  /* Descriptors.  */
  r = call ("ext_close", 1, 17, 0, 0);
  if (r != -EBADF)
    fail ("closing an fd never opened gave %d, want -EBADF", r);
  r = call ("ext_close", 1, 3, 0, 0);
  if (r != -EBADF)
    fail ("closing fd 3 (not open) gave %d, want -EBADF", r);
  r = call ("ext_write_readonly", 1, str ("in.txt"), 0, 0);
  if (r != -EBADF)
    fail ("writing to a file opened read-only gave %d, want -EBADF", r);
  r = call ("ext_open_many", 1, str ("in.txt"), 0, 0);
  if (r != 64 * 1000 + EMFILE)
    fail ("opening files until failure gave %d opens, errno %d;"
	  " want 64 and EMFILE", r / 1000, r % 1000);
  int fd1 = call ("ext_open", 2, str ("in.txt"), 0, 0);
  int fd2 = call ("ext_open", 2, str ("in.txt"), 0, 0);
  if (fd1 != 3 || fd2 != 4)
    fail ("after closing all, opens gave fds %d and %d", fd1, fd2);
  if (call ("ext_close", 1, fd1, 0, 0) != 0
      || call ("ext_close", 1, fd1, 0, 0) != -EBADF)
    fail ("closing twice did not give EBADF the second time");

  if (sfi_domain_denied (dom) != want_denied)
    fail ("%lu refusals counted, want %lu", sfi_domain_denied (dom),
	  want_denied);

  /* fd2 is still open: destroying the domain closes it.  */
  if (count_fds () <= fds_before)
    fail ("the module's open file is not a host descriptor");
  sfi_domain_destroy (dom);
  if (count_fds () != fds_before)
    fail ("destroying the domain left %d descriptors open",
	  count_fds () - fds_before);
  pass ("the file policy allows, refuses and counts as granted");
}
