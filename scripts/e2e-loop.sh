#!/usr/bin/env bash
# Runs every real-window test (the end-to-end tests under Xvfb, the X11 host tests and the
# composited-frame tests: client against server, the dimmed copy, the shadow, the first frame
# built in the window, client pixels released)
# N times in a row and reports how many runs passed, and which tests failed in the others.
#
#   scripts/e2e-loop.sh [N] [LOAD]
#
# LOAD: none (default); cpu (two busy loops beside the tests); build (a release build of
# the package from scratch, over and over, in .build/e2e-load: the load other helpers'
# builds put on a shared machine). Logs: .build/e2e-loop/run-K.log. Exit 1 if any run failed.
set -uo pipefail

runs="${1:-20}"
load="${2:-none}"
swift="${SWIFT:-swift}"
filter='EndToEndTests|UIKitX11Tests|CompositedFramesTests|DimmedCompositingTests|ShadowCompositingTests|FirstFrameInWindowTests|ClientPixelReleaseTests|DesktopWindowServerPathTests'
logs=.build/e2e-loop
mkdir -p "$logs"
rm -f "$logs"/run-*.log

$swift build --build-tests >/dev/null || { echo "e2e-loop: the build failed" >&2; exit 1; }

load_pids=()
stop_load() {
    for pid in "${load_pids[@]}"; do kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null; done
    for pid in "${load_pids[@]}"; do wait "$pid" 2>/dev/null; done
    load_pids=()
}
trap stop_load EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
case "$load" in
    none) ;;
    cpu)
        for _ in 1 2; do
            setsid bash -c 'while :; do :; done' & load_pids+=($!)
        done ;;
    build)
        setsid bash -c "while :; do rm -rf .build/e2e-load; $swift build -c release --scratch-path .build/e2e-load >/dev/null 2>&1; done" &
        load_pids+=($!) ;;
    *) echo "e2e-loop: LOAD must be none, cpu or build, not '$load'" >&2; exit 2 ;;
esac

passed=0
failed_runs=()
declare -A failures=()
started=$(date +%s)
for run in $(seq 1 "$runs"); do
    log="$logs/run-$run.log"
    run_start=$(date +%s)
    if $swift test --skip-build --disable-swift-testing --filter "$filter" >"$log" 2>&1; then
        passed=$((passed + 1))
        result=passed
    else
        failed_runs+=("$run")
        result=FAILED
        while read -r name; do
            failures["$name"]=$(( ${failures["$name"]:-0} + 1 ))
        done < <(grep -oE "Test Case '[^']+' failed" "$log" | sed -E "s/Test Case '([^']+)' failed/\1/" | sort -u)
    fi
    tests=$(grep -oE "Executed [0-9]+ tests?" "$log" | tail -1 | grep -oE "[0-9]+")
    echo "e2e-loop: run $run/$runs $result (${tests:-?} tests, $(( $(date +%s) - run_start )) s, load: $load, $(cut -d' ' -f1-3 /proc/loadavg))"
done
stop_load

echo "e2e-loop: $passed of $runs runs passed in $(( $(date +%s) - started )) s (load: $load)"
if [ ${#failed_runs[@]} -gt 0 ]; then
    echo "e2e-loop: failed runs: ${failed_runs[*]} (logs in $logs)"
    for name in "${!failures[@]}"; do echo "  ${failures[$name]}x $name"; done | sort -rn
    exit 1
fi
