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

display=${CALLGRIND_DISPLAY:-}
[ -z "$display" ] || [ ! -e "/tmp/.X$display-lock" ] || { echo "callgrind-launch: display :$display is taken" >&2; exit 1; }
[ -n "$display" ] || for n in $(seq 140 199); do
    if [ ! -e "/tmp/.X$n-lock" ] && [ ! -e "/tmp/.X11-unix/X$n" ]; then display=$n; break; fi
done
[ -n "$display" ] || { echo "callgrind-launch: no free display" >&2; exit 1; }
export DISPLAY=":$display"

pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT

valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.xserver" \
    Xvfb "$DISPLAY" -screen 0 3840x2160x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
xvfb=$!; pids+=("$xvfb")
deadline=$((SECONDS + 120))
until xdpyinfo >/dev/null 2>&1; do
    [ $SECONDS -lt $deadline ] || { echo "callgrind-launch: Xvfb did not start" >&2; exit 1; }
    kill -0 "$xvfb" || { echo "callgrind-launch: Xvfb exited" >&2; exit 1; }
    sleep 0.2
done
sleep 1
kill -0 "$xvfb" 2>/dev/null || { echo "callgrind-launch: Xvfb exited (display :$display taken?)" >&2; exit 1; }
callgrind_control -z "$xvfb" >/dev/null
data=$(mktemp -d)
env "$@" valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.app" \
    "$demo" --scale "$scale" --size 1920x1080 --present sheet --data-dir "$data" --trace --trace-frames \
    >"$out/trace.jsonl" 2>"$out/app.log" &
app=$!; pids+=("$app")
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
total() { callgrind_annotate "$1" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }' || true; }
x=$(total "$(ls "$out"/callgrind.xserver.* 2>/dev/null | sort | tail -1)")
a=$(total "$(ls "$out"/callgrind.app.* 2>/dev/null | sort | tail -1)")
echo "scale $scale, launch to first idle${*:+ ($*)}: X server $x instructions, app $a"
