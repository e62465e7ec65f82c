/* Host call FS: the file-system operations beyond OPEN, CLOSE, LSEEK and
   UNLINK (sfi/host-calls.h, SFI_FS_*), under the same grants and with
   the same path checks (policy.c):

   - a path is canonicalised first (the last component left alone when
     the operation names an entry rather than what it points to: lstat,
     readlink, rename, mkdir, rmdir), then compared with the grants;
     reading (stat, access, realpath, readlink, opendir, chdir) needs a
     grant, changing anything (rename, mkdir, rmdir, chmod, utimes) a
     writable one, and a grant's own directory is never removed, moved
     or changed: the host granted what is under it;
   - what the module learns of a file is its type, permissions, size,
     times and identity (device and inode, so that a program can tell
     two names of one file apart); never its owners;
   - what is checked is what is reached: the operation starts from the
     grant's directory and goes down one component at a time without
     following a link (sfi_policy_walk), then acts on the last one
     relative to its directory (fstatat, renameat, mkdirat, ...), so a
     directory renamed meanwhile cannot take it outside the grants;
   - devices, FIFOs and sockets are neither renamed nor changed, as
     policy.c never opens them, and links are never renamed: a module
     cannot put a link where a path it checked leads;
   - a refusal is -EPERM, counted in D->denied, as for OPEN.  */

#define _GNU_SOURCE		/* O_PATH */
#define _FILE_OFFSET_BITS 64

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "policy.h"

/* A module path: as the module wrote it (for messages) and absolute.  */
struct fs_path
{
  char path[PATH_MAX];
  char full[PATH_MAX];
};

/* Copy the module's path at ADDR into FP and make it absolute.  Return
   0 or a negative errno (a refusal if D has no grant at all).  */
static intptr_t
get_path (struct sfi_domain *d, const char *call, uintptr_t addr,
	  struct fs_path *fp)
{
  struct sfi_policy *p = sfi_policy_get (d);
  int r;
  if (p == NULL)
    return -ENOMEM;
  if ((r = sfi_policy_copy_path (d, addr, fp->path, sizeof fp->path)) != 0)
    return r;
  if (fp->path[0] == 0)
    return -ENOENT;
  if (p->ngrants == 0)
    return sfi_policy_deny (d, call, fp->path);
  return sfi_policy_absolute (p, fp->path, fp->full, sizeof fp->full);
}

/* The canonical path of FP in *CANON (malloc'd), its last component
   resolved unless ENTRY (sfi_policy_resolve); then the grants' access
   to it must be at least NEED (1 reading, 2 writing).  Return 0 or a
   negative errno.  */
static intptr_t
resolve (struct sfi_domain *d, const char *call, struct fs_path *fp,
	 int entry, int need, char **canon)
{
  intptr_t r = sfi_policy_resolve (d, call, fp->path, fp->full, entry,
				   canon);
  if (r != 0)
    return r;
  if (sfi_policy_access (d->policy, *canon) < need)
    {
      free (*canon);
      return sfi_policy_deny (d, call, fp->path);
    }
  return 0;
}

/* What an operation acts on: the canonical path, the directory holding
   its last component (sfi_policy_walk) and that component, and what it
   is now (ST.st_mode 0 if nothing, with ERR the reason).  */
struct target
{
  char *canon;
  int dir;
  const char *last;
  struct stat st;
  int err;
};

/* Whether T's last component, a directory, is no pseudo file system's
   mount point: the walk checked the directories it opened, not this
   one (chmod of /proc under a writable "/").  */
static int
mount_ok (const struct target *t)
{
  struct stat parent;
  if (fstat (t->dir, &parent) != 0)
    return 0;
  if (parent.st_dev == t->st.st_dev)
    return 1;
  int fd = openat (t->dir, t->last, O_PATH | O_NOFOLLOW | O_CLOEXEC);
  int ok = fd >= 0 && !sfi_policy_pseudo_fs (fd);
  if (fd >= 0)
    close (fd);
  return ok;
}

