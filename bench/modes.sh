# The benchmark harness's toolchain adapter: how a program is compiled,
# checked and run in each mode.  Sourced by scripts/bench; this is the one
# place to change when the toolchain changes.
#
#   bench_cc TARGET MODE OUT GCC-ARGS...    compile and link OUT
#   bench_run TARGET MODE WORKDIR PROG ARGS...
#                                           run PROG in WORKDIR (its cwd and
#                                           the only directory it may use)
#   bench_text_size TARGET PROG             bytes of PROG's .text
#   bench_skip_args TARGET                  insn-count plugin arguments that
#                                           exclude the trusted loader's code
#
# Runs are killed after BENCH_TIMEOUT seconds (default 1800).
#
# Modes: none, regs, sandbox (-fsfi=MODE).  The same compiler, flags and
# C library for all three.  If BENCH_QEMU_PLUGIN is set, runs load it
# into qemu through the QEMU_PLUGIN environment variable (sfi-run starts
# qemu itself, and qemu-user reads QEMU_PLUGIN like -plugin).
#
# BENCH_DEV=1 is a development fallback for the harness itself: ordinary
# glibc programs built with TARGET-gcc-12 (no plugin; every mode gives
# the same program) and run by qemu directly.
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
  "$_t-gcc-12" -specs="$_s/lib/sfi/$_t/sfi.specs" -fsfi="$_m" $BENCH_OPT \
    "$@" -o "$_o" -lm || return
  if [ "$_m" = sandbox ]; then
    "$_s/bin/sfi-verify" "$_o"
  fi
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
      if [ "$_m" = sandbox ]; then
	set -- "$_s/bin/sfi-run" --dir="$PWD:rw" "$@"
      else
	set -- "$_s/bin/sfi-run" --no-verify --dir="$PWD:rw" "$@"
      fi
    fi
    if [ -n "${BENCH_QEMU_PLUGIN:-}" ]; then
      exec timeout "${BENCH_TIMEOUT:-1800}" env -i PATH=/usr/bin:/bin LC_ALL=C \
	QEMU_PLUGIN="$BENCH_QEMU_PLUGIN" "$@"
    fi
    exec timeout "${BENCH_TIMEOUT:-1800}" env -i PATH=/usr/bin:/bin LC_ALL=C "$@"
  )
}

bench_text_size () {
  "$1-size" -A "$2" | awk '$1 == ".text" { print $2 }'
}

bench_skip_args () {
  [ -z "${BENCH_DEV:-}" ] || return 0
  _l=$(bench_stage "$1")/lib/sfi/$1/sfi-loader
  [ -f "$_l" ] || return 0
  "$1-nm" "$_l" | awk '
    $3 == "__executable_start" { lo = $1 }
    $3 == "etext" || $3 == "_etext" { hi = $1 }
    END { if (lo != "" && hi != "") printf "skip_lo=0x%s,skip_hi=0x%s\n", lo, hi }'
}
