#!/usr/bin/env bash
# Regenerates the README's pictures from the project itself:
# every scene as a PNG (scale 2) and the drag-to-dismiss interactions as APNGs.
# Usage: scripts/make-screenshots.sh path/to/modal-demo assets-dir
set -euo pipefail
demo=$1
out=$2
mkdir -p "$out"
for scene in $("$demo" --list-scenes | cut -d' ' -f1); do
    "$demo" --screenshot "$out/scene-$scene.png" --scene "$scene" --scale 2
done
for scenario in flick-dismisses locked-drag-action-sheet custom-transition; do
    "$demo" --record "$out/$scenario.png" --scenario "$scenario" --fps 20
done
"$demo" --filmstrip "$out/filmstrip-flick-dismisses.png" --scenario flick-dismisses --frames 6
# The second seed's modal flicked away at the hand's speed (issue 19).
"$demo" --record "$out/custom-flick.png" --scenario custom-flick --fps 30
echo "wrote $(ls "$out" | wc -l) files to $out/"
