/* Members of a static library, for sfi-verify (see archive.h).

   The common "ar" format: the magic "!<arch>\n", then for each member a
   60-byte header (name 16, date 12, uid 6, gid 6, mode 8, decimal size
   10, "`\n") and the member's bytes, padded to an even offset.  GNU ar
   writes short names as "name/", keeps longer ones in the "//" member
   (each ends with "/\n") and refers to them as "/OFFSET"; "/" and
   "/SYM64/" are symbol tables.  */

#include <string.h>
#include "archive.h"

#define MAGIC "!<arch>\n"
#define HDR_SIZE 60

int
sfi_is_archive (const uint8_t *data, size_t size)
{
  return size >= 8 && (memcmp (data, MAGIC, 8) == 0
		       || memcmp (data, "!<thin>\n", 8) == 0);
}

/* The decimal number in the LEN characters at P (space padded), or -1.  */
static long long
field (const uint8_t *p, size_t len)
{
  long long v = 0;
  size_t i = 0;
  for (; i < len && p[i] >= '0' && p[i] <= '9'; i++)
    {
      if (v > (1LL << 40))
	return -1;
      v = v * 10 + (p[i] - '0');
    }
  if (i == 0)
    return -1;
  for (; i < len; i++)
    if (p[i] != ' ')
      return -1;
  return v;
}

int
sfi_archive_walk (const uint8_t *data, size_t size, sfi_member_fn fn,
		  void *ctx, const char **err)
{
  const uint8_t *names = NULL;
  size_t names_size = 0, off = 8;
  char name[256];

  if (size < 8 || memcmp (data, MAGIC, 8) != 0)
    {
      *err = size >= 8 && memcmp (data, "!<thin>\n", 8) == 0
	? "thin archives are not supported" : "not an archive";
      return -1;
    }
  while (off < size)
    {
      const uint8_t *h = data + off;
      long long len;
      if (size - off < HDR_SIZE || h[58] != '`' || h[59] != '\n'
	  || (len = field (h + 48, 10)) < 0
	  || (unsigned long long) len > size - off - HDR_SIZE)
	{
	  *err = "malformed archive member header";
	  return -1;
	}
      const uint8_t *body = h + HDR_SIZE;
      if (h[0] == '/' && (h[1] == ' ' || memcmp (h, "/SYM64/ ", 8) == 0))
	;			/* Symbol table.  */
      else if (h[0] == '/' && h[1] == '/' && h[2] == ' ')
	names = body, names_size = len;
      else
	{
	  const uint8_t *n = h;
	  size_t max = 16, k;
	  if (h[0] == '/')
	    {
	      long long at = field (h + 1, 15);
	      if (at < 0 || names == NULL || (unsigned long long) at >= names_size)
		{
		  *err = "malformed archive member name";
		  return -1;
		}
	      n = names + at;
	      max = names_size - at;
	    }
	  for (k = 0; k < max && k < sizeof name - 1 && n[k] != '/'
	       && n[k] != '\n'; k++)
	    name[k] = n[k];
	  name[k] = 0;
	  int r = fn (ctx, name, body, len);
	  if (r)
	    return r;
	}
      off += HDR_SIZE + len + (len & 1);
    }
  return 0;
}