static void
put_target (struct target *t)
{
  close (t->dir);
  free (t->canon);
}

/* Release T and refuse CALL of FP.  */
static intptr_t
refuse (struct sfi_domain *d, const char *call, struct fs_path *fp,
	struct target *t)
{
  put_target (t);
  return sfi_policy_deny (d, call, fp->path);
}

/* Fill T for FP (resolve's ENTRY and NEED), or return a negative errno
   with nothing to release.  */
static intptr_t
get_target (struct sfi_domain *d, const char *call, struct fs_path *fp,
	    int entry, int need, struct target *t)
{
  intptr_t r = resolve (d, call, fp, entry, need, &t->canon);
  if (r != 0)
    return r;
  t->dir = sfi_policy_walk (d->policy, t->canon, &t->last);
  if (t->dir < 0)
    {
      free (t->canon);
      return t->dir == -ELOOP ? sfi_policy_deny (d, call, fp->path) : t->dir;
    }
  t->err = 0;
  if (fstatat (t->dir, t->last, &t->st, AT_SYMLINK_NOFOLLOW) != 0)
    {
      t->err = errno;
      t->st.st_mode = 0;
    }
  else if (S_ISDIR (t->st.st_mode) && !mount_ok (t))
    return refuse (d, call, fp, t);
  return 0;
}

/* Whether CANON is the directory of one of P's grants.  */
static int
grant_root (const struct sfi_policy *p, const char *canon)
{
  for (size_t i = 0; i < p->ngrants; i++)
    if (strcmp (canon, p->grants[i].dir) == 0)
      return 1;
  return 0;
}

/* Copy LEN bytes at SRC to module address ADDR, which must hold them.  */
static intptr_t
put (struct sfi_domain *d, uintptr_t addr, const void *src, size_t len)
{
  if (!sfi_domain_contains_data (d, addr, len))
    return -EFAULT;
  memcpy ((void *) addr, src, len);
  return 0;
}

/* Store ST at module address BUF as SFI_FS_ST_WORDS 64-bit words.  */
static intptr_t
put_stat (struct sfi_domain *d, uintptr_t buf, const struct stat *st)
{
  int64_t w[SFI_FS_ST_WORDS];
  mode_t type = st->st_mode & S_IFMT;
  w[SFI_FS_ST_MODE] = (st->st_mode & 07777)
		      | (type == S_IFDIR ? SFI_S_IFDIR
			 : type == S_IFREG ? SFI_S_IFREG
			 : type == S_IFLNK ? SFI_S_IFLNK : SFI_S_IFCHR);
  w[SFI_FS_ST_NLINK] = st->st_nlink;
  w[SFI_FS_ST_SIZE] = st->st_size;
  w[SFI_FS_ST_INO] = (int64_t) st->st_ino;
  w[SFI_FS_ST_DEV] = (int64_t) st->st_dev;
  w[SFI_FS_ST_BLOCKS] = st->st_blocks;
  w[SFI_FS_ST_ATIME] = st->st_atim.tv_sec;
  w[SFI_FS_ST_ATIME + 1] = st->st_atim.tv_nsec;
  w[SFI_FS_ST_MTIME] = st->st_mtim.tv_sec;
  w[SFI_FS_ST_MTIME + 1] = st->st_mtim.tv_nsec;
  w[SFI_FS_ST_CTIME] = st->st_ctim.tv_sec;
  w[SFI_FS_ST_CTIME + 1] = st->st_ctim.tv_nsec;
  return put (d, buf, w, sizeof w);
}

/* Store string S (with its NUL) in the module's BUF of SIZE bytes;
   return its length with the NUL, or -ERANGE if it does not fit.  */
