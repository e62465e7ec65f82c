#!/bin/sh
# demo.sh -- narrated demonstration of software fault isolation.
#
# usage: examples/demo.sh [STAGE-OR-PREFIX [TARGET]]
#   STAGE-OR-PREFIX  a build stage tree or an installation prefix (holding
#                    bin/sfi-run and lib/sfi/TARGET); default
#                    build/TARGET/stage beside this script.
#   TARGET           mipsel-linux-gnu (default) or mips-linux-gnu.
# Environment: WORKDIR (default: a new temporary directory).
#
# 1. compiles the untrusted extension ext.c with the plugin (-fsfi=sandbox)
#    and checks it with sfi-verify; an unsandboxed build is refused;
# 2. builds the trusted host host.c against the runtime library and runs
#    it: it calls the extension, the extension's wild store stays inside its
#    fault domain, its fault is reported and the host keeps running;
# 3. runs a whole program (ext-demo.c) in a fault domain with sfi-run, with
#    canaries outside the domain checked after the run.
# Exits non-zero if any step does not behave as described.

set -u
here=$(cd "$(dirname "$0")" && pwd)
target=${2:-mipsel-linux-gnu}
stage=${1:-$here/../build/$target/stage}
stage=$(cd "$stage" 2>/dev/null && pwd) || {
  echo "demo.sh: no stage or prefix directory '${1:-}'" >&2; exit 2; }
lib=$stage/lib/sfi/$target
cc=$target-gcc-12
case $target in
  mips-*) qemu=qemu-mips ;;
  mipsel-*) qemu=qemu-mipsel ;;
  *) echo "demo.sh: unsupported target $target" >&2; exit 2 ;;
esac
work=${WORKDIR:-$(mktemp -d)}
failed=0

say () { printf '\n=== %s\n' "$*"; }
show () { printf '$ %s\n' "$*"; "$@"; status=$?; echo "[exit status $status]"; return $status; }
expect () { if [ "$1" != "$2" ]; then echo "demo.sh: expected exit status $2, got $1" >&2; failed=1; fi; }

say "1. Compile the untrusted extension with the SFI plugin, then verify it"
echo "(-fplugin-arg-sfi-stubs also writes typed host stubs for its SFI_EXPORT functions)"
show "$cc" -specs="$lib/sfi.specs" -fsfi=sandbox -O2 \
  -fplugin-arg-sfi-stubs="$work/ext.stubs.h" "$here/ext.c" -o "$work/ext.mod"
expect $? 0
show "$stage/bin/sfi-verify" "$work/ext.mod" && echo "sfi-verify: every store and jump is sandboxed"
expect $? 0
echo
echo "The same extension compiled without sandboxing is refused:"
show "$cc" -specs="$lib/sfi.specs" -fsfi=none -O2 "$here/ext.c" -o "$work/ext-unsafe.mod"
show "$stage/bin/sfi-verify" "$work/ext-unsafe.mod"
expect $? 1

say "2. A trusted host loads the extension into a fault domain and calls it"
show "$cc" -static -O2 -I"$lib/include" -I"$work" "$here/host.c" "$lib/libsfi.a" -o "$work/host"
expect $? 0
show "$qemu" "$work/host" "$work/ext.mod"
expect $? 0
echo
echo "The host refuses to load the unsandboxed build at all:"
show "$qemu" "$work/host" "$work/ext-unsafe.mod"
expect $? 1

say "3. A whole program in a fault domain (sfi-run), with canaries outside it"
show "$cc" -specs="$lib/sfi.specs" -fsfi=sandbox -O2 "$here/ext-demo.c" -o "$work/ext-demo"
expect $? 0
show "$stage/bin/sfi-run" "$work/ext-demo" compute
expect $? 0
echo
echo "Wild stores aimed at host memory (canary areas) land in the module's"
echo "own data segment:"
show "$stage/bin/sfi-run" --test-canary "$work/ext-demo" escape
expect $? 0
echo
echo "A store past the end of the data segment hits the guard zone:"
show "$stage/bin/sfi-run" --test-canary "$work/ext-demo" fault
expect $? 139

if [ $failed = 0 ]; then
  say "Demo finished: every step behaved as expected (files in $work)"
else
  say "Demo FAILED: see the messages above (files in $work)"
fi
exit $failed
