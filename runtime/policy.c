/* The system-call policy of paper section 3.4: which host files a
   module may open, and its table of open files.

   A module has no file system of its own.  The host grants it
   directories (sfi_domain_grant_dir, sfi-run --dir=PATH[:rw]); host call
   OPEN then opens a regular file under one of them, read-only unless the
   grant is writable.  Everything else is refused with -EPERM and
   counted in D->denied, and the module goes on running: a refused
   request is an answer, not a fault.

   Paths are checked after canonicalisation: realpath resolves ".",
   "..", repeated slashes and every symbolic link, so the path compared
   with the grants is the file the kernel will open, and neither a "../"
   escape nor a symbolic link inside a grant that points outside it gets
   through.  The canonical path is then opened with O_NOFOLLOW, so a
   last component that is a (possibly dangling) symbolic link is never
   followed when creating a file.  The module itself cannot create links
   or rename files; the check assumes no other host process swaps
   directories inside a grant between the check and the open.

   Relative paths are resolved against the first granted directory: the
   module has no current directory of its own, and the host's is none of
   its business.

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
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include "sfi-priv.h"

/* Open files per domain: the module's descriptors 3 .. 3 + FILES_MAX - 1.
   Enough for any small program, and a bound on the host descriptors one
   module can hold.  */
#define FILES_MAX 64
#define FD_FIRST 3

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

/* A granted directory.  */
struct grant
{
  char *dir;			/* Canonical absolute path.  */
  size_t len;
  int writable;
};

/* A file the module opened.  */
struct open_file
{
  int host_fd;			/* -1 if the slot is free.  */
  int readable, writable;
};

/* One of the host's files 0, 1 and 2 as it was when the program
   started (record_std_files).  */
struct std_file
{
  int open;
  dev_t dev;
  ino_t ino;
};

struct sfi_policy
{
  struct grant *grants;
  size_t ngrants;
  struct open_file files[FILES_MAX];
  int std_closed;		/* Bit N: the module closed its fd N < 3.  */
};

/* D's policy, created empty on first use; NULL if out of memory.  */
static struct sfi_policy *
get_policy (struct sfi_domain *d)
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
  struct sfi_policy *p = get_policy (d);
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
static int
release (struct open_file *f)
{
  int r = close (f->host_fd) == 0 ? 0 : -errno;
  f->host_fd = -1;
  modules_fds--;
  return r;
}

/* Close every file D's module left open (sfi_domain_reset); the grants
   stay.  */
