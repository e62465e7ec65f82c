/* Test that a store whose base is the high part of a large frame offset
   ("ldah") has its whole address sandboxed: the base alone may lie above
   the data segment, where masking would wrap it.  */
/* { dg-do compile } */
/* { dg-options "-O0" } */

void
f (int x)
{
  volatile char a[70000];
  a[0] = x;
  a[69999] = x;
}

/* { dg-final { scan-assembler {ldah \$([0-9]+),[0-9]+\(\$15\)\n\t\.set\tmacro\n\tlda\t\$4,-?[0-9]+\(\$\1\)\n\tand\t\$4,\$5,\$4\n\tbis\t\$4,\$7,\$4\n\t\.set\tnomacro\n\tst[bwlq_u]* \$[0-9]+,0\(\$4\)} } } */
