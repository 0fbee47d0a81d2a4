#!/usr/bin/env bash
# Installs the Debian packages the project needs, only those missing.
# Runs apt-get update once, and only when something must be installed.
# Uses sudo when not root. Usage: scripts/install-deps.sh [build|test|bench]
set -euo pipefail

build_packages=(pkg-config libx11-dev libxi-dev libxtst-dev libcairo2-dev libpango1.0-dev zlib1g-dev fonts-dejavu-core)
# The real desktop: XRandR (monitors, refresh rates), XSync (resize sync).
build_packages+=(libxrandr-dev libxext-dev libxrender-dev libpixman-1-dev)
# Accessibility (AT-SPI over GDBus).
build_packages+=(libglib2.0-dev)
test_packages=(xvfb xauth x11-utils xdotool imagemagick)
# Media encoders: GIF through giflib + libimagequant, MP4/WebM through FFmpeg's
# libraries (Debian's libavcodec brings libx264 and libvpx); ffprobe reads them back in tests.
build_packages+=(libgif-dev libimagequant-dev libavcodec-dev libavformat-dev libswscale-dev libavutil-dev)
test_packages+=(ffmpeg)
# Images: PNG and JPEG through gdk-pixbuf, SVG through librsvg.
build_packages+=(libgdk-pixbuf-2.0-dev librsvg2-dev)
# Accessibility tests: a private session bus, the AT-SPI bus and registry, and pyatspi as the screen reader.
test_packages+=(dbus-daemon at-spi2-core python3-pyatspi)
# The real desktop: a reparenting window manager, a compositor, xrandr/xrdb.
test_packages+=(openbox picom x11-xserver-utils)
# ... and Xorg with the dummy driver, whose modes have real refresh rates (60/120/144 Hz).
test_packages+=(xserver-xorg-core xserver-xorg-video-dummy)

# The black-box probe (scripts/x11probe): python3-xlib, a C compiler for the Xlib floor;
# make bench also builds the GTK 4 peer (libgtk-4-dev) to measure it in the same run.
test_packages+=(python3-xlib gcc)
bench_packages=(libgtk-4-dev)

wanted=("${build_packages[@]}")
if [ "${1:-build}" = "test" ] || [ "${1:-build}" = "bench" ]; then wanted+=("${test_packages[@]}"); fi
if [ "${1:-build}" = "bench" ]; then wanted+=("${bench_packages[@]}"); fi

missing=()
for package in "${wanted[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing packages: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
        echo "error: need root or sudo to install: ${missing[*]}" >&2
        exit 1
    fi
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null
