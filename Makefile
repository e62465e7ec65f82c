# Top-level driver: one build directory per supported target.
#
#   make demo                 install what is missing, build, run the demo
#   make check                install what is missing, build and test every target
#   make check RUNTESTFLAGS="compile.exp"   pass options to DejaGnu
#   make TARGETS=mips-linux-gnu check       only some targets
#   make install prefix=P     install every target under P
#   make measure              code size and dynamic instruction counts of
#                             the run tests, sandboxed against plain
#   make bench-verifier       the verifier's speed (MiB/s)
#   make bench-crossing       cost of a null call into a domain (Table 2)
#   make bench                SPEC-style programs, modes none/regs/sandbox:
#                             build/bench/report.md (bench-quick, bench-smoke:
#                             smaller; docs/benchmarks.md)
#   make bench-ablation       the optimizations' ablation table:
#                             build/bench-ablation/ablation.md
#   make bench-compile        compile time of the programs, sandbox
#                             against none: build/bench-compile/compile.md
#   make bench-db             SQLite with sandboxed polygon functions, the
#                             paper's Table 3: build/bench-db/report.md
#                             (BENCH_DB_SCALE=N polygons, BENCH_DB_RUNS=N)
#   make fuzz                 fuzz the verifier for FUZZ_SECONDS (libFuzzer)
#   make fuzz-soundness       the verifier's soundness property test under
#                             qemu, FUZZ_SECONDS per target [FUZZ_SEED=S]
#   make check-torture        GCC's torture tests, native and sandboxed
#   make check-csmith N=2000  csmith programs, native and sandboxed
#
# Each target is configured in build/<target> by ../../configure
# --target=<target>; see docs/internals.md.

TARGETS ?= mips-linux-gnu mipsel-linux-gnu alpha-linux-gnu
DEMO_TARGET ?= mipsel-linux-gnu
prefix ?= /usr/local
BUILDDIR ?= build
JOBS ?= 2
RUNTESTFLAGS ?=

SRCDIR := $(CURDIR)

.PHONY: all setup configure demo check measure bench-verifier bench-crossing bench bench-db bench-quick bench-smoke bench-ablation bench-compile fuzz fuzz-soundness check-torture check-csmith install clean distclean
all: $(TARGETS:%=build-%)

setup:
	@sh scripts/setup $(TARGETS)

configure: configure.ac
	@$(MAKE) --no-print-directory setup
	autoreconf -fi

# Configured build directories are kept between runs (pattern-rule
# targets are otherwise deleted as intermediate files).
.PRECIOUS: $(BUILDDIR)/%/Makefile
$(BUILDDIR)/%/Makefile: configure mk/Makefile.in
	@$(MAKE) --no-print-directory setup
	mkdir -p $(BUILDDIR)/$*
	cd $(BUILDDIR)/$* && $(SRCDIR)/configure --target=$* --prefix=$(prefix) -q

build-%: $(BUILDDIR)/%/Makefile setup
	$(MAKE) -C $(BUILDDIR)/$* -j$(JOBS) all

check-%: build-%
	$(MAKE) -C $(BUILDDIR)/$* check RUNTESTFLAGS='$(RUNTESTFLAGS)'

# Test every target even if one fails, then print one summary; then the
# benchmarks' smoke run (tiny inputs, every mode, outputs compared and
# sandboxed builds verified), which fails on any difference.  Not when
# RUNTESTFLAGS picks tests, nor without the demo target.
# A target's testsuite is one runtest process, so the targets run JOBS at
# a time; each one's output goes to its testsuite/check.log and is printed
# whole when it ends, so that targets do not interleave.
CHECK_BENCH_SMOKE = $(if $(RUNTESTFLAGS),,$(filter $(DEMO_TARGET),$(TARGETS)))
check: $(TARGETS:%=build-%)
	@status=0; \
	$(MAKE) --no-print-directory -k -j$(JOBS) $(TARGETS:%=checklog-%) \
	  || status=1; \
	sh scripts/summary $(TARGETS:%=$(BUILDDIR)/%/testsuite/sfi.sum); \
	$(if $(CHECK_BENCH_SMOKE),\
	  $(MAKE) --no-print-directory bench-smoke || status=1;) \
	exit $$status

checklog-%:
	@log=$(BUILDDIR)/$*/testsuite/check.log; mkdir -p $(BUILDDIR)/$*/testsuite; \
	echo "check: $*: testing (output in $$log)"; \
	$(MAKE) --no-print-directory -C $(BUILDDIR)/$* check \
	  RUNTESTFLAGS='$(RUNTESTFLAGS)' > $$log 2>&1; status=$$?; \
	cat $$log; exit $$status

demo: build-$(DEMO_TARGET)
	sh examples/demo.sh $(BUILDDIR)/$(DEMO_TARGET)/stage $(DEMO_TARGET)

MEASURE_OPT ?= -O2
measure: $(TARGETS:%=build-%)
	@for t in $(TARGETS); do \
	  echo "## $$t, $(MEASURE_OPT)"; echo; \
	  sh scripts/measure-run-tests $(BUILDDIR)/$$t $(MEASURE_OPT) || exit 1; \
	  echo; \
	done

FIRST_TARGET = $(firstword $(TARGETS))
bench-verifier: build-$(FIRST_TARGET)
	$(MAKE) --no-print-directory -C $(BUILDDIR)/$(FIRST_TARGET) bench-verifier

