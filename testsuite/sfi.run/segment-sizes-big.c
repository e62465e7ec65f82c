/* Test segment-sizes.h in a 64 MiB segment (see segment-sizes.c).  */
/* { dg-do run } */
/* { dg-sfi-run-options "--segment-size=64M" } */

#include "segment-sizes.h"