static intptr_t
put_string (struct sfi_domain *d, uintptr_t buf, uintptr_t size,
	    const char *s)
{
  size_t len = strlen (s) + 1;
  intptr_t r;
  if (len > size)
    return -ERANGE;
  if ((r = put (d, buf, s, len)) != 0)
    return r;
  return (intptr_t) len;
}

/* STAT: a link the canonical path resolved cannot be its last
   component, so NOFOLLOW or not, what is there is looked at without
   following.  */
static intptr_t
fs_stat (struct sfi_domain *d, uintptr_t path, uintptr_t buf, int nofollow)
{
  struct fs_path fp;
  struct target t;
  intptr_t r;
  if ((r = get_path (d, "stat", path, &fp)) != 0
      || (r = get_target (d, "stat", &fp, nofollow, 1, &t)) != 0)
    return r;
  r = t.st.st_mode ? put_stat (d, buf, &t.st) : -t.err;
  put_target (&t);
  return r;
}

static intptr_t
fs_fstat (struct sfi_domain *d, uint32_t fd, uintptr_t buf)
{
  struct open_file *f = sfi_policy_file (d, fd);
  struct stat st;
  if (f == NULL)
    return -EBADF;
  return fstat (f->host_fd, &st) == 0 ? put_stat (d, buf, &st) : -errno;
}

/* ACCESS: writing needs a writable grant (else EROFS, as a read-only
   file system answers), then the host's own check.  */
static intptr_t
fs_access (struct sfi_domain *d, uintptr_t path, uint32_t mode)
{
  struct fs_path fp;
  struct target t;
  intptr_t r;
  if (mode & ~(uint32_t) (R_OK | W_OK | X_OK))
    return -EINVAL;
  if ((r = get_path (d, "access", path, &fp)) != 0
      || (r = get_target (d, "access", &fp, 0, 1, &t)) != 0)
    return r;
  if (S_ISLNK (t.st.st_mode))
    return refuse (d, "access", &fp, &t);
  if (t.st.st_mode == 0)
    r = -t.err;
  else if ((mode & W_OK) && sfi_policy_access (d->policy, t.canon) < 2)
    r = -EROFS;
  else
    r = faccessat (t.dir, t.last, (int) mode, 0) == 0 ? 0 : -errno;
  put_target (&t);
  return r;
}

/* The entry FP names, for changing it: a writable grant, not a grant's
   own directory, and, if there is one, a file, a directory or, if
   LINK_OK, a link.  */
static intptr_t
changing (struct sfi_domain *d, const char *call, struct fs_path *fp,
	  int entry, int link_ok, struct target *t)
{
  intptr_t r = get_target (d, call, fp, entry, 2, t);
  if (r != 0)
    return r;
  mode_t m = t->st.st_mode;
  if (grant_root (d->policy, t->canon)
      || (m && !S_ISREG (m) && !S_ISDIR (m) && !(link_ok && S_ISLNK (m))))
    return refuse (d, call, fp, t);
  return 0;
}

/* RENAME: of a file or directory, never of a link (so that a module
   cannot put one where a path it had checked leads, the last component
   included), onto nothing, a file, a directory or a link.  */
static intptr_t
fs_rename (struct sfi_domain *d, uintptr_t old, uintptr_t new)
{
  struct fs_path from, to;
  struct target a, b;
  intptr_t r;
  if ((r = get_path (d, "rename", old, &from)) != 0
      || (r = get_path (d, "rename", new, &to)) != 0
      || (r = changing (d, "rename", &from, 1, 0, &a)) != 0)
    return r;
  if (a.st.st_mode == 0)
    r = -a.err;
  else if ((r = changing (d, "rename", &to, 1, 1, &b)) == 0)
    {
      r = renameat (a.dir, a.last, b.dir, b.last) == 0 ? 0 : -errno;
      put_target (&b);
    }
  put_target (&a);
  return r;
}

/* MKDIR, RMDIR, CHMOD and UTIMES: change what PATH names.  chmod and
   utimes change what a link points to: the canonical path resolved
   it.  */
