/* POSIX file calls of the module support library: open, close, lseek,
   read and write.

   Each is one host call; the runtime's policy decides what a module may
   open (granted directories only) and answers a refusal with -EPERM,
   which becomes errno here like every other negative result.  Flags and
   modes are the module's own <fcntl.h> values, which the runtime
   checks.  Kept apart from stdio so that a program that defines its own
   read or write still links.  */

#include <fcntl.h>
#include <stdarg.h>
#include <unistd.h>
#include "sfi-libc.h"

/* Open PATH with FLAGS; MODE (the third argument) only with O_CREAT.  */
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
  return __sfi_syscall_ret (__sfi_jt_open (path, flags, mode));
}

/* Close descriptor FD.  */
int
close (int fd)
{
  return __sfi_syscall_ret (__sfi_jt_close (fd));
}

/* Move FD's offset.  */
off_t
lseek (int fd, off_t off, int whence)
{
  return __sfi_syscall_ret (__sfi_jt_lseek (fd, off, whence));
}

/* Read up to LEN bytes from FD into BUF.  */
ssize_t
read (int fd, void *buf, size_t len)
{
  return __sfi_syscall_ret (__sfi_jt_read (fd, buf, len));
}

/* Write LEN bytes at BUF to FD.  */
ssize_t
write (int fd, const void *buf, size_t len)
{
  return __sfi_syscall_ret (__sfi_jt_write (fd, buf, len));
}
