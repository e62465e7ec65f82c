/* The system-call policy of paper section 3.4: which host files a
   module may open, and its table of open files.

   A module has no file system of its own.  The host grants it
   directories (sfi_domain_grant_dir, sfi-run --dir=PATH[:rw]); host call
   OPEN then opens a regular file under one of them, read-only unless the
   grant is writable.  Everything else is refused with -EPERM and
   counted in D->denied, and the module goes on running: a refused
   request is an answer, not a fault.

      Paths are checked after canonicalisation: sfi_policy_resolve
   resolves ".", "..", repeated slashes and every symbolic link, one
   component at a time and never through a directory outside the grants
   and their ancestors, so the path compared with the grants is the file
   the kernel will open, neither a "../" escape nor a symbolic link
   inside a grant that points outside it gets through, and the answers
   tell nothing of what exists elsewhere.  The canonical path is then reached from the grant's
   directory one component at a time, never following a link, the last
   one included (sfi_policy_walk, openat with O_NOFOLLOW): a symbolic
   link is never followed when creating a file, and a directory that
   another domain sharing the grant renames, or that another process
   replaces by a link, between the check and the open makes the open
   fail rather than leave the grants.  A module cannot create links,
   nor rename one (fs-calls.c).  Nothing on a kernel's pseudo file
   system (/proc, /sys and the like) is reached, even under a grant:
   /proc/self/mem is the host's memory.

   Relative paths are resolved against the module's current directory
   (fs-calls.c, SFI_FS_CHDIR), at first the first granted directory: the
   host's is none of its business.

   Module descriptors 0, 1 and 2 are the host's stdin (read only),
   stdout and stderr (write only).  Files the module opens get
   descriptors from 3 up, the lowest free one first, each mapped to a
   host descriptor opened with O_CLOEXEC so that nothing the host runs
   later inherits it.  */

/* 64-bit stat and offsets: on 32-bit MIPS, stat of a file with a large
   inode number fails with EOVERFLOW otherwise.  */
#define _FILE_OFFSET_BITS 64

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/magic.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>
#include "policy.h"

/* Host descriptors all modules hold together: at most half the process's
   limit (modules_fd_limit), so that many domains' modules cannot leave
   the host none.  */
static unsigned modules_fds;

static unsigned
modules_fd_limit (void)
{
  static unsigned limit;
  struct rlimit rl;
  if (limit == 0)
    limit = getrlimit (RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY
	    && rl.rlim_cur / 2 < 4096 ? rl.rlim_cur / 2 : 4096;
  return limit;
}

/* The module's open flags: the host-call ABI's (sfi/host-calls.h).
   Anything outside MOD_O_KNOWN is refused with -EINVAL rather than
   passed on.  */
#define MOD_O_ACCMODE	SFI_O_ACCMODE
#define MOD_O_RDONLY	SFI_O_RDONLY
#define MOD_O_WRONLY	SFI_O_WRONLY
#define MOD_O_RDWR	SFI_O_RDWR
#define MOD_O_APPEND	SFI_O_APPEND
#define MOD_O_CREAT	SFI_O_CREAT
#define MOD_O_TRUNC	SFI_O_TRUNC
#define MOD_O_EXCL	SFI_O_EXCL
#define MOD_O_CLOEXEC	SFI_O_CLOEXEC	/* Accepted; host fds always have it.  */
#define MOD_O_KNOWN	(MOD_O_ACCMODE | MOD_O_APPEND | MOD_O_CREAT \
			 | MOD_O_TRUNC | MOD_O_EXCL | MOD_O_CLOEXEC)
/* Flags that change a file, which need a writable grant.  O_TRUNC
   truncates even with O_RDONLY.  */
#define MOD_O_WRITING	(MOD_O_WRONLY | MOD_O_RDWR | MOD_O_APPEND \
			 | MOD_O_CREAT | MOD_O_TRUNC)

#define MOD_SEEK_SET SFI_SEEK_SET
#define MOD_SEEK_CUR SFI_SEEK_CUR
#define MOD_SEEK_END SFI_SEEK_END

/* One of the host's files 0, 1 and 2 as it was when the program
   started (record_std_files).  */
struct std_file
{
  int open;
  dev_t dev;
  ino_t ino;
};

