#!/bin/sh
# demo.sh -- narrated demonstration of an SFI fault domain.
#
# Usage: examples/demo.sh [STAGE-OR-PREFIX [TARGET]]
#   STAGE-OR-PREFIX  a build stage tree or an installation prefix (the
#                    directory holding bin/sfi-run and lib/sfi/TARGET);
#                    default: build/TARGET/stage next to this script.
#   TARGET           mips-linux-gnu (default) or mipsel-linux-gnu.
# Environment: TARGET_CC (default TARGET-gcc-12), WORKDIR (default: a
# temporary directory).
#
# Compiles examples/ext-demo.c as a sandboxed module with the plugin's
# specs file, then runs it with sfi-run: normal work, wild stores into
# host memory (contained), a store into the guard zone (fault, reported),
# and a normal run again afterwards.

set -u
here=$(cd "$(dirname "$0")" && pwd)
target=${2:-mips-linux-gnu}
stage=${1:-$here/../build/$target/stage}
stage=$(cd "$stage" 2>/dev/null && pwd) || {
  echo "demo.sh: no stage or prefix directory '$1'" >&2; exit 2; }
lib=$stage/lib/sfi/$target
cc=${TARGET_CC:-$target-gcc-12}
work=${WORKDIR:-$(mktemp -d)}
run="$stage/bin/sfi-run"

say () { printf '\n=== %s\n' "$*"; }
show () { printf '$ %s\n' "$*"; "$@"; status=$?; echo "[exit status $status]"; return $status; }

say "Compiling ext-demo.c as an SFI module for $target"
if [ -f "$lib/sfi.specs" ] && [ -f "$lib/sfi.so" ]; then
  show "$cc" -specs="$lib/sfi.specs" -fsfi=sandbox -O2 \
    "$here/ext-demo.c" -o "$work/ext-demo" || exit 1
  sandboxed=yes
else
  echo "(the plugin is not built yet: compiling with the dedicated"
  echo " registers reserved but WITHOUT sandboxing, so the wild stores"
  echo " below really escape and the canary check catches them)"
  show "$cc" -O2 -mno-abicalls -fno-pic -ffixed-12 -ffixed-13 -ffixed-14 \
    -ffixed-15 -ffixed-24 -fno-asynchronous-unwind-tables \
    -I"$lib/include" -static -nostdlib -T "$lib/sfi-module.ld" \
    -Wl,--emit-relocs "$lib/sfi-crt0.o" "$here/ext-demo.c" \
    "$lib/libsfimod.a" -o "$work/ext-demo" || exit 1
  sandboxed=no
fi

say "1. The extension does ordinary work inside its fault domain"
show "$run" "$work/ext-demo" compute

say "2. It stores through pointers into host memory (canary mode)"
echo "The runtime fills canary areas outside the domain (pages beyond the"
echo "guard zones, a loader array, a loader heap block) and checks them"
echo "after the run.  Sandboxing forces each store's address into the"
echo "module's own data segment."
show "$run" --test-canary "$work/ext-demo" escape
if [ "$sandboxed" = no ]; then
  echo "(unsandboxed build: corruption detected, exit status 99, as expected)"
fi

say "3. It stores past the end of its data segment"
echo "The address falls in the PROT_NONE guard zone: the store faults and"
echo "the runtime reports the fault with the module-relative pc."
show "$run" --test-canary "$work/ext-demo" fault

say "4. The host is unaffected: the next run works normally"
show "$run" "$work/ext-demo" compute

say "Done (module left in $work)"
