/* Streams of the module support library: stdin, stdout, stderr and
   the files of fopen (file.c).

   A module reaches files only through host calls: READ and WRITE on
   descriptors the runtime's policy gave it, which range-check the
   buffers.  stdout is line buffered and stderr unbuffered, which keeps
   their interleaving readable on a terminal; files are fully buffered;
   everything is flushed at exit.  A stream opened for update keeps one
   buffer, holding either input or pending output: switching direction
   writes out the output or moves the file offset back over unread input,
   as C requires a seek or flush there anyway.  Programs see glibc's FILE
   type, so the streams are our own structures behind FILE pointers (see
   sfi-libc.h).  */

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "sfi-libc.h"

static struct sfi_file file_in =
  { .fd = 0, .mode = SFI_FILE_FULL, .unget = -1,
    .access = SFI_FILE_R | SFI_FILE_STATIC };
static struct sfi_file file_out =
  { .fd = 1, .mode = SFI_FILE_LINE, .unget = -1,
    .access = SFI_FILE_W | SFI_FILE_STATIC };
static struct sfi_file file_err =
  { .fd = 2, .mode = SFI_FILE_UNBUF, .unget = -1,
    .access = SFI_FILE_W | SFI_FILE_STATIC };

FILE *stdin = (FILE *) &file_in;
FILE *stdout = (FILE *) &file_out;
FILE *stderr = (FILE *) &file_err;

struct sfi_file *__sfi_files;

/* The structure behind stream FP.  */
static struct sfi_file *
to_file (FILE *fp)
{
  return (struct sfi_file *) fp;
}

/* Write all LEN bytes at P to F's descriptor.  */
static int
write_all (struct sfi_file *f, const unsigned char *p, size_t len)
{
  while (len > 0)
    {
      int n = __sfi_jt_write (f->fd, p, len);
      if (n <= 0)
	{
	  f->error = 1;
	  errno = n < 0 ? -n : EIO;
	  return -1;
	}
      p += n;
      len -= n;
    }
  return 0;
}

/* Write out F's buffer (pending output only; input stays).  */
int
__sfi_file_flush (struct sfi_file *f)
{
  int r = 0;
  if (f->reading)
    return 0;
  if (f->len > 0)
    r = write_all (f, f->buf, f->len);
  f->len = 0;
  return r;
}

/* See sfi-libc.h.  */
int
__sfi_file_drop_input (struct sfi_file *f)
{
  int back = (int) (f->len - f->pos) + (f->unget >= 0);
  f->len = f->pos = 0;
  f->unget = -1;
  f->reading = 0;
  if (back > 0 && __sfi_syscall_ret (__sfi_jt_lseek (f->fd, -back, SEEK_CUR)) < 0)
    {
      f->error = 1;
      return -1;
    }
  return 0;
}

/* Append LEN bytes at P to F (see sfi-libc.h).  */
int
__sfi_file_write (struct sfi_file *f, const char *p, size_t len)
{
  if (!(f->access & SFI_FILE_W))
    {
      f->error = 1;
      errno = EBADF;
      return -1;
    }
  if (f->reading && __sfi_file_drop_input (f) != 0)
    return -1;
  if (f->mode == SFI_FILE_UNBUF)
    return write_all (f, (const unsigned char *) p, len);
  while (len > 0)
    {
      size_t n = SFI_FILE_BUFSIZ - f->len;
      int nl = 0;
      if (n > len)
	n = len;
      memcpy (f->buf + f->len, p, n);
      if (f->mode == SFI_FILE_LINE && memchr (p, '\n', n))
	nl = 1;
      f->len += n;
      p += n;
      len -= n;
      if ((f->len == SFI_FILE_BUFSIZ || nl) && __sfi_file_flush (f) != 0)
	return -1;
    }
  return 0;
}

/* Flush every output stream.  */
void
__sfi_stdio_flush_all (void)
{
  for (struct sfi_file *f = __sfi_files; f; f = f->next)
    __sfi_file_flush (f);
  __sfi_file_flush (&file_out);
  __sfi_file_flush (&file_err);
}

/* Flush FP, or all streams if FP is NULL.  */
int
fflush (FILE *fp)
{
  if (fp == NULL)
    {
      __sfi_stdio_flush_all ();
      return 0;
    }
  return __sfi_file_flush (to_file (fp)) ? EOF : 0;
}

/* Write N objects of SIZE bytes at P to FP.  */
size_t
fwrite (const void *p, size_t size, size_t n, FILE *fp)
{
  if (size == 0 || n == 0)
    return 0;
  return __sfi_file_write (to_file (fp), p, size * n) ? 0 : n;
}

/* Write string S to FP.  */
int
fputs (const char *s, FILE *fp)
{
  return __sfi_file_write (to_file (fp), s, strlen (s)) ? EOF : 1;
}

