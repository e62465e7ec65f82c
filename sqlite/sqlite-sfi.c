/* sqlite-sfi.c -- SQLite's side of SQL functions in fault domains:
   sfi_load, sfi_config, sfi_calls, and the call path of the functions a
   module declares (sfi-sql.h).  sqlite-sfi.h says what a host sees;
   docs/database.md how it works.

   Each loaded module is a struct mod: its fault domain, a call block and
   an arena for text and blob arguments inside the domain's data segment,
   and its SQL functions (struct fn, the user data of each registered
   function, stable across reloads so that SQLite's registrations stay
   valid).  A call fills the call block, enters the domain through a
   bound entry trampoline (the typed stubs' mechanism, one word
   argument: the block's address) and copies the result out.  The same
   call path serves native functions linked into the host and functions
   served by a child process (sfi-process.c), for bench/db.  */

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sfi.h>
#include <sfi/sfi-stub.h>
#define SFI_SQL_NATIVE
#include "sfi-sql.h"
#include "sqlite-sfi.h"
#include "sqlite-sfi-priv.h"

/* Calls into SQL functions of every kind (sfi_calls()).  */
static unsigned long total_calls;

/* What invoke returns when the call did not complete.  */
#define CALL_FAILED INT_MIN

/* Call entry IDX of D's bound interface with ARG; return its result
   word.  The generated stubs' call, for a function of one pointer.  */
static inline uintptr_t
call_entry (struct sfi_domain *d, unsigned idx, uintptr_t arg)
{
  const struct sfi_domain_head *h = (const struct sfi_domain_head *) d;
#if defined __mips__
  register uint32_t a0 __asm__ ("$4") = (uint32_t) arg;
  register uint32_t r0 __asm__ ("$2");
  register uintptr_t t __asm__ ("$25") = h->entries[idx];
  __asm__ volatile (".set push\n\t.set noreorder\n\tjalr $25\n\tnop\n\t.set pop"
		    : "+r" (a0), "=r" (r0), "+r" (t)
		    :
		    : "$3", "$5", "$6", "$7", "$f0", "$f1", "$f2", "$f3",
		      "$f12", "$f13", "$f14", "$f15",
		      SFI_STUB_TEMP_CLOBBERS SFI_STUB_SAVE_CLOBBERS);
#elif defined __alpha__
  register uint64_t a0 __asm__ ("$16") = arg;
  register uint64_t r0 __asm__ ("$0");
  register uintptr_t t __asm__ ("$27") = h->entries[idx];
  __asm__ volatile ("jsr $26,($27),0"
		    : "+r" (a0), "=r" (r0), "+r" (t)
		    :
		    : "$1", "$17", "$18", "$19", "$20", "$21", "$f0", "$f1",
		      "$f16", "$f17", "$f18", "$f19", "$f20", "$f21",
		      SFI_STUB_TEMP_CLOBBERS SFI_STUB_SAVE_CLOBBERS);
#endif
  return r0;
}

/* Drop a reference to M; the last one destroys its domain.  */
void
mod_unref (struct mod *m)
{
  if (--m->refs > 0)
    return;
  if (m->d)
    sfi_domain_destroy (m->d);
  if (m->kind == MOD_PROCESS)
    sfi_process_stop (m);
  free (m->names);
  free (m->states);
  free (m->call_host);
  free (m->path);
  free (m);
}

static void
fn_destroy (void *p)
{
  struct fn *f = p;
  struct mod *m = f->m;
  free (f);
  mod_unref (m);
}

/* Allocate M's call block and arena in its domain (after a load or a
   reset, which drops host allocations).  */
int
mod_alloc (struct mod *m)
{
  m->call_addr = sfi_domain_alloc (m->d, sizeof (struct sfi_sql_call));
  m->arena = sfi_domain_alloc (m->d, m->arena_size);
  m->carena = sfi_domain_alloc (m->d, m->arena_size);
  m->carena_used = 0;
  m->carena_live = 0;
  m->call = sfi_domain_ptr (m->d, m->call_addr, sizeof *m->call);
  m->nstates = 0;
  m->gen++;
  return m->call && m->arena && m->carena
    && sfi_domain_ptr (m->d, m->arena, m->arena_size)
    && sfi_domain_ptr (m->d, m->carena, m->arena_size) ? 0 : -1;
}

