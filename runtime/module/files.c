/* The file system of a module beyond open, read, write, close, lseek and
   unlink (syscalls.c): status, access, renaming, directories and their
   listing, the current directory, truncation, descriptors' duplicates
   and flags.  Each is host call FS (sfi/host-calls.h, SFI_FS_*), which
   applies the domain's grants (runtime/fs-calls.c); the rest is done
   here with those calls.  A module's user and group are 0, the owner of
   every file it sees.  */

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>
#include <utime.h>
#include "sfi/host-calls.h"

extern intptr_t __sfi_jt_fs (int op, uintptr_t a, uintptr_t b, uintptr_t c);

_Static_assert (S_IFMT == SFI_S_IFMT && S_IFDIR == SFI_S_IFDIR
		&& S_IFREG == SFI_S_IFREG && S_IFLNK == SFI_S_IFLNK
		&& S_IFCHR == SFI_S_IFCHR, "file types");
_Static_assert (ERANGE == SFI_ERANGE && EXDEV == SFI_EXDEV
		&& ENOTEMPTY == SFI_ENOTEMPTY, "error numbers");
_Static_assert (DT_DIR == 4 && DT_REG == 8, "directory entry types");

/* Operation OP of host call FS; its result, or -1 with errno set.  */
static long
fs (int op, uintptr_t a, uintptr_t b, uintptr_t c)
{
  intptr_t r = __sfi_jt_fs (op, a, b, c);
  if (r < 0 && r > -4096)
    {
      errno = (int) -r;
      return -1;
    }
  return r;
}

#define P(x) ((uintptr_t) (x))

/* The file-creation mask (umask): only the module's; open and mkdir
   apply it before the host sees the mode.  */
mode_t __sfi_umask = 022;

mode_t
umask (mode_t mask)
{
  mode_t old = __sfi_umask;
  __sfi_umask = mask & 0777;
  return old;
}

/* STAT's words as a struct stat.  */
static void
to_stat (const int64_t *w, struct stat *st)
{
  memset (st, 0, sizeof *st);
  st->st_mode = (mode_t) w[SFI_FS_ST_MODE];
  st->st_nlink = (nlink_t) w[SFI_FS_ST_NLINK];
  st->st_size = (off_t) w[SFI_FS_ST_SIZE];
  st->st_ino = (ino_t) w[SFI_FS_ST_INO];
  st->st_dev = (dev_t) w[SFI_FS_ST_DEV];
  st->st_blocks = (blkcnt_t) w[SFI_FS_ST_BLOCKS];
  st->st_blksize = 4096;
  st->st_atim.tv_sec = (time_t) w[SFI_FS_ST_ATIME];
  st->st_atim.tv_nsec = (long) w[SFI_FS_ST_ATIME + 1];
  st->st_mtim.tv_sec = (time_t) w[SFI_FS_ST_MTIME];
  st->st_mtim.tv_nsec = (long) w[SFI_FS_ST_MTIME + 1];
  st->st_ctim.tv_sec = (time_t) w[SFI_FS_ST_CTIME];
  st->st_ctim.tv_nsec = (long) w[SFI_FS_ST_CTIME + 1];
}

static int
stat_of (const char *path, struct stat *st, int nofollow)
{
  int64_t w[SFI_FS_ST_WORDS];
  if (fs (SFI_FS_STAT, P (path), P (w), nofollow) < 0)
    return -1;
  to_stat (w, st);
  return 0;
}

int
stat (const char *path, struct stat *st)
{
  return stat_of (path, st, 0);
}

int
lstat (const char *path, struct stat *st)
{
  return stat_of (path, st, 1);
}

/* The standard streams are terminals as far as a module can tell (see
   isatty); its own files and directories are what the host says.  */
int
fstat (int fd, struct stat *st)
{
  int64_t w[SFI_FS_ST_WORDS];
  if (fd >= 0 && fd <= 2)
    {
      if (fcntl (fd, F_GETFL) < 0)
	return -1;
      memset (st, 0, sizeof *st);
      st->st_mode = S_IFCHR | 0600;
      st->st_blksize = 4096;
      return 0;
    }
  if (fs (SFI_FS_FSTAT, (uintptr_t) fd, P (w), 0) < 0)
    return -1;
  to_stat (w, st);
  return 0;
}

int
access (const char *path, int mode)
{
  return (int) fs (SFI_FS_ACCESS, P (path), (uintptr_t) mode, 0);
}

/* newlib's rename (built with HAVE_RENAME) calls this.  */
int
_rename (const char *old, const char *new)
{
  return (int) fs (SFI_FS_RENAME, P (old), P (new), 0);
}

int
mkdir (const char *path, mode_t mode)
{
  return (int) fs (SFI_FS_MKDIR, P (path), mode & ~__sfi_umask & 0777, 0);
}

int
rmdir (const char *path)
{
  return (int) fs (SFI_FS_RMDIR, P (path), 0, 0);
}

int
chmod (const char *path, mode_t mode)
{
  return (int) fs (SFI_FS_CHMOD, P (path), mode & 0777, 0);
}

