/* liblzma's config.h for the benchmark: the LZMA1/LZMA2 encoders and
   decoders with CRC32/CRC64 checks, no threads, no assembly.  */
#define HAVE_STDBOOL_H 1
#define HAVE__BOOL 1
#define HAVE_STDINT_H 1
#define HAVE_INTTYPES_H 1
#define HAVE_STRING_H 1
#define HAVE_LIMITS_H 1
#define SIZEOF_SIZE_T __SIZEOF_SIZE_T__
#define HAVE_ENCODERS 1
#define HAVE_DECODERS 1
#define HAVE_ENCODER_LZMA1 1
#define HAVE_ENCODER_LZMA2 1
#define HAVE_DECODER_LZMA1 1
#define HAVE_DECODER_LZMA2 1
#define HAVE_MF_HC3 1
#define HAVE_MF_HC4 1
#define HAVE_MF_BT2 1
#define HAVE_MF_BT3 1
#define HAVE_MF_BT4 1
#define HAVE_CHECK_CRC32 1
#define HAVE_CHECK_CRC64 1
#define ASSUME_RAM 128
#define PACKAGE "xz"
#define PACKAGE_NAME "XZ Utils"
#define PACKAGE_URL ""
#define PACKAGE_BUGREPORT ""
