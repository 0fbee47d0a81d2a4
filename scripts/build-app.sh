#!/usr/bin/env bash
# The release build modal-kit's figures come from, for any package that depends on it:
# `swift build -c release` plus the link flags below, each only when this toolchain and
# system support it. Run it in your package's directory (or pass --package-path):
#
#   ../modal-kit/scripts/build-app.sh --product MyApp     # then .build/release/MyApp
#
# `swift package build-app` (the package's command plugin, Plugins/BuildApp) makes the same
# build without this script; `make examples-release` checks the two choose the same flags.
# Every argument goes to `swift build` (--product, --scratch-path, --package-path, -v ...).
# `build-app.sh --print-flags` prints the flags alone (the Makefile's release builds use
# them, so `make build-release`, `make bench` and your app are linked the same way).
#
# The flags change how the executable is linked, not how any module is compiled:
# - --static-swift-stdlib: the Swift runtime and Foundation linked into the executable
#   (when the toolchain has lib/swift_static with Foundation, as swift.org's does): ten
#   shared libraries fewer to map and relocate, and --gc-sections drops what is unused.
#   (Build and run tests without these flags: XCTest links the shared Foundation.)
# - -use-ld=lld -z pack-relative-relocs (the toolchain's lld and glibc 2.36 or later): the
#   executable's relative relocations packed (DT_RELR), 2.3 MB the loader no longer reads.
# - --no-export-dynamic: the static runtime's link arguments export every symbol of the
#   program to the dynamic symbol table, which every shared library's look-ups then
#   search first; nothing looks our symbols up by name.
# Measured against a plain `swift build -c release` of the same app in docs/BENCHMARKS.md
# ("The build your app gets").
set -euo pipefail

SWIFT=${SWIFT:-swift}
swift_path=$(command -v "$SWIFT") || { echo "build-app.sh: '$SWIFT' is not on PATH" >&2; exit 2; }
toolchain=$(dirname "$(dirname "$(readlink -f "$swift_path")")")

flags=()
static="$toolchain/lib/swift_static/linux"
if [ -f "$static/libFoundation.a" ] && [ -f "$static/lib_FoundationICU.a" ]; then
    flags+=(--static-swift-stdlib)
fi
glibc=$(getconf GNU_LIBC_VERSION 2>/dev/null | cut -d' ' -f2 || true)
if [ -x "$toolchain/bin/ld.lld" ] && [ -n "$glibc" ] &&
   [ "$(printf '%s\n' 2.36 "$glibc" | sort -V | head -1)" = 2.36 ]; then
    flags+=(-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs -Xlinker --no-export-dynamic)
fi

if [ "${1:-}" = --print-flags ]; then
    echo "${flags[*]}"
    exit 0
fi
exec "$SWIFT" build -c release "${flags[@]}" "$@"
