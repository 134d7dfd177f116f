#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The strength of the computer's levels, as README's "Engine strength"
# table gives it: each level against the one below (level 1 against
# random play), and each against random and greedy players, GAMES games a
# pairing and variant from varied openings, each side first half the time.
#
#   tests/bench/levels.sh BUILD GAMES [LEVEL5_MS [LEVEL5_GAMES]]
#
# Level 5 thinks 2 s a move, so a full table takes hours; LEVEL5_MS plays
# it with less time instead (level 5 is the best move of a timed search,
# so this is a level 5 weaker than the real one: its rows are a floor),
# and LEVEL5_GAMES plays fewer games in its rows.

set -euo pipefail

build=$1
games=$2
level5_ms=${3:-2000}
level5_games=${4:-$games}
match=$build/tests/bench/engine-match

spec () {
  if [[ $1 == 5 && $level5_ms != 2000 ]]; then
    echo "time=$level5_ms"
  else
    echo "level=$1"
  fi
}

for variant in adji-kui-2 adji-kui-1; do
  for level in 1 2 3 4 5; do
    me=$(spec "$level")
    n=$games
    [[ $level == 5 ]] && n=$level5_games
    if [[ $level == 1 ]]; then below=random; else below=$(spec $((level - 1))); fi
    "$match" --variant "$variant" --games "$n" --seed 21 "$me" "$below" | head -1
    [[ $level == 1 ]] || "$match" --variant "$variant" --games "$n" --seed 22 "$me" random | head -1
    "$match" --variant "$variant" --games "$n" --seed 23 "$me" greedy | head -1
  done
done