static intptr_t
fs_change (struct sfi_domain *d, uint32_t op, uintptr_t path, uintptr_t arg)
{
  static const char *const names[] = {
    [SFI_FS_MKDIR] = "mkdir", [SFI_FS_RMDIR] = "rmdir",
    [SFI_FS_CHMOD] = "chmod", [SFI_FS_UTIMES] = "utimes",
  };
  const char *call = names[op];
  int entry = op == SFI_FS_MKDIR || op == SFI_FS_RMDIR;
  struct fs_path fp;
  struct target t;
  struct timespec ts[2];
  int64_t w[4];
  intptr_t r;

  if (op == SFI_FS_UTIMES && arg != 0)
    {
      if (!sfi_domain_contains_data (d, arg, sizeof w))
	return -EFAULT;
      memcpy (w, (const void *) arg, sizeof w);
      ts[0].tv_sec = w[0], ts[0].tv_nsec = w[1];
      ts[1].tv_sec = w[2], ts[1].tv_nsec = w[3];
      if ((uint64_t) w[1] >= 1000000000 || (uint64_t) w[3] >= 1000000000)
	return -EINVAL;
    }
  if ((r = get_path (d, call, path, &fp)) != 0)
    return r;
  /* rmdir of "d/." would remove d.  */
  const char *base = strrchr (fp.full, '/') + 1;
  if (op == SFI_FS_RMDIR && (strcmp (base, ".") == 0
			     || strcmp (base, "..") == 0))
    return -EINVAL;
  /* mkdir never follows a link it names: one there is just EEXIST.  */
  if ((r = changing (d, call, &fp, entry, op == SFI_FS_MKDIR, &t)) != 0)
    return r;
  if (op != SFI_FS_MKDIR && t.st.st_mode == 0)
    r = -t.err;
  else
    {
      switch (op)
	{
	case SFI_FS_MKDIR:
	  r = mkdirat (t.dir, t.last, (mode_t) (arg & 0777));
	  break;
	case SFI_FS_RMDIR:
	  r = S_ISDIR (t.st.st_mode) ? unlinkat (t.dir, t.last, AT_REMOVEDIR)
	      : (errno = ENOTDIR, -1);
	  break;
	case SFI_FS_CHMOD:
	  r = fchmodat (t.dir, t.last, (mode_t) (arg & 0777), 0);
	  break;
	default:
	  r = utimensat (t.dir, t.last, arg ? ts : NULL, AT_SYMLINK_NOFOLLOW);
	  break;
	}
      r = r == 0 ? 0 : -errno;
    }
  put_target (&t);
  return r;
}

/* CHDIR, GETCWD, REALPATH and READLINK.  */
static intptr_t
fs_chdir (struct sfi_domain *d, uintptr_t path)
{
  struct fs_path fp;
  struct target t;
  intptr_t r;
  if ((r = get_path (d, "chdir", path, &fp)) != 0
      || (r = get_target (d, "chdir", &fp, 0, 1, &t)) != 0)
    return r;
  if (!S_ISDIR (t.st.st_mode))
    r = t.st.st_mode ? -ENOTDIR : -t.err;
  else
    {
      free (d->policy->cwd);
      d->policy->cwd = t.canon;
      t.canon = NULL;
    }
  put_target (&t);
  return r;
}

static intptr_t
fs_getcwd (struct sfi_domain *d, uintptr_t buf, uintptr_t size)
{
  struct sfi_policy *p = sfi_policy_get (d);
  if (p == NULL)
    return -ENOMEM;
  if (p->ngrants == 0)
    return -ENOENT;
  return put_string (d, buf, size, p->cwd ? p->cwd : p->grants[0].dir);
}

