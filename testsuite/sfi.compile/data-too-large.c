/* Test that a module with more data than the largest segment holds is
   refused when it is linked, with a clear message, not only by the
   loader (sfi-module.ld).  */
/* { dg-do link } */

static char huge[200 << 20];	/* MIPS: 64 MiB at most; Alpha: 128.  */

int
main (int argc, char **argv)
{
  huge[argc] = 1;
  return huge[1];
}

/* { dg-error "the module's data is larger than the largest data segment holds" "" { target *-*-* } 0 } */
/* { dg-error "ld returned 1 exit status" "" { target *-*-* } 0 } */
