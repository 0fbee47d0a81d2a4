#!/usr/bin/env bash
# Prints the closing line of `make test`: "N passed, M failed" for the main XCTest run,
# summed over its batches (AddressSanitizer and the benchmark check after it stop make
# on any failure).
set -euo pipefail
cd "$(dirname "$0")/.."
log=${1:-.build/test.log}
read -r total failed skipped < <(scripts/test-count.sh "$log")
echo "make test: AddressSanitizer and the benchmark check passed too"
echo "$((total - failed - skipped)) passed, $failed failed, $skipped skipped"
