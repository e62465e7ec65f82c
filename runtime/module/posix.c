/* POSIX functions newlib lacks, for portable programs inside a fault
   domain (headers in runtime/module/include/, installed with newlib's).
   What a domain cannot do (map memory, talk to devices, wait on
   descriptors) fails at run time with ENOSYS, so that such programs
   still compile and can fall back; readv, writev, uname and the sleeps
   work.  */

#include <errno.h>
#include <poll.h>
#include <stdarg.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/uio.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

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
