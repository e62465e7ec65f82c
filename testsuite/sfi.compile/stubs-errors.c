/* Test that signatures the generated stubs and adapters cannot pass are
   errors at the function, and that only public functions export.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-stubs=stubs-errors.stubs.h" } */

struct big { int a[8]; };

__attribute__ ((sfi_export)) int
by_value (struct big b) /* { dg-error "cannot generate a stub for .by_value.: an argument type" } */
{
  return b.a[0];
}

__attribute__ ((sfi_export)) int
on_stack (int a, int b, int c, int d, int e) /* { dg-error "arguments that need the stack" } */
{
  return a + b + c + d + e;
}

__attribute__ ((sfi_export)) int
variadic (int n, ...) /* { dg-error "variable arguments" } */
{
  return n;
}

__attribute__ ((sfi_export)) static int
hidden (void) /* { dg-error "not public" } */
{
  return 0;
}

int use_hidden (void) { return hidden (); }

double host_sqrt (double) __attribute__ ((sfi_import (0))); /* { dg-error "cannot generate a host adapter for .host_sqrt." } */

__attribute__ ((sfi_export)) int
fine (const struct big *p)
{
  return p->a[1];
}
