# Shared by scripts/callgrind-drag.sh and scripts/callgrind-launch.sh (sourced, not run):
# a private Xvfb of 3840x2160 and the demo, each under valgrind's callgrind.
# The caller sets `tool` (its name for messages), `out` (the output directory), and
# runs under `set -euo pipefail`.

# A display nobody serves (no lock file, no socket); CALLGRIND_DISPLAY picks one (runs
# started at once must not race for the same). Exports DISPLAY.
callgrind_pick_display() {
    local display=${CALLGRIND_DISPLAY:-} n
    [ -z "$display" ] || [ ! -e "/tmp/.X$display-lock" ] || { echo "$tool: display :$display is taken" >&2; exit 1; }
    [ -n "$display" ] || for n in $(seq 140 199); do
        if [ ! -e "/tmp/.X$n-lock" ] && [ ! -e "/tmp/.X11-unix/X$n" ]; then display=$n; break; fi
    done
    [ -n "$display" ] || { echo "$tool: no free display" >&2; exit 1; }
    export DISPLAY=":$display"
}

# Processes killed on exit.
pids=()
callgrind_cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap callgrind_cleanup EXIT

# Starts Xvfb under callgrind and waits (with a deadline) until it answers; sets `xvfb`.
callgrind_start_xvfb() {
    valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.xserver" \
        Xvfb "$DISPLAY" -screen 0 3840x2160x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
    xvfb=$!; pids+=("$xvfb")
    local deadline=$((SECONDS + 120))
    until xdpyinfo >/dev/null 2>&1; do
        [ $SECONDS -lt $deadline ] || { echo "$tool: Xvfb did not start" >&2; exit 1; }
        kill -0 "$xvfb" || { echo "$tool: Xvfb exited" >&2; exit 1; }
        sleep 0.2
    done
    # The server answering is ours (another one may have taken the display first).
    sleep 1
    kill -0 "$xvfb" 2>/dev/null || { echo "$tool: Xvfb exited (display $DISPLAY taken?)" >&2; exit 1; }
}

# Starts `DEMO --scale SCALE --size 1920x1080 --present sheet` under callgrind with the
# environment VAR=VALUE... and its trace in $out/trace.jsonl; sets `app` and `data`
# (its data directory, for the caller to remove).
callgrind_start_demo() {
    local demo=$1 scale=$2; shift 2
    data=$(mktemp -d)
    env "$@" valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.app" \
        "$demo" --scale "$scale" --size 1920x1080 --present sheet --data-dir "$data" --trace --trace-frames \
        >"$out/trace.jsonl" 2>"$out/app.log" &
    app=$!; pids+=("$app")
}

# The program total of the newest callgrind file named $out/callgrind.NAME.*.
callgrind_total() {
    local file; file=$(ls "$out"/callgrind."$1".* 2>/dev/null | sort | tail -1)
    callgrind_annotate "$file" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1; exit }' || true
}
