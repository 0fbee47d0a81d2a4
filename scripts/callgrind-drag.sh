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

# A display nobody serves (no lock file, no socket); CALLGRIND_DISPLAY picks one (runs
# started at once must not race for the same).
display=${CALLGRIND_DISPLAY:-}
[ -z "$display" ] || [ ! -e "/tmp/.X$display-lock" ] || { echo "callgrind-drag: display :$display is taken" >&2; exit 1; }
[ -n "$display" ] || for n in $(seq 140 199); do
    if [ ! -e "/tmp/.X$n-lock" ] && [ ! -e "/tmp/.X11-unix/X$n" ]; then display=$n; break; fi
done
[ -n "$display" ] || { echo "callgrind-drag: no free display" >&2; exit 1; }
export DISPLAY=":$display"

pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT

valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.xserver" \
    Xvfb "$DISPLAY" -screen 0 3840x2160x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
xvfb=$!; pids+=("$xvfb")
# Wait (with a deadline) for our own server to answer.
deadline=$((SECONDS + 120))
until xdpyinfo >/dev/null 2>&1; do
    [ $SECONDS -lt $deadline ] || { echo "callgrind-drag: Xvfb did not start" >&2; exit 1; }
    kill -0 "$xvfb" || { echo "callgrind-drag: Xvfb exited" >&2; exit 1; }
    sleep 0.2
done
# The server answering is ours (another one may have taken the display first).
sleep 1
kill -0 "$xvfb" 2>/dev/null || { echo "callgrind-drag: Xvfb exited (display :$display taken?)" >&2; exit 1; }
data=$(mktemp -d)
valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.app" \
    "$demo" --scale "$scale" --size 1920x1080 --present sheet --data-dir "$data" --trace --trace-frames \
    >"$out/trace.jsonl" 2>"$out/app.log" &
app=$!; pids+=("$app")

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
total() { callgrind_annotate "$1" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1; exit }'; }
x=$(total "$(ls "$out"/callgrind.xserver.* 2>/dev/null | sort | tail -1)")
a=$(total "$(ls "$out"/callgrind.app.* 2>/dev/null | sort | tail -1)")
echo "scale $scale, $steps steps: X server $x instructions, app $a"
