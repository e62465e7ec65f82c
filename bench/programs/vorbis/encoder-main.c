/* libvorbis's examples/encoder_example.c reads a WAV file on stdin and
   writes Ogg Vorbis on stdout; here the two are files named on the
   command line.  usage: encoder IN.wav OUT.ogg  */
#include <stdio.h>
#include <stdlib.h>
int example_main ();
int
main (int argc, char **argv)
{
  if (argc != 3 || freopen (argv[1], "rb", stdin) == NULL
      || freopen (argv[2], "wb", stdout) == NULL)
    {
      fprintf (stderr, "usage: encoder IN.wav OUT.ogg\n");
      return 2;
    }
  return example_main ();
}
#define main example_main
/* Its srand (time (NULL)) picks the stream serial number.  */
#include <time.h>
#define time(p) ((time_t) 1993)
#include "encoder_example.c"
