/* Test that with the paper's two-instruction guards
   (-fplugin-arg-sfi-no-ins-guard) GCC never allocates any of $12-$15 and
   $24 under high register pressure: they appear only in guards.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sfi-no-ins-guard" } */

int __attribute__ ((noinline))
f (int *p, int n)
{
  int a = p[0], b = p[1], c = p[2], d = p[3], e = p[4], f = p[5], g = p[6];
  int h = p[7], i = p[8], j = p[9], k = p[10], l = p[11], m = p[12];
  int o = p[13], q = p[14], r = p[15], s = p[16], t = p[17], u = p[18];
  for (int x = 0; x < n; x++)
    {
      a += b * x; b ^= c; c += d; d -= e; e += f * g; f ^= h; g += i;
      h -= j; i += k; j ^= l; k += m; l -= o; m += q; o ^= r; q += s;
      r -= t; s += u; t ^= a; u += x;
      p[x & 15] = a + u;
    }
  return a + b + c + d + e + f + g + h + i + j + k + l + m + o + q + r + s + t + u;
}

/* { dg-final { scan-assembler-not {@DEDUSE@} } } */
/* { dg-final { scan-assembler-not {\.sfi\.ins} } } */
/* { dg-final { scan-assembler-not {@T8FIRST@} } } */
/* { dg-final { scan-assembler-not {@T7FIRST@} } } */
/* { dg-final { scan-assembler-not {@UNSAFE_STORE@} } } */