/* Owners do not exist in a domain: every file shows user and group 0,
   the module's own identity (posix.c).  So keeping them (-1) or giving
   0 succeeds once the file is found; any other owner is a privilege a
   module does not have.  FOUND is the lookup's result.  */
static int
own (int found, uid_t owner, gid_t group)
{
  if (found < 0)
    return -1;
  if ((owner != (uid_t) -1 && owner != 0)
      || (group != (gid_t) -1 && group != 0))
    {
      errno = EPERM;
      return -1;
    }
  return 0;
}

int
chown (const char *path, uid_t owner, gid_t group)
{
  struct stat st;
  return own (stat (path, &st), owner, group);
}

int
lchown (const char *path, uid_t owner, gid_t group)
{
  struct stat st;
  return own (lstat (path, &st), owner, group);
}

int
fchown (int fd, uid_t owner, gid_t group)
{
  struct stat st;
  return own (fstat (fd, &st), owner, group);
}

/* utimes and utime: TIMES null means now.  */
static int
set_times (const char *path, const struct timespec *ts)
{
  int64_t w[4];
  if (ts == NULL)
    return (int) fs (SFI_FS_UTIMES, P (path), 0, 0);
  w[0] = ts[0].tv_sec, w[1] = ts[0].tv_nsec;
  w[2] = ts[1].tv_sec, w[3] = ts[1].tv_nsec;
  return (int) fs (SFI_FS_UTIMES, P (path), P (w), 0);
}

int
utimes (const char *path, const struct timeval *tv)
{
  struct timespec ts[2];
  if (tv == NULL)
    return set_times (path, NULL);
  for (int i = 0; i < 2; i++)
    {
      if (tv[i].tv_usec < 0 || tv[i].tv_usec >= 1000000)
	{
	  errno = EINVAL;
	  return -1;
	}
      ts[i].tv_sec = tv[i].tv_sec;
      ts[i].tv_nsec = tv[i].tv_usec * 1000;
    }
  return set_times (path, ts);
}

int
utime (const char *path, const struct utimbuf *times)
{
  struct timespec ts[2];
  if (times == NULL)
    return set_times (path, NULL);
  ts[0].tv_sec = times->actime, ts[0].tv_nsec = 0;
  ts[1].tv_sec = times->modtime, ts[1].tv_nsec = 0;
  return set_times (path, ts);
}

int
chdir (const char *path)
{
  return (int) fs (SFI_FS_CHDIR, P (path), 0, 0);
}

/* getcwd and realpath: a null BUF asks for a malloc'd string.  */
static char *
path_result (int op, const char *path, char *buf, size_t size)
{
  char *own = NULL;
  if (buf == NULL)
    {
      if (size == 0)
	size = PATH_MAX;
      if ((buf = own = malloc (size)) == NULL)
	return NULL;
    }
  else if (size == 0)
    {
      errno = EINVAL;
      return NULL;
    }
  long r = op == SFI_FS_GETCWD ? fs (op, P (buf), size, 0)
			       : fs (op, P (path), P (buf), size);
  if (r < 0)
    {
      free (own);
      return NULL;
    }
  return buf;
}

char *
getcwd (char *buf, size_t size)
{
  return path_result (SFI_FS_GETCWD, NULL, buf, size);
}

char *
realpath (const char *restrict path, char *restrict resolved)
{
  if (path == NULL)
    {
      errno = EINVAL;
      return NULL;
    }
  return path_result (SFI_FS_REALPATH, path, resolved, PATH_MAX);
}

ssize_t
readlink (const char *restrict path, char *restrict buf, size_t size)
{
  return fs (SFI_FS_READLINK, P (path), P (buf), size);
}

int
ftruncate (int fd, off_t len)
{
  return (int) fs (SFI_FS_FTRUNCATE, (uintptr_t) fd, (uintptr_t) len, 0);
}

int
truncate (const char *path, off_t len)
{
  int fd = open (path, O_WRONLY);
  if (fd < 0)
    return -1;
  int r = ftruncate (fd, len);
  int saved = errno;
  close (fd);
  errno = saved;
  return r;
}

int
fsync (int fd)
{
  return (int) fs (SFI_FS_FSYNC, (uintptr_t) fd, 0, 0);
}

int
fdatasync (int fd)
{
  return fsync (fd);
}

int
dup (int fd)
{
  return (int) fs (SFI_FS_DUP, (uintptr_t) fd, 0, 0);
}

int
dup2 (int fd, int to)
{
  if (fd == to)
    return fcntl (fd, F_GETFL) < 0 ? -1 : to;
  if (to < 3 || fcntl (fd, F_GETFL) < 0)
    {
      /* The standard streams are the host's: nothing replaces them.  */
      if (to >= 0 && to < 3 && fd >= 0)
	errno = EPERM;
      else if (to < 0)
	errno = EBADF;
      return -1;
    }
  close (to);
  long r = fs (SFI_FS_DUP, (uintptr_t) fd, (uintptr_t) to, 0);
  if (r >= 0 && r != to)
    {
      close ((int) r);
      errno = EMFILE;
      return -1;
    }
  return (int) r;
}

