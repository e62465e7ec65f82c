/* POSIX functions newlib lacks, for portable programs inside a fault
   domain (headers in runtime/module/include/, installed with newlib's).
   What a domain cannot do (map memory, talk to devices, wait on
   descriptors) fails at run time with ENOSYS, so that such programs
   still compile and can fall back; readv, writev, uname, the sleeps,
   sysconf and the identity calls work.  The file system is files.c's.  */

#include <ctype.h>
#include <err.h>
#include <errno.h>
#include <fnmatch.h>
#include <libgen.h>
#include <limits.h>
#include <malloc.h>
#include <poll.h>
#include <pwd.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/select.h>
#include <sys/wait.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/uio.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

/* The page size of the machine the module is built for.  */
#if defined __alpha__
#define SFI_MODULE_PAGE_SIZE 8192
#else
#define SFI_MODULE_PAGE_SIZE 4096
#endif

static int
no_such_call (void)
{
  errno = ENOSYS;
  return -1;
}

void *
mmap (void *addr, size_t len, int prot, int flags, int fd, off_t off)
{
  no_such_call ();
  return MAP_FAILED;
}

int munmap (void *addr, size_t len) { return no_such_call (); }
int mprotect (void *addr, size_t len, int prot) { return no_such_call (); }
int msync (void *addr, size_t len, int flags) { return no_such_call (); }
int madvise (void *addr, size_t len, int advice) { return no_such_call (); }
int mlock (const void *addr, size_t len) { return no_such_call (); }
int munlock (const void *addr, size_t len) { return no_such_call (); }
int mlockall (int flags) { return no_such_call (); }
int munlockall (void) { return no_such_call (); }
int shm_open (const char *name, int oflag, mode_t mode) { return no_such_call (); }
int shm_unlink (const char *name) { return no_such_call (); }
int poll (struct pollfd *fds, nfds_t nfds, int timeout) { return no_such_call (); }

/* posix_madvise returns the error instead of setting errno.  */
int
posix_madvise (void *addr, size_t len, int advice)
{
  return ENOSYS;
}

int
ioctl (int fd, unsigned long request, ...)
{
  return no_such_call ();
}

int
uname (struct utsname *name)
{
  memset (name, 0, sizeof *name);
  strcpy (name->sysname, "sfi");
  strcpy (name->nodename, "domain");
  strcpy (name->release, "1");
  strcpy (name->version, "1");
#if defined __alpha__
  strcpy (name->machine, "alpha");
#else
  strcpy (name->machine, "mips");
#endif
  return 0;
}

/* readv and writev: XFER (read or write) on one buffer at a time,
   stopping at a short transfer (as a single call would return early).  */

static ssize_t
transfer_v (ssize_t (*xfer) (int, void *, size_t), int fd,
	    const struct iovec *iov, int iovcnt)
{
  if (iovcnt < 0 || iovcnt > IOV_MAX)
    {
      errno = EINVAL;
      return -1;
    }
  ssize_t total = 0;
  for (int i = 0; i < iovcnt; i++)
    {
      ssize_t r = xfer (fd, iov[i].iov_base, iov[i].iov_len);
      if (r < 0)
	return total ? total : -1;
      total += r;
      if ((size_t) r < iov[i].iov_len)
	break;
    }
  return total;
}

/* read and write with the type transfer_v takes (newlib's read returns
   int on some targets).  */
static ssize_t
read_buf (int fd, void *buf, size_t len)
{
  return read (fd, buf, len);
}

static ssize_t
write_buf (int fd, void *buf, size_t len)
{
  return write (fd, buf, len);
}

ssize_t
readv (int fd, const struct iovec *iov, int iovcnt)
{
  return transfer_v (read_buf, fd, iov, iovcnt);
}

ssize_t
writev (int fd, const struct iovec *iov, int iovcnt)
{
  return transfer_v (write_buf, fd, iov, iovcnt);
}

/* A domain has no way to block (it is one thread of control, and the
   host's thread runs it): sleeping spins on the monotonic clock, using
   CPU time, which counts against the call's budget.  A signal never
   interrupts it, so REM is always zero.  */
