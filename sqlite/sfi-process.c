/* sfi-process.c -- SQL functions served by a child process: the
   alternative to a fault domain that the paper predicts (a separate
   address space per extension), measured by bench/db.  Two channels: a
   socketpair, or a shared mapping whose turn word the two processes
   hand over with futex wake-ups (no copy through the kernel, one system
   call each way when the other side sleeps).

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
#include <linux/futex.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/syscall.h>
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

/* The shared mapping of the futex channel: TURN is odd while a request
   waits for the server, even while its reply waits for the host; LEN
   bytes of DATA hold the message.  */
#define SHM_SIZE (1u << 20)
struct shm
{
  volatile uint32_t turn;
  uint32_t len;
  char data[];
};
#define SHM_CAP (SHM_SIZE - sizeof (struct shm))

/* One side of the channel of M: messages are built with chan_put, sent
   with chan_send, awaited with chan_wait and read with chan_get.  */
struct chan
{
  int sock;			/* The socketpair's end, or -1.  */
  struct shm *shm;		/* Or the shared mapping.  */
  pid_t peer;			/* The host: its child; the child: its
				   parent.  */
  struct buf out;
  size_t rpos;
};

static int
chan_put (struct chan *ch, const void *src, size_t n)
{
  if (!ch->shm)
    return put (&ch->out, src, n);
  if (n > SHM_CAP - ch->out.n)
    return -1;
  memcpy (ch->shm->data + ch->out.n, src, n);
  ch->out.n += n;
  return 0;
}

static void
futex (volatile uint32_t *word, int op, uint32_t val)
{
  syscall (SYS_futex, word, op, val, NULL, NULL, 0);
}

/* Send the message built so far: hand the turn over.  */
static int
chan_send (struct chan *ch)
{
  size_t n = ch->out.n;
  ch->out.n = 0;
  if (!ch->shm)
    return write_full (ch->sock, ch->out.p, n);
  ch->shm->len = (uint32_t) n;
  __atomic_add_fetch (&ch->shm->turn, 1, __ATOMIC_RELEASE);
  futex (&ch->shm->turn, FUTEX_WAKE, 1);
  return 0;
}

/* Wait for the other side's message: a reply if HOST, else a request.
   Return 0, or -1 when the other side is gone (a socket sees it closed;
   the futex channel checks the peer process while it waits).  */
static int
chan_wait (struct chan *ch, int host)
{
  ch->rpos = 0;
  if (!ch->shm)
    return 0;
  for (;;)
    {
      uint32_t t = __atomic_load_n (&ch->shm->turn, __ATOMIC_ACQUIRE);
      if ((t & 1) == (host ? 0u : 1u))
	return 0;
      /* Sleep while the turn is still T; every second without a wake-up,
	 check that the peer still lives.  */
      struct timespec ts = { 1, 0 };
      if (syscall (SYS_futex, &ch->shm->turn, FUTEX_WAIT, t, &ts, NULL, 0)
	  != 0 && errno == ETIMEDOUT
	  && (host ? waitpid (ch->peer, NULL, WNOHANG) != 0
	      : getppid () != ch->peer))
	return -1;
    }
}

static int
chan_get (struct chan *ch, void *dst, size_t n)
{
  if (!ch->shm)
    return read_full (ch->sock, dst, n);
  if (n > ch->shm->len - ch->rpos)
    return -1;
  memcpy (dst, ch->shm->data + ch->rpos, n);
  ch->rpos += n;
  return 0;
}

static int
is_bytes (const struct sfi_sql_value *v)
{
  return v->type == SFI_SQL_TEXT || v->type == SFI_SQL_BLOB;
}

/* The child: serve calls on CH until the host is gone.  */
static void
serve (struct mod *m, struct chan *ch)
{
  struct buf in = { 0 };
  struct sfi_sql_call c;
  struct req q;
  for (;;)
    {
      /* A request of index -1 (or the socket closing) says goodbye.  */
      if (chan_wait (ch, 0) != 0 || chan_get (ch, &q, sizeof q) != 0
	  || q.idx < 0 || chan_get (ch, &c, sizeof c) != 0)
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
	    if (chan_get (ch, p, (size_t) c.argv[i].len) != 0)
	      _exit (0);
	    p[c.argv[i].len] = 0;
	    c.argv[i].u.p = (uintptr_t) p;
	    p += ALIGN8 ((size_t) c.argv[i].len + 1);
	  }
      if (q.state_size && chan_get (ch, p, (size_t) q.state_size) != 0)
	_exit (0);
      c.state = (uintptr_t) p;
      struct rep r;
      r.rc = m->native[q.idx] (&c);
      int ok = chan_put (ch, &r, sizeof r) == 0
	       && chan_put (ch, &c, sizeof c) == 0;
      if (ok && is_bytes (&c.result) && c.result.len > 0)
	ok = chan_put (ch, (void *) (uintptr_t) c.result.u.p,
		       (size_t) c.result.len) == 0;
      if (ok && q.state_size)
	ok = chan_put (ch, p, (size_t) q.state_size) == 0;
      if (!ok || chan_send (ch) != 0)
	_exit (1);
    }
}

