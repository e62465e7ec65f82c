# runtime/runtime.mk -- build rules for the SFI runtime.
#
# Included by build/<target>/Makefile (generated from mk/Makefile.in),
# which sets srcdir, TARGET, SFI_ARCH, TARGET_CC, TARGET_AR, CC, STAGE and
# STAGE_LIB (docs/internals.md).  Builds, into the stage tree:
#   $(STAGE)/bin/sfi-run             host launcher (x86-64, $(CC))
#   $(STAGE_LIB)/sfi-loader          static target program run under qemu
#   $(STAGE_LIB)/sfi-crt0.o, libsfimod.a
#                                    module support code (start-up, the
#                                    system layer of newlib, GCC's helper
#                                    functions, setjmp), compiled as
#                                    module code with $(MODULE_CC)
#   $(STAGE_LIB)/sfi-module.ld       module link layout, from <arch>-abi.h
#   $(STAGE_LIB)/include/sfi/*.h     ABI and test-hook headers
# Objects go to runtime/ in the build directory.
#
# MODULE_CFLAGS selects how module support code is compiled: the build
# directory's Makefile (mk/Makefile.in) sets it to the plugin in sandbox
# mode, so the support library is sandboxed and verified like any module
# code.

RT_SRC := $(srcdir)/runtime
RT_ARCH := $(RT_SRC)/$(SFI_ARCH)
RT_OBJ := runtime

MODULE_CFLAGS ?= $(ARCH_MODULE_FLAGS)
MODULE_CC = $(TARGET_CC) $(MODULE_CFLAGS)
# The plugin must exist before module code is compiled with it.
MODULE_DEPS ?= $(if $(findstring sfi.so,$(MODULE_CFLAGS)),$(STAGE_LIB)/sfi.so)

RT_WARN := -Wall -Wextra -Wno-unused-parameter
RT_INCLUDES := -I$(srcdir)/include -I$(RT_SRC) -I$(RT_ARCH)

# The loader: ordinary (trusted) target code, non-PIE (mk/arch-*.mk).
RT_LOADER_CFLAGS := -O2 -g $(ARCH_LOADER_CFLAGS) $(RT_WARN) $(RT_INCLUDES) \
	-I$(srcdir)/verifier -MMD -MP
RT_LOADER_LDFLAGS := $(ARCH_LOADER_LDFLAGS)
RT_LIB_NAMES := registry executable segments layout domain elf-load \
		host-calls policy fs-calls fault canary call reloc trampolines tramp \
		callv stubs switch match
RT_LIB_OBJS := $(RT_LIB_NAMES:%=$(RT_OBJ)/loader/%.o)
RT_LOADER_OBJS := $(RT_LIB_OBJS) $(RT_OBJ)/loader/loader-main.o

# Module support code: runs inside the domain, against newlib's headers
# (newlib.mk).
RT_MODULE_CFLAGS = -O2 -g -fno-stack-protector \
		   -fno-asynchronous-unwind-tables $(RT_WARN) $(RT_INCLUDES) \
		   $(NEWLIB_CPPFLAGS) -I$(RT_SRC)/module -MMD -MP
RT_LIBSFIMOD_NAMES := syscalls files posix atomic closure fenv $(ARCH_MODULE_NAMES)
RT_LIBSFIMOD_OBJS := $(RT_LIBSFIMOD_NAMES:%=$(RT_OBJ)/module/%.o)

