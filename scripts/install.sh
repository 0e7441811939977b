#!/usr/bin/env bash
# make install / make uninstall (docs/install.md).
#   scripts/install.sh install PREFIX [BUILD]    copies the playground from BUILD (default .build/release) into PREFIX
#   scripts/install.sh uninstall PREFIX          removes exactly what install wrote (its manifest), then the folders
#                                                it made that are left empty
# Installed:
#   PREFIX/bin/playground
#   PREFIX/lib/layout-playground/Modules/         the Swift modules layout files import (PlaygroundCore, its RealModule,
#                                                 and UIKit's when built), so `run --layout-file X.swift` compiles anywhere
#   PREFIX/lib/layout-playground/include/         the C shim module maps those modules need (swift-numerics' _NumericsShims)
#   PREFIX/share/layout-playground/Resources/     the bundled images
#   PREFIX/share/applications/layout-playground.desktop, PREFIX/share/icons/hicolor/256x256/apps/layout-playground.png
#   PREFIX/share/man/man1/playground.1
#   PREFIX/lib/layout-playground/install-manifest.txt   every file above, for uninstall
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:?usage: install.sh install|uninstall PREFIX [BUILD]}
prefix=${2:?usage: install.sh install|uninstall PREFIX [BUILD]}
build=${3:-.build/release}
lib="$prefix/lib/layout-playground"
manifest="$lib/install-manifest.txt"

case "$what" in
install)
  [ -x "$build/playground" ] || { echo "install: no $build/playground: build it first (make release)" >&2; exit 1; }
  [ -f "$build/Modules/PlaygroundCore.swiftmodule" ] || { echo "install: $build/Modules has no PlaygroundCore module" >&2; exit 1; }
  shims=".build/checkouts/swift-numerics/Sources/_NumericsShims/include"
  [ -f "$shims/module.modulemap" ] || { echo "install: $shims/module.modulemap is missing (swift build first)" >&2; exit 1; }
  files=()
  put() {  # put SOURCE DEST MODE
    mkdir -p "$(dirname "$2")"
    install -m "$3" "$1" "$2.tmp-$$" && mv -f "$2.tmp-$$" "$2"
    files+=("$2")
  }
  put "$build/playground" "$prefix/bin/playground" 755
  for m in PlaygroundCore RealModule UIKit UIKitBridge CoreGraphics QuartzCore; do
    for ext in swiftmodule swiftdoc; do
      [ -f "$build/Modules/$m.$ext" ] && put "$build/Modules/$m.$ext" "$lib/Modules/$m.$ext" 644
    done
  done
  for f in "$shims"/*; do put "$f" "$lib/include/_NumericsShims/$(basename "$f")" 644; done
  for f in Resources/*.png Resources/*.jpg; do
    [ -f "$f" ] && put "$f" "$prefix/share/layout-playground/Resources/$(basename "$f")" 644
  done
  put Packaging/layout-playground.png "$prefix/share/icons/hicolor/256x256/apps/layout-playground.png" 644
  desktop=$(mktemp)
  sed "s|@BIN@|$prefix/bin/playground|" Packaging/layout-playground.desktop > "$desktop"
  put "$desktop" "$prefix/share/applications/layout-playground.desktop" 644
  rm -f "$desktop"
  put Packaging/playground.1 "$prefix/share/man/man1/playground.1" 644
  printf '%s\n' "${files[@]}" "$manifest" > "$manifest.tmp-$$" && mv -f "$manifest.tmp-$$" "$manifest"
  echo "installed $((${#files[@]})) files into $prefix ($(du -ck "${files[@]}" | tail -1 | cut -f1) KiB); make uninstall PREFIX=$prefix removes them"
  ;;
uninstall)
  [ -f "$manifest" ] || { echo "uninstall: nothing installed in $prefix (no $manifest)" >&2; exit 1; }
  mapfile -t files < "$manifest"
  for f in "${files[@]}"; do rm -f "$f"; done
  # The folders install made, deepest first, if nothing else is in them.
  for f in "${files[@]}"; do d=$(dirname "$f"); while [ "$d" != "$prefix" ] && [ "${#d}" -gt "${#prefix}" ]; do echo "$d"; d=$(dirname "$d"); done; done \
    | sort -u | awk '{ print length, $0 }' | sort -rn | cut -d' ' -f2- | while read -r d; do rmdir "$d" 2>/dev/null || true; done
  echo "removed ${#files[@]} files from $prefix"
  ;;
*) echo "usage: install.sh install|uninstall PREFIX [BUILD]" >&2; exit 2 ;;
esac
