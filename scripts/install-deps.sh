#!/usr/bin/env bash
# Installs the Debian packages LayoutPlayground needs, if any are missing.
#   scripts/install-deps.sh run    SDL2, SDL2_image, SDL2_ttf, Dear ImGui, TurboJPEG, libpng, FreeType and HarfBuzz
#                                  development packages and the fonts (DejaVu Sans for the window, Inter for UIKit,
#                                  Noto Color Emoji for emoji)
#   scripts/install-deps.sh test   the above, plus Xvfb, xauth, xdotool, x11-utils and ffmpeg (videos) for the tests
# As root it runs apt-get; otherwise through sudo when that works without a password; otherwise it prints the exact
# apt-get line and exits 1.
set -euo pipefail

what=${1:-run}
packages=(pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libimgui-dev libturbojpeg0-dev libpng-dev
  libfreetype-dev libharfbuzz-dev fonts-dejavu-core fonts-inter fonts-noto-color-emoji)
if [ "$what" = test ]; then
  packages+=(xvfb xauth xdotool x11-utils python3 ffmpeg)
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

line="apt-get install -y --no-install-recommends ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  runner=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  runner=(sudo)
else
  echo "LayoutPlayground needs these Debian packages: ${missing[*]}" >&2
  echo "Install them as root, then run make again:" >&2
  echo "  sudo apt-get update && sudo $line" >&2
  exit 1
fi
echo "Installing: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${runner[@]}" apt-get update -qq
"${runner[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
