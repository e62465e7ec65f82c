# Per-architecture settings: Alpha (alpha-linux-gnu).
# Included by build/<target>/Makefile before the component fragments.

# Modules use a 64-bit long double: the 128-bit one is emulated by
# routines of the host's libgcc (_Ots*), which are not module code.
# They are linked without relaxation: ld 2.40 crashes relaxing a GOT call
# of a jump-table symbol under --emit-relocs, which -fsfi=none and
# -fsfi=regs code makes; one link for every mode keeps their comparison
# fair (sandboxed code calls directly, so relaxation changes nothing).
ARCH_MODULE_FLAGS = -mlong-double-64
ARCH_SELF_SPEC = -static -fno-pic -fno-pie -no-pie -mlong-double-64 \
	-Wl,--no-relax

# A statically linked glibc program crashes at start-up under qemu-alpha
# 7.2, so the loader and the testsuite's host programs are dynamically
# linked and run with the target's libraries (qemu -L).
ARCH_LOADER_CFLAGS = -fno-pie
ARCH_LOADER_LDFLAGS = -no-pie
ARCH_HOST_LDFLAGS =

# newlib does not know Alpha (scripts/prepare-newlib accepts it with no
# machine directory), so its headers need two facts they would otherwise
# take from a machine file: the floating-point byte order, and the size
# of jmp_buf that runtime/alpha/module/setjmp.S fills (18 quadwords).
ARCH_NEWLIB_HOST = alpha-elf
ARCH_NEWLIB_CPPFLAGS = -D__IEEE_LITTLE_ENDIAN -D_JBTYPE=long -D_JBLEN=18

# Module support code of this architecture (runtime/alpha/module/):
# division millicode, __sfi_icall, setjmp.  Alpha's libgcc is compiled
# for IEEE arithmetic, as GCC's own (libgcc/config/alpha/t-ieee).
ARCH_LIBGCC_CFLAGS = -mieee
ARCH_MODULE_NAMES = divmod millicode setjmp closure-pool
# Per-object flags of the support code in protect mode: the division
# millicode keeps the load registers without saving them, so its C part
# must not write them (millicode.S).
ARCH_PROTECT_FLAGS_divmod = -fplugin-arg-sfi-no-load-regs

# The libraries of sandbox and protect again with one-instruction data
# guards (docs/design.md), which a module of such guards takes instead
# (runtime/newlib.mk, flavours): protect code by default, sandbox code
# with -fplugin-arg-sfi-and-only.  The policies' own directories keep
# the two-instruction guards, which run in any domain, so they are
# built with -fplugin-arg-sfi-no-and-only.  Match code has no such
# guards, so it has no flavour.  Each flavour needs its clause in
# ARCH_LINK_SPEC, which takes it only when no -fplugin-arg-sfi-no-and-only
# is given (the other order, "no-and-only and-only", links the
# two-instruction libraries: verified, only slower).
ARCH_LIB_FLAVOURS = and-only protect-and-only
FLAVOUR_MODE_and-only = sandbox
FLAVOUR_MODE_protect-and-only = protect
FLAVOUR_FLAGS_and-only = -fplugin-arg-sfi-and-only
FLAVOUR_FLAGS_protect-and-only = -fplugin-arg-sfi-and-only
FLAVOUR_FLAGS_protect = -fplugin-arg-sfi-no-and-only
ARCH_LINK_SPEC = %{!fplugin-arg-sfi-no-and-only:%{fsfi=protect:-L@LIBDIR@/protect-and-only} \
	%{fplugin-arg-sfi-and-only:%{fsfi=sandbox:-L@LIBDIR@/and-only}}}

ARCH_QEMU_FLAGS = -L /usr/alpha-linux-gnu
