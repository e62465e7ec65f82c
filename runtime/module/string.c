/* String and memory functions of the module support library.

   Plain C, word-at-a-time only where it is both simple and a clear win
   (memcpy and memset of aligned blocks), because every store in here is
   sandboxed by the plugin like any module code.  This file is compiled
   with -fno-builtin -fno-tree-loop-distribute-patterns so that GCC does
   not turn these loops back into calls to themselves.  */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Copy N bytes from SRC to DST (no overlap).  */
void *
memcpy (void *dst, const void *src, size_t n)
{
  unsigned char *d = dst;
  const unsigned char *s = src;
  if ((((uintptr_t) d | (uintptr_t) s) & 3) == 0)
    {
      for (; n >= 16; n -= 16, d += 16, s += 16)
	{
	  uint32_t a = ((const uint32_t *) s)[0], b = ((const uint32_t *) s)[1];
	  uint32_t c = ((const uint32_t *) s)[2], e = ((const uint32_t *) s)[3];
	  ((uint32_t *) d)[0] = a;
	  ((uint32_t *) d)[1] = b;
	  ((uint32_t *) d)[2] = c;
	  ((uint32_t *) d)[3] = e;
	}
      for (; n >= 4; n -= 4, d += 4, s += 4)
	*(uint32_t *) d = *(const uint32_t *) s;
    }
  while (n--)
    *d++ = *s++;
  return dst;
}

/* Copy N bytes from SRC to DST; the areas may overlap.  */
void *
memmove (void *dst, const void *src, size_t n)
{
  unsigned char *d = dst;
  const unsigned char *s = src;
  if (d == s || n == 0)
    return dst;
  if (d < s || d >= s + n)
    return memcpy (dst, src, n);
  while (n--)
    d[n] = s[n];
  return dst;
}

/* Fill N bytes at DST with C.  */
void *
memset (void *dst, int c, size_t n)
{
  unsigned char *d = dst;
  for (; n && ((uintptr_t) d & 3); n--)
    *d++ = (unsigned char) c;
  if (n >= 4)
    {
      uint32_t w = (unsigned char) c * 0x01010101u;
      for (; n >= 16; n -= 16, d += 16)
	{
	  ((uint32_t *) d)[0] = w;
	  ((uint32_t *) d)[1] = w;
	  ((uint32_t *) d)[2] = w;
	  ((uint32_t *) d)[3] = w;
	}
      for (; n >= 4; n -= 4, d += 4)
	*(uint32_t *) d = w;
    }
  while (n--)
    *d++ = (unsigned char) c;
  return dst;
}

/* Compare N bytes of A and B.  */
int
memcmp (const void *a, const void *b, size_t n)
{
  const unsigned char *x = a, *y = b;
  for (; n; n--, x++, y++)
    if (*x != *y)
      return *x - *y;
  return 0;
}

/* Find byte C in the N bytes at S.  */
void *
memchr (const void *s, int c, size_t n)
{
  const unsigned char *p = s;
  for (; n; n--, p++)
    if (*p == (unsigned char) c)
      return (void *) p;
  return NULL;
}

/* Length of string S.  */
size_t
strlen (const char *s)
{
  const char *p = s;
  while (*p)
    p++;
  return p - s;
}

/* Length of S, at most MAX.  */
size_t
strnlen (const char *s, size_t max)
{
  size_t n = 0;
  while (n < max && s[n])
    n++;
  return n;
}

/* Compare strings A and B.  */
int
strcmp (const char *a, const char *b)
{
  while (*a && *a == *b)
    a++, b++;
  return (unsigned char) *a - (unsigned char) *b;
}

/* Compare at most N characters of A and B.  */
int
strncmp (const char *a, const char *b, size_t n)
{
  for (; n; n--, a++, b++)
    if (*a != *b || !*a)
      return (unsigned char) *a - (unsigned char) *b;
  return 0;
}

/* Copy string SRC to DST.  */
char *
strcpy (char *dst, const char *src)
{
  char *d = dst;
  while ((*d++ = *src++))
    ;
  return dst;
}

/* Copy string SRC to DST; return the address of DST's terminating NUL
   (GCC turns strcpy/strcat chains into stpcpy calls).  */
char *
stpcpy (char *dst, const char *src)
{
  while ((*dst = *src++))
    dst++;
  return dst;
}

/* Copy at most N characters of SRC to DST, padding with NULs.  */
char *
strncpy (char *dst, const char *src, size_t n)
{
  size_t i = 0;
  for (; i < n && src[i]; i++)
    dst[i] = src[i];
  for (; i < n; i++)
    dst[i] = 0;
  return dst;
}

/* Append SRC to DST.  */
char *
strcat (char *dst, const char *src)
{
  strcpy (dst + strlen (dst), src);
  return dst;
}

/* Append at most N characters of SRC to DST, always terminating.  */
char *
strncat (char *dst, const char *src, size_t n)
{
  char *d = dst + strlen (dst);
  for (; n && *src; n--)
    *d++ = *src++;
  *d = 0;
  return dst;
}

/* First occurrence of C in S (the terminator counts).  */
char *
strchr (const char *s, int c)
{
  for (;; s++)
    {
      if (*s == (char) c)
	return (char *) s;
      if (!*s)
	return NULL;
    }
}

/* Last occurrence of C in S (the terminator counts).  */
char *
strrchr (const char *s, int c)
{
  const char *last = NULL;
  for (;; s++)
    {
      if (*s == (char) c)
	last = s;
      if (!*s)
	return (char *) last;
    }
}

/* First occurrence of string NEEDLE in HAY.  */
char *
strstr (const char *hay, const char *needle)
{
  size_t n = strlen (needle);
  for (; *hay; hay++)
    if (*hay == *needle && strncmp (hay, needle, n) == 0)
      return (char *) hay;
  return n ? NULL : (char *) hay;
}

/* Length of the prefix of S made of characters in ACCEPT.  */
size_t
strspn (const char *s, const char *accept)
{
  size_t n = 0;
  while (s[n] && strchr (accept, s[n]))
    n++;
  return n;
}

/* Length of the prefix of S made of characters not in REJECT.  */
size_t
strcspn (const char *s, const char *reject)
{
  size_t n = 0;
  while (s[n] && !strchr (reject, s[n]))
    n++;
  return n;
}

/* A malloc'd copy of S.  */
char *
strdup (const char *s)
{
  size_t n = strlen (s) + 1;
  char *p = malloc (n);
  return p ? memcpy (p, s, n) : NULL;
}
