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
#define SFI_HOST_COUNT		9

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
