/* Test that -fplugin-arg-sfi-and-only does nothing in match code, whose
   checks compare with the "bis" of the two-instruction guard: the guard
   keeps both halves and its check, and the object no marker.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=match -fplugin-arg-sfi-and-only" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void
f (long *p)
{
  p[1] = 0;
}

/* { dg-final { scan-assembler {and\t\$16,\$5,\$4\n\tbis\t\$4,\$7,\$4\n\tsubq\t\$4,\$16,\$28} } } */
/* { dg-final { scan-assembler-not {\.sfi\.and_only} } } */
