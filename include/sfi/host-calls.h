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
#define SFI_HOST_FS		10	/* long fs (int op, A, B, C): SFI_FS_*  */
#define SFI_HOST_COUNT		11

/* Operations of host call FS: the rest of the file system a module may
   use, under the same grants as OPEN (runtime/fs-calls.c).  PATH is a
   module path, FD a module descriptor, BUF a module buffer of SIZE
   bytes.  */
#define SFI_FS_STAT		0	/* (PATH, struct sfi_fs_stat *, nofollow)  */
#define SFI_FS_FSTAT		1	/* (FD, struct sfi_fs_stat *)  */
#define SFI_FS_ACCESS		2	/* (PATH, R_OK | W_OK | X_OK or F_OK)  */
#define SFI_FS_RENAME		3	/* (OLD, NEW)  */
#define SFI_FS_MKDIR		4	/* (PATH, mode)  */
#define SFI_FS_RMDIR		5	/* (PATH)  */
#define SFI_FS_CHDIR		6	/* (PATH): where relative paths start  */
#define SFI_FS_GETCWD		7	/* (BUF, SIZE): length with the NUL  */
#define SFI_FS_REALPATH		8	/* (PATH, BUF, SIZE): as GETCWD  */
#define SFI_FS_FTRUNCATE	9	/* (FD, length)  */
#define SFI_FS_FSYNC		10	/* (FD)  */
#define SFI_FS_CHMOD		11	/* (PATH, mode)  */
#define SFI_FS_UTIMES		12	/* (PATH, int64 [4] or 0): atime s, ns, mtime s, ns  */
#define SFI_FS_READLINK		13	/* (PATH, BUF, SIZE): bytes stored  */
#define SFI_FS_DUP		14	/* (FD, lowest new FD)  */
#define SFI_FS_GETFL		15	/* (FD): SFI_O_ACCMODE and SFI_O_APPEND bits  */
#define SFI_FS_OPENDIR		16	/* (PATH): a descriptor for READDIR  */
#define SFI_FS_READDIR		17	/* (FD, struct sfi_fs_dirent *): 1, 0 at the end  */
#define SFI_FS_REWINDDIR	18	/* (FD)  */

/* What FS's STAT and FSTAT store: SFI_FS_ST_WORDS 64-bit words, in
   this order (mode has the SFI_S_IF* type bits and the permissions;
   owners are not told).  */
#define SFI_FS_ST_MODE		0
#define SFI_FS_ST_NLINK		1
#define SFI_FS_ST_SIZE		2
#define SFI_FS_ST_INO		3
#define SFI_FS_ST_DEV		4
#define SFI_FS_ST_BLOCKS	5	/* 512-byte units  */
#define SFI_FS_ST_ATIME		6	/* seconds, then nanoseconds  */
#define SFI_FS_ST_MTIME		8
#define SFI_FS_ST_CTIME		10
#define SFI_FS_ST_WORDS		12
#define SFI_S_IFMT		0170000
#define SFI_S_IFDIR		0040000
#define SFI_S_IFREG		0100000
#define SFI_S_IFLNK		0120000
#define SFI_S_IFCHR		0020000

/* What FS's READDIR stores: the inode (a 64-bit word), the type (one
   byte, a DT_* value: Linux's and newlib's numbers), then the name
   with its NUL, at most SFI_FS_NAME_MAX bytes without it.  */
#define SFI_FS_DIRENT_TYPE	8
#define SFI_FS_DIRENT_NAME	9
#define SFI_FS_NAME_MAX		255
#define SFI_FS_DIRENT_SIZE	(SFI_FS_DIRENT_NAME + SFI_FS_NAME_MAX + 1)

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
#define SFI_EXDEV		18
#define SFI_ENOTDIR		20
#define SFI_EISDIR		21
#define SFI_EINVAL		22
#define SFI_ENFILE		23
#define SFI_EMFILE		24
#define SFI_EFBIG		27
#define SFI_ENOSPC		28
#define SFI_ESPIPE		29
#define SFI_EROFS		30
#define SFI_ERANGE		34
#define SFI_ENOSYS		88
#define SFI_ENOTEMPTY		90
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