static intptr_t
fs_realpath (struct sfi_domain *d, uintptr_t path, uintptr_t buf,
	     uintptr_t size)
{
  struct fs_path fp;
  struct target t;
  intptr_t r;
  if ((r = get_path (d, "realpath", path, &fp)) != 0
      || (r = get_target (d, "realpath", &fp, 0, 1, &t)) != 0)
    return r;
  r = t.st.st_mode ? put_string (d, buf, size, t.canon) : -t.err;
  put_target (&t);
  return r;
}

static intptr_t
fs_readlink (struct sfi_domain *d, uintptr_t path, uintptr_t buf,
	     uintptr_t size)
{
  struct fs_path fp;
  struct target t;
  char link[PATH_MAX];
  intptr_t r;
  ssize_t n;
  if ((r = get_path (d, "readlink", path, &fp)) != 0
      || (r = get_target (d, "readlink", &fp, 1, 1, &t)) != 0)
    return r;
  n = readlinkat (t.dir, t.last, link, sizeof link);
  r = n < 0 ? -errno : 0;
  put_target (&t);
  if (r != 0)
    return r;
  if ((uintptr_t) n > size)
    n = (ssize_t) size;
  return (r = put (d, buf, link, (size_t) n)) != 0 ? r : n;
}

/* DUP: a new descriptor, the lowest free one from LOW on, for the same
   open file.  The standard streams are the host's, not the module's to
   duplicate.  */
static intptr_t
fs_dup (struct sfi_domain *d, uint32_t fd, uint32_t low)
{
  struct open_file *f = sfi_policy_file (d, fd);
  struct sfi_policy *p = d->policy;
  int slot, hfd;
  if (f == NULL)
    return fd < FD_FIRST ? -EPERM : -EBADF;
  if (low >= FD_FIRST + FILES_MAX)
    return -EINVAL;
  slot = low > FD_FIRST ? (int) (low - FD_FIRST) : 0;
  while (slot < FILES_MAX && p->files[slot].host_fd >= 0)
    slot++;
  if (slot == FILES_MAX || sfi_policy_free_slot (p) < 0)
    return -EMFILE;
  if ((hfd = fcntl (f->host_fd, F_DUPFD_CLOEXEC, 0)) < 0)
    return -errno;
  struct open_file copy = *f;
  sfi_policy_take_slot (p, slot, hfd);
  p->files[slot].readable = copy.readable;
  p->files[slot].writable = copy.writable;
  p->files[slot].append = copy.append;
  return FD_FIRST + slot;
}

static intptr_t
fs_getfl (struct sfi_domain *d, uint32_t fd)
{
  struct open_file *f;
  if (fd < FD_FIRST)
    {
      if (sfi_policy_host_fd (d, fd, fd != 0) < 0)
	return -EBADF;
      return fd == 0 ? SFI_O_RDONLY : SFI_O_WRONLY;
    }
  if ((f = sfi_policy_file (d, fd)) == NULL)
    return -EBADF;
  return (f->readable && f->writable ? SFI_O_RDWR
	  : f->writable ? SFI_O_WRONLY : SFI_O_RDONLY)
	 | (f->append ? SFI_O_APPEND : 0);
}

/* FTRUNCATE and FSYNC of a file the module opened.  */
static intptr_t
fs_file_op (struct sfi_domain *d, uint32_t op, uint32_t fd, uintptr_t len)
{
  struct open_file *f = sfi_policy_file (d, fd);
  if (f == NULL || f->dir)
    return fd < FD_FIRST ? -EINVAL : -EBADF;
  if (op == SFI_FS_FSYNC)
    return fsync (f->host_fd) == 0 ? 0 : -errno;
  if (!f->writable)
    return -EBADF;
  if ((intptr_t) len < 0)
    return -EINVAL;
  return ftruncate (f->host_fd, (off_t) len) == 0 ? 0 : -errno;
}

