#!/usr/bin/env bash
# The window's layout switch between two UIKit layout files is UIKit's interactive transition (issue uikit-behaviour;
# docs/uikit.md, "Layout transitions"): 7 switches from Tiles (key 6) to Rows; the old layout hears
# prepareForTransition(to:), the new one prepareForTransition(from:), then, frame by frame, a transition layout
# between the two is prepared (each prepare of Rows during the switch is one of its frames), and at the end both hear
# finalizeLayoutTransition(). 6 switches back the same way. The layouts print what they hear.
source "$(dirname "$0")/lib.sh"
for spec in "Tiles:180:180" "Rows:760:60"; do
  IFS=: read -r name w h <<<"$spec"
  cat > "$WORK/$name.swift" <<SWIFT
import UIKit

final class $name: UICollectionViewFlowLayout {
    var transitioning = false
    override init() {
        super.init()
        itemSize = CGSize(width: $w, height: $h)
        minimumLineSpacing = 10
        minimumInteritemSpacing = 10
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    static func name(_ l: UICollectionViewLayout) -> String { String(describing: type(of: l)) }
    override func prepare() {
        super.prepare()
        if transitioning { print("$name prepare in transition") }
    }
    override func prepareForTransition(to newLayout: UICollectionViewLayout) {
        print("$name to \(Self.name(newLayout))")
        transitioning = true
    }
    override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
        print("$name from \(Self.name(oldLayout))")
        transitioning = true
    }
    override func finalizeLayoutTransition() {
        print("$name finalize")
        transitioning = false
    }
}
SWIFT
done

start_app --layout-file "$WORK/Tiles.swift" --layout-file "$WORK/Rows.swift" --items 12 --size 800x625 --autoplay 0 \
  --layout-check-timeout 60
win=$(wait_window 'Layout Playground - tiles')
xdotool windowfocus "$win" 2>/dev/null || true
wait_settled
key 7
wait_settled "j['layout'] == 'rows' and j['transition'] is None"
key 6
wait_settled "j['layout'] == 'tiles' and j['transition'] is None"
key q
wait_exit 60
check '[ "$APP_STATUS" -eq 0 ]' "exited with status 0 (got $APP_STATUS)"
check 'python3 - "$WORK/app.log" <<PY
import sys
lines = [l.strip() for l in open(sys.argv[1]) if l.startswith(("Tiles ", "Rows "))]
marks = [l for l in lines if "prepare in transition" not in l]
assert marks == ["Tiles to Rows", "Rows from Tiles", "Tiles finalize", "Rows finalize",
                 "Rows to Tiles", "Tiles from Rows", "Rows finalize", "Tiles finalize"], marks
# Frames of the first switch: the new layout prepared by the transition layout between its start and its end. How
# many frames fall in the switch's 0.4 s depends on the machine's speed (a loaded machine drew 1), so one is asked
# for here; LayoutTransitionWindowTests checks the progress frame by frame.
first = lines[lines.index("Rows from Tiles") + 1:lines.index("Tiles finalize")]
assert sum(1 for l in first if l == "Rows prepare in transition") >= 1, first
PY' "each switch is told in UIKit's order and driven frame by frame (got $(grep -c 'in transition' "$WORK/app.log") prepares in transition)"
