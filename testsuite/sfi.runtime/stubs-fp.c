/* Typed stubs with register-saving variant SFI_SAVE_INT_FP (stubs-test.h).
   sfi-module: stubs-ext.c  */
#define SFI_STUB_VARIANT SFI_SAVE_INT_FP
#include "stubs-test.h"
