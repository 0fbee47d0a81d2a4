#!/usr/bin/env bash
# Regenerates the README's pictures from the project itself:
# every scene as a PNG (scale 2), a few in dark mode, the filmstrip, and the recordings
# in tapes/ as GIF and MP4 (each tape's Output lines; run from the repository root).
# Usage: scripts/make-screenshots.sh path/to/modal-demo assets-dir
set -euo pipefail
demo=$1
out=$2
mkdir -p "$out"
for scene in $("$demo" --list-scenes | cut -d' ' -f1); do
    "$demo" --screenshot "$out/scene-$scene.png" --scene "$scene" --scale 2
done
# Dark mode: the same scenes with --appearance dark.
for scene in sheet discard-action-sheet web; do
    "$demo" --screenshot "$out/scene-dark-$scene.png" --scene "$scene" --scale 2 --appearance dark
done
"$demo" --filmstrip "$out/filmstrip-flick-dismisses.png" --scenario flick-dismisses --frames 6
# The second seed's modal flicked away at the hand's speed.
"$demo" --record "$out/custom-flick.png" --scenario custom-flick --fps 30
for tape in tapes/*.tape; do
    "$demo" --tape "$tape"
done
echo "wrote $(ls "$out" | wc -l) files to $out/"
echo "if the recordings changed on purpose, update their goldens:"
echo "  for t in tapes/*.tape; do $demo --tape \$t --check tapes/golden --update; done"