/* A text or blob argument bound to a parameter ("?1"), which stays the
   same for the whole run of the statement: the first call copies it
   into the module's constant arena and keeps where as auxiliary data of
   the call (sqlite3_set_auxdata), which SQLite passes to later calls of
   the statement for as long as the argument does not change; they pass
   that copy instead of copying again.  A module that writes to its copy
   changes only what it sees itself.  */
struct const_arg
{
  struct mod *m;
  unsigned gen;			/* M's generation when copied.  */
  uintptr_t addr;
};

static void
const_arg_free (void *p)
{
  struct const_arg *e = p;
  struct mod *m = e->m;
  if (e->gen == m->gen && --m->carena_live == 0)
    m->carena_used = 0;
  free (e);
  mod_unref (m);
}

/* Where argument I of the call on CTX, value V of N bytes at BYTES, is
   in F's module if it is a bound parameter already copied, or copied
   now into the constant arena; 0 if it is to be copied as usual.  */
static uintptr_t
const_copy (struct fn *f, sqlite3_context *ctx, int i, sqlite3_value *v,
	    const void *bytes, int n)
{
  if (!sqlite3_value_frombind (v))
    return 0;
  struct mod *m = f->m;
  struct const_arg *e = sqlite3_get_auxdata (ctx, i);
  if (e != NULL && e->m == m && e->gen == m->gen)
    return e->addr;
  size_t need = ((size_t) n + 1 + 7) & ~(size_t) 7;
  if (need > m->arena_size - m->carena_used
      || (e = malloc (sizeof *e)) == NULL)
    return 0;
  char *dst = (char *) (m->carena + m->carena_used);
  memcpy (dst, bytes, (size_t) n);
  dst[n] = 0;
  m->carena_used += need;
  m->carena_live++;
  m->refs++;
  *e = (struct const_arg) { m, m->gen, (uintptr_t) dst };
  sqlite3_set_auxdata (ctx, i, e, const_arg_free);
  return (uintptr_t) dst;
}

/* Copy the arguments of F's call on CTX into C.  With COPY, text and
   blob bytes go into M's arena (in the domain), or a bound parameter's
   into its constant arena (const_copy); else C points at SQLite's.
   Return NULL or an error message.  */
static const char *
marshal (struct fn *f, sqlite3_context *ctx, struct sfi_sql_call *c,
	 int argc, sqlite3_value **argv, int copy)
{
  struct mod *m = f->m;
  size_t used = 0;
  c->argc = argc;
  c->result.type = 0;
  c->result.len = 0;
  c->result.u.i = 0;
  for (int i = 0; i < argc; i++)
    {
      struct sfi_sql_value *v = &c->argv[i];
      int t = sqlite3_value_type (argv[i]);
      char want = f->args[i];
      v->len = 0;
      v->u.i = 0;
      if (t == SQLITE_NULL)
	{
	  v->type = SFI_SQL_NULL;
	  continue;
	}
      if (want == '*')
	want = t == SQLITE_INTEGER ? 'i' : t == SQLITE_FLOAT ? 'd'
	  : t == SQLITE_TEXT ? 't' : 'b';
      const void *bytes;
      int n;
      switch (want)
	{
	case 'i':
	  v->type = SFI_SQL_INTEGER;
	  v->u.i = sqlite3_value_int64 (argv[i]);
	  continue;
	case 'd':
	  v->type = SFI_SQL_FLOAT;
	  v->u.d = sqlite3_value_double (argv[i]);
	  continue;
	case 't':
	  v->type = SFI_SQL_TEXT;
	  bytes = sqlite3_value_text (argv[i]);
	  n = sqlite3_value_bytes (argv[i]);
	  break;
	default:
	  v->type = SFI_SQL_BLOB;
	  bytes = sqlite3_value_blob (argv[i]);
	  n = sqlite3_value_bytes (argv[i]);
	  break;
	}
      if (bytes == NULL)
	bytes = "";
      v->len = n;
      if (!copy)
	{
	  v->u.p = (uintptr_t) bytes;
	  continue;
	}
      if ((v->u.p = const_copy (f, ctx, i, argv[i], bytes, n)) != 0)
	continue;
      size_t need = ((size_t) n + 1 + 7) & ~(size_t) 7;
      if (need > m->arena_size - used)
	return "arguments larger than the domain's arena (sfi_config"
	  " 'arena_size')";
      char *dst = (char *) (m->arena + used);
      memcpy (dst, bytes, n);
      dst[n] = 0;
      v->u.p = (uintptr_t) dst;
      used += need;
    }
  return NULL;
}

