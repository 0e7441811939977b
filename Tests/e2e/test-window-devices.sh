#!/usr/bin/env bash
# Devices, rotation and right-to-left in the window (docs/devices.md), through the status file:
# 1. --device iphone-16: the content area is 393×852 (the window 25 points taller for the HUD strip); R turns it to
#    landscape with an animated size change (a transition under way in the snapshot that counted the key), the
#    window following; L makes the interface right-to-left; a free resize of the window leaves the device.
# 2. A UIKit horizontal flow layout file under --layout-direction rtl starts at the right end of its content (item 0
#    at the window's right edge), as a right-to-left UICollectionView does; the expected offset comes from dump.
source "$(dirname "$0")/lib.sh"

mkdir "$WORK/cwd"
cd "$WORK/cwd"
start_app --device iphone-16 --items 30 --autoplay 0
win=$(wait_window 'Layout Playground - grid')
wait_settled "j['device'] == 'iphone-16' and j['viewport'] == [393, 852] and j['layoutDirection'] == 'leftToRight'"
check '[ "$(state "j[\"window\"] == [393, 877]")" = True ]' "the window is the device plus the strip (got $(state "j['window']"))"
sent keyDown 1 xdotool key --window "$win" r
check '[ "$(state "j[\"transition\"] is not None or j[\"viewport\"] == [852, 393]")" = True ]' \
  "R started the rotation (got $(state "(j['transition'], j['viewport'])"))"
wait_settled "j['device'] == 'iphone-16-landscape' and j['viewport'] == [852, 393] and j['window'] == [852, 418]"
check '[ "$(window_size "$win")" = "852x418" ]' "the window turned (got $(window_size "$win"))"
key l
wait_settled "j['layoutDirection'] == 'rightToLeft'"
xdotool windowsize "$win" 700 500
wait_settled "j['device'] is None and j['viewport'] == [700, 475] and j['layoutDirection'] == 'rightToLeft'"
xdotool key --window "$win" q
wait_exit 60
check '[ "$APP_STATUS" -eq 0 ]' "app exited with status 0 (got $APP_STATUS)"

cat > HorizontalList.swift <<'SWIFT'
import UIKit

/// A horizontal list of 100-point items, two rows in an iPhone SE's landscape height.
class HorizontalList: UICollectionViewFlowLayout {
    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 100, height: 100)
        minimumLineSpacing = 10
        minimumInteritemSpacing = 10
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
SWIFT
"$BIN" dump --layout-file HorizontalList.swift --device iphone-se-landscape --layout-direction rtl --items 40 --all \
  --layout-check-timeout 60 >"$WORK/dump.json"
read -r cw x0 w0 <<<"$(json "$WORK/dump.json" '"%s %s %s" % (j["contentSize"][0], *[(i["frame"][0], i["frame"][2]) for i in j["items"] if i["category"] == "cell" and i["item"] == 0][0])')"
echo "content width $cw; item 0 at x $x0, $w0 wide"
check 'python3 -c "import sys; sys.exit(0 if abs($x0 + $w0 - $cw) < 0.5 else 1)"' "item 0 ends at the content's right end"
expected=$(python3 -c "print($cw - 667)")
start_app --layout-file HorizontalList.swift --device iphone-se-landscape --layout-direction rtl --items 40 \
  --autoplay 0 --layout-check-timeout 60
win=$(wait_window 'Layout Playground - horizontallist')
wait_settled "j['layoutDirection'] == 'rightToLeft' and j['viewport'] == [667, 375]"
check '[ "$(state "abs(j[\"contentOffset\"][0] - ($expected)) < 0.5")" = True ]' \
  "a right-to-left horizontal list starts at the right (offset $expected, got $(state "j['contentOffset']"))"
xdotool key --window "$win" q
wait_exit 60
check '[ "$APP_STATUS" -eq 0 ]' "app exited with status 0 (got $APP_STATUS)"