static intptr_t
fs_opendir (struct sfi_domain *d, uintptr_t path)
{
  struct fs_path fp;
  struct target t;
  struct stat st;
  intptr_t r;
  int slot, fd;
  DIR *dir;
  if ((r = get_path (d, "opendir", path, &fp)) != 0
      || (r = get_target (d, "opendir", &fp, 0, 1, &t)) != 0)
    return r;
  if ((slot = sfi_policy_free_slot (d->policy)) < 0)
    {
      put_target (&t);
      return slot;
    }
  fd = openat (t.dir, t.last,
	       O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW);
  r = fd < 0 ? -(errno == ELOOP ? ENOTDIR : errno) : 0;
  put_target (&t);
  if (r != 0)
    return r;
  if (sfi_policy_pseudo_fs (fd))
    {
      close (fd);
      return sfi_policy_deny (d, "opendir", fp.path);
    }
  if (fstat (fd, &st) != 0 || !S_ISDIR (st.st_mode)
      || (dir = fdopendir (fd)) == NULL)
    {
      close (fd);
      return -ENOTDIR;
    }
  sfi_policy_take_slot (d->policy, slot, fd);
  d->policy->files[slot].dir = dir;
  return FD_FIRST + slot;
}

static intptr_t
fs_readdir (struct sfi_domain *d, uint32_t fd, uintptr_t buf)
{
  struct open_file *f = sfi_policy_file (d, fd);
  unsigned char ent[SFI_FS_DIRENT_SIZE];
  struct dirent *e;
  int64_t ino;
  size_t len;
  if (f == NULL || f->dir == NULL)
    return -EBADF;
  errno = 0;
  if ((e = readdir (f->dir)) == NULL)
    return errno ? -errno : 0;
  ino = (int64_t) e->d_ino;
  len = strlen (e->d_name);
  if (len > SFI_FS_NAME_MAX)
    return -ENAMETOOLONG;
  memcpy (ent, &ino, sizeof ino);
  ent[SFI_FS_DIRENT_TYPE] = e->d_type;
  memcpy (ent + SFI_FS_DIRENT_NAME, e->d_name, len + 1);
  intptr_t r = put (d, buf, ent, SFI_FS_DIRENT_NAME + len + 1);
  return r != 0 ? r : 1;
}

static intptr_t
fs_rewinddir (struct sfi_domain *d, uint32_t fd)
{
  struct open_file *f = sfi_policy_file (d, fd);
  if (f == NULL || f->dir == NULL)
    return -EBADF;
  rewinddir (f->dir);
  return 0;
}

/* Dispatch operation OP of host call FS with arguments A, B and C.  */
intptr_t
sfi_fs_call (struct sfi_domain *d, uint32_t op, uintptr_t a, uintptr_t b,
	     uintptr_t c)
{
  switch (op)
    {
    case SFI_FS_STAT: return fs_stat (d, a, b, c != 0);
    case SFI_FS_FSTAT: return fs_fstat (d, a, b);
    case SFI_FS_ACCESS: return fs_access (d, a, b);
    case SFI_FS_RENAME: return fs_rename (d, a, b);
    case SFI_FS_MKDIR:
    case SFI_FS_RMDIR:
    case SFI_FS_CHMOD:
    case SFI_FS_UTIMES: return fs_change (d, op, a, b);
    case SFI_FS_CHDIR: return fs_chdir (d, a);
    case SFI_FS_GETCWD: return fs_getcwd (d, a, b);
    case SFI_FS_REALPATH: return fs_realpath (d, a, b, c);
    case SFI_FS_FTRUNCATE:
    case SFI_FS_FSYNC: return fs_file_op (d, op, a, b);
    case SFI_FS_READLINK: return fs_readlink (d, a, b, c);
    case SFI_FS_DUP: return fs_dup (d, a, b);
    case SFI_FS_GETFL: return fs_getfl (d, a);
    case SFI_FS_OPENDIR: return fs_opendir (d, a);
    case SFI_FS_READDIR: return fs_readdir (d, a, b);
    case SFI_FS_REWINDDIR: return fs_rewinddir (d, a);
    default: return -ENOSYS;
    }
}
