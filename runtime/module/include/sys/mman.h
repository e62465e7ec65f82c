/* <sys/mman.h> for module code.  newlib has none; portable programs
   include it.  A fault domain's address space is fixed by the runtime
   (its data segment), so nothing here can be honoured: every function
   fails at run time with ENOSYS (mmap returns MAP_FAILED), and the
   program still compiles.  */

#ifndef _SFI_SYS_MMAN_H
#define _SFI_SYS_MMAN_H

#include <sys/types.h>

#define PROT_NONE	0x0
#define PROT_READ	0x1
#define PROT_WRITE	0x2
#define PROT_EXEC	0x4

#define MAP_SHARED	0x01
#define MAP_PRIVATE	0x02
#define MAP_FIXED	0x10
#define MAP_ANONYMOUS	0x20
#define MAP_ANON	MAP_ANONYMOUS
#define MAP_FAILED	((void *) -1)

#define MS_ASYNC	1
#define MS_INVALIDATE	2
#define MS_SYNC		4

#define MADV_NORMAL	0
#define MADV_RANDOM	1
#define MADV_SEQUENTIAL	2
#define MADV_WILLNEED	3
#define MADV_DONTNEED	4
#define POSIX_MADV_NORMAL	MADV_NORMAL
#define POSIX_MADV_RANDOM	MADV_RANDOM
#define POSIX_MADV_SEQUENTIAL	MADV_SEQUENTIAL
#define POSIX_MADV_WILLNEED	MADV_WILLNEED
#define POSIX_MADV_DONTNEED	MADV_DONTNEED

#define MCL_CURRENT	1
#define MCL_FUTURE	2

#ifdef __cplusplus
extern "C" {
#endif

void *mmap (void *addr, size_t len, int prot, int flags, int fd, off_t off);
int munmap (void *addr, size_t len);
int mprotect (void *addr, size_t len, int prot);
int msync (void *addr, size_t len, int flags);
int madvise (void *addr, size_t len, int advice);
int posix_madvise (void *addr, size_t len, int advice);
int mlock (const void *addr, size_t len);
int munlock (const void *addr, size_t len);
int mlockall (int flags);
int munlockall (void);
int shm_open (const char *name, int oflag, mode_t mode);
int shm_unlink (const char *name);

#ifdef __cplusplus
}
#endif

#endif /* _SFI_SYS_MMAN_H */