int
nanosleep (const struct timespec *req, struct timespec *rem)
{
  struct timespec now, end;
  if (req->tv_nsec < 0 || req->tv_nsec >= 1000000000 || req->tv_sec < 0)
    {
      errno = EINVAL;
      return -1;
    }
  if (clock_gettime (CLOCK_MONOTONIC, &end) != 0)
    return -1;
  end.tv_sec += req->tv_sec;
  end.tv_nsec += req->tv_nsec;
  if (end.tv_nsec >= 1000000000)
    {
      end.tv_sec++;
      end.tv_nsec -= 1000000000;
    }
  do
    if (clock_gettime (CLOCK_MONOTONIC, &now) != 0)
      return -1;
  while (now.tv_sec < end.tv_sec
	 || (now.tv_sec == end.tv_sec && now.tv_nsec < end.tv_nsec));
  if (rem)
    rem->tv_sec = rem->tv_nsec = 0;
  return 0;
}

int
usleep (useconds_t us)
{
  struct timespec t = { us / 1000000, (long) (us % 1000000) * 1000 };
  return nanosleep (&t, NULL);
}

unsigned
sleep (unsigned s)
{
  struct timespec t = { s, 0 };
  return nanosleep (&t, NULL) == 0 ? 0 : s;
}

/* A module's identity: user and group 0, the only process (getpid is
   1), whose parent is none of its business.  */
uid_t getuid (void) { return 0; }
uid_t geteuid (void) { return 0; }
gid_t getgid (void) { return 0; }
gid_t getegid (void) { return 0; }
pid_t getppid (void) { return 0; }

int
getpagesize (void)
{
  return SFI_MODULE_PAGE_SIZE;
}

long
sysconf (int name)
{
  switch (name)
    {
    case _SC_PAGESIZE: return SFI_MODULE_PAGE_SIZE;
    case _SC_CLK_TCK: return 100;		/* times()'s unit.  */
    case _SC_OPEN_MAX: return 3 + 64;		/* runtime/policy.h  */
    case _SC_NPROCESSORS_CONF:
    case _SC_NPROCESSORS_ONLN: return 1;	/* A domain runs one thread.  */
    case _SC_ARG_MAX: return 64 * 1024;
    case _SC_LINE_MAX: return 2048;
    case _SC_HOST_NAME_MAX: return 64;
    default:
      errno = EINVAL;
      return -1;
    }
}

/* uname's node name.  */
int
gethostname (char *name, size_t len)
{
  struct utsname u;
  uname (&u);
  if (strlen (u.nodename) >= len)
    {
      errno = ENAMETOOLONG;
      return -1;
    }
  strcpy (name, u.nodename);
  return 0;
}

/* The process's CPU time as user time (the host does not tell the two
   apart for a module).  */
int
getrusage (int who, struct rusage *usage)
{
  struct timespec ts;
  if (who != RUSAGE_SELF && who != RUSAGE_CHILDREN)
    {
      errno = EINVAL;
      return -1;
    }
  memset (usage, 0, sizeof *usage);
  if (who == RUSAGE_SELF && clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts) == 0)
    {
      usage->ru_utime.tv_sec = ts.tv_sec;
      usage->ru_utime.tv_usec = ts.tv_nsec / 1000;
    }
  return 0;
}

/* Signals reach a module only from itself (raise, abort, kill of its
   own pid), synchronously, through newlib's signal table, whose raise
   resets a handler to SIG_DFL before calling it (signal's old
   semantics).  A handler sigaction installs stays (newlib has no
   SA_RESETHAND):
   newlib's table then holds deliver, which installs itself again and
   calls it.  The mask is kept but blocks nothing.  */
static struct sigaction actions[NSIG];

static void
deliver (int sig)
{
  _sig_func_ptr fn = actions[sig].sa_handler;
#ifdef SA_RESETHAND
  if (actions[sig].sa_flags & SA_RESETHAND)
    actions[sig].sa_handler = SIG_DFL;
  else
#endif
    signal (sig, deliver);
  fn (sig);
}

int
sigaction (int sig, const struct sigaction *act, struct sigaction *old)
{
  _sig_func_ptr cur;
  if (sig <= 0 || sig >= NSIG
      || (act && (sig == SIGKILL || sig == SIGSTOP)))
    {
      errno = EINVAL;
      return -1;
    }
  /* What newlib's table holds now (signal and raise may have changed
     it since the last sigaction).  */
  if ((cur = signal (sig, SIG_DFL)) == SIG_ERR)
    return -1;
  signal (sig, cur);
  if (old)
    {
      if (cur == deliver)
	*old = actions[sig];
      else
	{
	  memset (old, 0, sizeof *old);
	  old->sa_handler = cur;
	}
    }
  if (act)
    {
      actions[sig] = *act;
      if (act->sa_handler == SIG_DFL || act->sa_handler == SIG_IGN)
	signal (sig, act->sa_handler);
      else
	signal (sig, deliver);
    }
  return 0;
}

static sigset_t blocked;

