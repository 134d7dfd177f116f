#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Plays computer players against each other with adji-kui-cli selfplay and
# prints how often the first one wins: N games with it as South and N as
# North, from varied openings, for each pairing and variant given.
#
#   tests/bench/strength.sh CLI GAMES A/B [A/B ...]
#
# e.g. tests/bench/strength.sh _build/src/cli/adji-kui-cli 100 level5/random time:50/greedy

set -euo pipefail

cli=$1
games=$2
shift 2

for variant in adji-kui-2 adji-kui-1; do
  for pairing in "$@"; do
    a=${pairing%%/*}
    b=${pairing##*/}
    # A as South, then A as North; the seeds differ so openings differ.
    read -r as_south_w as_south_d as_south_l < <("$cli" selfplay --variant "$variant" \
        --south "$a" --north "$b" --games "$games" --seed 11 |
      sed -n 's/^score: south \([0-9]*\) draws \([0-9]*\) north \([0-9]*\)$/\1 \2 \3/p')
    read -r as_north_l as_north_d as_north_w < <("$cli" selfplay --variant "$variant" \
        --south "$b" --north "$a" --games "$games" --seed 12 |
      sed -n 's/^score: south \([0-9]*\) draws \([0-9]*\) north \([0-9]*\)$/\1 \2 \3/p')
    wins=$((as_south_w + as_north_w))
    draws=$((as_south_d + as_north_d))
    losses=$((as_south_l + as_north_l))
    total=$((wins + draws + losses))
    printf '%s %s vs %s: %d wins, %d draws, %d losses of %d (%s %% wins; as South %d-%d-%d, as North %d-%d-%d)\n' \
      "$variant" "$a" "$b" "$wins" "$draws" "$losses" "$total" \
      "$(awk -v w="$wins" -v t="$total" 'BEGIN { printf "%.1f", 100 * w / t }')" \
      "$as_south_w" "$as_south_d" "$as_south_l" "$as_north_w" "$as_north_d" "$as_north_l"
  done
done
