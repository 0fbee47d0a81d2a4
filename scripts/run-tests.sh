#!/usr/bin/env bash
# `make test`'s order of work, arranged to fit CI's 10 minutes on 2 cores:
#
#   1. the AddressSanitizer build starts in the background at the idle CPU priority
#      (SCHED_IDLE): it takes what the debug build leaves of the two cores (its link
#      steps and single-module stretches), then the core the plain suite does not use
#      (the real-window tests mostly wait for the X server); any other process
#      preempts it, so the debug build and the tests lose next to nothing to it;
#   2. the debug build of every target and test, then the check that every entry of
#      the test plan (Tests/TestPlan.txt, which chooses the stages) names a test;
#   3. the example app, then the plain suite (every test but `make test-full`'s);
#   4. the quick benchmark and its check, while the background build finishes (it
#      takes what the benchmark leaves: the benchmark's figures are not checked);
#   5. the sanitized headless tests, in two shards run side by side (about the same
#      time each, scripts/asan-shards.sh).
#
# Every stage prints its start time; a failure stops the rest (the background build
# is stopped with it) and the exit status is the first failing stage's.
set -uo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
MAKE=${MAKE:-make}
FULL_ONLY=${FULL_ONLY:?FULL_ONLY: the tests only make test-full runs}
ASAN_SKIP=${ASAN_SKIP:?ASAN_SKIP: the tests the AddressSanitizer stage skips}
SWIFT_TEST=("$SWIFT" test --disable-swift-testing)
mkdir -p .build

stage() { printf '\nmake test [%4d s]: %s\n' "$SECONDS" "$*"; }

asan_build_pid=
stop_background() {
    if [ -n "$asan_build_pid" ] && kill -0 "$asan_build_pid" 2>/dev/null; then
        kill -- "-$asan_build_pid" 2>/dev/null || kill "$asan_build_pid" 2>/dev/null
        wait "$asan_build_pid" 2>/dev/null
    fi
}
trap stop_background EXIT
fail() { echo "make test: $*" >&2; exit 1; }

asan=0
if SWIFT=$SWIFT scripts/sanitizer-probe.sh address; then
    asan=1
    stage "AddressSanitizer build, in the background at idle priority (log: .build/asan-build.log)"
    # SCHED_IDLE (chrt --idle): it runs only on a core nothing else wants. Not nice 19:
    # SwiftPM starts its compiler jobs at nice 0 whatever its own nice, but they keep
    # its scheduling policy. Its own process group (job control on for this one job),
    # so a failure elsewhere stops its compiler jobs too.
    idle=(chrt --idle 0)
    chrt --idle 0 true 2>/dev/null || idle=(nice -n 19)
    set -m
    "${idle[@]}" "$SWIFT" build --build-tests --sanitize=address --scratch-path .build/asan > .build/asan-build.log 2>&1 &
    asan_build_pid=$!
    set +m
else
    echo "make test: this toolchain cannot build with --sanitize=address; skipping it"
fi

stage "debug build"
"$SWIFT" build --build-tests || fail "the debug build failed"

stage "the test plan: every entry names at least one test (Tests/TestPlan.txt)"
scripts/test-plan.sh check || fail "the test plan names tests that do not exist (Tests/TestPlan.txt)"

stage "the example app"
"$MAKE" --no-print-directory examples || fail "the examples failed"

stage "the test suite"
# In batches of whole targets: one run's selected test names must fit in one argument
# (scripts/test-batches.sh says why). Every batch runs; the stage fails if any did.
batches=$(SWIFT=$SWIFT scripts/test-batches.sh) || fail "could not list the tests"
: > .build/test.log
suite_status=0
while read -r batch; do
    "${SWIFT_TEST[@]}" --skip-build --filter "$batch" --skip "$FULL_ONLY" < /dev/null 2>&1 | tee -a .build/test.log
    [ "${PIPESTATUS[0]}" = 0 ] || suite_status=1
done <<<"$batches"
[ "$suite_status" = 0 ] || fail "the test suite failed (.build/test.log)"

stage "the quick benchmark"
"$MAKE" --no-print-directory bench-quick || fail "the quick benchmark failed"

if [ "$asan" = 1 ]; then
    stage "waiting for the AddressSanitizer build"
    wait "$asan_build_pid"; status=$?
    asan_build_pid=
    [ "$status" = 0 ] || { tail -30 .build/asan-build.log >&2; fail "the AddressSanitizer build failed (.build/asan-build.log)"; }
    stage "AddressSanitizer and LeakSanitizer, two shards side by side"
    ASAN_SKIP="$ASAN_SKIP" "$MAKE" --no-print-directory sanitize-address-run \
        || fail "the AddressSanitizer stage failed (.build/asan-*.log, .build/asan-reports)"
fi

stage "done"
scripts/test-summary.sh .build/test.log
