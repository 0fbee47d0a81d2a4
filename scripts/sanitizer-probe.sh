#!/usr/bin/env bash
# Whether this toolchain can build and run a Swift program under a sanitizer:
# scripts/sanitizer-probe.sh address|thread  -> exit 0 if it can.
# Builds a one-line package in a temp directory (a few seconds); prints nothing on success.
set -u
sanitizer="$1"
swift="${SWIFT:-swift}"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
mkdir -p "$dir/Sources/probe"
cat > "$dir/Package.swift" <<'PKG'
// swift-tools-version:5.10
import PackageDescription
let package = Package(name: "probe", targets: [.executableTarget(name: "probe")])
PKG
echo 'final class Box { var value = 1 }; let box = Box(); print(box.value == 1 ? "ok" : "bad")' > "$dir/Sources/probe/main.swift"
if ! "$swift" build -q --package-path "$dir" --sanitize="$sanitizer" >"$dir/log" 2>&1; then
    echo "sanitizer probe: $sanitizer builds fail with this toolchain:" >&2; tail -3 "$dir/log" >&2; exit 1
fi
if ! out="$("$dir/.build/debug/probe" 2>&1)" || [ "$out" != "ok" ]; then
    echo "sanitizer probe: $sanitizer binaries do not run here: $out" >&2; exit 1
fi