void
sfi_policy_close_files (struct sfi_domain *d)
{
  struct sfi_policy *p = d->policy;
  if (p == NULL)
    return;
  for (int i = 0; i < FILES_MAX; i++)
    if (p->files[i].host_fd >= 0)
      release (&p->files[i]);
  p->std_closed = 0;
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
static intptr_t
deny (struct sfi_domain *d, const char *call, const char *path)
{
  d->denied++;
  sfi_domain_failf (d, "sfi: %s: system call denied: %s \"%.160s\"",
		    d->cfg.name, call, path);
  return -EPERM;
}

/* Grant access of canonical path CANON: 2 if some grant covers it and is
   writable, 1 if grants cover it read-only, 0 if none does.  Nested
   grants add up: a path is writable if any grant covering it is.  */
static int
access_of (const struct sfi_policy *p, const char *canon)
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
static int
copy_path (struct sfi_domain *d, uintptr_t addr, char *buf, size_t size)
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

/* PATH (absolute) does not resolve, with ERR from realpath.  Tell the
   module ERR only if the deepest ancestor of PATH that resolves is
   inside a grant; otherwise it is none of its business whether the file
   exists, and the answer is a refusal.  */
static intptr_t
unresolved (struct sfi_domain *d, const char *call, char *path, int err)
{
  char *slash, *canon, asked[PATH_MAX];
  int ok;
  snprintf (asked, sizeof asked, "%s", path);
  while ((slash = strrchr (path, '/')) != NULL)
    {
      if (slash == path)
	slash[1] = 0;		/* The root.  */
      else
	*slash = 0;
      canon = realpath (path, NULL);
      if (canon != NULL)
	{
	  ok = access_of (d->policy, canon) != 0;
	  free (canon);
	  return ok ? -err : deny (d, call, asked);
	}
      if (slash == path)
	break;
    }
  return deny (d, call, asked);
}

/* Canonicalise absolute path FULL, whose last component is a name in
   a directory (a file to create or remove), into *CANON (malloc'd): the
   directory is resolved, the name itself is not, so a symbolic link is
   named rather than followed.  Names that are not a plain last
   component are refused.  Return 0 or a negative errno.  */
static int
canon_entry (struct sfi_domain *d, const char *call, char *full,
	     char **canon)
{
  char parent[PATH_MAX];
  char *base = strrchr (full, '/');
  if (base[1] == 0 || strcmp (base + 1, ".") == 0
      || strcmp (base + 1, "..") == 0)
    return unresolved (d, call, full, EINVAL);
  if (base == full)
    strcpy (parent, "/");
  else
    {
      memcpy (parent, full, base - full);
      parent[base - full] = 0;
    }
  char *cdir = realpath (parent, NULL);
  if (cdir == NULL)
    return unresolved (d, call, full, errno);
  *canon = malloc (strlen (cdir) + strlen (base) + 1);
  if (*canon == NULL)
    {
      free (cdir);
      return -ENOMEM;
    }
  /* BASE starts with its slash; "/" itself already ends with one.  */
  strcpy (*canon, cdir);
  strcpy (*canon + (strcmp (cdir, "/") == 0 ? 0 : strlen (cdir)), base);
  free (cdir);
  return 0;
}

/* The absolute form of module path PATH in FULL: relative paths are
   relative to the first granted directory.  */
static int
absolute_path (const struct sfi_policy *p, const char *path, char *full,
	       size_t size)
{
  if (path[0] == '/')
    strcpy (full, path);
  else if ((size_t) snprintf (full, size, "%s/%s", p->grants[0].dir, path)
	   >= size)
    return -ENAMETOOLONG;
  return 0;
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

/* The canonical path of absolute path FULL (which this may change) for
   opening it with module FLAGS, in a string *CANON the caller frees: a
   new file (with MOD_O_CREAT) gets its directory canonicalised instead.
   Return 0 or a negative errno.  */
static int
open_target (struct sfi_domain *d, char *full, uint32_t flags,
	     char **canon)
{
  *canon = realpath (full, NULL);
  if (*canon != NULL)
    return 0;
  int err = errno;
  if (err != ENOENT || !(flags & MOD_O_CREAT))
    return unresolved (d, "open", full, err);
  return canon_entry (d, "open", full, canon);
}

/* Open the granted, canonical path CANON (the module's PATH, for
   messages) with module FLAGS and MODE: a regular file only, checked
   before opening (opening some devices acts) and again on what was
   opened, in case the file changed meanwhile.  Return the host fd or a
   negative errno.  */
static int
open_regular (struct sfi_domain *d, const char *canon, const char *path,
	      uint32_t flags, uint32_t mode)
{
  struct stat st;

  /* A device or FIFO could block the host or reach hardware, and a
     directory is of no use without a call to list it.  */
  if (stat (canon, &st) == 0 && !S_ISREG (st.st_mode))
    return deny (d, "open", path);
  int hflags = host_open_flags (flags);
  /* O_NONBLOCK: opening a FIFO must not block the host before the check
     below refuses it.  MODE loses the set-ID and sticky bits: a module
     has no business creating set-user-ID files.  */
  int fd = open (canon, hflags | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK,
		 (mode_t) (mode & 0777));
  if (fd < 0)
    return errno == ELOOP ? deny (d, "open", path) : -errno;
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (fd);
      return deny (d, "open", path);
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
  struct sfi_policy *p = get_policy (d);
  char path[PATH_MAX], full[PATH_MAX];
  char *canon;
  int slot, fd, r;
  int writing = (flags & MOD_O_WRITING) != 0;

  if (p == NULL)
    return -ENOMEM;
  if ((r = copy_path (d, path_addr, path, sizeof path)) != 0)
    return r;
  if ((flags & ~MOD_O_KNOWN) || (flags & MOD_O_ACCMODE) == MOD_O_ACCMODE)
    return -EINVAL;
  if (path[0] == 0)
    return -ENOENT;
  for (slot = 0; slot < FILES_MAX && p->files[slot].host_fd >= 0; slot++)
    ;
  if (slot == FILES_MAX || modules_fds >= modules_fd_limit ())
    return -EMFILE;
  if (p->ngrants == 0)
    return deny (d, "open", path);
  if ((r = absolute_path (p, path, full, sizeof full)) != 0)
    return r;
  if ((r = open_target (d, full, flags, &canon)) != 0)
    return r;
  r = access_of (p, canon);
  fd = r == 0 || (writing && r < 2) ? deny (d, "open", path)
				    : open_regular (d, canon, path, flags,
						    mode);
  free (canon);
  if (fd < 0)
    return fd;
  p->files[slot].host_fd = fd;
  modules_fds++;
  p->files[slot].readable = (flags & MOD_O_ACCMODE) != MOD_O_WRONLY;
  p->files[slot].writable = (flags & MOD_O_ACCMODE) != MOD_O_RDONLY;
  return FD_FIRST + slot;
}

/* The open file of module descriptor FD, or NULL.  */
static struct open_file *
file_of (struct sfi_domain *d, uint32_t fd)
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
  f = file_of (d, fd);
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
      struct sfi_policy *p = get_policy (d);
      if (p == NULL)
	return -ENOMEM;
      if (p->std_closed & (1 << fd))
	return -EBADF;
      p->std_closed |= 1 << fd;
      return 0;
    }
  f = file_of (d, fd);
  if (f == NULL)
    return -EBADF;
  int r = release (f);
  return r == -EINTR ? 0 : r;
}

/* Host call LSEEK on one of the module's files.  The standard streams
   are not seekable through the arbiter.  Offsets are register words:
   32-bit for o32, 64-bit for a 64-bit ABI.  */
static intptr_t
host_lseek (struct sfi_domain *d, uint32_t fd, intptr_t off, uint32_t whence)
{
  struct open_file *f = file_of (d, fd);
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
  struct sfi_policy *p = get_policy (d);
  char path[PATH_MAX], full[PATH_MAX];
  char *canon;
  struct stat st;
  int r;

  if (p == NULL)
    return -ENOMEM;
  if ((r = copy_path (d, path_addr, path, sizeof path)) != 0)
    return r;
  if (path[0] == 0)
    return -ENOENT;
  if (p->ngrants == 0)
    return deny (d, "unlink", path);
  if ((r = absolute_path (p, path, full, sizeof full)) != 0
      || (r = canon_entry (d, "unlink", full, &canon)) != 0)
    return r;
  if (access_of (p, canon) < 2
      || (lstat (canon, &st) == 0 && !S_ISREG (st.st_mode)
	  && !S_ISLNK (st.st_mode)))
    {
      free (canon);
      return deny (d, "unlink", path);
    }
  r = unlink (canon) == 0 ? 0 : -errno;
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