int
sigprocmask (int how, const sigset_t *set, sigset_t *old)
{
  sigset_t was = blocked;
  if (set)
    switch (how)
      {
      case SIG_BLOCK: blocked |= *set; break;
      case SIG_UNBLOCK: blocked &= ~*set; break;
      case SIG_SETMASK: blocked = *set; break;
      default:
	errno = EINVAL;
	return -1;
      }
  if (old)
    *old = was;
  return 0;
}

/* No timer or other process ever signals a module: the host's time
   budget (sfi.h) is what stops one that runs too long.  */
unsigned
alarm (unsigned seconds)
{
  return 0;
}

int pipe (int fds[2]) { return no_such_call (); }
int symlink (const char *target, const char *path) { return no_such_call (); }
int fchmod (int fd, mode_t mode) { return no_such_call (); }
int fchdir (int fd) { return no_such_call (); }
int mkfifo (const char *path, mode_t mode) { return no_such_call (); }
int mknod (const char *path, mode_t mode, dev_t dev) { return no_such_call (); }

FILE *
popen (const char *command, const char *mode)
{
  no_such_call ();
  return NULL;
}

int
pclose (FILE *stream)
{
  return no_such_call ();
}

/* <libgen.h>: POSIX basename and dirname.  A result that is not a
   suffix of PATH as it is (trailing slashes) goes in a buffer of ours
   rather than changing PATH.  */
static char name_buf[PATH_MAX];

char *
basename (char *path)
{
  size_t len;
  char *start;
  if (path == NULL || *path == 0)
    return strcpy (name_buf, ".");
  len = strlen (path);
  while (len > 1 && path[len - 1] == '/')
    len--;
  if (len == 1 && path[0] == '/')
    return strcpy (name_buf, "/");
  start = path + len;
  while (start > path && start[-1] != '/')
    start--;
  if (path[len] == 0)
    return start;
  len -= (size_t) (start - path);
  if (len >= sizeof name_buf)
    len = sizeof name_buf - 1;
  memcpy (name_buf, start, len);
  name_buf[len] = 0;
  return name_buf;
}

char *
dirname (char *path)
{
  size_t len;
  if (path == NULL || *path == 0)
    return strcpy (name_buf, ".");
  len = strlen (path);
  while (len > 1 && path[len - 1] == '/')
    len--;
  while (len > 0 && path[len - 1] != '/')
    len--;
  if (len == 0)
    return strcpy (name_buf, ".");
  while (len > 1 && path[len - 1] == '/')
    len--;
  if (len >= sizeof name_buf)
    len = sizeof name_buf - 1;
  memcpy (name_buf, path, len);
  name_buf[len] = 0;
  return name_buf;
}

/* newlib's <fnmatch.h> shows these only to BSD and GNU programs.  */
#ifndef FNM_LEADING_DIR
#define FNM_LEADING_DIR 0x08
#endif
#ifndef FNM_CASEFOLD
#define FNM_CASEFOLD 0x10
#endif

/* fnmatch: *, ? and bracket expressions ([a-z], [!x], [^x]), with
   FNM_NOESCAPE, FNM_PATHNAME, FNM_PERIOD, FNM_LEADING_DIR and
   FNM_CASEFOLD.  */
static int
fold (int c, int flags)
{
  return (flags & FNM_CASEFOLD) ? tolower ((unsigned char) c) : c;
}

/* Match bracket expression P (after its '[') against C; set *END past
   its ']'.  -1 if P is no bracket expression (an unclosed '[').  */
static int
bracket (const char *p, int c, int flags, const char **end)
{
  int neg = *p == '!' || *p == '^', match = 0;
  if (neg)
    p++;
  for (int first = 1; first || *p != ']'; first = 0)
    {
      int lo, hi;
      if (*p == 0)
	return -1;
      if (*p == '\\' && !(flags & FNM_NOESCAPE) && p[1])
	p++;
      lo = (unsigned char) *p++;
      hi = lo;
      if (*p == '-' && p[1] && p[1] != ']')
	{
	  p++;
	  if (*p == '\\' && !(flags & FNM_NOESCAPE) && p[1])
	    p++;
	  hi = (unsigned char) *p++;
	}
      if ((fold (c, flags) >= fold (lo, flags) && fold (c, flags) <= fold (hi, flags))
	  || (c >= lo && c <= hi))
	match = 1;
    }
  *end = p + 1;
  return match != neg;
}

