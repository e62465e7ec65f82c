/* The module of policy.c: it asks for files through the C library the
   way any program would, and returns what the library said, with errno
   as a negative number, so the host can check each answer of the
   runtime's policy.  */

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* Write a line to stdout with write(2); return its result.  */
int
ext_say (void)
{
  static const char msg[] = "module writes to stdout\n";
  int n = write (1, msg, sizeof msg - 1);
  return n < 0 ? -errno : n;
}

/* Read up to SIZE bytes of stdin into BUF; return read(2)'s result.  */
int
ext_read_stdin (char *buf, int size)
{
  int n = read (0, buf, size);
  return n < 0 ? -errno : n;
}

/* Open PATH with FLAGS (0: read only; 1: write, create, truncate;
   2: append; 3: O_DIRECTORY, which the runtime does not know); return
   the descriptor (left open) or -errno.  */
int
ext_open (const char *path, int how)
{
  static const int flags[] = { O_RDONLY, O_WRONLY | O_CREAT | O_TRUNC,
			       O_WRONLY | O_APPEND, O_RDONLY | O_DIRECTORY };
  errno = 0;
  int fd = open (path, flags[how & 3], 0644);
  return fd < 0 ? -errno : fd;
}

/* Close FD; return 0 or -errno.  */
int
ext_close (int fd)
{
  return close (fd) < 0 ? -errno : 0;
}

/* Read the first line of PATH into BUF (SIZE bytes) with fopen and
   fgets; return its length or -errno.  */
int
ext_first_line (const char *path, char *buf, int size)
{
  FILE *f = fopen (path, "r");
  if (!f)
    return -errno;
  if (!fgets (buf, size, f))
    {
      fclose (f);
      return -EIO;
    }
  if (fclose (f) != 0)
    return -errno;
  return strlen (buf);
}

/* Read up to SIZE bytes of PATH from offset OFF into BUF with fseek and
   fread; check that ftell follows.  Return the count, or -errno, or
   -1000 if ftell is wrong.  */
int
ext_read_at (const char *path, long off, char *buf, int size)
{
  FILE *f = fopen (path, "r");
  int n;
  if (!f)
    return -errno;
  if (fseek (f, off, SEEK_SET) != 0)
    return -errno;
  n = fread (buf, 1, size, f);
  if (ftell (f) != off + n)
    n = -1000;
  fclose (f);
  return n;
}

/* Write TEXT to PATH with fopen ("w") and fputs, then append " + more"
   with fopen ("a") and fprintf; return 0 or -errno.  */
int
ext_write_file (const char *path, const char *text)
{
  FILE *f = fopen (path, "w");
  if (!f)
    return -errno;
  if (fputs (text, f) < 0 || fclose (f) != 0)
    return -errno;
  f = fopen (path, "a");
  if (!f)
    return -errno;
  fprintf (f, " + %s", "more");
  if (fclose (f) != 0)
    return -errno;
  return 0;
}

/* Update the file PATH in place ("r+"): read its first 4 bytes, write
   "XY" after them, and return the size lseek reports at the end (or
   -errno).  */
int
ext_update (const char *path)
{
  char head[4];
  FILE *f = fopen (path, "r+");
  if (!f)
    return -errno;
  if (fread (head, 1, 4, f) != 4 || fseek (f, 0, SEEK_CUR) != 0
      || fwrite ("XY", 1, 2, f) != 2 || fclose (f) != 0)
    return -EIO;
  int fd = open (path, O_RDONLY);
  if (fd < 0)
    return -errno;
  int size = lseek (fd, 0, SEEK_END);
  close (fd);
  return size;
}

/* Open PATH for reading and write to it; return write's -errno (or 0
   if it wrongly succeeded).  */
int
ext_write_readonly (const char *path)
{
  int fd = open (path, O_RDONLY), r;
  if (fd < 0)
    return -1000;
  r = write (fd, "x", 1) < 0 ? -errno : 0;
  close (fd);
  return r;
}

/* Open PATH for reading until open fails; return the number of
   successful opens times 1000 plus the failure's errno, after closing
   them all.  */
int
ext_open_many (const char *path)
{
  int fds[200], n = 0, err = 0;
  while (n < 200)
    {
      int fd = open (path, O_RDONLY);
      if (fd < 0)
	{
	  err = errno;
	  break;
	}
      fds[n++] = fd;
    }
  for (int i = 0; i < n; i++)
    close (fds[i]);
  return n * 1000 + err;
}
