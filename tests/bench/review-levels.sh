#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Measures the level table of src/model/ak-review-report.c: how many seeds a
# move each computer level loses, as the review judges it.  For each
# variant, level L plays itself (levels 1 to 4, GAMES games from random
# two-ply openings) and level 5 plays level 4 (L5_GAMES games, each side
# first in turn, since level 5 thinks 2 s a move); every game is then
# reviewed at REVIEW_MS a position on one thread, and review-levels
# (tests/bench/review-levels.c) sums each level's losses.
#
#   tests/bench/review-levels.sh BUILD [VARIANT [GAMES [L5_GAMES [REVIEW_MS [SEED]]]]]
#
# Defaults: adji-kui-2, 6 games, 2 level-5 games, 200 ms, seed 30 (level
# L plays from seed SEED + L, level 5's games from SEED + 10 on; another
# SEED plays another batch).  The reviewed games are kept in $OUT
# (default a new temporary folder) to look at or to sum with others:
# `BUILD/tests/bench/review-levels OUT/*-reviewed.akn`.

set -euo pipefail

build=$1
variant=${2:-adji-kui-2}
games=${3:-6}
l5_games=${4:-2}
review_ms=${5:-200}
seed=${6:-30}
cli=${CLI:-$build/src/cli/adji-kui-cli}
sum=$build/tests/bench/review-levels
out=${OUT:-$(mktemp -d)}

mkdir -p "$out"
files=()
play () {
  local name=$1; shift
  "$cli" selfplay --variant "$variant" "$@" --out "$out/$name.akn" > /dev/null
  "$cli" review --time "$review_ms" --threads 1 --out "$out/$name-reviewed.akn" \
    "$out/$name.akn" > /dev/null
  files+=("$out/$name-reviewed.akn")
}

for level in 1 2 3 4; do
  play "s$seed-level$level" --south "level$level" --north "level$level" --games "$games" \
       --seed "$((seed + level))"
done
for ((i = 0; i < l5_games; i++)); do
  if ((i % 2 == 0)); then
    play "s$seed-level5-$i" --south level5 --north level4 --games 1 --seed "$((seed + 10 + i))"
  else
    play "s$seed-level5-$i" --south level4 --north level5 --games 1 --seed "$((seed + 10 + i))"
  fi
done

echo "# $variant: $games games a level (level 5: $l5_games against level 4), seed $seed," \
     "reviewed at $review_ms ms a position on one thread, $(date -u +%Y-%m-%d)"
if [[ -x $sum ]]; then
  "$sum" "${files[@]}"
else
  echo "review-levels not built: the reviewed games are in $out" >&2
fi
