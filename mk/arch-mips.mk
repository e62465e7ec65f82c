# Per-architecture settings: MIPS o32 (mips-linux-gnu, mipsel-linux-gnu).
# Included by build/<target>/Makefile before the component fragments.

# Options every module compilation gets (also in the specs file): modules
# are not PIC and do not use abicalls; the runtime relocates them.
ARCH_MODULE_FLAGS = -mno-abicalls -fno-pic
ARCH_SELF_SPEC = -static -fno-pic -fno-pie -no-pie -mno-abicalls

# The loader runs as a static, non-PIE program (switch.S uses %hi/%lo of
# C symbols), and so do the testsuite's host programs.
ARCH_LOADER_CFLAGS = -fno-pie
ARCH_LOADER_LDFLAGS = -static -no-pie
ARCH_HOST_LDFLAGS = -static

# newlib is configured for this host; its generic C code needs nothing
# more (scripts/prepare-newlib drops its MIPS assembly).
ARCH_NEWLIB_HOST = mips-elf
ARCH_NEWLIB_CPPFLAGS =

# Module support code of this architecture (runtime/mips/module/):
# setjmp, and _flush_cache for __builtin___clear_cache.
ARCH_MODULE_NAMES = setjmp flush-cache closure-pool
ARCH_LIBGCC_CFLAGS =

# No library flavours (runtime/newlib.mk): MIPS guards are one
# instruction already.
ARCH_LIB_FLAVOURS =
ARCH_LINK_SPEC =

# How qemu runs target programs that use the target's C library.
ARCH_QEMU_FLAGS =
