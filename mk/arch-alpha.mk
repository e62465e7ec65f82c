# Per-architecture settings: Alpha (alpha-linux-gnu).
# Included by build/<target>/Makefile before the component fragments.

# Modules need no extra option: the plugin forces what it needs.
ARCH_MODULE_FLAGS =
ARCH_SELF_SPEC = -static -fno-pic -fno-pie -no-pie

# A statically linked glibc program crashes at start-up under qemu-alpha
# 7.2, so the loader and the testsuite's host programs are dynamically
# linked and run with the target's libraries (qemu -L).
ARCH_LOADER_CFLAGS = -fno-pie
ARCH_LOADER_LDFLAGS = -no-pie
ARCH_HOST_LDFLAGS =

# Module support code of this architecture (runtime/alpha/module/):
# division millicode, __sfi_icall, setjmp, bit counts.
ARCH_MODULE_NAMES = divmod millicode setjmp bits

ARCH_QEMU_FLAGS = -L /usr/alpha-linux-gnu
