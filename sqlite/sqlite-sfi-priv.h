/* sqlite-sfi-priv.h -- what the files of sqlite-sfi share: connections,
   modules and their SQL functions.  */

#ifndef SQLITE_SFI_PRIV_H
#define SQLITE_SFI_PRIV_H

#include <stddef.h>
#include <stdint.h>
#include "sqlite3.h"

enum mod_kind
{
  MOD_SFI,			/* In a fault domain (sfi_load).  */
  MOD_NATIVE,			/* Linked into the host.  */
  MOD_PROCESS			/* Served by a child process.  */
};

struct sfi_sql_call;
struct fn;

/* A loaded module.  Referenced by its connection (until a reload
   replaces it there) and by each of its functions.  */
struct mod
{
  int kind, refs;
  struct mod *next;		/* The connection's list.  */
  struct conn *conn;		/* Its connection (sfi_load), or NULL.  */
  char *path;
  char name[64];		/* In messages: the file's base name.  */
  struct fn *fns;
  unsigned long calls;
  /* MOD_SFI: the domain, the call block and the arena (both in the
     domain), the bound names (entry order), the refusal count seen.  */
  struct sfi_domain *d;
  struct sfi_sql_call *call;
  uintptr_t call_addr, arena;
  size_t arena_size;
  /* Copies of constant arguments (sqlite-sfi.c, struct const_arg), in
     a second arena of ARENA_SIZE bytes: CARENA_USED of them, reused
     from its start once none of the copies is live.  */
  uintptr_t carena;
  size_t carena_used;
  unsigned carena_live;
  const char **names;
  unsigned nnames;
  char name_buf[4096];
  size_t name_used;
  unsigned long denied;
  int share;			/* Text and blob arguments not copied.  */
  int dead;			/* A reset failed: no domain.  */
  unsigned gen;			/* Aggregate states older are gone.  */
  /* Free aggregate states, by size.  */
  struct
  {
    uintptr_t addr;
    int size;
  } *states;
  size_t nstates;
  /* MOD_NATIVE, MOD_PROCESS: the functions by entry, a call block in
     the host; the server process and its channel.  */
  int (**native) (struct sfi_sql_call *);
  struct sfi_sql_call *call_host;
  int pid;
  struct chan *chan;		/* sfi-process.c.  */
  char error[200];
};

/* One SQL function: the user data of its registration.  */
struct fn
{
  struct mod *m;
  struct fn *next;
  char name[64];
  char result, args[16];
  int nargs, state;
  int entry, final;		/* Entries (-1: none).  */
};

/* A connection's settings for the modules loaded next, and its modules.  */
struct conn
{
  sqlite3 *db;
  struct mod *mods;
  unsigned time_limit_ms, seg_size;
  int require_mode, share_args;
  size_t arena_size;
  struct grant
  {
    struct grant *next;
    int writable;
    char path[];
  } *grants;
};

void mod_unref (struct mod *m);
int mod_register_all (sqlite3 *db, struct mod *m, const char *text,
		      char *err, size_t errlen);
int mod_alloc (struct mod *m);

/* sfi-load.c: the SQL functions sfi_load and sfi_config.  */
void sfi_sql_load (sqlite3_context *ctx, int argc, sqlite3_value **argv);
void sfi_sql_config (sqlite3_context *ctx, int argc, sqlite3_value **argv);
void conn_destroy (void *cn);

/* sfi-process.c: the server process of a MOD_PROCESS module.  */
int sfi_process_start (struct mod *m, int shared_memory);
void sfi_process_stop (struct mod *m);
/* Run entry IDX with call block C (and aggregate state of STATE_SIZE
   bytes) in M's process: the function's result, or SFI_PROCESS_DEAD with the reason in M->error.  */
#define SFI_PROCESS_DEAD (-0x7ffffff0)
int sfi_process_call (struct mod *m, int idx, struct sfi_sql_call *c,
		      int state_size);

#endif /* SQLITE_SFI_PRIV_H */
