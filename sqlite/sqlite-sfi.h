/* sqlite-sfi.h -- SQL functions from SFI modules, for SQLite hosts.

   sqlite_sfi_init registers, on one connection:

     sfi_load(PATH)          load the SFI module PATH into a new fault
                             domain and register the SQL functions it
                             declares (sfi-sql.h); return their number.
                             Loading the same PATH again replaces the
                             domain (a fresh copy of the module).
     sfi_config(KEY, VALUE)  settings of the domains loaded afterwards:
                             time_limit_ms, segment_size, require_mode
                             ('sandbox' or 'protect'), arena_size,
                             share_args (1: sandbox-mode modules read
                             text and blob arguments in place), and
                             grant_dir (a directory the modules may read,
                             'DIR:rw' to write too; NULL forgets them)
     sfi_calls()             calls into functions of every kind so far

   A call that faults, runs past its time budget or is refused a system
   call fails its statement with the runtime's one-line "sfi: ..." report
   as the SQL error; the domain is then reset and the connection and
   every function go on working.  docs/database.md is the guide.  */

#ifndef SQLITE_SFI_H
#define SQLITE_SFI_H

#include "sqlite3.h"

struct sfi_sql_native;

/* Register sfi_load, sfi_config and sfi_calls on DB.  The signature of
   a SQLite extension entry point (sqlite3_auto_extension); API unused,
   the host links SQLite itself.  */
int sqlite_sfi_init (sqlite3 *db, char **errmsg, const void *api);

/* Make every new connection get them (sqlite_sfi_init); SQLite calls
   this at initialization when compiled with
   -DSQLITE_EXTRA_INIT=sqlite_sfi_extra_init.  */
int sqlite_sfi_extra_init (const char *unused);

/* Register the functions of TABLE (a module's source compiled with
   -DSFI_SQL_NATIVE and linked into the host) as SQL functions run
   directly in the host (NAME names them in messages).  Return 0, or -1
   with a message in DB.  The baseline of bench/db.  */
int sqlite_sfi_register_native (sqlite3 *db,
				const struct sfi_sql_native *table,
				const char *name);

/* The same functions, run in a child process that serves calls over a
   socketpair (a separate protection domain, the paper's alternative).  */
int sqlite_sfi_register_process (sqlite3 *db,
				 const struct sfi_sql_native *table,
				 const char *name);

/* The same, over a shared mapping with futex wake-ups instead of a
   socketpair.  */
int sqlite_sfi_register_process_shm (sqlite3 *db,
				     const struct sfi_sql_native *table,
				     const char *name);

#endif /* SQLITE_SFI_H */
