# libquantum 1.1.1 (Debian libquantum): Shor's algorithm factoring a
# number on a simulated quantum computer (SPEC CPU2006's 462.libquantum).
# Complex floating-point arithmetic over the state vector.
sources=libquantum
kind=fp
srcs="$(for f in classic complex error decoherence expn gates matrix measure oaddn omuln qec qft qureg version objcode energy density lapack qtime; do echo $S/libquantum/$f.c; done) $P/libquantum/shor-main.c"
# -fcx-limited-range: complex products and quotients inline, without
# libgcc's __mulsc3/__divsc3 (modules do not get libgcc).
cflags="-I$C -I$P/libquantum -I$S/libquantum -fcx-limited-range"
# What configure would substitute, into the generated headers.
setup () {
  for h in quantum types; do
    sed 's/@CF_TYPE@/float _Complex/; s/@RF_TYPE@/float/
	 s/@MU_TYPE@/unsigned long long/; s/@I@/1i/' \
      "$S/libquantum/$h.h.in" > "$h.h"
  done
}
prepare () { :; }
# shor N X: factor N with base X.
case ${size:-full} in
  smoke) steps="33 5" ;; quick) steps="91 2" ;; *) steps="143 2
119 2" ;;
esac
outputs=