/* D's policy, created empty on first use; NULL if out of memory.  */
struct sfi_policy *
sfi_policy_get (struct sfi_domain *d)
{
  if (d->policy == NULL)
    {
      struct sfi_policy *p = calloc (1, sizeof *p);
      if (p == NULL)
	return NULL;
      for (int i = 0; i < FILES_MAX; i++)
	p->files[i].host_fd = -1;
      d->policy = p;
    }
  return d->policy;
}

/* Grant D's module the files under PATH (see sfi.h).  The directory is
   canonicalised now, once, so later checks compare canonical paths.  */
int
sfi_domain_grant_dir (struct sfi_domain *d, const char *path, int writable)
{
  struct sfi_policy *p = sfi_policy_get (d);
  struct stat st;
  struct grant *g;
  char *dir;

  if (p == NULL)
    return -1;
  dir = realpath (path, NULL);
  if (dir == NULL)
    return -1;
  if (stat (dir, &st) != 0 || !S_ISDIR (st.st_mode))
    {
      free (dir);
      errno = ENOTDIR;
      return -1;
    }
  g = realloc (p->grants, (p->ngrants + 1) * sizeof *g);
  if (g == NULL)
    {
      free (dir);
      return -1;
    }
  p->grants = g;
  g += p->ngrants++;
  g->dir = dir;
  g->len = strlen (dir);
  /* "/" itself: every canonical path is below it.  */
  if (g->len == 1)
    g->len = 0;
  g->writable = writable != 0;
  return 0;
}

/* Number of refused requests of D's module.  */
unsigned long
sfi_domain_denied (const struct sfi_domain *d)
{
  return d->denied;
}

/* Count a request of D's module refused elsewhere (a generated import
   adapter's argument check).  */
void
sfi_policy_count_denied (struct sfi_domain *d)
{
  d->denied++;
}

/* Close the module's file F (Linux: the descriptor is gone even if
   close reports an error); return close's answer as -errno.  */
int
sfi_policy_release (struct open_file *f)
{
  int r = (f->dir ? closedir (f->dir) : close (f->host_fd)) == 0 ? 0 : -errno;
  f->host_fd = -1;
  f->dir = NULL;
  modules_fds--;
  return r;
}

/* Close every file D's module left open and forget its current
   directory (sfi_domain_reset); the grants stay.  */
void
sfi_policy_close_files (struct sfi_domain *d)
{
  struct sfi_policy *p = d->policy;
  if (p == NULL)
    return;
  for (int i = 0; i < FILES_MAX; i++)
    if (p->files[i].host_fd >= 0)
      sfi_policy_release (&p->files[i]);
  p->std_closed = 0;
  free (p->cwd);
  p->cwd = NULL;
}

/* Close every file D's module left open and forget the grants.  Called
   by sfi_domain_destroy.  */
void
sfi_policy_free (struct sfi_domain *d)
{
  struct sfi_policy *p = d->policy;
  if (p == NULL)
    return;
  sfi_policy_close_files (d);
  for (size_t i = 0; i < p->ngrants; i++)
    free (p->grants[i].dir);
  free (p->grants);
  free (p);
  d->policy = NULL;
}

/* A refusal of opening PATH: count it, say it in D's error (which the
   host sees after the call), and give the module -EPERM.  */
intptr_t
sfi_policy_deny (struct sfi_domain *d, const char *call, const char *path)
{
  d->denied++;
  sfi_domain_failf (d, "sfi: %s: system call denied: %s \"%.160s\"",
		    d->cfg.name, call, path);
  return -EPERM;
}

/* Grant access of canonical path CANON: 2 if some grant covers it and is
   writable, 1 if grants cover it read-only, 0 if none does.  Nested
   grants add up: a path is writable if any grant covering it is.  */
int
sfi_policy_access (const struct sfi_policy *p, const char *canon)
{
  int best = 0;
  for (size_t i = 0; i < p->ngrants; i++)
    {
      const struct grant *g = &p->grants[i];
      if (strncmp (canon, g->dir, g->len) == 0
	  && (canon[g->len] == '/' || canon[g->len] == 0))
	best = best > 1 + g->writable ? best : 1 + g->writable;
    }
  return best;
}

/* Copy the NUL-terminated string at module address ADDR into BUF of SIZE
   bytes.  The whole string, NUL included, must lie in D's data segment,
   short of the gap below its stack: the module can only name memory it
   owns.  Return 0, -EFAULT or -ENAMETOOLONG.  */
