#!/usr/bin/env bash
# Instructions (callgrind `Ir`) of the X server and of the app for a fixed sheet drag:
# the count no load changes, for before/after comparisons on a busy machine
# (docs/BENCHMARKS.md, "The dimming's level changes at 1920x1080").
#
#   scripts/callgrind-drag.sh DEMO SCALE OUTDIR [STEPS]
#
# A private Xvfb of 3840x2160 and `DEMO --scale SCALE --size 1920x1080 --present sheet`,
# each under valgrind's callgrind; xdotool presses on the card, makes 6 unmeasured steps
# of 4 pixels down, then STEPS/2 (default 30) down and as many up, each step waiting for
# the app's `idle` trace event (never a sleep). The counters are zeroed at the first
# measured step and dumped after the last. Prints the two totals; OUTDIR keeps the
# callgrind files (callgrind_annotate them) and the app's trace (its `frame` events).
set -euo pipefail
demo=${1:?demo executable}; scale=${2:?scale}; out=${3:?output directory}; steps=${4:-60}
mkdir -p "$out"
rm -f "$out"/callgrind.* "$out"/trace.jsonl

tool=callgrind-drag
. "$(dirname "$0")/lib/callgrind-session.sh"
callgrind_pick_display
callgrind_start_xvfb
callgrind_start_demo "$demo" "$scale"

# Waits until the trace holds more than $1 `idle` events (deadline 300 s).
idles() { grep -c '"idle"' "$out/trace.jsonl" || true; }
wait_idle_after() {
    local deadline=$((SECONDS + 300))
    while [ "$(idles)" -le "$1" ]; do
        [ $SECONDS -lt $deadline ] || { echo "callgrind-drag: no idle event" >&2; exit 1; }
        kill -0 "$app" || { echo "callgrind-drag: the app exited" >&2; exit 1; }
        sleep 0.05
    done
}
deadline=$((SECONDS + 300))
until grep -q '"ready"' "$out/trace.jsonl" 2>/dev/null; do
    [ $SECONDS -lt $deadline ] || { echo "callgrind-drag: no ready event" >&2; exit 1; }
    sleep 0.2
done
wait_idle_after 0
step() { local before; before=$(idles); xdotool mousemove_relative -- 0 "$1"; wait_idle_after "$before"; }

xdotool mousemove $((960 * scale)) $((560 * scale))
before=$(idles); xdotool mousedown 1; wait_idle_after "$before"
for _ in 1 2 3 4 5 6; do step 4; done
callgrind_control -z "$xvfb" >/dev/null; callgrind_control -z "$app" >/dev/null
for _ in $(seq 1 $((steps / 2))); do step 4; done
for _ in $(seq 1 $((steps / 2))); do step -4; done
callgrind_control -d "$xvfb" >/dev/null; callgrind_control -d "$app" >/dev/null
xdotool mouseup 1
rm -rf "$data"
x=$(callgrind_total xserver)
a=$(callgrind_total app)
echo "scale $scale, $steps steps: X server $x instructions, app $a"
