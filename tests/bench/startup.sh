#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Startup to the first frame: starts the app N times under one Xvfb
# server, each with an empty state folder (no autosave to offer back),
# and reads the time from the process's start to the window's first
# painted frame, which the app prints when AK_DEBUG_STARTUP is set.
# Prints each run and the median.
#
#   tests/bench/startup.sh [BUILD_DIR] [RUNS]      (defaults: _build 10)

set -euo pipefail

top_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build_dir=${1:-_build}
runs=${2:-10}
program=$top_dir/$build_dir/src/ui/adji-kui
[[ -x $program ]] || { echo "$program is missing: build first" >&2; exit 1; }

inner=$(mktemp)
trap 'rm -f "$inner"' EXIT
cat >"$inner" <<'INNER'
set -euo pipefail
program=$1
runs=$2
export GSETTINGS_BACKEND=memory NO_AT_BRIDGE=1 GTK_A11Y=none AK_DEBUG_STARTUP=1
times=()
for ((i = 1; i <= runs; i++)); do
  state=$(mktemp -d)
  log=$(mktemp)
  XDG_STATE_HOME=$state "$program" 2>"$log" &
  pid=$!
  for ((t = 0; t < 200; t++)); do
    grep -q 'first frame' "$log" && break
    sleep 0.05
  done
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  ms=$(sed -n 's/.*first frame \([0-9]*\) ms.*/\1/p' "$log")
  rm -rf "$state" "$log"
  [[ -n $ms ]] || { echo "run $i: no first frame within 10 s" >&2; exit 1; }
  echo "run $i: $ms ms"
  times+=("$ms")
done
sorted=$(printf '%s\n' "${times[@]}" | sort -n)
median=$(sed -n "$(( (runs + 1) / 2 ))p" <<<"$sorted")
echo "first frame: median $median ms, fastest $(head -1 <<<"$sorted") ms, slowest $(tail -1 <<<"$sorted") ms over $runs runs"
INNER
GSETTINGS_SCHEMA_DIR="$top_dir/$build_dir/data" LC_ALL=C.UTF-8 \
  xvfb-run -a -s '-screen 0 1280x800x24' bash "$inner" "$program" "$runs"