int
sfi_policy_copy_path (struct sfi_domain *d, uintptr_t addr, char *buf,
		      size_t size)
{
  size_t avail;
  const char *nul;

  avail = sfi_domain_data_room (d, addr);
  if (avail == 0)
    return -EFAULT;
  if (avail > size)
    avail = size;
  nul = memchr ((const void *) addr, 0, avail);
  if (nul == NULL)
    return avail == size ? -ENAMETOOLONG : -EFAULT;
  memcpy (buf, (const void *) addr, nul - (const char *) addr + 1);
  return 0;
}

/* Whether SF is one of the kernel's pseudo file systems, whose files
   are views of processes and of the kernel (/proc/self/mem is the
   host's memory, /proc/sysrq-trigger acts, /proc/self/cwd names the
   host's directory), or whose lookups reach the host's services
   (autofs mounts, rpc_pipefs).  */
static int
pseudo_type (const struct statfs *sf)
{
  static const uint32_t pseudo[] = {
    PROC_SUPER_MAGIC, SYSFS_MAGIC, DEBUGFS_MAGIC, TRACEFS_MAGIC,
    SECURITYFS_MAGIC, CGROUP_SUPER_MAGIC, CGROUP2_SUPER_MAGIC,
    BPF_FS_MAGIC, DEVPTS_SUPER_MAGIC, EFIVARFS_MAGIC, PSTOREFS_MAGIC,
    SELINUX_MAGIC, SMACK_MAGIC, BINFMTFS_MAGIC, NSFS_MAGIC,
    AUTOFS_SUPER_MAGIC, 0x19800202 /* mqueue */, 0x62656570 /* configfs */,
    0x65735543 /* fusectl */, 0x67596969 /* rpc_pipefs */,
    0x6e667364 /* nfsd */,
  };
  for (size_t i = 0; i < sizeof pseudo / sizeof pseudo[0]; i++)
    if ((uint32_t) sf->f_type == pseudo[i])
      return 1;
  return 0;
}

/* Whether descriptor FD is on a pseudo file system, or cannot be
   told.  */
int
sfi_policy_pseudo_fs (int fd)
{
  struct statfs sf;
  return fstatfs (fd, &sf) != 0 || pseudo_type (&sf);
}

/* The same of directory PATH.  */
static int
pseudo_dir (const char *path)
{
  struct statfs sf;
  return statfs (path, &sf) != 0 || pseudo_type (&sf);
}

/* Whether canonical path PATH is inside one of P's grants, or on the
   way to one (an ancestor of a granted directory, "/" included).  */
static int
visible (const struct sfi_policy *p, const char *path)
{
  size_t n = strlen (path);
  for (size_t i = 0; i < p->ngrants; i++)
    {
      const struct grant *g = &p->grants[i];
      if (strncmp (path, g->dir, g->len) == 0
	  && (path[g->len] == '/' || path[g->len] == 0))
	return 1;
      if (strncmp (g->dir, path, n) == 0
	  && (n == 1 || g->dir[n] == '/' || g->dir[n] == 0))
	return 1;
    }
  return 0;
}

/* Resolve absolute path FULL into canonical *CANON (malloc'd): ".",
   ".." and symbolic links are resolved one component at a time, the
   last one too unless ENTRY (a name to create, remove or look at
   itself).  Every directory the resolution passes through, and every
   name it looks up, must be visible (inside a grant or on the way to
   one): anything else is refused at once, before it is looked at, so
   the answers never tell what exists outside the grants, nor the
   host's other directories (realpath would go through them); nor is
   any name in a pseudo file system (pseudo_type).  A last
   component that does not exist is no error here: the caller's
   operation finds it missing, or creates it.  PATH (the module's) is
   for messages.  Return 0 or a negative errno.  */
