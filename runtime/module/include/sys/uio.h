/* <sys/uio.h> for module code (newlib has none): readv and writev, done
   with read and write, one buffer at a time.  */

#ifndef _SFI_SYS_UIO_H
#define _SFI_SYS_UIO_H

#include <sys/types.h>

struct iovec
{
  void *iov_base;
  size_t iov_len;
};

#define IOV_MAX 1024

#ifdef __cplusplus
extern "C" {
#endif

ssize_t readv (int fd, const struct iovec *iov, int iovcnt);
ssize_t writev (int fd, const struct iovec *iov, int iovcnt);

#ifdef __cplusplus
}
#endif

#endif /* _SFI_SYS_UIO_H */
