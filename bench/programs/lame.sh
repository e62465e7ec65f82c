# LAME 3.100 (Debian lame): MP3 encoding of 44.1 kHz stereo audio, VBR
# quality 2 (MDCT, psychoacoustic model, quantization loops: floating
# point; like the MP3 encoders of SPEC's and MediaBench's mixes).
sources=lame
kind=fp
srcs="$P/lame-driver.c $(for f in bitstream encoder fft gain_analysis id3tag lame mpglib_interface newmdct presets psymodel quantize quantize_pvt reservoir set_get tables takehiro util vbrquantize VbrTag version; do echo $S/lame/libmp3lame/$f.c; done)"
cflags="-DHAVE_CONFIG_H -I$P/lame -I$P -I$S/lame/include -I$S/lame/libmp3lame"
prepare () {
  case $size in
    smoke) s=1 ;; quick) s=2 ;; *) s=10 ;;
  esac
  $GEN wav $s 44100 2 in.wav
}
steps="in.wav out.mp3"
outputs="out.mp3"
