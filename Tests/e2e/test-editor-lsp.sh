#!/usr/bin/env bash
# Issue 25: an editor that knows the API. `new-layout` writes the folder's compile_flags.txt; sourcekit-lsp (the
# language server VS Code, Neovim and Emacs start) then completes `LayoutAttributes(` with the core's initializers and
# flags a misspelt name, in a fresh folder outside the repository. Without the file, the same server cannot even find
# PlaygroundCore (the control: the test can fail). No window; nothing waits a fixed time.
source "$(dirname "$0")/lib.sh"
probe="$(cd "$(dirname "$0")" && pwd)/lsp-probe.py"
cd "$WORK"
mkdir layouts
"$PLAYGROUND" new-layout Spiral --dir layouts > new-layout.log
cat new-layout.log
check '[ -s layouts/compile_flags.txt ]' "new-layout wrote compile_flags.txt"
check 'grep -q "PlaygroundCore\|Modules" layouts/compile_flags.txt' "the flags name the modules folder"

python3 "$probe" layouts Spiral.swift > with.txt
cat with.txt
check 'grep -q "^completion: (indexPath: IndexPath, center: Point, size: Size" with.txt' "completion offers LayoutAttributes' initializer"
check 'grep -q "^completion: (cell: IndexPath, frame: Rect)" with.txt' "completion offers LayoutAttributes(cell:frame:)"
check 'grep -q "^diagnostic: Cannot find .widht. in scope" with.txt' "a misspelt name gets a diagnostic"
check '! grep -q "No such module" with.txt' "PlaygroundCore resolves"

# editor-setup on an existing folder: the same file; and the control without it.
mkdir other && cp layouts/Spiral.swift other/
"$PLAYGROUND" editor-setup other
check 'cmp -s layouts/compile_flags.txt other/compile_flags.txt' "editor-setup writes the same flags as new-layout"
check '"$PLAYGROUND" editor-setup other | grep -q "up to date"' "a second editor-setup leaves it as it is"
echo "-Ifoo" > other/compile_flags.txt
check '! "$PLAYGROUND" editor-setup other 2>err.txt && grep -q "exists with other flags" err.txt' "a file of other flags is kept without --force"
mkdir bare && cp layouts/Spiral.swift bare/
python3 "$probe" bare Spiral.swift > without.txt
check 'grep -q "No such module .PlaygroundCore." without.txt' "without compile_flags.txt the server cannot find PlaygroundCore (control)"
echo "editor set-up: ok"
