/* Test that -fplugin-arg-sfi-verbose notes each rewrite in the dump.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-verbose" } */

void
f (int *p, int v)
{
  p[2] = v;
  p[3] = v;
}

/* { dg-final { scan-sfi-dump {;; sfi: insn [0-9]+: store base sandboxed} } } */
