# Build the verifier: the host command sfi-verify and, for the loader, a
# target library libsfiverify.a with the same checking code.

# The host command checks every ISA; the target library (for the loader)
# only the target's.
VERIFIER_SRCS = $(srcdir)/verifier/elf-read.c $(srcdir)/verifier/sweep.c \
	$(srcdir)/verifier/$(SFI_ARCH)/verify-$(SFI_ARCH).c
VERIFIER_HOST_SRCS = $(srcdir)/verifier/elf-read.c \
	$(srcdir)/verifier/verify-elf.c $(srcdir)/verifier/sweep.c \
	$(srcdir)/verifier/mips/verify-mips.c \
	$(srcdir)/verifier/alpha/verify-alpha.c
VERIFIER_HDRS = $(wildcard $(srcdir)/verifier/*.h $(srcdir)/verifier/*/*.def \
	$(srcdir)/include/sfi/*.h)
# -O3: the checker is on the load path and in bench-verifier; it is
# measurably faster than -O2 (about 18% on bench-verify).
VERIFIER_CFLAGS = -O3 -g -Wall -Wextra -Wno-unused-parameter \
	-I$(srcdir)/verifier $(SFI_INCLUDES)

.PHONY: verifier
all: verifier
verifier: $(STAGE)/bin/sfi-verify $(STAGE_LIB)/libsfiverify.a

$(STAGE)/bin/sfi-verify: $(srcdir)/verifier/sfi-verify-main.c \
		$(srcdir)/verifier/archive.c $(VERIFIER_HOST_SRCS) \
		$(VERIFIER_HDRS) | $(STAGE)/bin
	$(CC) $(VERIFIER_CFLAGS) $(srcdir)/verifier/sfi-verify-main.c \
	  $(srcdir)/verifier/archive.c $(VERIFIER_HOST_SRCS) -pthread -o $@

VERIFIER_TARGET_OBJS = $(patsubst $(srcdir)/verifier/%.c,verifier/target/%.o,\
	$(VERIFIER_SRCS))
verifier/target/%.o: $(srcdir)/verifier/%.c $(VERIFIER_HDRS)
	@$(MKDIR_P) $(dir $@)
	$(TARGET_CC) -fno-pie $(VERIFIER_CFLAGS) -c $< -o $@
$(STAGE_LIB)/libsfiverify.a: $(VERIFIER_TARGET_OBJS) | $(STAGE_LIB)
	rm -f $@
	$(TARGET_AR) rcs $@ $(VERIFIER_TARGET_OBJS)

# Unit tests from hand-encoded words, for every ISA (they run on the
# host), run by testsuite/sfi.verifier/unit.exp.
VERIFIER_UNIT_TESTS = verifier/test-mips verifier/test-alpha
verifier/test-%: $(srcdir)/verifier/tests/test-%.c $(VERIFIER_HOST_SRCS) \
		$(VERIFIER_HDRS)
	@$(MKDIR_P) verifier
	$(CC) $(VERIFIER_CFLAGS) $< $(VERIFIER_HOST_SRCS) -pthread -o $@
check-sfi: $(VERIFIER_UNIT_TESTS)

# Fuzzing (verifier/fuzz/fuzz-verify.c): a deterministic smoke run under
# GCC's sanitizers in make check (testsuite/sfi.verifier/fuzz.exp), and a
# coverage-guided libFuzzer run of FUZZ_SECONDS in "make fuzz".
FUZZ_SRCS = $(srcdir)/verifier/fuzz/fuzz-verify.c $(VERIFIER_HOST_SRCS)
FUZZ_CFLAGS = -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all \
	-I$(srcdir)/verifier $(SFI_INCLUDES)
FUZZ_CC ?= clang-14
FUZZ_SECONDS ?= 300
verifier/fuzz-smoke: $(srcdir)/verifier/fuzz/smoke-main.c $(FUZZ_SRCS) \
		$(VERIFIER_HDRS)
	@$(MKDIR_P) verifier
	$(CC) $(FUZZ_CFLAGS) $(srcdir)/verifier/fuzz/smoke-main.c $(FUZZ_SRCS) \
	  -pthread -o $@
check-sfi: verifier/fuzz-smoke

verifier/fuzz-verify: $(FUZZ_SRCS) $(VERIFIER_HDRS)
	@$(MKDIR_P) verifier
	$(FUZZ_CC) -fsanitize=fuzzer $(FUZZ_CFLAGS) $(FUZZ_SRCS) -pthread -o $@

.PHONY: fuzz bench-verifier
fuzz: verifier/fuzz-verify runtime
	$(MKDIR_P) verifier/fuzz-corpus verifier/fuzz-seeds
	cp runtime/module/*.o verifier/fuzz-seeds/
	verifier/fuzz-verify -max_total_time=$(FUZZ_SECONDS) -max_len=65536 \
	  -rss_limit_mb=4096 verifier/fuzz-corpus verifier/fuzz-seeds

# The verifier's speed on a large all-safe image: the module support
# library's objects (compiled with the plugin) and an Alpha function,
# each repeated to BENCH_MIB MiB; then on synthetic adversarial images
# (bench-verify.c: --shape).  A benchmark: it prints figures and
# never fails on them.
BENCH_MIB ?= 64
verifier/bench-verify: $(srcdir)/verifier/bench/bench-verify.c \
		$(VERIFIER_HOST_SRCS) $(VERIFIER_HDRS)
	@$(MKDIR_P) verifier
	$(CC) $(VERIFIER_CFLAGS) $< $(VERIFIER_HOST_SRCS) -pthread -o $@
verifier/bench-alpha.o: $(srcdir)/testsuite/sfi.verifier/alpha/ok-function.s
	@$(MKDIR_P) verifier
	alpha-linux-gnu-as $< -o $@
bench-verifier: verifier/bench-verify verifier/bench-alpha.o runtime
	verifier/bench-verify --mib=$(BENCH_MIB) $(filter-out %/sfi-crt0.o,\
	  $(wildcard runtime/module/*.o))
	verifier/bench-verify --mib=$(BENCH_MIB) verifier/bench-alpha.o
	@echo "adversarial shapes (linear time whatever the code's shape):"
	for s in chain fanin slots; do \
	  verifier/bench-verify --mib=$(BENCH_MIB) --shape=$$s --isa=mips \
	    || exit 1; done
	for s in chain fanin; do \
	  verifier/bench-verify --mib=$(BENCH_MIB) --shape=$$s --isa=alpha \
	    || exit 1; done
	@echo "checking logic per ISA and shared (lines, tables excluded):"
	@wc -l $(srcdir)/verifier/mips/verify-mips.c \
	  $(srcdir)/verifier/alpha/verify-alpha.c $(srcdir)/verifier/rules.h
