#!/usr/bin/env bash
# Reads Tests/TestPlan.txt, the one place the stages of `make check`, `make test`
# and `make test-full` are chosen.
#
#   scripts/test-plan.sh pattern STAGE...   the stages' entries as one `--filter`/`--skip`
#                                           pattern (entries joined by |)
#   scripts/test-plan.sh check [LIST]       fails, naming them, when an entry matches no
#                                           test; the tests are LIST (one
#                                           "Target.Class/testMethod" a line), else
#                                           `swift test list` of the built tests
set -uo pipefail
cd "$(dirname "$0")/.."
PLAN=${TEST_PLAN:-Tests/TestPlan.txt}
SWIFT=${SWIFT:-swift}

[ -f "$PLAN" ] || { echo "test-plan: no plan file $PLAN" >&2; exit 2; }

# The entries of one stage, one a line (comments and blank lines dropped).
entries() {
    awk -v stage="$1" '
        /^[[:space:]]*#/ || /^[[:space:]]*$/ { next }
        /^\[.*\][[:space:]]*$/ { gsub(/[][[:space:]]/, ""); current = $0; seen[current] = 1; next }
        current == stage { sub(/[[:space:]]+$/, ""); print }
        END { if (!(stage in seen)) { print "test-plan: no stage [" stage "] in the plan" > "/dev/stderr"; exit 3 } }
    ' "$PLAN"
}

stages() { grep -E '^\[.*\][[:space:]]*$' "$PLAN" | tr -d '[] \t'; }

case "${1:-}" in
pattern)
    shift
    [ $# -gt 0 ] || { echo "usage: $0 pattern STAGE..." >&2; exit 2; }
    for stage in "$@"; do entries "$stage" || exit $?; done | paste -sd'|' -
    ;;
check)
    if [ $# -ge 2 ]; then
        tests=$(cat "$2") || exit 2
    else
        tests=$("$SWIFT" test list --skip-build 2>/dev/null) || { echo "test-plan: swift test list failed (build the tests first)" >&2; exit 2; }
    fi
    [ -n "$tests" ] || { echo "test-plan: the test list is empty" >&2; exit 2; }
    count=$(printf '%s\n' "$tests" | wc -l)
    missing=0
    for stage in $(stages); do
        while IFS= read -r entry; do
            # swift test matches its patterns as regular expressions anywhere in the name (PCRE here).
            if ! grep -qP -- "$entry" <<<"$tests"; then
                echo "test-plan: [$stage] '$entry' matches none of the $count tests (renamed or removed?)" >&2
                missing=$((missing + 1))
            fi
        done < <(entries "$stage")
    done
    [ "$missing" = 0 ] || exit 1
    echo "test-plan: every entry of $PLAN matches at least one of the $count tests"
    ;;
*)
    echo "usage: $0 pattern STAGE... | check [LIST]" >&2
    exit 2
    ;;
esac