/* Write S and a newline to stdout.  */
int
puts (const char *s)
{
  struct sfi_file *f = to_file (stdout);
  if (__sfi_file_write (f, s, strlen (s)) || __sfi_file_write (f, "\n", 1))
    return EOF;
  return 1;
}

/* Write character C to FP.  */
int
fputc (int c, FILE *fp)
{
  char ch = (char) c;
  return __sfi_file_write (to_file (fp), &ch, 1) ? EOF : (unsigned char) c;
}

/* Same as fputc.  */
int
putc (int c, FILE *fp)
{
  return fputc (c, fp);
}

/* Write C to stdout.  */
int
putchar (int c)
{
  return fputc (c, stdout);
}

/* Read the next byte of F, refilling its buffer through host call
   READ.  */
static int
get_byte (struct sfi_file *f)
{
  if (!(f->access & SFI_FILE_R))
    {
      f->error = 1;
      errno = EBADF;
      return EOF;
    }
  if (!f->reading)
    {
      if (__sfi_file_flush (f) != 0)
	return EOF;
      f->reading = 1;
      f->len = f->pos = 0;
    }
  if (f->unget >= 0)
    {
      int c = f->unget;
      f->unget = -1;
      return c;
    }
  if (f->pos == f->len)
    {
      int n;
      /* Interactive input: write out pending prompts first.  */
      if (f->fd == 0)
	__sfi_file_flush (&file_out);
      n = __sfi_jt_read (f->fd, f->buf, SFI_FILE_BUFSIZ);
      if (n <= 0)
	{
	  f->len = f->pos = 0;
	  if (n < 0)
	    {
	      f->error = 1;
	      errno = -n;
	    }
	  else
	    f->eof = 1;
	  return EOF;
	}
      f->len = n;
      f->pos = 0;
    }
  return f->buf[f->pos++];
}

/* Read a character from FP.  */
int
fgetc (FILE *fp)
{
  return get_byte (to_file (fp));
}

/* Same as fgetc.  */
int
getc (FILE *fp)
{
  return get_byte (to_file (fp));
}

/* Read a character from stdin.  */
int
getchar (void)
{
  return get_byte (&file_in);
}

/* Push C back onto FP.  */
int
ungetc (int c, FILE *fp)
{
  struct sfi_file *f = to_file (fp);
  if (c == EOF || f->unget >= 0)
    return EOF;
  f->unget = (unsigned char) c;
  f->eof = 0;
  return (unsigned char) c;
}

/* Read a line of at most N - 1 characters from FP into S.  */
char *
fgets (char *s, int n, FILE *fp)
{
  int i = 0, c = 0;
  if (n <= 0)
    return NULL;
  while (i < n - 1 && (c = fgetc (fp)) != EOF)
    {
      s[i++] = (char) c;
      if (c == '\n')
	break;
    }
  if (i == 0 && c == EOF)
    return NULL;
  s[i] = 0;
  return s;
}

/* Read N objects of SIZE bytes from FP into P.  */
size_t
fread (void *p, size_t size, size_t n, FILE *fp)
{
  unsigned char *d = p;
  size_t total = size * n, i;
  int c;
  if (size == 0)
    return 0;
  for (i = 0; i < total && (c = fgetc (fp)) != EOF; i++)
    d[i] = (unsigned char) c;
  return i / size;
}

/* End-of-file indicator of FP.  */
int
feof (FILE *fp)
{
  return to_file (fp)->eof;
}

/* Error indicator of FP.  */
int
ferror (FILE *fp)
{
  return to_file (fp)->error;
}

/* Print S, a colon and the message for errno to stderr.  */
void
perror (const char *s)
{
  int e = errno;
  if (s && *s)
    fprintf (stderr, "%s: ", s);
  fprintf (stderr, "%s\n", strerror (e));
}

/* A short message for error number E.  */
char *
strerror (int e)
{
  static char buf[32];
  switch (e)
    {
    case 0: return (char *) "Success";
    case ENOMEM: return (char *) "Cannot allocate memory";
    case EINVAL: return (char *) "Invalid argument";
    case ERANGE: return (char *) "Numerical result out of range";
    case EBADF: return (char *) "Bad file descriptor";
    case EFAULT: return (char *) "Bad address";
    case ENOSYS: return (char *) "Function not implemented";
    case ENOENT: return (char *) "No such file or directory";
    case EIO: return (char *) "Input/output error";
    case EPERM: return (char *) "Operation not permitted";
    case EACCES: return (char *) "Permission denied";
    case EEXIST: return (char *) "File exists";
    case EMFILE: return (char *) "Too many open files";
    case ESPIPE: return (char *) "Illegal seek";
    default:
      snprintf (buf, sizeof buf, "Unknown error %d", e);
      return buf;
    }
}
