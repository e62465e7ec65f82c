# Lua 5.4.4 (Debian lua5.4): the standard interpreter running bench.lua,
# a mix of table, string, closure and integer work (interpreter dispatch,
# hashing, garbage collection: like SPEC's perlbench).  The hash seed is
# fixed so that runs repeat exactly.
sources=lua
kind=int
srcs="$(cd $S/lua/src && for f in *.c; do case $f in luac.c) ;; *) echo $S/lua/src/$f ;; esac; done)"
cflags="-I$S/lua/src '-Dluai_makeseed(L)=0'"
prepare () {
  cp "$P/bench.lua" .
}
case ${size:-full} in
  smoke) steps="bench.lua 1" ;; quick) steps="bench.lua 2" ;; *) steps="bench.lua 10" ;;
esac
outputs=