int
sfi_policy_resolve (struct sfi_domain *d, const char *call,
		    const char *path, const char *full, int entry,
		    char **canon)
{
  char cur[PATH_MAX] = "/", rest[PATH_MAX], cand[PATH_MAX];
  char link[PATH_MAX], tmp[PATH_MAX];
  const char *r = rest;
  int links = 0;

  if (strlen (full) >= sizeof rest)
    return -ENAMETOOLONG;
  strcpy (rest, full);
  for (;;)
    {
      const char *end, *after;
      size_t len;
      struct stat st;
      while (*r == '/')
	r++;
      if (*r == 0)
	break;
      for (end = r; *end && *end != '/'; end++)
	;
      for (after = end; *after == '/'; after++)
	;
      len = (size_t) (end - r);
      if (len > NAME_MAX)
	return -ENAMETOOLONG;
      if (len == 1 && r[0] == '.')
	{
	  r = end;
	  continue;
	}
      if (len == 2 && r[0] == '.' && r[1] == '.')
	{
	  /* CUR is canonical: its parent is a string operation.  */
	  char *slash = strrchr (cur, '/');
	  slash[slash == cur] = 0;
	  r = end;
	  continue;
	}
      if ((size_t) snprintf (cand, sizeof cand, "%s/%.*s",
			     strcmp (cur, "/") == 0 ? "" : cur, (int) len, r)
	  >= sizeof cand)
	return -ENAMETOOLONG;
            /* Nothing in a pseudo file system is looked at either: the
	 links of /proc tell the host's directories and files.  */
      if (!visible (d->policy, cand) || pseudo_dir (cur))
	return sfi_policy_deny (d, call, path);
      if (*after == 0 && entry)
	{
	  strcpy (cur, cand);
	  break;
	}
      if (lstat (cand, &st) != 0)
	{
	  if (*after == 0 && errno == ENOENT)
	    {
	      strcpy (cur, cand);
	      break;
	    }
	  return -errno;
	}
      if (S_ISLNK (st.st_mode))
	{
	  /* Go on with the link's text, then what followed it.  */
	  ssize_t n = readlink (cand, link, sizeof link - 1);
	  if (++links > 40)
	    return -ELOOP;
	  if (n < 0)
	    return -errno;
	  link[n] = 0;
	  if ((size_t) snprintf (tmp, sizeof tmp, "%s/%s", link, after)
	      >= sizeof tmp)
	    return -ENAMETOOLONG;
	  strcpy (rest, tmp);
	  r = rest;
	  if (link[0] == '/')
	    strcpy (cur, "/");
	  continue;
	}
      if (*after != 0 && !S_ISDIR (st.st_mode))
	return -ENOTDIR;
      strcpy (cur, cand);
      r = end;
    }
  *canon = strdup (cur);
  return *canon ? 0 : -ENOMEM;
}

/* The absolute form of module path PATH in FULL: relative paths are
   relative to the module's current directory (SFI_FS_CHDIR), at first
   the first granted directory.  */
int
sfi_policy_absolute (const struct sfi_policy *p, const char *path, char *full,
	       size_t size)
{
  if (path[0] == '/')
    strcpy (full, path);
  else if ((size_t) snprintf (full, size, "%s/%s",
			      p->cwd ? p->cwd : p->grants[0].dir, path)
	   >= size)
    return -ENAMETOOLONG;
  return 0;
}

/* Open the directory that holds canonical path CANON's last component,
   granted by P, walking down to it from the directory of the grant that
   gives CANON its access (sfi_policy_access) one component at a time,
   never following a symbolic link; set *LAST to that component ("."
   for the grant's directory itself).  The caller then reaches *LAST
   relative to the returned descriptor, again without following a link.
   So what the check saw as CANON is what the operation reaches, or it
   fails: a directory renamed or replaced by a link meanwhile (by
   another domain sharing the grant, from another thread) cannot lead
   it outside the grants.  Return the descriptor or a negative errno
   (-ELOOP where a link now stands).  */
