/* Jump-table entries of a module, the same on every architecture.

   Each architecture's ABI header (mips-abi.h, alpha-abi.h) gives the size
   of its jump table; the entries, and what each one is for, are here.
   Plain macros only, so C, C++, assembler and linker scripts (through
   the C preprocessor) can include it.  */

#ifndef SFI_HOST_CALLS_H
#define SFI_HOST_CALLS_H

/* Every jump-table entry is two instructions.  */
#define SFI_JT_ENTRY_SIZE	8

/* Entry numbers: the host calls a module may make.  Arguments
   and results follow the architecture's calling convention; pointers are
   module addresses, range-checked by the runtime.  */
#define SFI_HOST_EXIT		0	/* void exit (int status)  */
#define SFI_HOST_WRITE		1	/* int write (int fd, const void *, unsigned)  */
#define SFI_HOST_READ		2	/* int read (int fd, void *, unsigned)  */
#define SFI_HOST_CLOCK		3	/* int clock_gettime (int clk, struct timespec *)  */
#define SFI_HOST_HEAP_LIMIT	4	/* void *heap_limit (void): top of the heap area  */
#define SFI_HOST_TEST		5	/* test hooks; see runtime/sfi-test.h  */
#define SFI_HOST_OPEN		6	/* int open (const char *path, int flags, int mode)  */
#define SFI_HOST_CLOSE		7	/* int close (int fd)  */
#define SFI_HOST_LSEEK		8	/* int lseek (int fd, int off, int whence)  */
#define SFI_HOST_UNLINK		9	/* int unlink (const char *path)  */
#define SFI_HOST_COUNT		10

/* Constants of the host-call ABI, the same on every architecture.  They
   are the values of newlib's headers, the C library of modules, except
   the clock numbers (POSIX leaves them open; these are Linux's).  The
   runtime translates them to and from the host's.  */
#define SFI_O_ACCMODE		0x3	/* open flags  */
#define SFI_O_RDONLY		0x0
#define SFI_O_WRONLY		0x1
#define SFI_O_RDWR		0x2
#define SFI_O_APPEND		0x0008
#define SFI_O_CREAT		0x0200
#define SFI_O_TRUNC		0x0400
#define SFI_O_EXCL		0x0800
#define SFI_O_CLOEXEC		0x40000
#define SFI_SEEK_SET		0	/* lseek whence  */
#define SFI_SEEK_CUR		1
#define SFI_SEEK_END		2
#define SFI_CLOCK_REALTIME	0	/* clock numbers of CLOCK  */
#define SFI_CLOCK_MONOTONIC	1
#define SFI_CLOCK_CPUTIME	2
/* A failing host call returns -E for one of these error numbers (EIO for
   anything else the host reports).  */
#define SFI_EPERM		1
#define SFI_ENOENT		2
#define SFI_EIO			5
#define SFI_EBADF		9
#define SFI_ENOMEM		12
#define SFI_EACCES		13
#define SFI_EFAULT		14
#define SFI_EBUSY		16
#define SFI_EEXIST		17
#define SFI_ENOTDIR		20
#define SFI_EISDIR		21
#define SFI_EINVAL		22
#define SFI_ENFILE		23
#define SFI_EMFILE		24
#define SFI_EFBIG		27
#define SFI_ENOSPC		28
#define SFI_ESPIPE		29
#define SFI_EROFS		30
#define SFI_ENOSYS		88
#define SFI_ENAMETOOLONG	91
#define SFI_ELOOP		92
#define SFI_EOVERFLOW		139

/* Entries SFI_JT_RETURN_BASE + V (V = 0, 1, 2: the register-saving
   variants of sfi.h) are where a function the host called returns: each
   jumps to the domain's exit trampoline for variant V, which restores
   what the matching entry trampoline saved.  */
#define SFI_JT_RETURN_BASE	13

/* Jump-table entries from SFI_HOST_IMPORT_BASE on belong to the host
   functions a module imports by name (SFI_IMPORT in sfi/sfi-import.h,
   sfi_domain_import on the host side): import slot S is entry
   SFI_HOST_IMPORT_BASE + S.  */
#define SFI_HOST_IMPORT_BASE	16

#endif /* SFI_HOST_CALLS_H */