int
sfi_process_start (struct mod *m, int shared_memory)
{
  struct chan *ch = calloc (1, sizeof *ch);
  int sv[2] = { -1, -1 };
  if (ch == NULL)
    {
      snprintf (m->error, sizeof m->error, "sfi: %s: out of memory",
		m->name);
      return -1;
    }
  ch->sock = -1;
  if (shared_memory)
    {
      void *p = mmap (NULL, SHM_SIZE, PROT_READ | PROT_WRITE,
		      MAP_SHARED | MAP_ANONYMOUS, -1, 0);
      if (p == MAP_FAILED)
	{
	  snprintf (m->error, sizeof m->error, "sfi: %s: mmap: %s", m->name,
		    strerror (errno));
	  free (ch);
	  return -1;
	}
      ch->shm = p;
    }
  else if (socketpair (AF_UNIX, SOCK_STREAM, 0, sv) != 0)
    {
      snprintf (m->error, sizeof m->error, "sfi: %s: socketpair: %s",
		m->name, strerror (errno));
      free (ch);
      return -1;
    }
  fflush (NULL);
  pid_t parent = getpid ();
  pid_t pid = fork ();
  if (pid < 0)
    {
      snprintf (m->error, sizeof m->error, "sfi: %s: fork: %s", m->name,
		strerror (errno));
      if (ch->shm)
	munmap (ch->shm, SHM_SIZE);
      else
	close (sv[0]), close (sv[1]);
      free (ch);
      return -1;
    }
  if (pid == 0)
    {
      if (!ch->shm)
	close (sv[0]);
      ch->sock = sv[1];
      ch->peer = parent;
      serve (m, ch);
    }
  if (!ch->shm)
    close (sv[1]);
  ch->sock = sv[0];
  ch->peer = pid;
  m->pid = pid;
  m->chan = ch;
  signal (SIGPIPE, SIG_IGN);
  return 0;
}

void
sfi_process_stop (struct mod *m)
{
  struct chan *ch = m->chan;
  if (m->pid <= 0 || ch == NULL)
    return;
  if (ch->shm)
    {
      /* Ask the server to exit, as closing a socket does: it then ends
	 normally (and, under bench-db, writes its instruction count).  */
      struct req bye = { -1, 0 };
      ch->out.n = 0;
      chan_put (ch, &bye, sizeof bye);
      chan_send (ch);
      waitpid (m->pid, NULL, 0);
      munmap (ch->shm, SHM_SIZE);
    }
  else
    {
      close (ch->sock);
      waitpid (m->pid, NULL, 0);
    }
  free (ch->out.p);
  free (ch);
  m->chan = NULL;
  m->pid = 0;
}

int
sfi_process_call (struct mod *m, int idx, struct sfi_sql_call *c,
		  int state_size)
{
  static struct buf res;
  struct chan *ch = m->chan;
  struct req q = { idx, state_size };
  struct rep r;
  if (m->pid <= 0 || ch == NULL)
    goto dead;
  int ok = chan_put (ch, &q, sizeof q) == 0 && chan_put (ch, c, sizeof *c) == 0;
  for (int i = 0; ok && i < c->argc; i++)
    if (is_bytes (&c->argv[i]))
      ok = chan_put (ch, (void *) (uintptr_t) c->argv[i].u.p,
		     (size_t) c->argv[i].len) == 0;
  if (ok && state_size)
    ok = chan_put (ch, (void *) (uintptr_t) c->state, (size_t) state_size) == 0;
  uintptr_t state = c->state;
  if (!ok || chan_send (ch) != 0 || chan_wait (ch, 1) != 0
      || chan_get (ch, &r, sizeof r) != 0
      || chan_get (ch, c, sizeof *c) != 0)
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
      if (chan_get (ch, res.p, (size_t) c->result.len) != 0)
	goto dead;
      c->result.u.p = (uintptr_t) res.p;
    }
  c->state = state;
  if (state_size && chan_get (ch, (void *) state, (size_t) state_size))
    goto dead;
  return r.rc;
dead:
  if (ch)
    ch->out.n = 0;
  snprintf (m->error, sizeof m->error, "sfi: %s: the function server"
	    " process is gone", m->name);
  return SFI_PROCESS_DEAD;
}
