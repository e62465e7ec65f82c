/* Test that -fsfi=match follows the guard of a store with its check,
   "tne $24,X,0x53" right after "ins $24,X,0,24", before the store
   through $24; the guard of an indirect call with one on $15 before
   its alignment; and that the object carries the match marker.  */
/* { dg-do compile } */
/* { dg-options "-fsfi=match" } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

void
f (int *p, int v)
{
  p[1] = v;
}

void
g (void (*fn) (void))
{
  fn ();
}

/* { dg-final { scan-assembler {ins\t\$24,\$4,0,24\n\ttne\t\$24,\$4,0x53\n} } } */
/* { dg-final { scan-assembler {sw\t\$5,4\(\$24\)} } } */
/* { dg-final { scan-assembler {ins\t\$15,\$4,0,24\n\ttne\t\$15,\$4,0x53\n\tins\t\$15,\$0,0,2\n} } } */
/* { dg-final { scan-assembler {\.section\t\.sfi\.match,} } } */
