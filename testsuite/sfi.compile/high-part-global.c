/* Test that a store through the high part of a global's address
   ("lui $2,%hi(x); sw $4,%lo(x)($2)") has its whole address sandboxed:
   %hi(x) is the segment's end when x lies in its last 32 KiB.  A second
   store through the same high part reuses the data register, with the
   distance between the two addresses as its displacement; the "lui"
   stays (mips_reorg deletes high parts whose low parts it cannot
   find).  */
/* { dg-do compile } */
/* { dg-skip-if "shape depends on optimization" { *-*-* } { "-O0" } { "" } } */

struct s { int a, b, c; } gs;

void
f (int v)
{
  gs.c = v;
}

void
g (int v)
{
  gs.a = v;
  gs.c = v;
}

/* { dg-final { scan-assembler-times {lui\t\$[0-9]+,%hi\(gs\+8\)} 1 } } */
/* { dg-final { scan-assembler {\.set\tnoat\n\taddiu\t\$1,\$[0-9]+,%lo\(gs\+8\)[^\n]*\n\tins\t\$24,\$1,0,24\n\t\.set\tat\n(?:[^\n]*\n)*?\tsw\t\$4,0\(\$24\)} } } */
/* { dg-final { scan-assembler {\.set\tnoat\n\taddiu\t\$1,\$[0-9]+,%lo\(gs\)[^\n]*\n\tins\t\$24,\$1,0,24\n\t\.set\tat\n\tsw\t\$4,0\(\$24\)\n(?:[^\n]*\n)*?\tsw\t\$4,8\(\$24\)} } } */
/* { dg-final { scan-assembler-not {%lo\([a-z+0-9]+\)\(\$24\)} } } */
