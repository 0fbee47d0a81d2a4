#!/usr/bin/env bash
# Prints the closing line of `make test`: "N passed, M failed" for the main XCTest run
# (AddressSanitizer and the benchmark check after it stop make on any failure).
set -euo pipefail
log=${1:-.build/test.log}
line=$(grep -E "Executed [0-9]+ tests?, with" "$log" | tail -n 1)
total=$(sed -E 's/.*Executed ([0-9]+) tests?.*/\1/' <<<"$line")
failed=$(sed -E 's/.* ([0-9]+) failures?.*/\1/' <<<"$line")
skipped=$(grep -oE "with [0-9]+ tests? skipped" <<<"$line" | grep -oE "[0-9]+" || echo 0)
echo "make test: AddressSanitizer and the benchmark check passed too"
echo "$((total - failed - skipped)) passed, $failed failed, $skipped skipped"
