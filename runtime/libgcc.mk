# runtime/libgcc.mk -- the C parts of GCC's libgcc, as module code.
#
# Included by build/<target>/Makefile after newlib.mk.  GCC calls libgcc
# for what the machine lacks: double-word multiply, divide and shifts
# (__divdi3 on 32-bit MIPS, __divti3 on Alpha), conversions between
# those and floating point, bit counts (__popcountdi2, __clrsbdi2),
# complex multiply and divide (__mulsc3, __divdc3), overflow-trapping
# arithmetic (__addvsi3).  The host's libgcc.a is not sandboxed, so
# modules get these functions from libgcc2.c of GCC's own source
# (scripts/fetch-sources gcc, the same release as the compiler), each
# compiled with the plugin as libgcc's Makefile compiles it (-DL_NAME,
# one function per object) and checked with sfi-verify before it enters
# libsfimod.a.  No GCC build tree is needed: the target's configuration
# headers are the ones installed for plugins (PLUGIN_INCDIR).
#
# Left out: __clear_cache, __main, the constructor lists and the
# trampoline template (modules never write code, and sfi-crt0.o runs the
# constructors), and __eprintf (assert of ancient GCCs).

GCC_SRC := $(SOURCES_DIR)/gcc
GCC_STAMP := $(GCC_SRC)/.sfi-fetched
LIBGCC_OBJ := $(RT_OBJ)/libgcc

LIBGCC_NAMES := _muldi3 _negdi2 _lshrdi3 _ashldi3 _ashrdi3 _cmpdi2 _ucmpdi2 \
	_absvsi2 _absvdi2 _addvsi3 _addvdi3 _subvsi3 _subvdi3 _mulvsi3 \
	_mulvdi3 _negvsi2 _negvdi2 _ffssi2 _ffsdi2 _clz _clzsi2 _clzdi2 \
	_ctzsi2 _ctzdi2 _popcount_tab _popcountsi2 _popcountdi2 _paritysi2 \
	_paritydi2 _powisf2 _powidf2 _mulsc3 _muldc3 _divsc3 _divdc3 \
	_bswapsi2 _bswapdi2 _clrsbsi2 _clrsbdi2 __gcc_bcmp \
	_fixunssfsi _fixunsdfsi \
	_fixsfdi _fixdfdi _fixunssfdi _fixunsdfdi _floatdisf _floatdidf \
	_floatundisf _floatundidf \
	_divdi3 _moddi3 _divmoddi4 _udivdi3 _umoddi3 _udivmoddi4 _udiv_w_sdiv

# As libgcc's Makefile: inside GCC's tree, no C library headers, the
# target's own options (ARCH_LIBGCC_CFLAGS, mk/arch-*.mk).  longlong.h's
# C forms only (LONGLONG_STANDALONE), never one of its assembly helpers
# (Alpha's __udiv_qrnnd, which stores through a pointer).
LIBGCC_CFLAGS = -O2 -g -fbuilding-libgcc -fno-stack-protector \
	-fno-asynchronous-unwind-tables -w -DLONGLONG_STANDALONE \
	-DIN_GCC -DIN_LIBGCC2 -Dinhibit_libc $(ARCH_LIBGCC_CFLAGS) \
	-I$(LIBGCC_OBJ) -I$(GCC_SRC)/libgcc -I$(GCC_SRC)/gcc \
	-I$(GCC_SRC)/include -I$(PLUGIN_INCDIR) $(NEWLIB_CPPFLAGS)

$(GCC_STAMP):
	@mkdir -p $(SOURCES_DIR)
	flock $(SOURCES_DIR)/.lock \
	  sh $(srcdir)/scripts/fetch-sources -d $(SOURCES_DIR) gcc

# The two configuration headers GCC's build would generate: tconfig.h
# (target code sees the compiler's host configuration, USED_FOR_TARGET)
# and libgcc_tm.h (no target adds macro files on these targets).
$(LIBGCC_OBJ)/tconfig.h:
	@mkdir -p $(dir $@)
	printf '%s\n' '#ifndef USED_FOR_TARGET' '#define USED_FOR_TARGET' \
	  '#endif' '#include "auto-host.h"' > $@
	: > $(LIBGCC_OBJ)/libgcc_tm.h

# libgcc-build LIB DIR CC: the objects of library directory LIB (a mode
# or a flavour) in DIR, compiled by CC; sandboxed ones (sandbox, a policy
# or a flavour) must pass the verifier.
define libgcc-build
$(2)/%.o: $(GCC_STAMP) $(LIBGCC_OBJ)/tconfig.h $(STAGE_LIB)/libc.a \
		$(MODULE_DEPS)
	@mkdir -p $$(dir $$@)
	$(3) $$(LIBGCC_CFLAGS) -DL$$* -c -o $$@ $(GCC_SRC)/libgcc/libgcc2.c
	$(if $(filter sandbox $(VERIFIED_LIBS),$(1)),$(VERIFY_OBJ) $$@)
endef
VERIFY_OBJ = $(STAGE)/bin/sfi-verify --all
$(eval $(call libgcc-build,sandbox,$(LIBGCC_OBJ),$(MODULE_CC)))
$(foreach m,none regs $(VERIFIED_LIBS),$(eval $(call libgcc-build,$(m),$(LIBGCC_OBJ)-$(m),\
	$$(RT_MODULE_$(m)_CC))))

LIBGCC_OBJS := $(LIBGCC_NAMES:%=$(LIBGCC_OBJ)/%.o)
$(LIBGCC_OBJS) $(foreach m,$(VERIFIED_LIBS),$(LIBGCC_NAMES:%=$(LIBGCC_OBJ)-$(m)/%.o)): \
	$(STAGE)/bin/sfi-verify

# They join the module support library of their mode.
$(STAGE_LIB)/libsfimod.a: $(LIBGCC_OBJS)
$(STAGE_LIB)/none/libsfimod.a: $(LIBGCC_NAMES:%=$(LIBGCC_OBJ)-none/%.o)
$(STAGE_LIB)/regs/libsfimod.a: $(LIBGCC_NAMES:%=$(LIBGCC_OBJ)-regs/%.o)
$(foreach m,$(VERIFIED_LIBS),$(eval $(STAGE_LIB)/$(m)/libsfimod.a: \
	$(LIBGCC_NAMES:%=$(LIBGCC_OBJ)-$(m)/%.o)))
