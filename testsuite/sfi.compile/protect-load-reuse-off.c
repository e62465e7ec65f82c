/* Test that -fplugin-arg-sfi-no-reuse guards each load of
   protect-load-reuse.c on its own.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=protect -fplugin-arg-sfi-no-reuse" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

int __attribute__ ((noinline))
f (int *p)
{
  volatile int local[2];
  local[0] = p[0];
  local[1] = p[1] + p[2];
  return local[0] + local[1];
}

/* A new guard goes into a free data register ($24 or a load register).  */
/* { dg-final { scan-assembler-times {ins\t\$(24|14|11|10),} 3 } } */