/* Return C's result to SQLite (CTX), or its error when RC is nonzero.  */
static void
unmarshal (struct fn *f, sqlite3_context *ctx, struct sfi_sql_call *c,
	   int rc)
{
  struct mod *m = f->m;
  struct sfi_sql_value r = c->result;	/* Once: the module may race.  */
  const void *p = NULL;
  if (r.type == SFI_SQL_TEXT || r.type == SFI_SQL_BLOB)
    {
      if (r.len < 0)
	r.len = 0;
      p = m->kind == MOD_SFI
	? sfi_domain_ptr (m->d, (uintptr_t) r.u.p, (size_t) r.len)
	: (const void *) (uintptr_t) r.u.p;
      if (p == NULL && m->kind == MOD_SFI)
	{
	  char msg[200];
	  snprintf (msg, sizeof msg, "sfi: %s: %s returned %s outside its"
		    " domain", m->name, f->name,
		    r.type == SFI_SQL_TEXT ? "text" : "a blob");
	  sqlite3_result_error (ctx, msg, -1);
	  return;
	}
    }
  if (rc != 0)
    {
      char msg[300];
      if (r.type == SFI_SQL_TEXT && p)
	snprintf (msg, sizeof msg, "%s: %.*s", f->name,
		  r.len > 250 ? 250 : (int) r.len, (const char *) p);
      else
	snprintf (msg, sizeof msg, "%s: failed (%d)", f->name, rc);
      sqlite3_result_error (ctx, msg, -1);
      return;
    }
  switch (r.type)
    {
    case SFI_SQL_INTEGER:
      sqlite3_result_int64 (ctx, r.u.i);
      break;
    case SFI_SQL_FLOAT:
      sqlite3_result_double (ctx, r.u.d);
      break;
    case SFI_SQL_TEXT:
      sqlite3_result_text (ctx, p, r.len, SQLITE_TRANSIENT);
      break;
    case SFI_SQL_BLOB:
      sqlite3_result_blob (ctx, p, r.len, SQLITE_TRANSIENT);
      break;
    default:
      sqlite3_result_null (ctx);
      break;
    }
}

/* Run entry IDX of F's module with call block C; return the function's
   result, or CALL_FAILED after setting an SQL error on CTX (a fault, the time
   budget, a refused system call, a dead server).  */
static int
invoke (struct fn *f, sqlite3_context *ctx, int idx,
	struct sfi_sql_call *c)
{
  struct mod *m = f->m;
  total_calls++;
  m->calls++;
  if (m->kind == MOD_NATIVE)
    return m->native[idx] (c);
  if (m->kind == MOD_PROCESS)
    {
      int rc = sfi_process_call (m, idx, c, f->state);
      if (rc == SFI_PROCESS_DEAD)
	{
	  sqlite3_result_error (ctx, m->error, -1);
	  return CALL_FAILED;
	}
      return rc;
    }
  if (idx < 0)
    {
      char msg[200];
      snprintf (msg, sizeof msg, "sfi: %s: %s is no longer exported by"
		" the loaded module", m->name, f->name);
      sqlite3_result_error (ctx, msg, -1);
      return CALL_FAILED;
    }
  int rc = (int) call_entry (m->d, (unsigned) idx, m->call_addr);
  /* The function's own status may not pass for CALL_FAILED: a failure
     it reports must reach SQLite as its error.  */
  if (rc == CALL_FAILED)
    rc = CALL_FAILED + 1;
  int sig = sfi_domain_take_fault (m->d);
  unsigned long denied = sfi_domain_denied (m->d);
  if (sig == 0 && denied == m->denied)
    return rc;
  /* The report first: the reset clears it.  */
  sqlite3_result_error (ctx, sfi_domain_error (m->d), -1);
  m->denied = denied;
  if (sig != 0 && (sfi_domain_reset (m->d) != 0 || mod_alloc (m) != 0))
    {
      sfi_domain_destroy (m->d);
      m->d = NULL;
      m->dead = 1;
    }
  return CALL_FAILED;
}