int
sfi_policy_walk (const struct sfi_policy *p, const char *canon,
		 const char **last)
{
  const struct grant *g = NULL;
  int best = 0;
  for (size_t i = 0; i < p->ngrants; i++)
    {
      const struct grant *c = &p->grants[i];
      if (strncmp (canon, c->dir, c->len) == 0
	  && (canon[c->len] == '/' || canon[c->len] == 0)
	  && 1 + c->writable > best)
	g = c, best = 1 + c->writable;
    }
  if (g == NULL)
    return -ELOOP;
  int fd = open (g->len ? g->dir : "/", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  const char *rest = canon + g->len;
  if (fd < 0)
    return -errno;
  if (sfi_policy_pseudo_fs (fd))
    {
      close (fd);
      return -ELOOP;
    }
  if (*rest == 0 || strcmp (rest, "/") == 0)
    {
      *last = ".";
      return fd;
    }
  for (rest++;;)
    {
      const char *slash = strchr (rest, '/');
      char comp[NAME_MAX + 1];
      if (slash == NULL)
	{
	  *last = rest;
	  return fd;
	}
      if ((size_t) (slash - rest) > NAME_MAX)
	{
	  close (fd);
	  return -ENAMETOOLONG;
	}
      memcpy (comp, rest, slash - rest);
      comp[slash - rest] = 0;
      int next = openat (fd, comp, O_RDONLY | O_DIRECTORY | O_NOFOLLOW
				   | O_CLOEXEC);
      int err = errno;
      close (fd);
      if (next < 0)
	return -(err == ENOTDIR ? ELOOP : err);
      if (sfi_policy_pseudo_fs (next))
	{
	  close (next);
	  return -ELOOP;
	}
      fd = next;
      rest = slash + 1;
    }
}

/* The host's open flags for the module's FLAGS (newlib's values,
   already checked against MOD_O_KNOWN).  */
static int
host_open_flags (uint32_t flags)
{
  int hflags;
  switch (flags & MOD_O_ACCMODE)
    {
    case MOD_O_WRONLY: hflags = O_WRONLY; break;
    case MOD_O_RDWR: hflags = O_RDWR; break;
    default: hflags = O_RDONLY; break;
    }
  if (flags & MOD_O_APPEND)
    hflags |= O_APPEND;
  if (flags & MOD_O_CREAT)
    hflags |= O_CREAT;
  if (flags & MOD_O_TRUNC)
    hflags |= O_TRUNC;
  if (flags & MOD_O_EXCL)
    hflags |= O_EXCL;
  return hflags;
}

/* Open the granted, canonical path CANON (the module's PATH, for
   messages) with module FLAGS and MODE, reached by sfi_policy_walk: a
   regular file only, checked before opening (opening some devices acts)
   and again on what was opened, in case the file changed meanwhile.
   Return the host fd or a negative errno.  */
static int
open_regular (struct sfi_domain *d, const char *canon, const char *path,
	      uint32_t flags, uint32_t mode)
{
  struct stat st;
  const char *last;
  int dir = sfi_policy_walk (d->policy, canon, &last);

  if (dir < 0)
    return dir == -ELOOP ? sfi_policy_deny (d, "open", path) : dir;
  /* A device or FIFO could block the host or reach hardware, and a
     directory is of no use without a call to list it.  */
  if (fstatat (dir, last, &st, AT_SYMLINK_NOFOLLOW) == 0
      && !S_ISREG (st.st_mode))
    {
      close (dir);
      return sfi_policy_deny (d, "open", path);
    }
  int hflags = host_open_flags (flags);
  /* O_NONBLOCK: opening a FIFO must not block the host before the check
     below refuses it.  MODE loses the set-ID and sticky bits: a module
     has no business creating set-user-ID files.  */
  int fd = openat (dir, last, hflags | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK,
		   (mode_t) (mode & 0777));
  int err = errno;
  close (dir);
  if (fd < 0)
    return err == ELOOP ? sfi_policy_deny (d, "open", path) : -err;
  if (sfi_policy_pseudo_fs (fd))
    {
      close (fd);
      return sfi_policy_deny (d, "open", path);
    }
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (fd);
      return sfi_policy_deny (d, "open", path);
    }
  fcntl (fd, F_SETFL, hflags & O_APPEND);
  return fd;
}

/* Host call OPEN: open the file at module address PATH with the module's
   FLAGS (and MODE, when creating) if the grants allow it.  Return the
   module's new descriptor or a negative errno.  */
