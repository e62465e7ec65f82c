/* Test host call FS (runtime/fs-calls.c) through the module's C library:
   stat, lstat and fstat tell what the host sees; access, realpath,
   readlink, getcwd, chdir and directory listing work under any grant;
   rename, mkdir, rmdir, chmod and utimes only under a writable one, and
   never on a grant's own directory; every path outside the grants, by
   name, "../" or a symbolic link, is refused with EPERM and counted;
   descriptors can be duplicated, truncated and read at an offset; bad
   buffers give EFAULT; and destroying the domain closes the directories
   the module left open.  Every effect is checked from the host.  */
/* { dg-do run } */

#define _FILE_OFFSET_BITS 64

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <linux/magic.h>
#include <stdlib.h>
#include <sys/vfs.h>
#include <sys/stat.h>
#include <unistd.h>
#include "host.h"
#include "files-test.h"
#include "sfi/host-calls.h"

static char base[64] = "/tmp/sfi-fs-XXXXXX";
static char ro[PATH_MAX], rw[PATH_MAX], outside[PATH_MAX];
static struct sfi_domain *dom;
static unsigned long want_denied;

static void
cleanup (void)
{
  remove_tree (base);
}

/* PATH under DIR, in a rotating static buffer.  */
static const char *
in (const char *dir, const char *name)
{
  static char bufs[8][PATH_MAX + 64];
  static int next;
  char *b = bufs[next++ % 8];
  snprintf (b, PATH_MAX + 64, "%s/%s", dir, name);
  return b;
}

/* A copy of string S inside the domain; its module address.  */
static uintptr_t
str (const char *s)
{
  return domain_str (dom, s);
}

static intptr_t
call (const char *name, int n, uintptr_t a0, uintptr_t a1, uintptr_t a2,
      uintptr_t a3)
{
  uintptr_t args[4] = { a0, a1, a2, a3 }, r;
  if (sfi_domain_call (dom, name, n, args, &r) != 0)
    fail ("%s: %s", name, sfi_domain_error (dom));
  return (intptr_t) r;
}

/* The module's int result of NAME.  */
static int
icall (const char *name, int n, uintptr_t a0, uintptr_t a1, uintptr_t a2)
{
  return (int32_t) call (name, n, a0, a1, a2, 0);
}

/* Expect R to be a refusal of CALL, counted, for WHY.  */
static void
denied (int r, const char *call, const char *why)
{
  char want[64];
  want_denied++;
  if (r != -SFI_EPERM)
    fail ("%s: %d, want -SFI_EPERM", why, r);
  if (sfi_domain_denied (dom) != want_denied)
    fail ("%s: %lu refusals counted, want %lu", why,
	  sfi_domain_denied (dom), want_denied);
  snprintf (want, sizeof want, "system call denied: %s", call);
  if (!strstr (sfi_domain_error (dom), want))
    fail ("%s: error after the call: %s", why, sfi_domain_error (dom));
}

static void
expect (int r, int want, const char *why)
{
  if (r != want)
    fail ("%s: %d, want %d", why, r, want);
  if (sfi_domain_denied (dom) != want_denied)
    fail ("%s: counted as refused", why);
}

/* Module buffers.  */
static uintptr_t mbuf, mwords;
static char *hbuf;
static int64_t *hwords;

/* ext_stat PATH with HOW; check it against the host's stat or lstat.  */
static void
check_stat (const char *path, int how, const char *why)
{
  struct stat st;
  int r = icall ("ext_stat", 3, str (path), how, mwords);
  if ((how == 1 ? lstat (path, &st) : stat (path, &st)) != 0)
    fail ("%s: host stat: %s", why, strerror (errno));
  if (r != 0)
    fail ("%s: ext_stat gave %d", why, r);
    uint64_t ino_mask = hwords[5] >= 8 ? ~(uint64_t) 0
		      : ((uint64_t) 1 << (8 * hwords[5])) - 1;
  if ((uint32_t) hwords[0] != (uint32_t) st.st_mode
      || hwords[1] != (int64_t) st.st_size
      || (uint64_t) hwords[2] != ((uint64_t) st.st_ino & ino_mask)
      || hwords[3] != (int64_t) st.st_mtime || hwords[4] != (int64_t) st.st_nlink)
    fail ("%s: mode %o size %lld ino %lld mtime %lld nlink %lld, host"
	  " %o %lld %lld %lld %lld", why, (unsigned) hwords[0],
	  (long long) hwords[1], (long long) hwords[2], (long long) hwords[3],
	  (long long) hwords[4], (unsigned) st.st_mode,
	  (long long) st.st_size, (long long) st.st_ino,
	  (long long) st.st_mtime, (long long) st.st_nlink);
}