/* The call block of M's next call.  */
static struct sfi_sql_call *
call_block (struct mod *m, sqlite3_context *ctx)
{
  if (m->dead)
    {
      char msg[200];
      snprintf (msg, sizeof msg, "sfi: %s: the domain could not be reset;"
		" load the module again", m->name);
      sqlite3_result_error (ctx, msg, -1);
      return NULL;
    }
  return m->kind == MOD_SFI ? m->call : m->call_host;
}

static void
fn_scalar (sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
  struct fn *f = sqlite3_user_data (ctx);
  struct sfi_sql_call *c = call_block (f->m, ctx);
  if (c == NULL)
    return;
  const char *err = marshal (f, ctx, c, argc, argv,
			     f->m->kind == MOD_SFI && !f->m->share);
  if (err)
    {
      sqlite3_result_error (ctx, err, -1);
      return;
    }
  int rc = invoke (f, ctx, f->entry, c);
  if (rc != CALL_FAILED)
    unmarshal (f, ctx, c, rc);
}

/* An aggregate's group: where its state is in the domain, and of which
   generation of the domain (a reset after a fault drops it).  */
struct group
{
  uintptr_t state;
  struct mod *m;		/* The module whose domain holds it.  */
  unsigned gen;			/* M's generation then.  */
  int size;
};

/* Whether G's state is gone: its module was reset (a fault), reloaded,
   or replaced by another module that took over the function during the
   query.  The group cannot go on: its state is not in this domain.  */
static int
group_lost (const struct group *g, const struct mod *m)
{
  return g->state != 0 && (g->m != m || g->gen != m->gen);
}

/* The state of CTX's group, allocated (zeroed) on first use; 0 if it
   could not be.  */
static uintptr_t
group_state (struct fn *f, sqlite3_context *ctx, struct group *g)
{
  struct mod *m = f->m;
  if (group_lost (g, m))
    {
      sqlite3_result_error (ctx, "sfi: the aggregate's state was lost: its"
			    " module was reset or loaded again during the"
			    " query", -1);
      return 0;
    }
  if (g->state != 0)
    return g->state;
  uintptr_t a = 0;
  for (size_t i = 0; i < m->nstates; i++)
    if (m->states[i].size == f->state)
      {
	a = m->states[i].addr;
	m->states[i] = m->states[--m->nstates];
	break;
      }
  if (a == 0)
    a = m->kind == MOD_SFI ? sfi_domain_alloc (m->d, f->state)
      : (uintptr_t) malloc (f->state);
  if (a == 0)
    {
      sqlite3_result_error (ctx, "sfi: out of memory for aggregate state"
			    " (sfi_config 'arena_size')", -1);
      return 0;
    }
  memset ((void *) a, 0, f->state);
  g->state = a;
  g->m = m;
  g->gen = m->gen;
  g->size = f->state;
  return a;
}

static void
fn_step (sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
  struct fn *f = sqlite3_user_data (ctx);
  struct group *g = sqlite3_aggregate_context (ctx, sizeof *g);
  struct sfi_sql_call *c = call_block (f->m, ctx);
  if (g == NULL || c == NULL)
    return;
  const char *err = marshal (f, ctx, c, argc, argv,
			     f->m->kind == MOD_SFI && !f->m->share);
  if (err == NULL && (c->state = group_state (f, ctx, g)) == 0)
    return;
  if (err)
    {
      sqlite3_result_error (ctx, err, -1);
      return;
    }
  int rc = invoke (f, ctx, f->entry, c);
  if (rc != 0 && rc != CALL_FAILED)
    unmarshal (f, ctx, c, rc);
}