static intptr_t
host_open (struct sfi_domain *d, uintptr_t path_addr, uint32_t flags,
	   uint32_t mode)
{
  struct sfi_policy *p = sfi_policy_get (d);
  char path[PATH_MAX], full[PATH_MAX];
  char *canon;
  int slot, fd, r;
  int writing = (flags & MOD_O_WRITING) != 0;

  if (p == NULL)
    return -ENOMEM;
  if ((r = sfi_policy_copy_path (d, path_addr, path, sizeof path)) != 0)
    return r;
  if ((flags & ~MOD_O_KNOWN) || (flags & MOD_O_ACCMODE) == MOD_O_ACCMODE)
    return -EINVAL;
  if (path[0] == 0)
    return -ENOENT;
  if ((slot = sfi_policy_free_slot (p)) < 0)
    return slot;
  if (p->ngrants == 0)
    return sfi_policy_deny (d, "open", path);
  if ((r = sfi_policy_absolute (p, path, full, sizeof full)) != 0)
    return r;
  if ((r = sfi_policy_resolve (d, "open", path, full, 0, &canon)) != 0)
    return r;
  r = sfi_policy_access (p, canon);
  fd = r == 0 || (writing && r < 2) ? sfi_policy_deny (d, "open", path)
				    : open_regular (d, canon, path, flags,
						    mode);
  free (canon);
  if (fd < 0)
    return fd;
  sfi_policy_take_slot (p, slot, fd);
  p->files[slot].readable = (flags & MOD_O_ACCMODE) != MOD_O_WRONLY;
  p->files[slot].writable = (flags & MOD_O_ACCMODE) != MOD_O_RDONLY;
  p->files[slot].append = (flags & MOD_O_APPEND) != 0;
  return FD_FIRST + slot;
}

/* The lowest free slot of P's table, or -EMFILE: none is free, or the
   modules hold as many host descriptors as they may.  */
int
sfi_policy_free_slot (struct sfi_policy *p)
{
  int slot;
  for (slot = 0; slot < FILES_MAX && p->files[slot].host_fd >= 0; slot++)
    ;
  if (slot == FILES_MAX || modules_fds >= modules_fd_limit ())
    return -EMFILE;
  return slot;
}

/* Put host descriptor HOST_FD in P's free SLOT, with no access yet.  */
void
sfi_policy_take_slot (struct sfi_policy *p, int slot, int host_fd)
{
  struct open_file *f = &p->files[slot];
  memset (f, 0, sizeof *f);
  f->host_fd = host_fd;
  modules_fds++;
}

/* The open file of module descriptor FD, or NULL.  */
struct open_file *
sfi_policy_file (struct sfi_domain *d, uint32_t fd)
{
  struct sfi_policy *p = d->policy;
  if (p == NULL || fd < FD_FIRST || fd - FD_FIRST >= FILES_MAX
      || p->files[fd - FD_FIRST].host_fd < 0)
    return NULL;
  return &p->files[fd - FD_FIRST];
}

/* The host's files 0, 1 and 2 as the program started: the module's
   standard streams are those, not whatever the host opens there later.
   A host that runs with them closed (a daemon) would otherwise hand the
   module the files it opens next, from the secret it reads to the log
   it writes.  Recorded before main, and before the host's own
   constructors (the first priority programs may use), so before the
   host opens anything; again when the host says it redirected them.  */
static struct std_file std_at_start[FD_FIRST];

static void __attribute__ ((constructor (101)))
record_std_files (void)
{
  struct stat st;
  for (int fd = 0; fd < FD_FIRST; fd++)
    {
      std_at_start[fd].open = fstat (fd, &st) == 0;
      std_at_start[fd].dev = std_at_start[fd].open ? st.st_dev : 0;
      std_at_start[fd].ino = std_at_start[fd].open ? st.st_ino : 0;
    }
}

/* Implement sfi_std_streams_changed as described in sfi.h.  */
void
sfi_std_streams_changed (void)
{
  record_std_files ();
}

/* Nonzero if the host's FD (< 3) is still the file it was when the
   program started.  */
static int
std_unchanged (int fd)
{
  const struct std_file *f = &std_at_start[fd];
  struct stat st;
  return f->open && fstat (fd, &st) == 0 && st.st_dev == f->dev
	 && st.st_ino == f->ino;
}

/* The host descriptor behind the module's FD for reading (WRITE zero)
   or writing, or -1 if the module has no such descriptor open for
   that.  */
int
sfi_policy_host_fd (struct sfi_domain *d, uint32_t fd, int write)
{
  struct open_file *f;
  if (fd < FD_FIRST)
    {
      /* stdin is for reading (unless the host keeps it: no_stdin),
	 stdout and stderr for writing.  */
      if ((fd == 0) == (write != 0) || (fd == 0 && d->cfg.no_stdin)
	  || (d->policy && (d->policy->std_closed & (1 << fd)))
	  || !std_unchanged ((int) fd))
	return -1;
      return (int) fd;
    }
  f = sfi_policy_file (d, fd);
  if (f == NULL || !(write ? f->writable : f->readable))
    return -1;
  return f->host_fd;
}

