# libsamplerate 0.2.2 (Debian libsamplerate): band-limited sinc
# interpolation, 44.1 to 48 kHz (best quality) and back (medium quality):
# long floating-point filter loops.
sources=libsamplerate
kind=fp
srcs="$P/samplerate-driver.c $S/libsamplerate/src/samplerate.c $S/libsamplerate/src/src_sinc.c $S/libsamplerate/src/src_zoh.c $S/libsamplerate/src/src_linear.c"
cflags="-I$S/libsamplerate/include -I$S/libsamplerate/src -I$P -DHAVE_STDBOOL_H=1 -DENABLE_SINC_BEST_CONVERTER=1 -DENABLE_SINC_MEDIUM_CONVERTER=1 -DENABLE_SINC_FAST_CONVERTER=1 -DCPU_CLIPS_POSITIVE=0 -DCPU_CLIPS_NEGATIVE=0 '-DPACKAGE=\"libsamplerate\"' '-DVERSION=\"0.2.2\"'"
prepare () {
  case $size in
    smoke) s=0.2 ;; quick) s=0.6 ;; *) s=2.5 ;;
  esac
  $GEN raw $s 44100 in.raw
}
steps="in.raw out.raw"
outputs="out.raw"