int
main (int argc, char **argv)
{
  struct stat st;
  char canon[PATH_MAX];
  int r;

  if (!mkdtemp (base))
    fail ("mkdtemp: %s", strerror (errno));
  atexit (cleanup);
  snprintf (ro, sizeof ro, "%s/ro", base);
  snprintf (rw, sizeof rw, "%s/rw", base);
  snprintf (outside, sizeof outside, "%s/outside", base);
  if (mkdir (ro, 0755) || mkdir (rw, 0755) || mkdir (outside, 0755)
      || mkdir (in (ro, "sub"), 0755)
      || mkdir (in (outside, "hidden"), 0755))
    fail ("mkdir: %s", strerror (errno));
  put_file (in (ro, "in.txt"), "granted content\n");
  put_file (in (outside, "secret.txt"), "secret\n");
  put_file (in (rw, "a.txt"), "file a\n");
  put_file (in (rw, "b.txt"), "file b\n");
  if (symlink ("../outside/secret.txt", in (ro, "link")) != 0
      || symlink ("../outside", in (rw, "out-dir")) != 0)
    fail ("symlink: %s", strerror (errno));

  int fds_before = count_fds ();
  dom = load (argv[1], 0x200000);
  if (!dom)
    fail ("no domain");
  if (sfi_domain_grant_dir (dom, ro, 0) != 0
      || sfi_domain_grant_dir (dom, rw, 1) != 0)
    fail ("grant: %s", strerror (errno));
  mbuf = sfi_domain_alloc (dom, PATH_MAX);
  mwords = sfi_domain_alloc (dom, 8 * sizeof (int64_t));
  hbuf = sfi_domain_ptr (dom, mbuf, PATH_MAX);
  hwords = sfi_domain_ptr (dom, mwords, 8 * sizeof (int64_t));
  if (!hbuf || !hwords || (mwords & 7))
    fail ("no buffers in the domain");

  /* Status: files, directories, links, by relative and absolute path,
     and through a descriptor.  */
  check_stat (in (ro, "in.txt"), 0, "stat of a file");
  check_stat (in (ro, "in.txt"), 2, "fstat of a file");
  check_stat (ro, 0, "stat of the grant");
  check_stat (in (ro, "sub"), 0, "stat of a directory");
  check_stat (in (ro, "link"), 1, "lstat of a link to outside");
  r = icall ("ext_stat", 3, str ("in.txt"), 0, mwords);
  expect (r == 0 && hwords[1] == 16 ? 0 : r - 1000, 0,
	  "stat by relative path");
  r = icall ("ext_stat", 3, str ("missing"), 0, mwords);
  expect (r, -SFI_ENOENT, "stat of a missing file in a grant");
  denied (icall ("ext_stat", 3, str ("link"), 0, mwords), "stat",
	  "stat through a link to outside");
  denied (icall ("ext_stat", 3, str (in (outside, "secret.txt")), 1, mwords),
	  "stat", "lstat outside the grants");
  denied (icall ("ext_stat", 3, str ("/etc/passwd"), 0, mwords), "stat",
	  "stat of /etc/passwd");
  denied (icall ("ext_stat", 3, str ("../outside"), 0, mwords), "stat",
	  "stat by ../");
  denied (icall ("ext_stat", 3, str ("/nonexistent-sfi/x"), 0, mwords),
	  "stat", "stat of a missing file outside");

  /* access.  */
  expect (icall ("ext_access", 2, str ("in.txt"), R_OK, 0), 0,
	  "access R_OK in the read-only grant");
  expect (icall ("ext_access", 2, str ("in.txt"), W_OK, 0), -SFI_EROFS,
	  "access W_OK in the read-only grant");
  expect (icall ("ext_access", 2, str (in (rw, "a.txt")), R_OK | W_OK, 0), 0,
	  "access R_OK|W_OK in the writable grant");
  expect (icall ("ext_access", 2, str (in (rw, "zz")), F_OK, 0), -SFI_ENOENT,
	  "access of a missing file");
  denied (icall ("ext_access", 2, str (in (outside, "secret.txt")), F_OK, 0),
	  "access", "access outside the grants");

  /* realpath, readlink, getcwd and chdir.  */
  if (!realpath (in (ro, "in.txt"), canon))
    fail ("host realpath");
  r = icall ("ext_realpath", 2, str ("sub/../in.txt"), mbuf, 0);
  if (r != 0 || strcmp (hbuf, canon) != 0)
    fail ("realpath gave %d \"%s\", want \"%s\"", r, hbuf, canon);
  expect (r, 0, "realpath");
  denied (icall ("ext_realpath", 2, str ("link"), mbuf, 0), "realpath",
	  "realpath through a link to outside");
  memset (hbuf, 0, 64);
  r = icall ("ext_readlink", 3, str ("link"), mbuf, 64);
  if (r != 21 || strcmp (hbuf, "../outside/secret.txt") != 0)
    fail ("readlink gave %d \"%s\"", r, hbuf);
  expect (icall ("ext_readlink", 3, str ("in.txt"), mbuf, 64), -SFI_EINVAL,
	  "readlink of a file");
  if (!realpath (ro, canon))
    fail ("host realpath");
  r = icall ("ext_cwd", 3, 0, mbuf, PATH_MAX);
  if (r != 0 || strcmp (hbuf, canon) != 0)
    fail ("getcwd at first gave %d \"%s\", want \"%s\"", r, hbuf, canon);
  expect (icall ("ext_cwd", 3, 0, mbuf, 4), -SFI_ERANGE, "getcwd, short buffer");
  denied (icall ("ext_cwd", 3, str (".."), mbuf, PATH_MAX), "chdir",
	  "chdir to the parent of a grant");
  denied (icall ("ext_cwd", 3, str (in (rw, "out-dir")), mbuf, PATH_MAX),
	  "chdir", "chdir through a link to outside");
  expect (icall ("ext_cwd", 3, str ("in.txt"), mbuf, PATH_MAX), -SFI_ENOTDIR,
	  "chdir to a file");
  r = icall ("ext_cwd", 3, str (rw), mbuf, PATH_MAX);
  if (!realpath (rw, canon) || r != 0 || strcmp (hbuf, canon) != 0)
    fail ("chdir to the writable grant gave %d \"%s\"", r, hbuf);
  /* Relative paths now start there.  */
  expect (icall ("ext_access", 2, str ("a.txt"), W_OK, 0), 0,
	  "a relative path after chdir");

  /* Listing.  */
  r = icall ("ext_list", 3, str (ro), mbuf, 256);
  if (r != 3 || strcmp (hbuf, "in.txt:8,link:10,sub:4,") != 0)
    fail ("listing the read-only grant gave %d \"%s\"", r, hbuf);
  expect (r, 3, "listing");
  denied (icall ("ext_list", 3, str (outside), mbuf, 256), "opendir",
	  "listing outside the grants");
  denied (icall ("ext_list", 3, str ("out-dir"), mbuf, 256), "opendir",
	  "listing through a link to outside");
  expect (icall ("ext_list", 3, str ("a.txt"), mbuf, 256), -SFI_ENOTDIR,
	  "listing a file");

  /* Changes in the writable grant, seen by the host.  */
  expect (icall ("ext_rename", 2, str ("a.txt"), str ("c.txt"), 0), 0,
	  "rename");
  if (access (in (rw, "a.txt"), F_OK) == 0 || access (in (rw, "c.txt"), F_OK))
    fail ("rename did not move the file");
  expect (icall ("ext_rename", 2, str ("c.txt"), str ("b.txt"), 0), 0,
	  "rename over a file");
  if (stat (in (rw, "b.txt"), &st) || st.st_size != 7
      || access (in (rw, "c.txt"), F_OK) == 0)
    fail ("rename over a file did not replace it");
  expect (icall ("ext_rename", 2, str ("nothing"), str ("x"), 0), -SFI_ENOENT,
	  "rename of a missing file");
  expect (icall ("ext_mkdir", 2, str ("d"), 0777, 0), 0, "mkdir");
  if (stat (in (rw, "d"), &st) || !S_ISDIR (st.st_mode)
      || (st.st_mode & 0777) != 0750)
    fail ("mkdir made no directory of mode 0750 (umask 027)");
  expect (icall ("ext_mkdir", 2, str ("d"), 0777, 0), -SFI_EEXIST,
	  "mkdir of an existing directory");
  expect (icall ("ext_rename", 2, str ("b.txt"), str ("d/b.txt"), 0), 0,
	  "rename into a new directory");
  expect (icall ("ext_rmdir", 1, str ("d"), 0, 0), -SFI_ENOTEMPTY,
	  "rmdir of a non-empty directory");
  expect (icall ("ext_rename", 2, str ("d/b.txt"), str ("b.txt"), 0), 0,
	  "rename back");
  expect (icall ("ext_rmdir", 1, str ("b.txt"), 0, 0), -SFI_ENOTDIR,
	  "rmdir of a file");
  expect (icall ("ext_rmdir", 1, str ("d/."), 0, 0), -SFI_EINVAL,
	  "rmdir of d/.");
  expect (icall ("ext_rmdir", 1, str ("d"), 0, 0), 0, "rmdir");
  if (access (in (rw, "d"), F_OK) == 0)
    fail ("rmdir left the directory");
  expect (icall ("ext_chmod", 2, str ("b.txt"), 0600, 0), 0, "chmod");
  if (stat (in (rw, "b.txt"), &st) || (st.st_mode & 07777) != 0600)
    fail ("chmod did not change the mode");
  expect (icall ("ext_chmod", 2, str ("b.txt"), 04755, 0), 0,
	  "chmod with set-user-ID");
  if (stat (in (rw, "b.txt"), &st) || (st.st_mode & 07777) != 0755)
    fail ("chmod passed on the set-user-ID bit");
  /* Every file is user 0's to a module: keeping or giving 0 succeeds,
     another owner is refused, and a missing file is missing.  */
  for (int how = 0; how < 3; how++)
    {
      expect (icall ("ext_chown", 3, str ("b.txt"), how, -1), 0,
	      "chown to -1");
      expect (icall ("ext_chown", 3, str ("b.txt"), how, 0), 0, "chown to 0");
      expect (icall ("ext_chown", 3, str ("b.txt"), how, 1000), -SFI_EPERM,
	      "chown to 1000");
      expect (icall ("ext_chown", 3, str ("none.txt"), how, 0), -SFI_ENOENT,
	      "chown of a missing file");
    }
  expect (icall ("ext_utime", 2, str ("b.txt"), 1000000, 0), 0, "utime");
  if (stat (in (rw, "b.txt"), &st) || st.st_mtime != 1000000
      || st.st_mtim.tv_nsec != 5000 || st.st_atime != 1000000)
    fail ("utime gave mtime %lld.%09ld", (long long) st.st_mtime,
	  (long) st.st_mtim.tv_nsec);

  /* Refused changes: in the read-only grant, outside, through links and
     "../", and of a grant's own directory; nothing changes.  */
  denied (icall ("ext_rename", 2, str (in (ro, "in.txt")), str ("x.txt"), 0),
	  "rename", "rename out of the read-only grant");
  denied (icall ("ext_rename", 2, str ("b.txt"), str (in (ro, "x.txt")), 0),
	  "rename", "rename into the read-only grant");
  denied (icall ("ext_rename", 2, str ("b.txt"), str ("out-dir/x.txt"), 0),
	  "rename", "rename through a link to outside");
  denied (icall ("ext_rename", 2, str ("b.txt"), str ("../outside/x.txt"), 0),
	  "rename", "rename by ../");
  denied (icall ("ext_rename", 2, str (in (outside, "secret.txt")),
		 str ("stolen.txt"), 0), "rename", "rename from outside");
  denied (icall ("ext_rename", 2, str ("out-dir"), str ("moved-link"), 0),
	  "rename", "rename of a link");
  denied (icall ("ext_rename", 2, str (rw), str (in (rw, "moved")), 0),
	  "rename", "rename of the grant itself");
  denied (icall ("ext_rename", 2, str ("b.txt"), str (rw), 0),
	  "rename", "rename over the grant itself");
  denied (icall ("ext_mkdir", 2, str (in (ro, "new")), 0755, 0), "mkdir",
	  "mkdir in the read-only grant");
  denied (icall ("ext_mkdir", 2, str ("out-dir/new"), 0755, 0), "mkdir",
	  "mkdir through a link to outside");
  expect (icall ("ext_mkdir", 2, str ("out-dir"), 0755, 0), -SFI_EEXIST,
	  "mkdir over a link");
  denied (icall ("ext_rmdir", 1, str (in (ro, "sub")), 0, 0), "rmdir",
	  "rmdir in the read-only grant");
  denied (icall ("ext_rmdir", 1, str (rw), 0, 0), "rmdir",
	  "rmdir of the grant itself");
  denied (icall ("ext_rmdir", 1, str ("out-dir"), 0, 0), "rmdir",
	  "rmdir of a link");
  denied (icall ("ext_chmod", 2, str (in (ro, "in.txt")), 0777, 0), "chmod",
	  "chmod in the read-only grant");
  denied (icall ("ext_chmod", 2, str (in (ro, "link")), 0777, 0), "chmod",
	  "chmod through a link to outside");
  denied (icall ("ext_chmod", 2, str (rw), 0, 0), "chmod",
	  "chmod of the grant itself");
  denied (icall ("ext_utime", 2, str ("out-dir"), 5, 0), "utimes",
	  "utime through a link to outside");
  if (access (in (ro, "in.txt"), F_OK) || access (in (outside, "secret.txt"),
						  F_OK)
      || access (in (ro, "new"), F_OK) == 0
      || access (in (outside, "x.txt"), F_OK) == 0
      || access (in (outside, "new"), F_OK) == 0
      || access (in (ro, "sub"), F_OK) || access (rw, F_OK)
      || stat (in (ro, "in.txt"), &st) || (st.st_mode & 0777) != 0644
      || stat (outside, &st) || st.st_mtime == 5
      || stat (rw, &st) || (st.st_mode & 0777) != 0755)
    fail ("a refused request changed something");

  /* Descriptors.  */
  r = icall ("ext_descriptors", 1, str ("fds.txt"), 0, 0);
  if (r != 0)
    fail ("descriptors: step %d failed", -r);
  expect (r, 0, "descriptors");
  if (stat (in (rw, "fds.txt"), &st) || st.st_size != 5)
    fail ("truncate left %lld bytes", (long long) st.st_size);
  FILE *f = fopen (in (rw, "fds.txt"), "r");
  char text[8] = { 0 };
  if (!f || fread (text, 1, 7, f) != 5 || strcmp (text, "abXYe") != 0)
    fail ("the file written through descriptors holds \"%s\"", text);
  fclose (f);
  expect (icall ("ext_environment", 0, 0, 0, 0), 0, "the environment");

  /* Raw calls: buffers outside the domain, bad operations.  */
  uintptr_t a = str ("b.txt");
  expect ((int) call ("ext_raw_fs", 4, SFI_FS_STAT, a, 0x1000, 0), -SFI_EFAULT,
	  "stat into memory outside the domain");
  expect ((int) call ("ext_raw_fs", 4, SFI_FS_GETCWD, 0x1000, 64, 0),
	  -SFI_EFAULT, "getcwd into memory outside the domain");
  expect ((int) call ("ext_raw_fs", 4, SFI_FS_UTIMES, a, 0x1000, 0),
	  -SFI_EFAULT, "utimes from memory outside the domain");
  expect ((int) call ("ext_raw_fs", 4, SFI_FS_READDIR, 3, mwords, 0),
	  -SFI_EBADF, "readdir of a descriptor never opened");
  expect ((int) call ("ext_raw_fs", 4, 1000, 0, 0, 0), -SFI_ENOSYS,
	  "an unknown operation");
  expect ((int) call ("ext_raw_fs", 4, SFI_FS_FSTAT, 1, mwords, 0), -SFI_EBADF,
	  "fstat of stdout through the host call");

  /* Resolution never passes through a directory outside the grants,
     so it tells nothing of what exists there: an existing directory
     and a missing one give the same refusal.  */
  snprintf (canon, sizeof canon, "%s/hidden/../../rw/b.txt", outside);
  denied (icall ("ext_stat", 3, str (canon), 0, mwords), "stat",
	  "stat through an existing directory outside");
  snprintf (canon, sizeof canon, "%s/nothing/../../rw/b.txt", outside);
  denied (icall ("ext_stat", 3, str (canon), 0, mwords), "stat",
	  "stat through a missing directory outside");
  denied (icall ("ext_realpath", 2, str ("out-dir/hidden/../../rw/b.txt"),
		 mbuf, 0), "realpath", "realpath through a link to outside");
  denied (icall ("ext_access", 2, str ("/proc/self/cwd/b.txt"), F_OK, 0),
	  "access", "access through the host's current directory");

  /* A directory left open is a host descriptor, closed with the
     domain.  */
  r = icall ("ext_opendir", 1, str (ro), 0, 0);
  if (r < 3)
    fail ("opendir gave %d", r);
  /* The kernel's pseudo file systems stay out of reach even when
     granted: /proc/self/mem is the host's memory.  */
  if (sfi_domain_grant_dir (dom, "/proc", 1) != 0)
    fail ("grant of /proc: %s", strerror (errno));
  denied (icall ("ext_stat", 3, str ("/proc/self/mem"), 2, mwords), "open",
	  "open of /proc/self/mem");
  denied (icall ("ext_stat", 3, str ("/proc/self/status"), 0, mwords),
	  "stat", "stat of /proc/self/status");
  denied (icall ("ext_list", 3, str ("/proc"), mbuf, 256), "opendir",
	  "listing /proc");
  denied (icall ("ext_access", 2, str ("/proc/self/mem"), R_OK, 0),
	  "access", "access of /proc/self/mem");
  /* Nor is anything in it looked up: which processes exist, and where
     the host's links there lead, stay unknown.  */
  denied (icall ("ext_stat", 3, str ("/proc/999999/x"), 0, mwords), "stat",
	  "stat in a missing process's directory");
  denied (icall ("ext_realpath", 2, str ("/proc/self/cwd"), mbuf, 0),
	  "realpath", "realpath of the host's current directory");
      /* A writable grant above a pseudo file system's mount point does not
     reach the mount point either (/sys, not granted itself; chmod to
     its own mode: harmless if this fails).  Under qemu-alpha -L, "/"
     opens as the library prefix, where the module finds no /sys.  */
  struct statfs sf;
  if (sfi_domain_grant_dir (dom, "/", 1) != 0)
    fail ("grant of /: %s", strerror (errno));
  if (statfs ("/sys", &sf) == 0 && sf.f_type == SYSFS_MAGIC
      && stat ("/sys", &st) == 0
      && (r = icall ("ext_stat", 3, str ("/sys"), 0, mwords)) != -SFI_ENOENT)
    {
      denied (r, "stat", "stat of /sys under /");
      denied (icall ("ext_chmod", 2, str ("/sys"), st.st_mode & 0777, 0),
	      "chmod", "chmod of /sys under a writable /");
    }

  if (sfi_domain_denied (dom) != want_denied)
    fail ("%lu refusals counted, want %lu", sfi_domain_denied (dom),
	  want_denied);
  if (count_fds () <= fds_before)
    fail ("the module's open directory is not a host descriptor");
  sfi_domain_destroy (dom);
  if (count_fds () != fds_before)
    fail ("destroying the domain left %d descriptors open",
	  count_fds () - fds_before);
  pass ("the file system calls answer as the host sees and as granted");
}
