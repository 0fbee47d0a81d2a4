#!/usr/bin/env bash
# Runs the example app (Examples/, built by `make examples`) headlessly: its first
# screen and each start state it declares (--list-presentations) rendered with
# --screenshot, and each PNG checked: a whole, valid PNG (signature, chunk CRCs,
# image data that inflates to exactly the rows IHDR announces) of the size asked;
# then each tape in Examples/tapes/ played (its Waits fail it if the sheet, the
# card or the locked form does not present, drag, ask and dismiss as written).
# Usage: scripts/check-examples.sh path/to/ModalExamples out-dir [WxH] [scale] [tape-dir]
# (an app that declares no start states, as a SwiftUI App, renders its first screen only).
set -euo pipefail
app=$1
out=$2
size=${3:-390x844}
scale=${4:-1}
tapedir=${5:-$(dirname "$0")/../Examples/tapes}
mkdir -p "$out"
width=$(( ${size%x*} * scale ))
height=$(( ${size#*x} * scale ))

states=$("$app" --list-presentations)
count=0
for state in home $states; do
    png="$out/$state.png"
    rm -f "$png"
    if [ "$state" = home ]; then
        "$app" --screenshot "$png" --size "$size" --scale "$scale"
    else
        "$app" --present "$state" --screenshot "$png" --size "$size" --scale "$scale"
    fi
    python3 - "$png" "$width" "$height" <<'PY'
import struct, sys, zlib
path, width, height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
data = open(path, "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path}: not a PNG"
pos, idat, ihdr, ended = 8, b"", None, False
while pos < len(data):
    length, kind = struct.unpack(">I4s", data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + length]
    crc, = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])
    assert zlib.crc32(kind + body) == crc, f"{path}: bad CRC in {kind}"
    if kind == b"IHDR": ihdr = struct.unpack(">IIBBBBB", body)
    if kind == b"IDAT": idat += body
    if kind == b"IEND": ended = True
    pos += 12 + length
assert ihdr and ended, f"{path}: missing IHDR or IEND"
w, h, depth, colour = ihdr[:4]
assert (w, h) == (width, height), f"{path}: {w}x{h}, expected {width}x{height}"
channels = {0: 1, 2: 3, 4: 2, 6: 4}[colour]
rows = zlib.decompress(idat)
assert len(rows) == h * (1 + w * channels * depth // 8), f"{path}: image data is {len(rows)} bytes"
PY
    count=$((count + 1))
done
echo "check-examples: $count screens of $app rendered as valid ${width}x${height} PNGs in $out/"

tapes=0
for tape in "$tapedir"/*.tape; do
    "$app" --tape "$tape" > /dev/null
    tapes=$((tapes + 1))
done
[ "$tapes" -gt 0 ] || { echo "check-examples: no tapes in $tapedir/" >&2; exit 1; }
echo "check-examples: $tapes tapes of $app played"
