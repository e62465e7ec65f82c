/* The system layer of newlib inside a fault domain.

   newlib is built without system calls of its own
   (--disable-newlib-supplied-syscalls), so it calls read, write, open,
   sbrk and the rest by their POSIX names; this file defines them.  A
   module contains no system-call instruction (the verifier refuses one):
   each function here is one host call through the jump table to the
   runtime's arbiter, which applies the domain's policy (runtime/
   policy.c) and answers a refusal with -EPERM.  The link script defines
   __sfi_jt_NAME at jump-table entry SFI_HOST_NAME, so these are direct
   calls.  What a domain cannot do at all (processes, signals, links)
   fails with ENOSYS.  */

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/times.h>
#include <time.h>
#include <unistd.h>
#include "sfi/host-calls.h"

/* Host calls (sfi/host-calls.h); arguments in registers.  Results are
   register words: a negative one is -E, E an SFI_E* number, which are
   newlib's errno values.  */
extern void __sfi_jt_exit (int status) __attribute__ ((noreturn));
extern intptr_t __sfi_jt_write (int fd, const void *buf, size_t len);
extern intptr_t __sfi_jt_read (int fd, void *buf, size_t len);
extern intptr_t __sfi_jt_clock (int clk, intptr_t ts[2]);
extern char *__sfi_jt_heap_limit (void);
extern intptr_t __sfi_jt_open (const char *path, int flags, int mode);
extern intptr_t __sfi_jt_close (int fd);
extern intptr_t __sfi_jt_lseek (int fd, intptr_t off, int whence);
extern intptr_t __sfi_jt_unlink (const char *path);

/* The host-call ABI's constants are newlib's own.  */
_Static_assert (O_WRONLY == SFI_O_WRONLY && O_RDWR == SFI_O_RDWR
		&& O_APPEND == SFI_O_APPEND && O_CREAT == SFI_O_CREAT
		&& O_TRUNC == SFI_O_TRUNC && O_EXCL == SFI_O_EXCL
		&& O_CLOEXEC == SFI_O_CLOEXEC, "open flags");
_Static_assert (SEEK_SET == SFI_SEEK_SET && SEEK_CUR == SFI_SEEK_CUR
		&& SEEK_END == SFI_SEEK_END, "lseek whence");
_Static_assert (EPERM == SFI_EPERM && ENOENT == SFI_ENOENT
		&& EIO == SFI_EIO && EINVAL == SFI_EINVAL
		&& ENOSYS == SFI_ENOSYS && ENAMETOOLONG == SFI_ENAMETOOLONG
		&& ELOOP == SFI_ELOOP && EOVERFLOW == SFI_EOVERFLOW,
		"error numbers");

/* R as a C-library result: R itself, or -1 with errno set.  */
static long
ret (intptr_t r)
{
  if (r < 0 && r > -4096)
    {
      errno = (int) -r;
      return -1;
    }
  return r;
}

static long
unsupported (void)
{
  errno = ENOSYS;
  return -1;
}

void
_exit (int status)
{
  __sfi_jt_exit (status);
}

_READ_WRITE_RETURN_TYPE
write (int fd, const void *buf, size_t len)
{
  return ret (__sfi_jt_write (fd, buf, len));
}

_READ_WRITE_RETURN_TYPE
read (int fd, void *buf, size_t len)
{
  return ret (__sfi_jt_read (fd, buf, len));
}

extern mode_t __sfi_umask;	/* files.c */

/* Open PATH with FLAGS; MODE (the third argument) only with O_CREAT,
   less the module's umask.  */
int
open (const char *path, int flags, ...)
{
  int mode = 0;
  if (flags & O_CREAT)
    {
      va_list ap;
      va_start (ap, flags);
      mode = va_arg (ap, int);
      va_end (ap);
    }
  return ret (__sfi_jt_open (path, flags, mode & ~__sfi_umask));
}

int
close (int fd)
{
  return ret (__sfi_jt_close (fd));
}

off_t
lseek (int fd, off_t off, int whence)
{
  return ret (__sfi_jt_lseek (fd, off, whence));
}

int
unlink (const char *path)
{
  return ret (__sfi_jt_unlink (path));
}