static void
fn_final (sqlite3_context *ctx)
{
  struct fn *f = sqlite3_user_data (ctx);
  struct mod *m = f->m;
  struct group *g = sqlite3_aggregate_context (ctx, sizeof *g);
  if (g == NULL)
    return;
  struct sfi_sql_call *c = call_block (m, ctx);
  if (c == NULL || (c->state = group_state (f, ctx, g)) == 0)
    return;
  c->argc = 0;
  c->result.type = 0;
  int rc = invoke (f, ctx, f->final, c);
  if (rc != CALL_FAILED)
    unmarshal (f, ctx, c, rc);
  /* The state goes back to the free list of the domain that holds it,
     with its own size, unless that domain was reset meanwhile.  */
  if (!group_lost (g, m) && g->m == m)
    {
      void *grown = realloc (m->states, (m->nstates + 1) * sizeof *m->states);
      if (grown)
	{
	  m->states = grown;
	  m->states[m->nstates].addr = g->state;
	  m->states[m->nstates].size = g->size;
	  m->nstates++;
	}
    }
}

/* Parse declaration LINE ("NAME R:ARGS [STATE]") into F.  Return NULL or
   what is wrong.  */
static const char *
parse_decl (const char *line, struct fn *f)
{
  char name[64], sig[32];
  int state = 0, n = 0;
  if (sscanf (line, "%63s %31s %n", name, sig, &n) != 2)
    return "expected NAME R:ARGS [STATE]";
  if (line[n] != 0 && (sscanf (line + n, "%d", &state) != 1 || state <= 0
		       || state > 65536))
    return "bad aggregate state size (1 to 65536 bytes)";
  for (const char *p = name; *p; p++)
    if (!(*p == '_' || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')
	  || (p > name && *p >= '0' && *p <= '9')))
      return "bad function name";
  if (strlen (name) > 50)
    return "function name too long";
  if (strchr ("idtb*", sig[0]) == NULL || sig[0] == 0 || sig[1] != ':')
    return "bad result type (one of i d t b *)";
  if (strspn (sig + 2, "idtb*") != strlen (sig + 2))
    return "bad argument type (i d t b *)";
  if (strlen (sig + 2) > SFI_SQL_MAX_ARGS)
    return "too many arguments";
  strcpy (f->name, name);
  f->result = sig[0];
  strcpy (f->args, sig + 2);
  f->nargs = (int) strlen (f->args);
  f->state = state;
  return NULL;
}

/* Register or update function F of M on DB.  Return 0 or an SQLite
   error code.  */
static int
fn_register (sqlite3 *db, struct mod *m, struct fn *f)
{
  /* An existing registration of the same name and arity, by this module
     (a reload) or another of the connection, is taken over: SQLite's
     registration stays and only its module and entries change, because
     a function cannot be replaced while a statement runs.  */
  for (struct mod *om = m->conn ? m->conn->mods : m; om;
       om = m->conn ? om->next : NULL)
    for (struct fn **link = &om->fns; *link; link = &(*link)->next)
      {
	struct fn *o = *link;
	if (strcmp (o->name, f->name) != 0 || o->nargs != f->nargs
	    || !o->state != !f->state)
	  continue;
	if (om != m)
	  {
	    *link = o->next;
	    o->next = m->fns;
	    m->fns = o;
	    o->m = m;
	    m->refs++;
	    mod_unref (om);
	  }
	o->entry = f->entry;
	o->final = f->final;
	o->state = f->state;
	o->result = f->result;
	strcpy (o->args, f->args);
	free (f);
	return SQLITE_OK;
      }
  /* On failure SQLite calls fn_destroy, which drops this reference.  */
  f->m = m;
  m->refs++;
  int rc = f->state
    ? sqlite3_create_function_v2 (db, f->name, f->nargs, SQLITE_UTF8, f, NULL,
				  fn_step, fn_final, fn_destroy)
    : sqlite3_create_function_v2 (db, f->name, f->nargs, SQLITE_UTF8, f,
				  fn_scalar, NULL, NULL, fn_destroy);
  if (rc == SQLITE_OK)
    {
      f->next = m->fns;
      m->fns = f;
    }
  return rc;
}

/* Record the names of F's entries (NAME, or NAME_step and NAME_final)
   for binding, M->names[F->entry...]; IDX entries in all so far.
   Return 0, or -1 if they do not fit.  */
