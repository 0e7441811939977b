#!/usr/bin/env bash
# make install / make uninstall (docs/install.md).
#   scripts/install.sh install PREFIX [BUILD]    copies the playground from BUILD (default .build/release) into PREFIX
#   scripts/install.sh uninstall PREFIX          removes exactly what install wrote (its manifest), then the folders
#                                                it made that are left empty
# Installed:
#   PREFIX/bin/playground
#   PREFIX/lib/layout-playground/Modules/         the Swift modules layout files import (PlaygroundCore, its RealModule,
#                                                 UIKit's, SwiftUI's and PlaygroundOS when built), so `run --layout-file X.swift`
#                                                 compiles anywhere
#   PREFIX/lib/layout-playground/include/         the C shim module maps those modules need (swift-numerics' _NumericsShims)
#   PREFIX/share/layout-playground/Resources/     the bundled images
#   PREFIX/share/applications/layout-playground.desktop, PREFIX/share/icons/hicolor/256x256/apps/layout-playground.png
#   PREFIX/share/man/man1/playground.1
#   PREFIX/lib/layout-playground/install-manifest.txt   every file above (its SHA-256 and its path under PREFIX) and
#                                                 every folder install made, for uninstall
# Uninstall removes only regular files under PREFIX that install wrote and that still hold what it wrote, then the
# folders install made that are left empty (issue 38, 5); anything else in the manifest is named and kept.
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:?usage: install.sh install|uninstall PREFIX [BUILD]}
prefix=${2:?usage: install.sh install|uninstall PREFIX [BUILD]}
build=${3:-.build/release}
lib="$prefix/lib/layout-playground"
manifest="$lib/install-manifest.txt"

# A PREFIX with a newline cannot be written in a desktop entry's Exec, nor read back from a manifest line.
case "$prefix" in *$'\n'*) echo "install.sh: PREFIX must not hold a newline" >&2; exit 1 ;; esac

case "$what" in
install)
  [ -x "$build/playground" ] || { echo "install: no $build/playground: build it first (make release)" >&2; exit 1; }
  [ -f "$build/Modules/PlaygroundCore.swiftmodule" ] || { echo "install: $build/Modules has no PlaygroundCore module" >&2; exit 1; }
  shims=".build/checkouts/swift-numerics/Sources/_NumericsShims/include"
  [ -f "$shims/module.modulemap" ] || { echo "install: $shims/module.modulemap is missing (swift build first)" >&2; exit 1; }
  files=()
  made=()
  mkdirs() {  # mkdirs DIR: mkdir -p, remembering the folders it made (uninstall removes them if left empty)
    local d=$1 missing=()
    while [ ! -d "$d" ]; do missing=("$d" "${missing[@]}"); d=$(dirname "$d"); done
    for d in "${missing[@]}"; do mkdir "$d"; made+=("$d"); done
  }
  put() {  # put SOURCE DEST MODE
    mkdirs "$(dirname "$2")"
    install -m "$3" "$1" "$2.tmp-$$" && mv -f "$2.tmp-$$" "$2"
    files+=("$2")
  }
  put "$build/playground" "$prefix/bin/playground" 755
  for m in PlaygroundCore RealModule UIKit UIKitBridge CoreGraphics QuartzCore SwiftUI SwiftUIBridge PlaygroundOS; do
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
  # Exec's argument quoted as the Desktop Entry Specification asks (a space, quotes, `$`, a backslash): inside
  # double quotes, `"` `` ` `` `$` `\` get a backslash, then every backslash is doubled for the string value. No sed:
  # a PREFIX with `|` or `&` is text here, not a command (issue 38, low).
  bin="$prefix/bin/playground"
  quoted=$bin
  if [[ ! "$bin" =~ ^[A-Za-z0-9/._+-]+$ ]]; then
    quoted=${bin//\\/\\\\}; quoted=${quoted//\"/\\\"}; quoted=${quoted//\`/\\\`}; quoted=${quoted//\$/\\\$}
    quoted="\"$quoted\""; quoted=${quoted//\\/\\\\}
  fi
  quoted=${quoted//%/%%}  # a literal % in Exec is %%
  template=$(<Packaging/layout-playground.desktop)
  printf '%s\n' "${template//@BIN@/"$quoted"}" > "$desktop"  # quoted: bash 5.2 would read & in it as the match
  put "$desktop" "$prefix/share/applications/layout-playground.desktop" 644
  rm -f "$desktop"
  put Packaging/playground.1 "$prefix/share/man/man1/playground.1" 644
  mkdirs "$lib"
  {
    echo "# layout-playground install manifest v2: 'file SHA256 PATH' and 'folder PATH', PATH under PREFIX"
    for f in "${files[@]}"; do echo "file $(sha256sum < "$f" | cut -d' ' -f1) ${f#"$prefix"/}"; done
    for d in "${made[@]}"; do if [ "$d" != "$prefix" ]; then echo "folder ${d#"$prefix"/}"; fi; done  # PREFIX stays
  } > "$manifest.tmp-$$" && mv -f "$manifest.tmp-$$" "$manifest"
  echo "installed $((${#files[@]})) files into $prefix ($(du -ck "${files[@]}" | tail -1 | cut -f1) KiB); make uninstall PREFIX=$prefix removes them"
  ;;
uninstall)
  [ -f "$manifest" ] && [ ! -L "$manifest" ] || { echo "uninstall: nothing installed in $prefix (no $manifest)" >&2; exit 1; }
  # A path from the manifest is used only if it is a plain relative path under PREFIX: no `..`, no leading `/`,
  # only the characters install's own names use.
  safe() { [[ "$1" =~ ^[A-Za-z0-9._+/-]+$ && "$1" != /* && "/$1/" != */../* && "/$1/" != */./* ]]; }
  removed=0; kept=0; folders=()
  while IFS= read -r line; do
    case "$line" in
      "file "*)
        rest=${line#file }; sum=${rest%% *}; rel=${rest#* }
        if ! safe "$rel" || [ "$sum" = "$rest" ]; then echo "uninstall: kept '$rel': not a path under $prefix" >&2; kept=$((kept + 1)); continue; fi
        f="$prefix/$rel"
        if [ -L "$f" ] || [ ! -f "$f" ]; then
          [ -e "$f" ] || [ -L "$f" ] && { echo "uninstall: kept $f: not a regular file" >&2; kept=$((kept + 1)); }
          continue
        fi
        if [ "$(sha256sum < "$f" | cut -d' ' -f1)" != "$sum" ]; then
          echo "uninstall: kept $f: changed since it was installed" >&2; kept=$((kept + 1)); continue
        fi
        rm -f "$f"; removed=$((removed + 1)) ;;
      "folder "*)
        rel=${line#folder }
        safe "$rel" && folders+=("$prefix/$rel") ;;
      "#"*|"") ;;
      *) echo "uninstall: kept '$line': an old manifest line (no checksum); remove it by hand" >&2; kept=$((kept + 1)) ;;
    esac
  done < "$manifest"
  rm -f "$manifest"
  # The folders install made, deepest first, if nothing else is in them (never a folder install did not make).
  for ((i = ${#folders[@]} - 1; i >= 0; i--)); do
    [ -d "${folders[$i]}" ] && [ ! -L "${folders[$i]}" ] && rmdir "${folders[$i]}" 2>/dev/null || true
  done
  if [ "$kept" -gt 0 ]; then echo "removed $removed files from $prefix; kept $kept (named above)"
  else echo "removed $removed files from $prefix"; fi
  ;;
*) echo "usage: install.sh install|uninstall PREFIX [BUILD]" >&2; exit 2 ;;
esac
