/* Test that -fsfi=protect compiles, at every level, a load of a
   small-data global (newlib's _impure_ptr is one: "fflush (stdout)" at
   -O0 did not compile), printed $gp-relative: $gp is always valid, so it
   needs no guard; the load through the pointer read there does.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect" } */

struct r { int e; void *in, *out; };
extern struct r *ptr __attribute__ ((section (".sdata")));
int h (void *);

void
f (void)
{
  h (ptr->out);
}

/* { dg-final { scan-assembler {lw\t\$[0-9]+,%gp_rel\(ptr\)\(\$28\)} } } */
/* { dg-final { scan-assembler {lw\t\$[0-9]+,8\(\$24\)} } } */
