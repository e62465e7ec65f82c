/* sfi-sql.h -- SQL functions written as SFI modules, for sqlite-sfi.

   A module that SQLite loads with  SELECT sfi_load('poly.mod')  declares
   its SQL functions in a table, and writes each of them as

     SFI_SQL_FUNCTION (poly_area)      (c is the call: arguments, result)
     {
       const struct sfi_sql_value *v = &c->argv[0];
       ...
       return sfi_sql_return_double (c, area);
     }

   The table is a list macro given to SFI_SQL_DECLARE at the end of the
   file: S (NAME, "R:ARGS") for a scalar function, A (NAME, "R:ARGS",
   STATE) for an aggregate, whose functions are NAME_step and NAME_final
   and which gets STATE zeroed bytes per group (c->state):

     #define POLY_FUNCTIONS(S, A) \
       S (poly_area, "d:b") \
       A (poly_total, "d:b", 16)
     SFI_SQL_DECLARE (POLY_FUNCTIONS)

   ARGS has one letter per argument, so its length is the arity: 'i' an
   integer (64 bits), 'd' a double, 't' text (UTF-8, NUL-terminated), 'b'
   a blob, '*' whatever type the SQL value has.  A SQL NULL argument
   arrives as SFI_SQL_NULL whatever its letter says.  R, the result
   letter, uses the same letters (documentation: the type the function
   stores is the one returned).  In a module (compiled with the plugin)
   the table is the string object "sfi_sql_functions" that sqlite-sfi
   reads, one line per function ("poly_area d:b", "poly_total d:b 16");
   compiled with -DSFI_SQL_NATIVE, the same source gives the table
   sfi_sql_native_functions[] of function pointers, which a host links
   and registers with sqlite_sfi_register_native (the native baseline).

   The call block, the text and blob arguments and the aggregate state
   are copied into the module's data segment; text and blob results
   must point into it too (a static buffer, or malloc'd memory), and
   are copied back after the call.  A function returns 0, or nonzero for
   an SQL error whose message is the text result (sfi_sql_error).  The
   layout is the same on 32- and 64-bit targets.  */

#ifndef SFI_SQL_H
#define SFI_SQL_H

#include <stdint.h>
#include <string.h>

/* Value types: SQLite's own codes.  */
enum
{
  SFI_SQL_INTEGER = 1,
  SFI_SQL_FLOAT = 2,
  SFI_SQL_TEXT = 3,
  SFI_SQL_BLOB = 4,
  SFI_SQL_NULL = 5
};

#define SFI_SQL_MAX_ARGS 8

/* One argument or result.  For text and blobs, u.p is the address of
   the bytes and len their number (text: without the NUL).  */
struct sfi_sql_value
{
  int32_t type;
  int32_t len;
  union
  {
    int64_t i;
    double d;
    uint64_t p;
  } u;
};

/* What a function gets: its arguments, its result, and for aggregates
   the address of the group's state.  */
struct sfi_sql_call
{
  int32_t argc;
  int32_t reserved;
  uint64_t state;
  struct sfi_sql_value result;
  struct sfi_sql_value argv[SFI_SQL_MAX_ARGS];
};

static inline const char *
sfi_sql_text (const struct sfi_sql_value *v)
{
  return v->type == SFI_SQL_TEXT ? (const char *) (uintptr_t) v->u.p : "";
}

static inline const void *
sfi_sql_blob (const struct sfi_sql_value *v)
{
  return (const void *) (uintptr_t) v->u.p;
}

static inline void *
sfi_sql_state (struct sfi_sql_call *c)
{
  return (void *) (uintptr_t) c->state;
}

static inline int
sfi_sql_return_int (struct sfi_sql_call *c, int64_t i)
{
  c->result.type = SFI_SQL_INTEGER;
  c->result.u.i = i;
  return 0;
}

static inline int
sfi_sql_return_double (struct sfi_sql_call *c, double d)
{
  c->result.type = SFI_SQL_FLOAT;
  c->result.u.d = d;
  return 0;
}

static inline int
sfi_sql_return_null (struct sfi_sql_call *c)
{
  c->result.type = SFI_SQL_NULL;
  return 0;
}

/* Text or blob results: BYTES must stay valid until the function
   returns (module memory, not the stack of a returned function).  */
static inline int
sfi_sql_return_bytes (struct sfi_sql_call *c, int type, const void *bytes,
		      int32_t len)
{
  c->result.type = type;
  c->result.len = len;
  c->result.u.p = (uintptr_t) bytes;
  return 0;
}

static inline int
sfi_sql_return_text (struct sfi_sql_call *c, const char *s)
{
  return sfi_sql_return_bytes (c, SFI_SQL_TEXT, s, (int32_t) strlen (s));
}

/* Fail the SQL statement with MSG (a string in module memory).  */
static inline int
sfi_sql_error (struct sfi_sql_call *c, const char *msg)
{
  sfi_sql_return_text (c, msg);
  return 1;
}

#ifdef SFI_SQL_NATIVE

#define SFI_SQL_EXPORT
typedef int (*sfi_sql_fn) (struct sfi_sql_call *);
struct sfi_sql_native
{
  const char *name, *sig;
  int state;
  sfi_sql_fn fn, step, final;
};
#define SFI_SQL_NATIVE_S_(name, sig) { #name, sig, 0, name, 0, 0 },
#define SFI_SQL_NATIVE_A_(name, sig, size) \
  { #name, sig, size, 0, name##_step, name##_final },
#define SFI_SQL_DECLARE(LIST)						\
  const struct sfi_sql_native sfi_sql_native_functions[] = {		\
    LIST (SFI_SQL_NATIVE_S_, SFI_SQL_NATIVE_A_) { 0, 0, 0, 0, 0, 0 }	\
  };

#else /* a module */

#include <sfi/sfi-import.h>
#define SFI_SQL_EXPORT SFI_EXPORT
#define SFI_SQL_LINE_S_(name, sig) #name " " sig "\n"
#define SFI_SQL_LINE_A_(name, sig, size) #name " " sig " " #size "\n"
#define SFI_SQL_DECLARE(LIST)						\
  __attribute__ ((used)) const char sfi_sql_functions[]			\
    = LIST (SFI_SQL_LINE_S_, SFI_SQL_LINE_A_);

#endif

/* Define SQL function NAME (or an aggregate's NAME_step, NAME_final).  */
#define SFI_SQL_FUNCTION(name) \
  SFI_SQL_EXPORT int name (struct sfi_sql_call *c)

#endif /* SFI_SQL_H */
