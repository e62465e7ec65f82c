/* sfi-load.c -- the SQL functions sfi_load(PATH) and sfi_config(KEY,
   VALUE) of sqlite-sfi (sqlite-sfi.h).  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sfi.h>
#include <sfi/sfi-stub.h>
#include "sqlite-sfi.h"
#include "sqlite-sfi-priv.h"

/* The module declarations are at most this long.  */
#define MAX_DECL 8192

static void
set_name (struct mod *m, const char *path)
{
  const char *base = strrchr (path, '/');
  base = base ? base + 1 : path;
  size_t n = strcspn (base, ".");
  if (n == 0)
    n = strlen (base);
  snprintf (m->name, sizeof m->name, "%.*s", (int) n, base);
}

/* Create M's domain with CN's settings and load M->path into it; bind
   its functions and register them on CN's connection.  Return the
   number of functions, or -1 with a message in ERR.  */
static int
load (struct conn *cn, struct mod *m, char *err, size_t errlen)
{
  struct sfi_domain_config cfg = { 0 };
  cfg.name = m->name;
  cfg.seg_size = cn->seg_size;
  cfg.time_limit_ms = cn->time_limit_ms;
  cfg.require_mode = cn->require_mode;
  cfg.save = SFI_STUB_VARIANT;
  /* The shell reads its statements from stdin: a function may not.  */
  cfg.no_stdin = 1;
  /* The arena, the constant arena (sqlite-sfi.c) and the rest.  */
  cfg.host_area = (uint32_t) (2 * cn->arena_size + 64 * 1024);
  m->arena_size = cn->arena_size;
  m->d = sfi_domain_create (&cfg);
  if (m->d == NULL)
    return snprintf (err, errlen, "cannot create a fault domain"), -1;
  for (struct grant *g = cn->grants; g; g = g->next)
    if (sfi_domain_grant_dir (m->d, g->path, g->writable) != 0)
      return snprintf (err, errlen, "cannot grant %s: not a directory",
		       g->path), -1;
  if (sfi_domain_load (m->d, m->path) != 0)
    return snprintf (err, errlen, "%s", sfi_domain_error (m->d)), -1;
  size_t size = 0;
  uintptr_t a = sfi_domain_object (m->d, "sfi_sql_functions", &size);
  const char *p = a ? sfi_domain_ptr (m->d, a, size) : NULL;
  if (p == NULL || size == 0)
    return snprintf (err, errlen, "%s declares no SQL functions (no"
		     " sfi_sql_functions table: see sfi-sql.h)", m->path), -1;
  if (size > MAX_DECL || memchr (p, 0, size) == NULL)
    return snprintf (err, errlen, "%s: sfi_sql_functions is not a string"
		     " of at most %d bytes", m->path, MAX_DECL), -1;
  char *text = strdup (p);
  if (text == NULL || mod_alloc (m) != 0)
    return free (text), snprintf (err, errlen, "out of domain memory"), -1;
  m->name_used = 0;
  char why[300];
  int n = mod_register_all (cn->db, m, text, why, sizeof why);
  free (text);
  if (n < 0)
    return snprintf (err, errlen, "%s: sfi_sql_functions: %s", m->path,
		     why), -1;
  if (n == 0)
    return snprintf (err, errlen, "%s declares no SQL functions", m->path),
      -1;
  m->denied = sfi_domain_denied (m->d);
  /* A sandbox-mode module may read any memory: it can read SQLite's
     buffers in place (its stores still go to its own segment).  */
  m->share = cn->share_args && sfi_domain_mode (m->d) == SFI_MODE_SANDBOX;
  m->dead = 0;
  return n;
}