/* Host call CLOSE.  Closing 0, 1 or 2 only closes the module's view of
   them: the host keeps its standard streams.  */
static intptr_t
host_close (struct sfi_domain *d, uint32_t fd)
{
  struct open_file *f;
  if (fd < FD_FIRST)
    {
      struct sfi_policy *p = sfi_policy_get (d);
      if (p == NULL)
	return -ENOMEM;
      if (p->std_closed & (1 << fd))
	return -EBADF;
      p->std_closed |= 1 << fd;
      return 0;
    }
  f = sfi_policy_file (d, fd);
  if (f == NULL)
    return -EBADF;
  int r = sfi_policy_release (f);
  return r == -EINTR ? 0 : r;
}

/* Host call LSEEK on one of the module's files.  The standard streams
   are not seekable through the arbiter.  Offsets are register words:
   32-bit for o32, 64-bit for a 64-bit ABI.  */
static intptr_t
host_lseek (struct sfi_domain *d, uint32_t fd, intptr_t off, uint32_t whence)
{
  struct open_file *f = sfi_policy_file (d, fd);
  int hwhence;
  off_t r;
  if (f == NULL)
    return fd < FD_FIRST ? -ESPIPE : -EBADF;
  switch (whence)
    {
    case MOD_SEEK_SET: hwhence = SEEK_SET; break;
    case MOD_SEEK_CUR: hwhence = SEEK_CUR; break;
    case MOD_SEEK_END: hwhence = SEEK_END; break;
    default: return -EINVAL;
    }
  r = lseek (f->host_fd, off, hwhence);
  if (r < 0)
    return -errno;
  if ((uintmax_t) r > INTPTR_MAX)
    return -EOVERFLOW;
  return (intptr_t) r;
}

/* Host call UNLINK: remove the file at module address PATH, which must
   lie under a directory granted read-write.  */
static intptr_t
host_unlink (struct sfi_domain *d, uintptr_t path_addr)
{
  struct sfi_policy *p = sfi_policy_get (d);
  char path[PATH_MAX], full[PATH_MAX];
  char *canon;
  struct stat st;
  int r;

  if (p == NULL)
    return -ENOMEM;
  if ((r = sfi_policy_copy_path (d, path_addr, path, sizeof path)) != 0)
    return r;
  if (path[0] == 0)
    return -ENOENT;
  if (p->ngrants == 0)
    return sfi_policy_deny (d, "unlink", path);
  if ((r = sfi_policy_absolute (p, path, full, sizeof full)) != 0
      || (r = sfi_policy_resolve (d, "unlink", path, full, 1, &canon)) != 0)
    return r;
  const char *last;
  int dir = sfi_policy_access (p, canon) < 2 ? -ELOOP
	    : sfi_policy_walk (p, canon, &last);
  if (dir >= 0 && fstatat (dir, last, &st, AT_SYMLINK_NOFOLLOW) == 0
      && !S_ISREG (st.st_mode) && !S_ISLNK (st.st_mode))
    {
      close (dir);
      dir = -ELOOP;
    }
  if (dir < 0)
    {
      free (canon);
      return dir == -ELOOP ? sfi_policy_deny (d, "unlink", path) : dir;
    }
  r = unlinkat (dir, last, 0) == 0 ? 0 : -errno;
  close (dir);
  free (canon);
  return r;
}

/* Dispatch the file host calls OPEN, CLOSE, LSEEK and UNLINK (K) of D.  */
intptr_t
sfi_policy_call (struct sfi_domain *d, uint32_t k, uintptr_t a0, uintptr_t a1,
		 uintptr_t a2)
{
  switch (k)
    {
    case SFI_HOST_OPEN:
      return host_open (d, a0, a1, a2);
    case SFI_HOST_CLOSE:
      return host_close (d, a0);
    case SFI_HOST_LSEEK:
      return host_lseek (d, a0, (intptr_t) a1, a2);
        case SFI_HOST_UNLINK:
      return host_unlink (d, a0);
    default:
      return -ENOSYS;
    }
}
