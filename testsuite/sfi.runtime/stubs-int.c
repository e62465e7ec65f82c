/* Typed stubs with register-saving variant SFI_SAVE_INT (stubs-test.h).
   sfi-module: stubs-ext.c  */
#define SFI_STUB_VARIANT SFI_SAVE_INT
#include "stubs-test.h"
