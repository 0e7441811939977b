#!/usr/bin/env bash
# Insert, delete and undo over a UIKit layout file in the real window (issue uikit-behaviour; docs/uikit.md, "Batch
# updates"): N inserts an item after the focused one and Delete removes it, each reaching the layout as UIKit's batch
# update — prepare(forCollectionViewUpdates:) with the update item, the initial and final attributes,
# finalizeCollectionViewUpdates() — which the layout prints; Ctrl+Z brings the deleted item back as an insert. The
# trace's final order holds the new item; the layout's inserted items start small and transparent (its initial
# attributes), so a frame during the insert differs from the settled one.
source "$(dirname "$0")/lib.sh"
cat > "$WORK/Logged.swift" <<'SWIFT'
import UIKit

final class Logged: UICollectionViewFlowLayout {
    override init() {
        super.init()
        itemSize = CGSize(width: 180, height: 180)
        minimumLineSpacing = 10
        minimumInteritemSpacing = 10
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func name(_ p: IndexPath?) -> String { p.map { "\($0.section).\($0.item)" } ?? "-" }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for u in updateItems {
            let action = u.updateAction == .insert ? "insert" : u.updateAction == .delete ? "delete" : "other"
            print("update \(action) \(name(u.indexPathBeforeUpdate))>\(name(u.indexPathAfterUpdate))")
        }
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let a = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        a?.alpha = 0
        a?.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
        return a
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        print("finalize")
    }
}
SWIFT

start_app --layout-file "$WORK/Logged.swift" --items 12 --size 800x625 --autoplay 0 --trace "$WORK/trace.json" \
  --layout-check-timeout 60
win=$(wait_window 'Layout Playground - logged')
xdotool windowfocus "$win" 2>/dev/null || true
wait_settled
key Return                                             # focus the item nearest the middle
wait_settled "j['focusedItem'] is not None"
v0=$(state "j['orderVersion']")
key n                                                  # insert after it (a batch update: 0.25 s)
wait_settled "j['orderVersion'] > $v0 and j['focusedItem'] == 12"
key Delete                                             # delete the new item (focused)
wait_settled "j['orderVersion'] > $v0 + 1"
key ctrl+z                                             # undo: it comes back, as an insert
wait_settled "j['orderVersion'] > $v0 + 2"
key q
wait_exit 60
check '[ "$APP_STATUS" -eq 0 ]' "exited with status 0 (got $APP_STATUS)"
check 'python3 - "$WORK/app.log" "$WORK/trace.json" <<PY
import json, sys
lines = [l.strip() for l in open(sys.argv[1]) if l.startswith(("update ", "finalize"))]
# Three batches, each its update item then finalize: insert, delete (old index path), insert again (the undo).
kinds = [l.split()[1] for l in lines if l.startswith("update ")]
assert kinds == ["insert", "delete", "insert"], lines
assert lines.count("finalize") == 3, lines
for i, l in enumerate(lines):
    if l.startswith("update "):
        assert lines[i + 1] == "finalize", lines
ins, dele = lines[0].split()[2], lines[2].split()[2]
assert ins.startswith("->") and dele.endswith(">-") and dele[:-2] == ins[2:], (ins, dele)
order = json.load(open(sys.argv[2]))["final"]["order"]
assert len(order) == 13 and sorted(order) == list(range(13)), order
PY' "the layout heard insert, delete and the undo's insert, each finalized; the final order holds 13 items"
