/* Test that with valid return addresses the register allocator leaves
   $26 alone even when many values live across calls: $26 is written
   only by links and by the epilogue's reload, guarded in place.  (Every
   object is also verified, which rejects any other write of $26 before
   a control transfer.)  */
/* { dg-do compile } */

long g (long);

long
f (long *p, long n)
{
  long a = p[0], b = p[1], c = p[2], d = p[3], e = p[4], f = p[5];
  long h = p[6], i = p[7], j = p[8], k = p[9], l = p[10], m = p[11];
  long s = 0;
  for (long t = 0; t < n; t++)
    {
      s += g (a * t + b) ^ g (c + d * t) ^ (e + f) * (h - i);
      a += j; b ^= k; c -= l; d += m; e ^= s; f += t;
      h += a; i ^= b; j -= c; k += d; l ^= e; m += f;
    }
  return s + a + b + c + d + e + f + h + i + j + k + l + m;
}

/* Writes of $26 other than the guard's: an operate instruction or a
   load into it.  */
/* { dg-final { scan-assembler-not {\n\t(?!and\t\$26,\$5,|bis\t\$26,\$6,)[a-z0-9_]+[ \t][^\n]*,\$26\n} } } */
/* { dg-final { scan-assembler-not {\n\t(?!ldq \$26,-?[0-9]+\(\$30\))(ld[a-z_]*|lda|ldah) \$26,} } } */
