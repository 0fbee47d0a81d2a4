#!/usr/bin/env bash
# Prints the test targets in batches, one `--filter` pattern a line (`^(A|B)\.`), each
# batch's test names under TEST_BATCH_BYTES (100,000) bytes.
#
# Why: a filtered `swift test` passes the names of every test it selects to the test
# bundle as ONE comma-separated argument, and Linux refuses a single argument over
# 128 KiB (posix_spawn: "Argument list too long"). With 1,700 tests the whole suite's
# names are about 145 KB, so `make test` runs it in batches of whole targets.
# Arguments after the script's name go to `swift test list` (the AddressSanitizer
# stage passes its scratch path). Needs the tests built.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
budget=${TEST_BATCH_BYTES:-100000}
names=$("$SWIFT" test list --skip-build "$@" 2>/dev/null) \
    || { echo "test-batches: swift test list failed (build the tests first)" >&2; exit 2; }
[ -n "$names" ] || { echo "test-batches: swift test list printed no tests" >&2; exit 2; }
awk -F. -v budget="$budget" '
    NF > 1 { if (!($1 in bytes)) order[++n] = $1; bytes[$1] += length($0) + 1 }
    END {
        for (i = 1; i <= n; i++) {
            t = order[i]
            if (batch != "" && size + bytes[t] > budget) { print "^(" batch ")\\."; batch = ""; size = 0 }
            batch = batch == "" ? t : batch "|" t
            size += bytes[t]
        }
        if (batch != "") print "^(" batch ")\\."
    }' <<<"$names"
