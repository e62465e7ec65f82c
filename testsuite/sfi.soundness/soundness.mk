# soundness.mk -- the verifier's soundness property test under the
# emulator (testsuite/sfi.soundness/fuzz.c, sfi-check.c); included by
# testsuite/testsuite.mk in build/<target>/Makefile.
#
#   make check                  soundness.exp runs a short deterministic
#                               smoke run and the can-it-fail check, for
#                               the sandbox and the protect policy
#   make fuzz-soundness FUZZ_SECONDS=N [FUZZ_SEED=S] [FUZZ_PROTECT=1]
#                       [FUZZ_AND_ONLY=1]
#                               a longer run (FUZZ_PROTECT=1: of the
#                               protect policy, loads checked too;
#                               FUZZ_AND_ONLY=1, Alpha: of one-instruction
#                               guards, in domains placed for them); prints
#                               generated, accepted and run sequences,
#                               escapes and the time
#
# Builds, into soundness/: sfi-check.so (the qemu plugin, host compiler,
# against the qemu-plugin.h that scripts/fetch-sources fetches, as for
# bench/insn-count), sfi-fuzz (the harness, a target program linked with
# libsfi.a and so with the verifier) and fuzz-ext.mod (the module its
# domains load; on Alpha also fuzz-ext-ao.mod, the same with
# one-instruction guards).

SOUND_SRC := $(srcdir)/testsuite/sfi.soundness
SOUND_OBJ := soundness
SOUND_QEMU_INC ?= $(srcdir)/build/sources/qemu/include/qemu
FUZZ_SECONDS ?= 300
FUZZ_PROTECT ?=
ifndef FUZZ_SEED
FUZZ_SEED := $(shell date +%s)
endif

.PHONY: soundness-build soundness-check-build fuzz-soundness

# Alpha also runs the harness on a module of one-instruction guards.
SOUND_MODS := $(SOUND_OBJ)/fuzz-ext.mod \
	      $(if $(filter alpha,$(SFI_ARCH)),$(SOUND_OBJ)/fuzz-ext-ao.mod)

soundness-build: $(SOUND_OBJ)/sfi-fuzz $(SOUND_MODS) $(SOUND_OBJ)/sfi-check.so

$(SOUND_OBJ):
	$(MKDIR_P) $@

$(SOUND_QEMU_INC)/qemu-plugin.h:
	sh $(srcdir)/scripts/fetch-sources qemu

$(SOUND_OBJ)/sfi-check.so: $(SOUND_SRC)/sfi-check.c $(SOUND_SRC)/sfi-check.h \
			   $(SOUND_QEMU_INC)/qemu-plugin.h | $(SOUND_OBJ)
	$(MAKE) -s -C $(SOUND_SRC) QEMU_INC=$(SOUND_QEMU_INC) \
	  OUT=$(abs_builddir)/$(SOUND_OBJ)

$(SOUND_OBJ)/sfi-fuzz: $(SOUND_SRC)/fuzz.c $(SOUND_SRC)/fuzz.h \
		       $(SOUND_SRC)/gen-$(SFI_ARCH).c $(SOUND_SRC)/gen-common.h \
		       $(SOUND_SRC)/sfi-check.h \
		       $(STAGE_LIB)/libsfi.a $(STAGE_LIB)/include/sfi.h \
		       | $(SOUND_OBJ)
	$(TARGET_CC) -O2 -g -Wall -Wextra -fno-pie -no-pie $(ARCH_HOST_LDFLAGS) \
	  -I$(STAGE_LIB)/include -I$(srcdir)/verifier -I$(SOUND_SRC) \
	  -o $@ $(SOUND_SRC)/fuzz.c $(STAGE_LIB)/libsfi.a

$(SOUND_OBJ)/fuzz-ext.mod: $(SOUND_SRC)/fuzz-ext.c $(STAGE_LIB)/sfi.specs \
			   $(STAGE_LIB)/sfi.so $(STAGE_LIB)/sfi-crt0.o \
			   $(STAGE_LIB)/libsfimod.a | $(SOUND_OBJ)
	$(TARGET_CC) -specs=$(STAGE_LIB)/sfi.specs -fsfi=sandbox -O2 -o $@ $<

$(SOUND_OBJ)/fuzz-ext-ao.mod: $(SOUND_OBJ)/fuzz-ext.mod
	$(TARGET_CC) -specs=$(STAGE_LIB)/sfi.specs -fsfi=sandbox \
	  -fplugin-arg-sfi-and-only -O2 -o $@ $(SOUND_SRC)/fuzz-ext.c

# make check: the harness and its module must build; the plugin only if
# qemu's header can be fetched (soundness.exp is unsupported without it).
check-sfi: soundness-check-build
soundness-check-build: $(SOUND_OBJ)/sfi-fuzz $(SOUND_MODS)
	-@$(MAKE) --no-print-directory $(SOUND_OBJ)/sfi-check.so

# The output also goes to soundness/fuzz.log; the status is the
# harness's (1 if it found escapes).
fuzz-soundness: soundness-build
	@echo "fuzz-soundness: $(TARGET), $(FUZZ_SECONDS) s from seed $(FUZZ_SEED)$(if $(FUZZ_PROTECT), (protect))$(if $(FUZZ_AND_ONLY), (one-instruction guards))"
	@{ $(QEMU) $(ARCH_QEMU_FLAGS) -plugin $(SOUND_OBJ)/sfi-check.so \
	    $(SOUND_OBJ)/sfi-fuzz --seconds $(FUZZ_SECONDS) --seed $(FUZZ_SEED) \
	    $(if $(FUZZ_PROTECT),--protect) \
	    $(if $(FUZZ_AND_ONLY),--and-only) \
	    --quiet --max-escapes 50 \
	    $(SOUND_OBJ)/fuzz-ext$(if $(FUZZ_AND_ONLY),-ao).mod 2>&1; \
	  echo $$? > $(SOUND_OBJ)/fuzz.status; } | tee $(SOUND_OBJ)/fuzz.log
	@exit $$(cat $(SOUND_OBJ)/fuzz.status)