bench-crossing: $(TARGETS:%=build-%)
	@for t in $(TARGETS); do \
	  sh scripts/bench-crossing $(BUILDDIR)/$$t || exit 1; \
	done

# SPEC-style programs in modes none, regs and sandbox (docs/benchmarks.md);
# the report is $(BUILDDIR)/bench/report.md.
# The baselines need newlib and the support library built in modes none
# and regs too (bench-libs-TARGET).  bench-smoke runs each program twice
# so that it also checks that the instruction counts repeat.
BENCH_TARGETS ?= mipsel-linux-gnu alpha-linux-gnu
BENCH_FLAGS ?=
bench-libs-%: build-%
	$(MAKE) -C $(BUILDDIR)/$* newlib-none newlib-regs
bench: $(BENCH_TARGETS:%=bench-libs-%)
	sh scripts/bench $(BENCH_TARGETS:%=-t %) -o $(BUILDDIR)/bench $(BENCH_FLAGS)
bench-quick: $(BENCH_TARGETS:%=bench-libs-%)
	sh scripts/bench $(BENCH_TARGETS:%=-t %) -s quick -n 1 -o $(BUILDDIR)/bench-quick $(BENCH_FLAGS)
bench-ablation: $(BENCH_TARGETS:%=bench-libs-%)
	sh scripts/bench-ablation $(BENCH_TARGETS:%=-t %) -o $(BUILDDIR)/bench-ablation
bench-compile: $(BENCH_TARGETS:%=build-%)
	sh scripts/bench-compile $(BENCH_TARGETS:%=-t %) -o $(BUILDDIR)/bench-compile
# SQLite running Sequoia-2000-like queries with the same polygon
# functions native, sandboxed, protected and in a separate process
# (docs/database.md).
BENCH_DB_SCALE ?= 100000
BENCH_DB_RUNS ?= 5
bench-db: $(BENCH_TARGETS:%=build-%)
	sh scripts/bench-db $(BENCH_TARGETS:%=-t %) -o $(BUILDDIR)/bench-db \
	  -s $(BENCH_DB_SCALE) -n $(BENCH_DB_RUNS)
bench-smoke: bench-libs-$(DEMO_TARGET)
	sh scripts/bench -t $(DEMO_TARGET) -s smoke -n 2 -o $(BUILDDIR)/bench-smoke $(BENCH_FLAGS) bzip2 lua libquantum

fuzz: build-$(FIRST_TARGET)
	@sh scripts/setup --fuzz $(TARGETS)
	$(MAKE) --no-print-directory -C $(BUILDDIR)/$(FIRST_TARGET) fuzz

# Soundness of the verifier (testsuite/sfi.soundness): random sequences,
# verified, run in domains under the sfi-check qemu plugin; every target,
# then one summary line per target.
fuzz-soundness: $(TARGETS:%=build-%)
	@status=0; \
	for t in $(TARGETS); do \
	  $(MAKE) --no-print-directory -C $(BUILDDIR)/$$t fuzz-soundness \
	    $(if $(FUZZ_SECONDS),FUZZ_SECONDS=$(FUZZ_SECONDS)) \
	    $(if $(FUZZ_SEED),FUZZ_SEED=$(FUZZ_SEED)) || status=1; \
	done; \
	echo "fuzz-soundness summary:"; \
	for t in $(TARGETS); do \
	  printf '%s: ' $$t; grep '^sfi-fuzz: ' $(BUILDDIR)/$$t/soundness/fuzz.log \
	    | tail -1; \
	done; \
	exit $$status

# GCC's C torture execution tests, native and sandboxed, every target
# (docs/torture.md).  TORTURE_OPT="-O0 -O2 -Os" picks the levels
# (default -O2); TORTURE_MODE=protect the policy (default sandbox);
# TORTURE_FLAGS="..." more options for the modules only (such as
# -fplugin-arg-sfi-and-only); TORTURE_TESTS="name..." some tests.
check-torture: $(TARGETS:%=build-%)
	sh scripts/check-torture $(TARGETS:%=-t %) \
	  $(if $(TORTURE_OPT),-O "$(TORTURE_OPT)") \
	  $(if $(TORTURE_MODE),-m $(TORTURE_MODE)) \
	  $(if $(TORTURE_FLAGS),-f "$(TORTURE_FLAGS)") $(TORTURE_TESTS)

# csmith's random programs, native and sandboxed, every target:
# N programs from seed SEED (docs/torture.md); CSMITH_MODE=protect the
# policy (default sandbox); CSMITH_FLAGS="..." more options for the
# modules only.
N ?= 100
SEED ?= 1
check-csmith: $(TARGETS:%=build-%)
	sh scripts/check-csmith $(TARGETS:%=-t %) -n $(N) -s $(SEED) \
	  $(if $(CSMITH_MODE),-m $(CSMITH_MODE)) \
	  $(if $(CSMITH_FLAGS),-f "$(CSMITH_FLAGS)")

install: $(TARGETS:%=build-%)
	for t in $(TARGETS); do \
	  $(MAKE) -C $(BUILDDIR)/$$t install prefix=$(prefix) || exit 1; \
	done

clean:
	rm -rf $(BUILDDIR)

distclean: clean
	rm -rf configure autom4te.cache build-aux aclocal.m4 config.log config.status