RT_HEADERS := $(wildcard $(srcdir)/include/sfi/*.h) $(RT_SRC)/sfi-test.h \
	$(RT_SRC)/sfi-import.h

RT_OUTPUTS := $(STAGE)/bin/sfi-run $(STAGE_LIB)/sfi-loader \
	      $(STAGE_LIB)/sfi-crt0.o $(STAGE_LIB)/libsfimod.a \
	      $(STAGE_LIB)/sfi-module.ld \
	      $(addprefix $(STAGE_LIB)/include/sfi/,$(notdir $(RT_HEADERS))) \
	      $(STAGE_LIB)/libsfi.a $(STAGE_LIB)/include/sfi.h

.PHONY: all runtime runtime-clean
all: runtime
runtime: $(RT_OUTPUTS)

$(RT_OBJ)/loader $(RT_OBJ)/module $(STAGE)/bin $(STAGE_LIB) \
$(STAGE_LIB)/include/sfi:
	mkdir -p $@

# Host launcher.
$(STAGE)/bin/sfi-run: $(RT_SRC)/sfi-run.c | $(STAGE)/bin
	$(CC) -O2 -g $(RT_WARN) -o $@ $<

# Loader.
$(RT_OBJ)/loader/%.o: $(RT_SRC)/%.c | $(RT_OBJ)/loader
	$(TARGET_CC) $(RT_LOADER_CFLAGS) -c -o $@ $<
$(RT_OBJ)/loader/%.o: $(RT_ARCH)/%.c | $(RT_OBJ)/loader
	$(TARGET_CC) $(RT_LOADER_CFLAGS) -c -o $@ $<
$(RT_OBJ)/loader/%.o: $(RT_ARCH)/%.S | $(RT_OBJ)/loader
	$(TARGET_CC) $(RT_LOADER_CFLAGS) -c -o $@ $<
# The loader links the verifier library (verifier/verifier.mk).
$(STAGE_LIB)/sfi-loader: $(RT_LOADER_OBJS) $(STAGE_LIB)/libsfiverify.a \
		| $(STAGE_LIB)
	$(TARGET_CC) $(RT_LOADER_LDFLAGS) -o $@ $(RT_LOADER_OBJS) \
	  $(STAGE_LIB)/libsfiverify.a

# The runtime as a library for hosts: libsfi.a (with the verifier's
# objects, so a host links one archive) and its header sfi.h.
$(STAGE_LIB)/libsfi.a: $(RT_LIB_OBJS) $(STAGE_LIB)/libsfiverify.a \
		| $(STAGE_LIB)
	rm -f $@
	$(TARGET_AR) rcs $@ $(RT_LIB_OBJS) $(VERIFIER_TARGET_OBJS)
$(STAGE_LIB)/include/sfi.h: $(RT_SRC)/sfi.h | $(STAGE_LIB)/include/sfi
	cp $< $@

# Module support library and start-up code.
$(RT_OBJ)/module/%.o: $(RT_SRC)/module/%.c $(MODULE_DEPS) | $(RT_OBJ)/module
	$(MODULE_CC) $(RT_MODULE_CFLAGS) -c -o $@ $<
$(RT_OBJ)/module/%.o: $(RT_ARCH)/module/%.c $(MODULE_DEPS) | $(RT_OBJ)/module
	$(MODULE_CC) $(RT_MODULE_CFLAGS) -c -o $@ $<
$(RT_OBJ)/module/%.o: $(RT_ARCH)/module/%.S $(MODULE_DEPS) | $(RT_OBJ)/module
	$(MODULE_CC) $(RT_MODULE_CFLAGS) -c -o $@ $<
$(STAGE_LIB)/sfi-crt0.o: $(RT_OBJ)/module/sfi-crt0.o | $(STAGE_LIB)
	cp $< $@
$(STAGE_LIB)/libsfimod.a: $(RT_LIBSFIMOD_OBJS) | $(STAGE_LIB)
	rm -f $@
	$(TARGET_AR) rcs $@ $^

# Link layout: the numbers come from the ABI header.
$(STAGE_LIB)/sfi-module.ld: $(RT_ARCH)/sfi-module.ld.in \
			    $(srcdir)/include/sfi/$(SFI_ARCH)-abi.h | $(STAGE_LIB)
	$(TARGET_CC) -E -P -undef -x c -I$(srcdir)/include -o $@ $<

# Headers for module and host code.
$(STAGE_LIB)/include/sfi/%.h: $(srcdir)/include/sfi/%.h | $(STAGE_LIB)/include/sfi
	cp $< $@
$(STAGE_LIB)/include/sfi/sfi-import.h: $(RT_SRC)/sfi-import.h | $(STAGE_LIB)/include/sfi
	cp $< $@
$(STAGE_LIB)/include/sfi/sfi-test.h: $(RT_SRC)/sfi-test.h | $(STAGE_LIB)/include/sfi
	cp $< $@

runtime-clean:
	rm -rf $(RT_OBJ) $(RT_OUTPUTS)

-include $(wildcard $(RT_OBJ)/loader/*.d $(RT_OBJ)/module/*.d)
