# ncompress 4.2.4.6 (Debian ncompress): the classic LZW compress(1),
# compressing two files and uncompressing them again (like SPEC CPU92's
# 026.compress and CPU95's 129.compress).  The real command-line program.
sources=ncompress
kind=int
srcs="$S/ncompress/compress42.c"
cflags="-DUSERMEM=800000 -DREGISTERS=3"
prepare () {
  case $size in
    smoke) n=300000 ;; quick) n=3000000 ;; *) n=16000000 ;;
  esac
  $GEN text $n text
  $GEN binary $n data
}
steps="-f -b16 text data
-f -d text.Z data.Z"
outputs="text data"
