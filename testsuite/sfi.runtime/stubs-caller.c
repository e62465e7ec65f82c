/* Typed stubs with register-saving variant SFI_SAVE_CALLER (stubs-test.h).
   sfi-module: stubs-ext.c  */
#define SFI_STUB_VARIANT SFI_SAVE_CALLER
#include "stubs-test.h"
