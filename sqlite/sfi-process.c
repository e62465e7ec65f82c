/* sfi-process.c -- SQL functions served by a child process over a
   socketpair: the alternative to a fault domain that the paper predicts
   (a separate address space per extension), measured by bench/db.

   Request: struct req, the call block, then the bytes of each text and
   blob argument and the aggregate state.  Reply: struct rep, the call
   block, the result's bytes (text, blob) and the state.  The child is a
   fork of the host that runs the native functions (mod->native).  */

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>
#include <sys/wait.h>
#define SFI_SQL_NATIVE
#include "sfi-sql.h"
#include "sqlite-sfi-priv.h"

#define ALIGN8(n) (((n) + 7) & ~(size_t) 7)

struct req
{
  int32_t idx, state_size;
};

struct rep
{
  int32_t rc;
};

static int
read_full (int fd, void *buf, size_t n)
{
  char *p = buf;
  while (n > 0)
    {
      ssize_t r = read (fd, p, n);
      if (r < 0 && errno == EINTR)
	continue;
      if (r <= 0)
	return -1;
      p += r, n -= (size_t) r;
    }
  return 0;
}

static int
write_full (int fd, const void *buf, size_t n)
{
  const char *p = buf;
  while (n > 0)
    {
      ssize_t r = write (fd, p, n);
      if (r < 0 && errno == EINTR)
	continue;
      if (r <= 0)
	return -1;
      p += r, n -= (size_t) r;
    }
  return 0;
}

/* A growable buffer.  */
struct buf
{
  char *p;
  size_t n, cap;
};

static int
put (struct buf *b, const void *src, size_t n)
{
  if (b->n + n > b->cap)
    {
      size_t cap = (b->n + n) * 2;
      char *p = realloc (b->p, cap);
      if (p == NULL)
	return -1;
      b->p = p, b->cap = cap;
    }
  memcpy (b->p + b->n, src, n);
  b->n += n;
  return 0;
}

static int
is_bytes (const struct sfi_sql_value *v)
{
  return v->type == SFI_SQL_TEXT || v->type == SFI_SQL_BLOB;
}

/* The child: serve calls on SOCK until the host closes it.  */
static void
serve (struct mod *m, int sock)
{
  struct buf in = { 0 }, out = { 0 };
  struct sfi_sql_call c;
  struct req q;
  for (;;)
    {
      if (read_full (sock, &q, sizeof q) != 0
	  || read_full (sock, &c, sizeof c) != 0)
	_exit (0);
      /* Each argument and the state 8-byte aligned, as in a domain's
	 arena.  */
      size_t need = (size_t) q.state_size;
      for (int i = 0; i < c.argc && i < SFI_SQL_MAX_ARGS; i++)
	if (is_bytes (&c.argv[i]))
	  need += ALIGN8 ((size_t) c.argv[i].len + 1);
      in.n = 0;
      if (need > in.cap)
	{
	  free (in.p);
	  in.p = malloc (in.cap = need);
	  if (in.p == NULL)
	    _exit (1);
	}
      char *p = in.p;
      for (int i = 0; i < c.argc && i < SFI_SQL_MAX_ARGS; i++)
	if (is_bytes (&c.argv[i]))
	  {
	    if (read_full (sock, p, (size_t) c.argv[i].len) != 0)
	      _exit (0);
	    p[c.argv[i].len] = 0;
	    c.argv[i].u.p = (uintptr_t) p;
	    p += ALIGN8 ((size_t) c.argv[i].len + 1);
	  }
      if (q.state_size && read_full (sock, p, (size_t) q.state_size) != 0)
	_exit (0);
      c.state = (uintptr_t) p;
      struct rep r;
      r.rc = m->native[q.idx] (&c);
      out.n = 0;
      int ok = put (&out, &r, sizeof r) == 0 && put (&out, &c, sizeof c) == 0;
      if (ok && is_bytes (&c.result) && c.result.len > 0)
	ok = put (&out, (void *) (uintptr_t) c.result.u.p,
		  (size_t) c.result.len) == 0;
      if (ok && q.state_size)
	ok = put (&out, p, (size_t) q.state_size) == 0;
      if (!ok || write_full (sock, out.p, out.n) != 0)
	_exit (1);
    }
}

int
sfi_process_start (struct mod *m)
{
  int sv[2];
  if (socketpair (AF_UNIX, SOCK_STREAM, 0, sv) != 0)
    {
      snprintf (m->error, sizeof m->error, "sfi: %s: socketpair: %s",
		m->name, strerror (errno));
      return -1;
    }
  fflush (NULL);
  pid_t pid = fork ();
  if (pid < 0)
    {
      snprintf (m->error, sizeof m->error, "sfi: %s: fork: %s", m->name,
		strerror (errno));
      close (sv[0]), close (sv[1]);
      return -1;
    }
  if (pid == 0)
    {
      close (sv[0]);
      serve (m, sv[1]);
    }
  close (sv[1]);
  m->pid = pid;
  m->sock = sv[0];
  signal (SIGPIPE, SIG_IGN);
  return 0;
}

void
sfi_process_stop (struct mod *m)
{
  if (m->pid <= 0)
    return;
  close (m->sock);
  waitpid (m->pid, NULL, 0);
  m->pid = 0;
}

int
sfi_process_call (struct mod *m, int idx, struct sfi_sql_call *c,
		  int state_size)
{
  static struct buf out, res;
  struct req q = { idx, state_size };
  struct rep r;
  out.n = 0;
  int ok = put (&out, &q, sizeof q) == 0 && put (&out, c, sizeof *c) == 0;
  for (int i = 0; ok && i < c->argc; i++)
    if (is_bytes (&c->argv[i]))
      ok = put (&out, (void *) (uintptr_t) c->argv[i].u.p,
		(size_t) c->argv[i].len) == 0;
  if (ok && state_size)
    ok = put (&out, (void *) (uintptr_t) c->state, (size_t) state_size) == 0;
  uintptr_t state = c->state;
  if (!ok || m->pid <= 0 || write_full (m->sock, out.p, out.n) != 0
      || read_full (m->sock, &r, sizeof r) != 0
      || read_full (m->sock, c, sizeof *c) != 0)
    goto dead;
  if (is_bytes (&c->result) && c->result.len > 0)
    {
      res.n = 0;
      if ((size_t) c->result.len > res.cap)
	{
	  free (res.p);
	  res.p = malloc (res.cap = (size_t) c->result.len);
	  if (res.p == NULL)
	    goto dead;
	}
      if (read_full (m->sock, res.p, (size_t) c->result.len) != 0)
	goto dead;
      c->result.u.p = (uintptr_t) res.p;
    }
  c->state = state;
  if (state_size && read_full (m->sock, (void *) state, (size_t) state_size))
    goto dead;
  return r.rc;
dead:
  snprintf (m->error, sizeof m->error, "sfi: %s: the function server"
	    " process is gone", m->name);
  return SFI_PROCESS_DEAD;
}