static int
add_names (struct mod *m, const struct fn *f, unsigned idx)
{
  const char **grown = realloc (m->names, (idx + 1) * sizeof *grown);
  if (grown == NULL)
    return -1;
  m->names = grown;
  char *s = m->name_buf + m->name_used;
  size_t room = sizeof m->name_buf - m->name_used;
  int a, b = 0;
  if (f->state)
    {
      a = snprintf (s, room, "%s_step", f->name) + 1;
      if ((size_t) a >= room)
	return -1;
      b = snprintf (s + a, room - a, "%s_final", f->name) + 1;
      if ((size_t) (a + b) > room)
	return -1;
      m->names[f->entry] = s;
      m->names[f->final] = s + a;
    }
  else
    {
      a = snprintf (s, room, "%s", f->name) + 1;
      if ((size_t) a > room)
	return -1;
      m->names[f->entry] = s;
    }
  m->name_used += a + b;
  m->names[idx] = NULL;
  m->nnames = idx;
  return 0;
}

/* Why a module may not declare NAME, or NULL: the extension's own
   functions (sfi_*), and SQLite's built-in ones (any arity; a module
   must not change what max() or datetime() mean in other queries).  */
static const char *
reserved_name (sqlite3 *db, const char *name)
{
  if (sqlite3_strnicmp (name, "sfi_", 4) == 0)
    return "the sfi_ names are the extension's own";
  sqlite3_stmt *st;
  int builtin = 0;
  if (sqlite3_prepare_v2 (db, "SELECT 1 FROM pragma_function_list"
			  " WHERE name = lower(?1) AND builtin", -1, &st,
			  NULL) == SQLITE_OK)
    {
      sqlite3_bind_text (st, 1, name, -1, SQLITE_TRANSIENT);
      builtin = sqlite3_step (st) == SQLITE_ROW;
      sqlite3_finalize (st);
    }
  return builtin ? "a built-in function of SQLite" : NULL;
}

/* Register the functions declared by TEXT (lines "NAME R:ARGS [STATE]"),
   entry indices from 0 in order (aggregates take two).  Return the
   number, or -1 with a message in ERR.  Functions of an earlier load
   that the module no longer declares fail with a clear error.  */
int
mod_register_all (sqlite3 *db, struct mod *m, const char *text,
		  char *err, size_t errlen)
{
  for (struct fn *o = m->fns; o; o = o->next)
    o->entry = o->final = -1;
  /* Every declaration is parsed, and a domain's functions bound, before
     any is registered: a module that cannot be loaded takes over no
     function of another.  */
  struct fn *parsed = NULL, **tail = &parsed;
  unsigned idx = 0;
  int count = 0, lineno = 0, failed = 0;
  while (*text && !failed)
    {
      const char *eol = strchr (text, '\n');
      size_t len = eol ? (size_t) (eol - text) : strlen (text);
      char line[128];
      lineno++;
      if (len >= sizeof line)
	{
	  snprintf (err, errlen, "line %d too long", lineno);
	  failed = 1;
	  break;
	}
      memcpy (line, text, len);
      line[len] = 0;
      text += len + (eol != NULL);
      if (line[strspn (line, " \t")] == 0)
	continue;
      struct fn *f = calloc (1, sizeof *f);
      if (f == NULL)
	{
	  snprintf (err, errlen, "out of memory");
	  failed = 1;
	  break;
	}
      const char *why = parse_decl (line, f);
      if (why == NULL)
	why = reserved_name (db, f->name);
      if (why)
	{
	  snprintf (err, errlen, "line %d (%s): %s", lineno, line, why);
	  free (f);
	  failed = 1;
	  break;
	}
      f->entry = idx++;
      f->final = f->state ? (int) idx++ : -1;
      *tail = f;
      tail = &f->next;
      if (m->kind == MOD_SFI && add_names (m, f, idx) != 0)
	{
	  snprintf (err, errlen, "too many functions");
	  failed = 1;
	}
    }
  if (!failed && m->kind == MOD_SFI && parsed
      && sfi_domain_bind (m->d, m, m->names, m->nnames,
			  SFI_STUB_VARIANT) != 0)
    {
      snprintf (err, errlen, "%s", sfi_domain_error (m->d));
      failed = 1;
    }
  while (parsed)
    {
      struct fn *f = parsed;
      parsed = f->next;
      f->next = NULL;
      if (failed)
	{
	  free (f);
	  continue;
	}
      char name[sizeof f->name];
      snprintf (name, sizeof name, "%s", f->name);
      if (fn_register (db, m, f) != SQLITE_OK)
	{
	  snprintf (err, errlen, "cannot register %s: %s (an aggregate"
		    " and a scalar function of one name and arity?)", name,
		    sqlite3_errmsg (db));
	  failed = 1;
	  continue;
	}
      count++;
    }
  return failed ? -1 : count;
}

