/* Internal declarations of the module support library.

   The support library runs INSIDE a fault domain.  It reaches the host
   only through the jump table: the link script (sfi-module.ld) defines
   __sfi_jt_<name> at jump-table entry SFI_HOST_<NAME>, and C code calls
   these symbols as ordinary functions, which GCC compiles to a direct
   "jal" (the plugin forces -mno-abicalls -fno-pic).  This header also
   declares what the library's files share: the FILE structure and the
   formatting core.  */

#ifndef SFI_LIBC_H
#define SFI_LIBC_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

/* Host calls (numbers in mips-abi.h; arguments in registers).  */
extern void __sfi_jt_exit (int status) __attribute__ ((noreturn));
extern int __sfi_jt_write (int fd, const void *buf, unsigned len);
extern int __sfi_jt_read (int fd, void *buf, unsigned len);
extern int __sfi_jt_clock (int clk, void *ts);
extern void *__sfi_jt_heap_limit (void);
extern long __sfi_jt_test (int op, int arg, int a2, int a3);
extern int __sfi_jt_open (const char *path, int flags, int mode);
extern int __sfi_jt_close (int fd);
extern int __sfi_jt_lseek (int fd, int off, int whence);

/* Result R of a host call as a C-library result: R itself, or -1 with
   errno set from a negative R.  */
int __sfi_syscall_ret (int r);

/* Our FILE.  <stdio.h>'s FILE is glibc's struct, which programs never
   look inside unless they use the *_unlocked macros; the library casts
   FILE * to this structure.  */
#define SFI_FILE_BUFSIZ 1024
struct sfi_file
{
  int fd;
  int mode;			/* Output buffering: SFI_FILE_* below.  */
  int error, eof;
  int unget;			/* Pushed-back byte or -1.  */
  unsigned len;			/* Bytes in BUF (output or input) ...  */
  unsigned pos;			/* ... and read position (input).  */
  unsigned char buf[SFI_FILE_BUFSIZ];
  int access;			/* SFI_FILE_R, SFI_FILE_W, SFI_FILE_STATIC.  */
  int reading;			/* BUF holds input, not pending output.  */
  struct sfi_file *next;	/* Streams fopen opened (file.c).  */
};
#define SFI_FILE_UNBUF	0	/* Write through (stderr).  */
#define SFI_FILE_LINE	1	/* Flush at newline (stdout).  */
#define SFI_FILE_FULL	2	/* Flush when full (files, stdin).  */
#define SFI_FILE_R	1	/* May read.  */
#define SFI_FILE_W	2	/* May write.  */
#define SFI_FILE_STATIC	4	/* stdin, stdout or stderr: never freed.  */

/* Streams opened by fopen, most recent first; flushed at exit.  */
extern struct sfi_file *__sfi_files;

/* Forget F's buffered input, moving its descriptor's offset back over
   the bytes not read yet, so that the next transfer starts where the
   program thinks it is.  Return 0, or -1 if the offset cannot move.  */
int __sfi_file_drop_input (struct sfi_file *f);

/* Append LEN bytes at P to F, flushing as its mode asks.  Return 0 or
   -1 on error.  */
int __sfi_file_write (struct sfi_file *f, const char *p, size_t len);
/* Write out F's buffer.  */
int __sfi_file_flush (struct sfi_file *f);
/* Flush every stream (at exit).  */
void __sfi_stdio_flush_all (void);

/* Output sink of the formatting core: either a FILE or a string.  */
struct sfi_sink
{
  struct sfi_file *file;	/* NULL for strings.  */
  char *str;			/* String buffer ...  */
  size_t cap;			/* ... its size ...  */
  size_t count;			/* ... and the total length produced.  */
  int error;
};

/* Append LEN bytes at P to sink S.  */
void __sfi_sink_put (struct sfi_sink *s, const char *p, size_t len);
/* Format FMT with AP into sink S (printf semantics).  */
void __sfi_vformat (struct sfi_sink *s, const char *fmt, va_list ap);
/* Format floating-point VALUE for conversion CONV ('f', 'e', 'g' or
   uppercase) with FLAGS (the __SFI_F_* of printf.c), WIDTH and
   PRECISION (-1: default) into sink S.  */
void __sfi_format_fp (struct sfi_sink *s, double value, int conv, int flags,
		      int width, int precision);

/* printf flags shared with the floating-point formatter.  */
#define SFI_F_MINUS	1
#define SFI_F_PLUS	2
#define SFI_F_SPACE	4
#define SFI_F_HASH	8
#define SFI_F_ZERO	16

/* Write WIDTH - LEN padding characters C to S (nothing if negative).  */
void __sfi_pad (struct sfi_sink *s, int c, int n);

/* The program name, for assertion messages.  */
extern const char *__sfi_progname;

#endif /* SFI_LIBC_H */
