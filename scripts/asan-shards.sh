#!/usr/bin/env bash
# The sanitized headless tests in two shards run side by side, each its own
# `swift test` process and log, each about half of the time: ModalDemoTests but its
# tape and recording command-line tests (.build/asan-a.log), and every other test
# (.build/asan-b.log).
# The environment
# (ASAN_OPTIONS, LSAN_OPTIONS, MONKEY_EVENTS) is the caller's. Fails when a shard does.
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
ASAN_SKIP=${ASAN_SKIP:?ASAN_SKIP: the tests the AddressSanitizer stage skips}
run() {
    # --ignore-lock: both shards read the same build; neither builds.
    "$SWIFT" test --disable-swift-testing --skip-build --ignore-lock --sanitize=address --scratch-path .build/asan "$@" 2>&1
}
# Shard A: ModalDemoTests but the tape and recording command-line tests; shard B: all the rest.
shard_a='^ModalDemoTests\.(?!TapeCommandLineTests/|TapeMainTests/|RecordingCommandLineTests/)'
run --filter "$shard_a" --skip "$ASAN_SKIP" > .build/asan-a.log & a=$!
# Shard B in batches of whole targets (one run's test names must fit in one argument:
# scripts/test-batches.sh); it fails if any batch does.
batches=$(SWIFT=$SWIFT scripts/test-batches.sh) || exit 2
shard_b() {
    local batch status=0
    while read -r batch; do
        run --filter "$batch" --skip "$shard_a|$ASAN_SKIP" < /dev/null || status=1
    done <<<"$batches"
    return "$status"
}
shard_b > .build/asan-b.log & b=$!
wait "$a"; status_a=$?
wait "$b"; status_b=$?
for shard in a b; do
    read -r total failed skipped < <(scripts/test-count.sh ".build/asan-$shard.log")
    echo "AddressSanitizer shard $shard: $total tests, $failed failed, $skipped skipped"
done
if [ "$status_a" != 0 ] || [ "$status_b" != 0 ]; then
    grep -hE 'error:|failed \(' .build/asan-a.log .build/asan-b.log | head -20 >&2
    exit 1
fi
