# The benchmark harness's toolchain adapter: how a program is compiled,
# checked and run in each mode.  Sourced by scripts/bench; this is the one
# place to change when the toolchain changes.
#
#   bench_cc TARGET MODE OUT GCC-ARGS...    compile and link OUT
#   bench_run TARGET MODE WORKDIR PROG ARGS...
#                                           run PROG in WORKDIR (its cwd and
#                                           the only directory it may use)
#   bench_text_size TARGET PROG             bytes of PROG's .text
#   bench_count STDERR PAGES                the module's instruction count,
#                                           from a run's standard error and
#                                           the insn-count plugin's pages=
#                                           file
#
# BENCH_SEGSIZE (e.g. 64M, empty: the default, 16 MiB on both targets)
# is the domain's segment size for the next bench_run and bench_count:
# programs that need more memory than a 16 MiB data segment set it.
#
# Runs are killed after BENCH_TIMEOUT seconds (default 1800).
#
# Modes: none, regs, sandbox, match, protect (-fsfi=MODE).  The same compiler,
# flags and C library for all, each library compiled in the mode.  If BENCH_QEMU_PLUGIN is set, runs load it
# into qemu through the QEMU_PLUGIN environment variable (sfi-run starts
# qemu itself, and qemu-user reads QEMU_PLUGIN like -plugin).
#
# Runs set SFI_DEBUG=1: the loader then prints, on standard error, the
# gdb command that loads the module's symbols, with its .text address in
# the domain; bench_count takes the code segment from it.
#
# BENCH_DEV=1 is a development fallback for the harness itself: ordinary
# glibc programs built with TARGET-gcc-12 (no plugin; every mode gives
# the same program) and run by qemu directly; bench_count then counts
# every page (the dynamic loader and glibc included).
#
# Needs: BENCH_STAGE_ROOT (default build): the stage of TARGET is
# $BENCH_STAGE_ROOT/TARGET/stage, made by the top-level "make".

: "${BENCH_STAGE_ROOT:=build}"
: "${BENCH_OPT:=-O2}"

bench_stage () {
  echo "$BENCH_STAGE_ROOT/$1/stage"
}

bench_qemu () {
  case $1 in
    mips-linux-gnu) echo qemu-mips ;;
    mipsel-linux-gnu) echo qemu-mipsel ;;
    alpha-linux-gnu) echo qemu-alpha ;;
    *) echo "bench: unsupported target $1" >&2; return 1 ;;
  esac
}

bench_cc () {
  _t=$1 _m=$2 _o=$3
  shift 3
  if [ -n "${BENCH_DEV:-}" ]; then
    case $_t in
      # Static glibc programs crash at start-up under qemu-alpha 7.2.
      alpha-*) _static= ;;
      *) _static=-static ;;
    esac
    "$_t-gcc-12" $BENCH_OPT $_static "$@" -o "$_o" -lm
    return
  fi
  _s=$(bench_stage "$_t")
  # Without them, sfi.specs would quietly link the sandboxed newlib.
  if [ "$_m" != sandbox ] && [ ! -f "$_s/lib/sfi/$_t/$_m/libc.a" ]; then
    echo "bench: no newlib in mode $_m for $_t: make -C build/$_t newlib-none newlib-regs" >&2
    return 1
  fi
  "$_t-gcc-12" -specs="$_s/lib/sfi/$_t/sfi.specs" -fsfi="$_m" $BENCH_OPT \
    "$@" -o "$_o" -lm || return
  case $_m in
    sandbox|match|protect) "$_s/bin/sfi-verify" "$_o" ;;
  esac
}

# The environment is fixed (env -i) so that runs repeat exactly: the
# guest's start-up code walks its environment, so even $PWD's length
# changes the instruction count.
bench_run () {
  _t=$1 _m=$2 _w=$3
  shift 3
  (
    cd "$_w" || exit 127
    if [ -n "${BENCH_DEV:-}" ]; then
      _q=$(bench_qemu "$_t") || exit 127
      case $_t in
	alpha-*) set -- "$_q" -L /usr/alpha-linux-gnu "$@" ;;
	*) set -- "$_q" "$@" ;;
      esac
    else
      _s=$(cd "$(bench_stage "$_t")" && pwd) || exit 127
      case $_m in
	sandbox|match|protect) _v=--require=$_m ;;
	*) _v=--no-verify ;;
      esac
      set -- "$_s/bin/sfi-run" $_v ${BENCH_SEGSIZE:+--segment-size=$BENCH_SEGSIZE} \
	--dir="$PWD:rw" "$@"
    fi
    if [ -n "${BENCH_QEMU_PLUGIN:-}" ]; then
      exec timeout "${BENCH_TIMEOUT:-1800}" env -i PATH=/usr/bin:/bin LC_ALL=C \
	SFI_DEBUG=1 QEMU_PLUGIN="$BENCH_QEMU_PLUGIN" "$@"
    fi
    exec timeout "${BENCH_TIMEOUT:-1800}" env -i PATH=/usr/bin:/bin LC_ALL=C \
      SFI_DEBUG=1 "$@"
  )
}

bench_text_size () {
  "$1-size" -A "$2" | awk '$1 == ".text" { print $2 }'
}

# The bytes of a segment size as sfi-run takes it (N, NK, NM).
bench_seg_bytes () {
  _z=${1:-16M}
  case $_z in
    *[Mm]) echo $(( ${_z%?} * 1048576 )) ;;
    *[Kk]) echo $(( ${_z%?} * 1024 )) ;;
    *) echo $(( _z )) ;;
  esac
}

# Where the loader put the module's .text: the address on the "sfi:
# gdb: add-symbol-file" line of the run's standard error in file $1.
bench_text_addr () {
  _t=$(awk '$1 == "sfi:" && $2 == "gdb:" && $3 == "add-symbol-file" {
      for (i = 5; i <= NF; i++)
	if ($i == "-s") i += 2; else { print $i; exit } }' "$1")
  case $_t in
    0x*) echo "$_t" ;;
    *) echo "bench: the loader did not say where .text is ($1)" >&2; return 1 ;;
  esac
}

# The instructions executed in the module's code segment: from the base
# of the segment that holds .text (its address rounded down to the
# segment size, the segment being aligned to its size) to base + size.
# That is all the module's code (its own, newlib's, the support
# library's) and the jump table at the segment's start; not the trusted
# loader, the runtime, the trampolines or, on Alpha, ld.so and glibc.
bench_count () {
  _seg=$(bench_seg_bytes "${BENCH_SEGSIZE:-}")
  if [ -n "${BENCH_DEV:-}" ]; then
    awk '{ n += $2 } END { printf "%d\n", n }' "$2"
    return
  fi
  _text=$(bench_text_addr "$1") || return 1
  # Page addresses go up to 2^43 on Alpha: awk's doubles are exact there.
  awk -v text="$_text" -v seg="$_seg" '
    function hex(s,   v, i, c) {
      v = 0; s = tolower(s); sub(/^0x/, "", s)
      for (i = 1; i <= length(s); i++)
	v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
      return v
    }
    BEGIN { t = hex(text); lo = t - t % seg; hi = lo + seg }
    { a = hex($1); if (a >= lo && a < hi) n += $2 }
    END { printf "%.0f\n", n }' "$2"
}
