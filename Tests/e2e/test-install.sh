#!/usr/bin/env bash
# Issue 25: `make install` into a temporary prefix (scripts/install.sh, the step `make install` runs after its release
# build; here from the build under test), then the installed copy, run from a folder outside the repository and found
# on PATH, writes a template, dumps it and opens the window on it; the man page names every subcommand; uninstall
# removes exactly what install wrote and keeps a file of the user's.
source "$(dirname "$0")/lib.sh"
repo=$(cd "$(dirname "$0")/../.." && pwd)
prefix="$WORK/prefix"
cd "$WORK"
mkdir -p "$prefix/bin"
echo "mine" > "$prefix/bin/other-tool"
bash "$repo/scripts/install.sh" install "$prefix" "$(dirname "$BIN")" | tee install.log
check '[ -x "$prefix/bin/playground" ]' "the binary is installed"
check '[ -f "$prefix/lib/layout-playground/Modules/PlaygroundCore.swiftmodule" ]' "the core module is installed"
check '[ -f "$prefix/share/applications/layout-playground.desktop" ]' "the desktop entry is installed"
check 'grep -q "^Exec=$prefix/bin/playground run$" "$prefix/share/applications/layout-playground.desktop"' "the entry runs the installed binary"
check '[ -f "$prefix/share/icons/hicolor/256x256/apps/layout-playground.png" ]' "the icon is installed"
check '[ -f "$prefix/share/man/man1/playground.1" ]' "the man page is installed"
du -sh "$prefix"

mkdir "$WORK/elsewhere" && cd "$WORK/elsewhere"
export PATH="$prefix/bin:$PATH"
hash -r
check '[ "$(command -v playground)" = "$prefix/bin/playground" ]' "the installed copy is the one on PATH"
playground new-layout Spiral
check 'grep -q "$prefix/lib/layout-playground/Modules" compile_flags.txt' "the editor flags name the installed modules"
playground dump --layout-file Spiral.swift --items 3 --size 640x480 > dump.json 2> dump.err || { cat dump.err; false; }
check '[ "$(json dump.json "j[\"layout\"]")" = spiral ]' "the installed copy compiles and dumps a layout file"
# SwiftUI files and files that import os need their modules installed too (they were left out until the eighth stop).
cp "$repo/Examples/swiftui/FlowLayout.swift" "$WORK/elsewhere/"
playground dump --layout-file FlowLayout.swift --items 3 --size 640x480 > flow.json 2> flow.err || { cat flow.err; false; }
check '[ "$(json flow.json "j[\"layout\"]")" = flowlayout ]' "the installed copy compiles and dumps a SwiftUI layout file: $(head -c 300 flow.err)"
check '[ -f "$prefix/lib/layout-playground/Modules/PlaygroundOS.swiftmodule" ]' "the PlaygroundOS module (import os) is installed"
for sub in $(playground --help | awk '/^SUBCOMMANDS:/{on=1; next} on && /^  [a-z]/{print $1}'); do
  check 'grep -q "^\.B $sub$" "$prefix/share/man/man1/playground.1"' "the man page names the subcommand $sub"
done

# The window, from the installed copy, on the template.
BIN="$prefix/bin/playground"
start_app --layout-file Spiral.swift --autoplay 0
win=$(wait_window 'Layout Playground - spiral')
check '[ -n "$win" ]' "the installed copy opens the window on the layout file"
xdotool key --window "$win" q 2>/dev/null || xdotool key q
wait_exit 60
check '[ "$APP_STATUS" -eq 0 ]' "the window quit normally (status $APP_STATUS)"
check '! grep -qi "error\|cannot" "$WORK/app.log"' "no error in the window's log"

cd "$WORK"
# Issue 38, 5: a manifest line out of PREFIX, and a file changed since install, are named and kept.
manifest="$prefix/lib/layout-playground/install-manifest.txt"
outside="$WORK/outside-file"; echo "not the install's" > "$outside"
echo "file 0000 ../outside-file" >> "$manifest"
echo "file 0000 $outside" >> "$manifest"
echo "changed" >> "$prefix/share/man/man1/playground.1"
bash "$repo/scripts/install.sh" uninstall "$prefix" 2> uninstall.err
check '[ -f "$outside" ]' "uninstall keeps a file outside PREFIX that the manifest names"
check 'grep -q "kept .*playground.1: changed since it was installed" uninstall.err' "uninstall keeps a changed file and says so: $(cat uninstall.err)"
rm "$prefix/share/man/man1/playground.1"
rmdir "$prefix/share/man/man1" "$prefix/share/man" "$prefix/share" 2>/dev/null || true
check '[ "$(cat "$prefix/bin/other-tool")" = mine ]' "uninstall keeps a file of the user's"
left=$(find "$prefix" -mindepth 1 | grep -v "^$prefix/bin$\|^$prefix/bin/other-tool$" || true)
check '[ -z "$left" ]' "uninstall removes everything install wrote (left: $left)"
# A PREFIX with a space, `|` and `&`: installed, the Exec quoted (Desktop Entry Specification), and uninstalled.
odd="$WORK/my apps|&x"
bash "$repo/scripts/install.sh" install "$odd" "$(dirname "$PLAYGROUND")" > /dev/null
check 'grep -qF "Exec=\"$odd/bin/playground\" run" "$odd/share/applications/layout-playground.desktop"' "Exec is quoted: $(grep Exec "$odd/share/applications/layout-playground.desktop")"
bash "$repo/scripts/install.sh" uninstall "$odd" > /dev/null
check '[ -d "$odd" ] && [ -z "$(ls -A "$odd")" ]' "an odd PREFIX is left empty (left: $(ls -A "$odd" 2>&1))"
check '! bash "$repo/scripts/install.sh" install "$WORK/a
b" "$(dirname "$PLAYGROUND")" 2> newline.err && grep -q "must not hold a newline" newline.err' "a PREFIX with a newline is refused in one line"
echo "install: ok"
