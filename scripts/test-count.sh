#!/usr/bin/env bash
# Prints "TOTAL FAILED SKIPPED" for an XCTest log that may hold several `swift test`
# runs (the batches of scripts/test-batches.sh): the sum of each run's closing
# "Executed N tests, with M failures" line, the one under its top suite.
set -euo pipefail
log=${1:?usage: test-count.sh LOG}
grep -A1 -E "^Test Suite '(All|Selected) tests' (passed|failed)" "$log" \
    | grep -E "Executed [0-9]+ tests?, with" \
    | awk '{
        for (i = 1; i <= NF; i++) {
            if ($i == "Executed") total += $(i + 1)
            if ($i ~ /^failures?$/) failed += $(i - 1)
            if ($i == "skipped" || $i == "skipped,") skipped += $(i - 2)
        }
    } END { printf "%d %d %d\n", total, failed, skipped }'
