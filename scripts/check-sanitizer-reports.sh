#!/usr/bin/env bash
# Fails when AddressSanitizer reported an error, or LeakSanitizer a direct leak that
# scripts/lsan.supp does not explain, in any report file of DIR (ASan's log_path).
# Indirect leaks are left out: they are blocks reachable only from a suppressed side
# table, i.e. the memory of deinitialized objects that Swift keeps while weak
# references to them exist.
set -euo pipefail
dir=${1:?usage: check-sanitizer-reports.sh DIR}
shopt -s nullglob
reports=("$dir"/*)
bad=0
for report in "${reports[@]}"; do
    if grep -qE "ERROR: AddressSanitizer|Direct leak" "$report"; then
        echo "sanitizer report: $report" >&2
        # awk stops printing after 40 lines but reads on: no SIGPIPE under pipefail.
        grep -E -A12 "ERROR: AddressSanitizer|Direct leak" "$report" | awk 'NR <= 40' >&2
        bad=1
    fi
done
echo "sanitizer reports: ${#reports[@]} files in $dir, $( [ $bad = 0 ] && echo "no errors and no direct leaks" || echo "FAILED")"
exit $bad
