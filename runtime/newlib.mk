# runtime/newlib.mk -- newlib, the C library of modules.
#
# Included by build/<target>/Makefile after runtime.mk.  newlib comes
# from Debian's source package (scripts/fetch-sources, pinned and
# checksummed, unpacked once into build/sources for every target) and
# is compiled with the plugin like any module code, so the whole library
# passes the verifier.  Its system layer is ours (runtime/module/
# syscalls.c): each system call is a host call through the jump table.
#
#   $(STAGE_LIB)/newlib/include   newlib's headers (modules use only these)
#   $(STAGE_LIB)/libc.a, libm.a   newlib compiled with -fsfi=sandbox
#   $(STAGE_LIB)/protect/...      newlib, the support library and its
#                                 start-up object compiled with
#                                 -fsfi=protect (loads sandboxed too) and
#                                 verified: the libraries of that policy
#   $(STAGE_LIB)/match/...        the same for -fsfi=match (every guard
#                                 checked)
#   $(STAGE_LIB)/MODE/libc.a ...  newlib compiled with -fsfi=MODE, for the
#                                 none and regs baselines of the benchmarks
#                                 (make newlib-none newlib-regs)
#   $(STAGE_LIB)/FLAVOUR/...      newlib and the support library of a
#                                 policy compiled with more plugin
#                                 arguments (ARCH_LIB_FLAVOURS: Alpha's
#                                 one-instruction guards), verified

SOURCES_DIR ?= $(abspath $(abs_builddir)/../sources)
NEWLIB_SRC := $(SOURCES_DIR)/newlib
NEWLIB_STAMP := $(NEWLIB_SRC)/.sfi-prepared-3
GCC_INCLUDE := $(shell $(TARGET_CC) -print-file-name=include)
NEWLIB_INCLUDE := $(STAGE_LIB)/newlib/include

# How module code sees newlib: only its headers and GCC's own (stddef.h,
# stdarg.h, ...), never the host C library's.  The specs file says the
# same for modules users compile.
NEWLIB_CPPFLAGS = -nostdinc -isystem $(NEWLIB_INCLUDE) -isystem $(GCC_INCLUDE) \
	$(ARCH_NEWLIB_CPPFLAGS)

# Every option that selects what newlib contains.  No multithreading
# inside a domain; C99 and long long formats for ordinary programs.
NEWLIB_CONFIG = --disable-multilib --disable-newlib-supplied-syscalls \
	--enable-newlib-io-long-long --enable-newlib-io-c99-formats \
	--disable-newlib-multithread

# The sandboxing policies other than sandbox, whose libraries are built
# and installed in a directory of their own.
POLICY_MODES := protect match

# Library flavours (mk/arch-*.mk): a flavour F is the libraries of policy
# FLAVOUR_MODE_F compiled with the plugin arguments FLAVOUR_FLAGS_F too,
# in STAGE_LIB/F, which the specs file (ARCH_LINK_SPEC) searches first
# when a module is linked with those arguments.  They share their
# policy's start-up object.  lib-mode and lib-flags map a library
# directory's name (a mode or a flavour) to how it is compiled.
LIB_FLAVOURS := $(ARCH_LIB_FLAVOURS)
lib-mode = $(or $(FLAVOUR_MODE_$(1)),$(1))
lib-flags = $(FLAVOUR_FLAGS_$(1))
# The library directories whose code is sandboxed and verified.
VERIFIED_LIBS := $(POLICY_MODES) $(LIB_FLAVOURS)

.PHONY: newlib newlib-none newlib-regs $(VERIFIED_LIBS:%=newlib-%)
all: newlib $(VERIFIED_LIBS:%=newlib-%)
newlib: $(STAGE_LIB)/libc.a
$(POLICY_MODES:%=newlib-%): newlib-%: $(STAGE_LIB)/%/sfi-crt0.o
$(VERIFIED_LIBS:%=newlib-%): newlib-%: $(STAGE_LIB)/%/libc.a \
	$(STAGE_LIB)/%/libsfimod.a
newlib-none: $(STAGE_LIB)/none/libc.a $(STAGE_LIB)/none/libsfimod.a
newlib-regs: $(STAGE_LIB)/regs/libc.a $(STAGE_LIB)/regs/libsfimod.a

# Fetch and prepare the sources once for every target (a lock, in case
# targets are built in parallel).  Sources prepared by an older
# prepare-newlib (another stamp) are unpacked afresh.
$(NEWLIB_STAMP):
	@mkdir -p $(SOURCES_DIR)
	flock $(SOURCES_DIR)/.lock sh -c '\
	  test -f $(NEWLIB_STAMP) || rm -rf $(NEWLIB_SRC); \
	  sh $(srcdir)/scripts/fetch-sources -d $(SOURCES_DIR) newlib && \
	  sh $(srcdir)/scripts/prepare-newlib $(NEWLIB_SRC)'

