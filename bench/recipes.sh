# Reading the programs' recipes (bench/programs/NAME.sh).  Sourced by
# scripts/bench and scripts/bench-compile, which set src (the sources),
# progdir (bench/programs) and out (the output directory).
#
#   recipe NAME              source NAME's recipe.  In it S is the
#                            sources, P bench/programs, C the recipe's own
#                            directory of generated files, OUT/conf/NAME
#                            (its "setup" function runs there once).
#   recipe_sources NAME...   the source packages the programs need (their
#                            "sources"), each after a space

recipe () { S=$src P=$progdir C=$out/conf/$1 segsize=; setup () { :; }; . "$progdir/$1.sh"; }

recipe_sources () {
  for _p do
    printf ' %s' "$(sed -n 's/^sources="*\([^"]*\)"*$/\1/p' "$progdir/$_p.sh")"
  done
}