/* The SQL functions sfi_calls() and the registration of the others.  */
static void
sql_calls (sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
  (void) argc, (void) argv;
  sqlite3_result_int64 (ctx, (sqlite3_int64) total_calls);
}

int
sqlite_sfi_init (sqlite3 *db, char **errmsg, const void *api)
{
  (void) errmsg, (void) api;
  struct conn *cn = calloc (1, sizeof *cn);
  if (cn == NULL)
    return SQLITE_NOMEM;
  cn->db = db;
  cn->arena_size = 64 * 1024;
  int rc = sqlite3_create_function_v2 (db, "sfi_load", 1,
				       SQLITE_UTF8 | SQLITE_DIRECTONLY, cn,
				       sfi_sql_load, NULL, NULL, conn_destroy);
  if (rc == SQLITE_OK)
    rc = sqlite3_create_function (db, "sfi_config", 2,
				  SQLITE_UTF8 | SQLITE_DIRECTONLY, cn,
				  sfi_sql_config, NULL, NULL);
  if (rc == SQLITE_OK)
    rc = sqlite3_create_function (db, "sfi_calls", 0, SQLITE_UTF8, NULL,
				  sql_calls, NULL, NULL);
  return rc;
}

int
sqlite_sfi_extra_init (const char *unused)
{
  (void) unused;
  return sqlite3_auto_extension ((void (*) (void)) sqlite_sfi_init);
}

/* A module of functions linked into the host (MOD_NATIVE) or served by
   a process (MOD_PROCESS, over shared memory if SHM) from TABLE.  */
static int
register_table (sqlite3 *db, const struct sfi_sql_native *table,
		const char *name, int kind, int shm)
{
  struct mod *m = calloc (1, sizeof *m);
  char text[4096] = "", err[300];
  size_t n = 0, used = 0;
  if (m == NULL)
    return -1;
  m->kind = kind;
  m->refs = 1;
  snprintf (m->name, sizeof m->name, "%s", name);
  for (; table[n].name; n++)
    used += snprintf (text + used, used < sizeof text ? sizeof text - used : 0,
		      table[n].state ? "%s %s %d\n" : "%s %s\n",
		      table[n].name, table[n].sig, table[n].state);
  m->native = calloc (2 * n + 1, sizeof *m->native);
  m->call_host = calloc (1, sizeof *m->call_host);
  if (m->native == NULL || m->call_host == NULL || used >= sizeof text)
    return mod_unref (m), -1;
  size_t k = 0;
  for (size_t i = 0; i < n; i++)
    if (table[i].state)
      {
	m->native[k++] = table[i].step;
	m->native[k++] = table[i].final;
      }
    else
      m->native[k++] = table[i].fn;
  if (kind == MOD_PROCESS && sfi_process_start (m, shm) != 0)
    {
      sqlite3_log (SQLITE_ERROR, "%s", m->error);
      mod_unref (m);
      return -1;
    }
  int count = mod_register_all (db, m, text, err, sizeof err);
  mod_unref (m);
  if (count < 0)
    sqlite3_log (SQLITE_ERROR, "%s: %s", name, err);
  return count < 0 ? -1 : 0;
}

int
sqlite_sfi_register_native (sqlite3 *db, const struct sfi_sql_native *table,
			    const char *name)
{
  return register_table (db, table, name, MOD_NATIVE, 0);
}

int
sqlite_sfi_register_process (sqlite3 *db, const struct sfi_sql_native *table,
			     const char *name)
{
  return register_table (db, table, name, MOD_PROCESS, 0);
}

int
sqlite_sfi_register_process_shm (sqlite3 *db,
				 const struct sfi_sql_native *table,
				 const char *name)
{
  return register_table (db, table, name, MOD_PROCESS, 1);
}