# newlib-build DIR: configure, build and install newlib compiled as
# library directory DIR (a mode or a flavour) into newlib/DIR/inst.  Its
# own headers (targ-include) come first while it builds itself.  With
# HAVE_RENAME its rename calls _rename (runtime/module/files.c) rather
# than link and unlink.
define newlib-build
	rm -rf newlib/$(1)
	mkdir -p newlib/$(1)
	cd newlib/$(1) && $(NEWLIB_SRC)/newlib/configure -q \
	  --host=$(ARCH_NEWLIB_HOST) --target=$(ARCH_NEWLIB_HOST) \
	  --build=$$($(NEWLIB_SRC)/config.guess) \
	  --prefix=$(abs_builddir)/newlib/$(1)/inst $(NEWLIB_CONFIG) \
	  CC="$(TARGET_CC) $(ARCH_MODULE_FLAGS) -fplugin=$(STAGE_LIB)/sfi.so \
	      -fplugin-arg-sfi-mode=$(call lib-mode,$(1)) $(call lib-flags,$(1)) \
	      -fplugin-arg-sfi-module \
	      $(if $(filter sandbox $(VERIFIED_LIBS),$(1)),$(SFI_LIB_FLAGS)) -nostdinc \
	      -isystem $(abs_builddir)/newlib/$(1)/targ-include \
	      -isystem $(NEWLIB_SRC)/newlib/libc/include \
	      -isystem $(GCC_INCLUDE) $(ARCH_NEWLIB_CPPFLAGS)" \
	  AR=$(TARGET_AR) RANLIB=$(TARGET)-ranlib AS=$(TARGET)-as \
	  CFLAGS="-O2 -g -DHAVE_RENAME" > configure.log 2>&1 || \
	  { cat configure.log >&2; exit 1; }
	$(MAKE) -C newlib/$(1) $(NEWLIB_MAKE_VARS) > newlib/$(1)/build.log 2>&1 || \
	  { tail -40 newlib/$(1)/build.log >&2; exit 1; }
	$(MAKE) -C newlib/$(1) $(NEWLIB_MAKE_VARS) install \
	  > newlib/$(1)/install.log 2>&1 || \
	  { tail -20 newlib/$(1)/install.log >&2; exit 1; }
endef

# Variables given on the command line ("make install prefix=P") reach
# every sub-make; newlib must keep its own install directory.
NEWLIB_MAKE_VARS = prefix=$(abs_builddir)/newlib/$(1)/inst \
	exec_prefix=$(abs_builddir)/newlib/$(1)/inst DESTDIR=

NEWLIB_INST = newlib/$(1)/inst/$(ARCH_NEWLIB_HOST)

# Rebuilt when the plugin or how it is invoked changes.
NEWLIB_DEPS = $(NEWLIB_STAMP) $(STAGE_LIB)/sfi.so $(srcdir)/runtime/newlib.mk \
	$(srcdir)/mk/arch-$(SFI_ARCH).mk

$(STAGE_LIB)/libc.a: $(NEWLIB_DEPS) | $(STAGE_LIB)
	@echo "newlib: building the sandboxed C library (log: newlib/sandbox/build.log)"
	$(call newlib-build,sandbox)
	rm -rf $(NEWLIB_INCLUDE)
	mkdir -p $(dir $(NEWLIB_INCLUDE))
	cp -R $(call NEWLIB_INST,sandbox)/include $(NEWLIB_INCLUDE)
	cp $(call NEWLIB_INST,sandbox)/lib/libm.a $(STAGE_LIB)/libm.a
	cp $(call NEWLIB_INST,sandbox)/lib/libc.a $@

$(STAGE_LIB)/none/libc.a $(STAGE_LIB)/regs/libc.a \
$(VERIFIED_LIBS:%=$(STAGE_LIB)/%/libc.a): $(STAGE_LIB)/%/libc.a: \
		$(NEWLIB_DEPS) $(STAGE_LIB)/libc.a
	@echo "newlib: building the C library for mode $* (log: newlib/$*/build.log)"
	$(call newlib-build,$*)
	mkdir -p $(dir $@)
	cp $(call NEWLIB_INST,$*)/lib/libm.a $(dir $@)libm.a
	cp $(call NEWLIB_INST,$*)/lib/libc.a $@