void
sfi_sql_load (sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
  struct conn *cn = sqlite3_user_data (ctx);
  const char *path = (const char *) sqlite3_value_text (argv[0]);
  char err[600], msg[700];
  (void) argc;
  if (path == NULL || *path == 0)
    {
      sqlite3_result_error (ctx, "sfi_load: expected a module's path", -1);
      return;
    }
  /* A module loaded from the same path is loaded again in place: its
     functions keep their registrations.  */
  struct mod *m;
  for (m = cn->mods; m; m = m->next)
    if (strcmp (m->path, path) == 0)
      break;
  if (m)
    {
      if (m->d)
	sfi_domain_destroy (m->d);
      m->d = NULL;
    }
  else
    {
      m = calloc (1, sizeof *m);
      if (m == NULL || (m->path = strdup (path)) == NULL)
	{
	  free (m);
	  sqlite3_result_error_nomem (ctx);
	  return;
	}
      m->kind = MOD_SFI;
      m->refs = 1;
      m->conn = cn;
      set_name (m, path);
      m->next = cn->mods;
      cn->mods = m;
    }
  int n = load (cn, m, err, sizeof err);
  if (n < 0)
    {
      /* Functions already registered from this path fail clearly until
	 a load succeeds.  */
      if (m->d)
	sfi_domain_destroy (m->d);
      m->d = NULL;
      m->dead = 1;
      snprintf (msg, sizeof msg, "sfi_load: cannot load %s: %s", path, err);
      sqlite3_result_error (ctx, msg, -1);
      return;
    }
  sqlite3_result_int (ctx, n);
}

/* The policy (enum sfi_mode) whose -fsfi= name is NAME, or -1.  */
static int
mode_named (const char *name)
{
  for (int m = 0; sfi_mode_name (m); m++)
    if (strcmp (sfi_mode_name (m), name) == 0)
      return m;
  return -1;
}

void
sfi_sql_config (sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
  struct conn *cn = sqlite3_user_data (ctx);
  const char *key = (const char *) sqlite3_value_text (argv[0]);
  sqlite3_int64 v = sqlite3_value_int64 (argv[1]);
  const char *s = (const char *) sqlite3_value_text (argv[1]);
  (void) argc;
  if (key == NULL)
    key = "";
  if (strcmp (key, "time_limit_ms") == 0 && v >= 0 && v < 1 << 30)
    cn->time_limit_ms = (unsigned) v;
  else if (strcmp (key, "segment_size") == 0 && v >= 0 && v <= 1 << 30
	   && (v & (v - 1)) == 0)
    cn->seg_size = (unsigned) v;
  else if (strcmp (key, "share_args") == 0 && (v == 0 || v == 1))
    cn->share_args = (int) v;
  else if (strcmp (key, "arena_size") == 0 && v >= 1024 && v <= 1 << 24)
    cn->arena_size = (size_t) v;
  else if (strcmp (key, "require_mode") == 0 && s
	   && mode_named (s) >= 0)
    cn->require_mode = mode_named (s);
  else if (strcmp (key, "grant_dir") == 0 && s == NULL)
    while (cn->grants)
      {
	struct grant *g = cn->grants;
	cn->grants = g->next;
	free (g);
      }
  else if (strcmp (key, "grant_dir") == 0 && *s)
    {
      size_t n = strlen (s);
      int rw = n > 3 && strcmp (s + n - 3, ":rw") == 0;
      struct grant *g = malloc (sizeof *g + n + 1);
      if (g == NULL)
	{
	  sqlite3_result_error_nomem (ctx);
	  return;
	}
      memcpy (g->path, s, n - (rw ? 3 : 0));
      g->path[n - (rw ? 3 : 0)] = 0;
      g->writable = rw;
      g->next = cn->grants;
      cn->grants = g;
    }
  else
    {
      char msg[300];
      snprintf (msg, sizeof msg, "sfi_config: bad setting '%s' = '%s'"
		" (time_limit_ms N, segment_size POWER-OF-TWO, arena_size N,"
		" share_args 0|1, require_mode 'sandbox'|'match'|'protect',"
		" grant_dir DIR[:rw]|NULL)",
		key, s ? s : "NULL");
      sqlite3_result_error (ctx, msg, -1);
      return;
    }
  sqlite3_result_value (ctx, argv[1]);
}

/* The connection closes: its modules go when their functions do.  */
void
conn_destroy (void *p)
{
  struct conn *cn = p;
  while (cn->mods)
    {
      struct mod *m = cn->mods;
      cn->mods = m->next;
      mod_unref (m);
    }
  while (cn->grants)
    {
      struct grant *g = cn->grants;
      cn->grants = g->next;
      free (g);
    }
  free (cn);
}
