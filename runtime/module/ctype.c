/* Character classification for glibc's <ctype.h>.

   glibc's macros index the tables returned by __ctype_b_loc,
   __ctype_tolower_loc and __ctype_toupper_loc with any value from -128
   to 255.  The module's locale is always "C"; the tables are built on
   first use from the _IS* constants of <ctype.h>, which already encode
   the bit order of the target's byte order.  */

#include <ctype.h>
#include <stdint.h>

static unsigned short class_table[384];
static int32_t lower_table[384], upper_table[384];
static const unsigned short *class_ptr;
static const int32_t *lower_ptr, *upper_ptr;

/* Return the class bits of character C (0-255) in the C locale.  */
static unsigned short
classify (int c)
{
  unsigned short m = 0;
  int up = c >= 'A' && c <= 'Z', lo = c >= 'a' && c <= 'z';
  int dig = c >= '0' && c <= '9';
  if (up)
    m |= _ISupper;
  if (lo)
    m |= _ISlower;
  if (up || lo)
    m |= _ISalpha;
  if (dig)
    m |= _ISdigit;
  if (dig || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))
    m |= _ISxdigit;
  if (c == ' ' || (c >= '\t' && c <= '\r'))
    m |= _ISspace;
  if (c >= 0x20 && c < 0x7f)
    m |= _ISprint;
  if (c > 0x20 && c < 0x7f)
    m |= _ISgraph;
  if (c == ' ' || c == '\t')
    m |= _ISblank;
  if (c < 0x20 || c == 0x7f)
    m |= _IScntrl;
  if (c > 0x20 && c < 0x7f && !up && !lo && !dig)
    m |= _ISpunct;
  if (up || lo || dig)
    m |= _ISalnum;
  return m;
}

/* Fill the three tables once.  */
static void
init_tables (void)
{
  for (int i = -128; i < 256; i++)
    {
      int c = i & 0xff;
      class_table[i + 128] = i < 0 ? 0 : classify (c);
      lower_table[i + 128] = i >= 'A' && i <= 'Z' ? i + 32 : i;
      upper_table[i + 128] = i >= 'a' && i <= 'z' ? i - 32 : i;
    }
  class_ptr = class_table + 128;
  lower_ptr = lower_table + 128;
  upper_ptr = upper_table + 128;
}

/* Class table pointer for the ctype macros.  */
const unsigned short **
__ctype_b_loc (void)
{
  if (!class_ptr)
    init_tables ();
  return &class_ptr;
}

/* tolower table pointer.  */
const int32_t **
__ctype_tolower_loc (void)
{
  if (!class_ptr)
    init_tables ();
  return &lower_ptr;
}

/* toupper table pointer.  */
const int32_t **
__ctype_toupper_loc (void)
{
  if (!class_ptr)
    init_tables ();
  return &upper_ptr;
}

/* The function forms, for code that takes their address or #undefs the
   macros.  */
#define CLASS_FN(name, bit) \
  int (name) (int c) { return (*__ctype_b_loc ())[c] & (bit); }
CLASS_FN (isalnum, _ISalnum)
CLASS_FN (isalpha, _ISalpha)
CLASS_FN (isblank, _ISblank)
CLASS_FN (iscntrl, _IScntrl)
CLASS_FN (isdigit, _ISdigit)
CLASS_FN (isgraph, _ISgraph)
CLASS_FN (islower, _ISlower)
CLASS_FN (isprint, _ISprint)
CLASS_FN (ispunct, _ISpunct)
CLASS_FN (isspace, _ISspace)
CLASS_FN (isupper, _ISupper)
CLASS_FN (isxdigit, _ISxdigit)

/* Lower-case C.  */
int
(tolower) (int c)
{
  return c >= -128 && c < 256 ? (*__ctype_tolower_loc ())[c] : c;
}

/* Upper-case C.  */
int
(toupper) (int c)
{
  return c >= -128 && c < 256 ? (*__ctype_toupper_loc ())[c] : c;
}