# POSIX headers newlib lacks (runtime/module/include: <sys/mman.h> and
# others, implemented in runtime/module/posix.c), installed among its
# own after each newlib build.
RT_POSIX_SRC := $(wildcard $(RT_SRC)/module/include/*.h \
	$(RT_SRC)/module/include/*/*.h)
RT_POSIX_HDRS := $(RT_POSIX_SRC:$(RT_SRC)/module/include/%=$(NEWLIB_INCLUDE)/%)
$(NEWLIB_INCLUDE)/%.h: $(RT_SRC)/module/include/%.h $(STAGE_LIB)/libc.a
	@mkdir -p $(dir $@)
	cp $< $@
all: $(RT_POSIX_HDRS)

# The support library of library directory LIB other than sandbox's: the
# same sources compiled as LIB.  For the policies and the flavours,
# sandboxed like sandbox's and verified; for the baselines, the hand-written assembly without its
# sandboxing sequences (SFI_UNSANDBOXED), and with -fsfi=none, where the
# dedicated registers are ordinary ones, saving them where a caller
# expects them kept (SFI_NO_RESERVED).  The baselines share sandbox's
# sfi-crt0.o (after main returns it only calls exit); the policies have
# their own, since a policy's marker holds the whole module to it.
define mode-support
RT_MODULE_$(1)_CC = $(TARGET_CC) -fplugin=$(STAGE_LIB)/sfi.so \
	-fplugin-arg-sfi-mode=$(call lib-mode,$(1)) $(call lib-flags,$(1)) \
	-fplugin-arg-sfi-module $(ARCH_MODULE_FLAGS) \
	$(if $(filter $(VERIFIED_LIBS),$(1)),$(SFI_LIB_FLAGS) $(SFI_LIB_DEFS),-DSFI_UNSANDBOXED) \
	$(if $(filter none,$(1)),-DSFI_NO_RESERVED) \
	$(if $(filter match,$(call lib-mode,$(1))),-DSFI_MATCH) \
	$(if $(filter protect,$(call lib-mode,$(1))),-DSFI_PROTECT)
RT_MODULE_$(1)_DEPS = $(STAGE_LIB)/libc.a $(RT_POSIX_HDRS) \
	$(if $(filter $(VERIFIED_LIBS),$(1)),$(STAGE)/bin/sfi-verify)
$(RT_OBJ)/module-$(1)/%.o: $(RT_SRC)/module/%.c $$(RT_MODULE_$(1)_DEPS)
	@mkdir -p $$(dir $$@)
	$$(RT_MODULE_$(1)_CC) $$(RT_MODULE_CFLAGS) -c -o $$@ $$<
	$(if $(filter $(VERIFIED_LIBS),$(1)),$$(VERIFY_OBJ) $$@)
$(RT_OBJ)/module-$(1)/%.o: $(RT_ARCH)/module/%.c $$(RT_MODULE_$(1)_DEPS)
	@mkdir -p $$(dir $$@)
	$$(RT_MODULE_$(1)_CC) $$(RT_MODULE_CFLAGS) \
	  $(if $(filter protect,$(call lib-mode,$(1))),$$(ARCH_PROTECT_FLAGS_$$*)) -c -o $$@ $$<
	$(if $(filter $(VERIFIED_LIBS),$(1)),$$(VERIFY_OBJ) $$@)
$(RT_OBJ)/module-$(1)/%.o: $(RT_ARCH)/module/%.S $$(RT_MODULE_$(1)_DEPS)
	@mkdir -p $$(dir $$@)
	$$(RT_MODULE_$(1)_CC) $$(RT_MODULE_CFLAGS) -c -o $$@ $$<
	$(if $(filter $(VERIFIED_LIBS),$(1)),$$(VERIFY_OBJ) $$@)
$(STAGE_LIB)/$(1)/libsfimod.a: \
		$(RT_LIBSFIMOD_NAMES:%=$(RT_OBJ)/module-$(1)/%.o)
	@mkdir -p $$(dir $$@)
	rm -f $$@
	$(TARGET_AR) rcs $$@ $$^
endef
$(foreach m,none regs $(VERIFIED_LIBS),$(eval $(call mode-support,$(m))))
$(POLICY_MODES:%=$(STAGE_LIB)/%/sfi-crt0.o): $(STAGE_LIB)/%/sfi-crt0.o: \
		$(RT_OBJ)/module-%/sfi-crt0.o
	@mkdir -p $(dir $@)
	cp $< $@


# The module support code includes newlib's headers.
$(RT_LIBSFIMOD_OBJS) $(RT_OBJ)/module/sfi-crt0.o: $(STAGE_LIB)/libc.a \
	$(RT_POSIX_HDRS)