/* The standard streams are terminals as far as a module can tell (stdout
   is line-buffered); its files are regular files.  */
int
isatty (int fd)
{
  if (fd >= 0 && fd <= 2)
    return 1;
  errno = ENOTTY;
  return 0;
}

/* The heap grows from the end of the module's data up to the limit the
   runtime gives, inside the data segment.  */
void *
sbrk (ptrdiff_t incr)
{
  extern char _end[];
  static char *top, *limit;
  char *old;
  if (top == NULL)
    {
      top = (char *) (((uintptr_t) _end + 15) & ~(uintptr_t) 15);
      limit = __sfi_jt_heap_limit ();
    }
  if (incr > limit - top || incr < _end - top)
    {
      errno = ENOMEM;
      return (void *) -1;
    }
  old = top;
  top += incr;
  return old;
}

/* Clock numbers of <time.h> as the host call's.  */
static int
host_clock (clockid_t clk, struct timespec *ts)
{
  intptr_t t[2];
  int c;
  switch (clk)
    {
    case CLOCK_REALTIME: c = SFI_CLOCK_REALTIME; break;
    case CLOCK_MONOTONIC: c = SFI_CLOCK_MONOTONIC; break;
    case CLOCK_PROCESS_CPUTIME_ID: c = SFI_CLOCK_CPUTIME; break;
    default:
      errno = EINVAL;
      return -1;
    }
  if (ret (__sfi_jt_clock (c, t)) < 0)
    return -1;
  ts->tv_sec = t[0];
  ts->tv_nsec = t[1];
  return 0;
}

int
clock_gettime (clockid_t clk, struct timespec *ts)
{
  return host_clock (clk, ts);
}

/* The host's clocks count nanoseconds.  */
int
clock_getres (clockid_t clk, struct timespec *res)
{
  struct timespec ts;
  if (host_clock (clk, &ts) != 0)
    return -1;
  if (res)
    {
      res->tv_sec = 0;
      res->tv_nsec = 1;
    }
  return 0;
}

int
gettimeofday (struct timeval *tv, void *tz)
{
  struct timespec ts;
  if (host_clock (CLOCK_REALTIME, &ts) != 0)
    return -1;
  tv->tv_sec = ts.tv_sec;
  tv->tv_usec = ts.tv_nsec / 1000;
  return 0;
}

/* Processor time used (clock () divides by CLK_TCK).  */
clock_t
times (struct tms *buf)
{
  struct timespec ts;
  clock_t t;
  if (host_clock (CLOCK_PROCESS_CPUTIME_ID, &ts) != 0)
    return (clock_t) -1;
  t = (clock_t) ts.tv_sec * CLK_TCK + ts.tv_nsec / (1000000000 / CLK_TCK);
  buf->tms_utime = t;
  buf->tms_stime = buf->tms_cutime = buf->tms_cstime = 0;
  return t;
}

int
getpid (void)
{
  return 1;
}

/* Raising a signal the program has no handler for (newlib's raise keeps
   the handlers, in the domain) ends the program, as its default action
   does; abort () arrives here.  Signals whose default action is to be
   ignored, and 0 (which only asks whether the process exists), do
   nothing.  */
int
kill (int pid, int sig)
{
  if (pid == 1 && (sig == 0 || sig == SIGCHLD || sig == SIGURG
		   || sig == SIGWINCH || sig == SIGCONT))
    return 0;
  if (pid == 1)
    __sfi_jt_exit (128 + sig);
  errno = EPERM;
  return -1;
}

int
link (const char *old, const char *new)
{
  return unsupported ();
}

int
fork (void)
{
  return unsupported ();
}

int
execve (const char *path, char *const argv[], char *const envp[])
{
  return unsupported ();
}

int
wait (int *status)
{
  return unsupported ();
}

/* Run a test hook of the loader (sfi/sfi-test.h).  */
extern long __sfi_jt_test (int op, int arg, int a2, int a3);
long sfi_test_hook (int op, int arg);

long
sfi_test_hook (int op, int arg)
{
  return __sfi_jt_test (op, arg, 0, 0);
}
