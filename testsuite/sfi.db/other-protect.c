/* other-protect.c -- other.c built with -fsfi=protect, which reads
   only its own data segment.
   sfi-module-options: -fsfi=protect */

#include "other.c"