static int
match_here (const char *p, const char *s, const char *start, int flags)
{
  for (;; p++, s++)
    {
      int leading = *s == '.' && (flags & FNM_PERIOD)
		    && (s == start || ((flags & FNM_PATHNAME) && s[-1] == '/'));
      switch (*p)
	{
	case 0:
	  return *s == 0 || ((flags & FNM_LEADING_DIR) && *s == '/')
		 ? 0 : FNM_NOMATCH;
	case '?':
	  if (*s == 0 || leading || ((flags & FNM_PATHNAME) && *s == '/'))
	    return FNM_NOMATCH;
	  break;
	case '*':
	  while (p[1] == '*')
	    p++;
	  if (leading)
	    return FNM_NOMATCH;
	  for (const char *t = s;; t++)
	    {
	      if (match_here (p + 1, t, start, flags) == 0)
		return 0;
	      if (*t == 0 || ((flags & FNM_PATHNAME) && *t == '/'))
		return FNM_NOMATCH;
	    }
	case '[':
	  {
	    const char *end;
	    int m;
	    if (*s == 0 || leading || ((flags & FNM_PATHNAME) && *s == '/'))
	      return FNM_NOMATCH;
	    m = bracket (p + 1, (unsigned char) *s, flags, &end);
	    if (m < 0)
	      goto literal;
	    if (!m)
	      return FNM_NOMATCH;
	    p = end - 1;
	    break;
	  }
	case '\\':
	  if (!(flags & FNM_NOESCAPE) && p[1])
	    p++;
	  /* Fall through.  */
	default:
	literal:
	  if (fold (*p, flags) != fold (*s, flags))
	    return FNM_NOMATCH;
	  break;
	}
    }
}

int
fnmatch (const char *pattern, const char *string, int flags)
{
  return match_here (pattern, string, string, flags);
}

int
posix_memalign (void **out, size_t align, size_t size)
{
  void *p;
  if (align < sizeof (void *) || (align & (align - 1)))
    return EINVAL;
  if ((p = memalign (align, size)) == NULL)
    return ENOMEM;
  *out = p;
  return 0;
}

/* No user database, login or terminal inside a domain; no process but
   its own.  */
struct passwd *getpwuid (uid_t uid) { errno = ENOENT; return NULL; }
struct passwd *getpwnam (const char *name) { errno = ENOENT; return NULL; }
char *getlogin (void) { errno = ENOENT; return NULL; }
char *ttyname (int fd) { errno = ENOSYS; return NULL; }
int sched_yield (void) { return 0; }
int nice (int inc) { return no_such_call (); }
pid_t waitpid (pid_t pid, int *status, int options) { return no_such_call (); }
int execv (const char *path, char *const argv[]) { return no_such_call (); }
int execvp (const char *file, char *const argv[]) { return no_such_call (); }

/* select: only as a sleep (no descriptors), which some programs use for
   a timeout; a module cannot wait on descriptors.  */
int
select (int n, fd_set *r, fd_set *w, fd_set *e, struct timeval *tv)
{
  struct timespec ts;
  if (n != 0 || tv == NULL)
    return no_such_call ();
  ts.tv_sec = tv->tv_sec;
  ts.tv_nsec = tv->tv_usec * 1000;
  return nanosleep (&ts, NULL);
}

/* <err.h>: the program's name is "module" (a domain's argv[0] is the
   host's choice and may be absent).  */
void
vwarn (const char *fmt, va_list ap)
{
  int e = errno;
  fputs ("module: ", stderr);
  if (fmt)
    {
      vfprintf (stderr, fmt, ap);
      fputs (": ", stderr);
    }
  fprintf (stderr, "%s\n", strerror (e));
}

void
vwarnx (const char *fmt, va_list ap)
{
  fputs ("module: ", stderr);
  if (fmt)
    vfprintf (stderr, fmt, ap);
  fputc ('\n', stderr);
}

void
verr (int status, const char *fmt, va_list ap)
{
  vwarn (fmt, ap);
  exit (status);
}

void
verrx (int status, const char *fmt, va_list ap)
{
  vwarnx (fmt, ap);
  exit (status);
}

#define SFI_VA_WRAP(call)	\
  va_list ap;			\
  va_start (ap, fmt);		\
  call;				\
  va_end (ap)

void warn (const char *fmt, ...) { SFI_VA_WRAP (vwarn (fmt, ap)); }
void warnx (const char *fmt, ...) { SFI_VA_WRAP (vwarnx (fmt, ap)); }
void err (int status, const char *fmt, ...) { SFI_VA_WRAP (verr (status, fmt, ap)); }
void errx (int status, const char *fmt, ...) { SFI_VA_WRAP (verrx (status, fmt, ap)); }
