#!/usr/bin/env bash
# Instructions (callgrind `Ir`) of the X server and of the app over one launch, from
# exec to the app's `ready` trace event (its first frame shown): the count no load
# changes, for before/after comparisons of the first paint on a busy machine
# (docs/BENCHMARKS.md, "First paint at 1920x1080 @2: shared pixmaps").
#
#   scripts/callgrind-launch.sh DEMO SCALE OUTDIR [VAR=VALUE ...]
#
# A private Xvfb of 3840x2160 under callgrind (its counters zeroed once it answers)
# and `DEMO --scale SCALE --size 1920x1080 --present sheet` under callgrind with the
# given environment; both dumped at the app's first `idle` after `ready` (the first
# frame shown and the server done with it: dumped at `ready` alone, the server's count
# moved by tens of millions with how far it had got). Prints the two totals; OUTDIR keeps the
# callgrind files (callgrind_annotate them) and the app's trace.
set -euo pipefail
demo=${1:?demo executable}; scale=${2:?scale}; out=${3:?output directory}
shift 3
mkdir -p "$out"
rm -f "$out"/callgrind.* "$out"/trace.jsonl

tool=callgrind-launch
. "$(dirname "$0")/lib/callgrind-session.sh"
callgrind_pick_display
callgrind_start_xvfb
callgrind_control -z "$xvfb" >/dev/null
callgrind_start_demo "$demo" "$scale" "$@"
deadline=$((SECONDS + 300))
until grep -q '"ready"' "$out/trace.jsonl" 2>/dev/null; do
    [ $SECONDS -lt $deadline ] || { echo "callgrind-launch: no ready event" >&2; exit 1; }
    kill -0 "$app" || { echo "callgrind-launch: the app exited" >&2; exit 1; }
    sleep 0.05
done
until grep -q '"idle"' "$out/trace.jsonl" 2>/dev/null; do
    [ $SECONDS -lt $deadline ] || { echo "callgrind-launch: no idle event" >&2; exit 1; }
    kill -0 "$app" || { echo "callgrind-launch: the app exited" >&2; exit 1; }
    sleep 0.05
done
callgrind_control -d "$xvfb" >/dev/null; callgrind_control -d "$app" >/dev/null
rm -rf "$data"
x=$(callgrind_total xserver)
a=$(callgrind_total app)
echo "scale $scale, launch to first idle${*:+ ($*)}: X server $x instructions, app $a"