/* Descriptors close on exec anyway (a module runs nothing), and are
   blocking: F_SETFD and F_SETFL accept what changes nothing.  */
int
fcntl (int fd, int cmd, ...)
{
  va_list ap;
  long arg;
  va_start (ap, cmd);
  arg = va_arg (ap, long);
  va_end (ap);
  switch (cmd)
    {
    case F_DUPFD:
    case F_DUPFD_CLOEXEC:
      if (arg < 0)
	{
	  errno = EINVAL;
	  return -1;
	}
      return (int) fs (SFI_FS_DUP, (uintptr_t) fd, (uintptr_t) arg, 0);
    case F_GETFL:
      return (int) fs (SFI_FS_GETFL, (uintptr_t) fd, 0, 0);
    case F_GETFD:
      return fcntl (fd, F_GETFL) < 0 ? -1 : FD_CLOEXEC;
    case F_SETFD:
      return fcntl (fd, F_GETFL) < 0 ? -1 : 0;
    case F_SETFL:
      {
	long fl = fcntl (fd, F_GETFL);
	if (fl < 0)
	  return -1;
	if ((arg ^ fl) & O_APPEND)
	  {
	    errno = EINVAL;
	    return -1;
	  }
	return 0;
      }
    default:
      errno = EINVAL;
      return -1;
    }
}

/* pread and pwrite: at OFF, leaving the file's offset where it was.  */
static ssize_t
transfer_at (int fd, void *buf, size_t len, off_t off, int write_it)
{
  off_t was = lseek (fd, 0, SEEK_CUR);
  ssize_t n;
  if (was < 0 || lseek (fd, off, SEEK_SET) < 0)
    return -1;
  n = write_it ? write (fd, buf, len) : read (fd, buf, len);
  int saved = errno;
  lseek (fd, was, SEEK_SET);
  errno = saved;
  return n;
}

ssize_t
pread (int fd, void *buf, size_t len, off_t off)
{
  return transfer_at (fd, buf, len, off, 0);
}

ssize_t
pwrite (int fd, const void *buf, size_t len, off_t off)
{
  return transfer_at (fd, (void *) buf, len, off, 1);
}

/* Directory streams.  */
struct __sfi_dir
{
  int fd;
  struct dirent ent;
};

DIR *
opendir (const char *path)
{
  long fd = fs (SFI_FS_OPENDIR, P (path), 0, 0);
  DIR *dir;
  if (fd < 0)
    return NULL;
  if ((dir = malloc (sizeof *dir)) == NULL)
    {
      close ((int) fd);
      return NULL;
    }
  dir->fd = (int) fd;
  return dir;
}

int
readdir_r (DIR *dir, struct dirent *entry, struct dirent **result)
{
  unsigned char buf[SFI_FS_DIRENT_SIZE];
  int64_t ino;
  int saved = errno;
  long r = fs (SFI_FS_READDIR, (uintptr_t) dir->fd, P (buf), 0);
  *result = NULL;
  if (r < 0)
    {
      r = errno;
      errno = saved;
      return (int) r;
    }
  if (r == 0)
    return 0;
  memcpy (&ino, buf, sizeof ino);
  entry->d_ino = (ino_t) ino;
  entry->d_type = buf[SFI_FS_DIRENT_TYPE];
  strcpy (entry->d_name, (const char *) buf + SFI_FS_DIRENT_NAME);
  *result = entry;
  return 0;
}

struct dirent *
readdir (DIR *dir)
{
  struct dirent *e;
  int err = readdir_r (dir, &dir->ent, &e);
  if (err)
    errno = err;
  return e;
}

void
rewinddir (DIR *dir)
{
  fs (SFI_FS_REWINDDIR, (uintptr_t) dir->fd, 0, 0);
}

int
closedir (DIR *dir)
{
  int r = close (dir->fd);
  free (dir);
  return r;
}

int
dirfd (DIR *dir)
{
  return dir->fd;
}

int
alphasort (const struct dirent **a, const struct dirent **b)
{
  return strcoll ((*a)->d_name, (*b)->d_name);
}

int
scandir (const char *path, struct dirent ***list,
	 int (*select) (const struct dirent *),
	 int (*compare) (const struct dirent **, const struct dirent **))
{
  DIR *dir = opendir (path);
  struct dirent *e, **v = NULL;
  size_t n = 0, cap = 0;
  if (dir == NULL)
    return -1;
  while ((e = readdir (dir)) != NULL)
    {
      if (select && !select (e))
	continue;
      if (n == cap)
	{
	  struct dirent **w = realloc (v, (cap = cap ? 2 * cap : 16)
					  * sizeof *v);
	  if (w == NULL)
	    goto fail;
	  v = w;
	}
      if ((v[n] = malloc (sizeof *e)) == NULL)
	goto fail;
      memcpy (v[n++], e, sizeof *e);
    }
  closedir (dir);
  if (compare && n > 1)
    qsort (v, n, sizeof *v,
	   (int (*) (const void *, const void *)) compare);
  *list = v;
  return (int) n;
 fail:
  while (n)
    free (v[--n]);
  free (v);
  closedir (dir);
  errno = ENOMEM;
  return -1;
}
