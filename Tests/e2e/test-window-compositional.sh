#!/usr/bin/env bash
# A compositional spec, live: the window opens on a YAML spec, a save by write-and-rename swaps in the new version
# (its pixels have the shape of `render` of that version), a broken save reports the one-line spec error
# (file:line: key path: expected …) and keeps the last good layout. Every wait polls for an outcome.
source "$(dirname "$0")/lib.sh"
HERE=$(cd "$(dirname "$0")" && pwd)
cd "$WORK"
cp "$HERE/../../Examples/compositional/list.yaml" "$WORK/spec.yaml"
save() { cp "$1" "$WORK/.spec.yaml.tmp" && mv -f "$WORK/.spec.yaml.tmp" "$WORK/spec.yaml"; }
shape() { python3 "$HERE/pngshape.py" "$1" "$2" 90 540; }

# Version 2: a two-column grid of 150-point rows with gaps (same name), visibly different from the 44-point list.
sed -e 's/height: {absolute: 44}}/height: {absolute: 150}}\n      count: 2\n      interItemSpacing: {fixed: 20}/' \
    -e 's/^  - group:/  - interGroupSpacing: 20\n    group:/' spec.yaml > v2.yaml
"$BIN" render --layout-file spec.yaml --size 800x600 --offset 0,0 --out "$WORK/v1.png"
"$BIN" render --layout-file v2.yaml --size 800x600 --offset 0,0 --out "$WORK/expected.png"
check 'python3 -c "import sys; sys.exit(float(sys.argv[1]) < 0.05)" "$(shape v1.png expected.png)"' "the two versions differ visibly"

# The window is 25 points taller than the render: the HUD's strip under the content (WindowGeometry), so the
# layout's viewport is render's 800×600 and the reload keeps the same anchor.
start_app --layout-file spec.yaml --size 800x625 --autoplay 0 --trace "$WORK/trace.json"
win=$(wait_window 'Layout Playground - list')
xdotool windowfocus "$win" 2>/dev/null || true

save v2.yaml
wait_log "reloaded list from" 1
wait_settled "j['reloads']['installed'] >= 1"   # the 0.4 s switch to the new version has ended
s1=$(shot 1)
d=$(shape "$s1" expected.png)
check 'python3 -c "import sys; sys.exit(float(sys.argv[1]) > 0.005)" "$d"' "the window after the reload has the shape of render's (differs on $d of the pixels)"

# A broken save: a bare number where a dimension goes.
sed 's/height: {absolute: 150}}/height: 150}/' v2.yaml > broken.yaml
save broken.yaml
wait_log "warning: spec.yaml:" 1
check 'grep -qF "spec.yaml:7: sections[0].group.size.height: expected a dimension like {fractionalWidth: 0.5}" "$WORK/app.log"' "the one-line spec error names file, line and key path"
wait_settled "j['reloads']['failed'] >= 1"
s2=$(shot 2)
d=$(shape "$s2" expected.png)
check 'python3 -c "import sys; sys.exit(float(sys.argv[1]) > 0.005)" "$d"' "the last good layout stays (differs on $d)"
check '[ "$(xdotool getwindowname "$win")" = "Layout Playground - list" ]' "the title still names list"

# Issue 26: saves that killed the window. 5,000 levels of nesting (a stack overflow), nested fractions of 10^7
# (4e23-point cells trapped the texture cache), three nested count: 10000 (9.6 GB). Each is one warning; the
# window goes on with the last good layout.
python3 -c "print('sections: ' + '[' * 5000 + ']' * 5000)" > deep.yaml
save deep.yaml
wait_log "spec.yaml:1: nested more than 100 levels deep" 1
python3 - > huge.yaml <<'PY'
g = "{size: {width: {fractionalWidth: 10000000}, height: {fractionalHeight: 1}}}"
for _ in range(2):
    g = "{direction: horizontal, size: {width: {fractionalWidth: 10000000}, height: {absolute: 40}}, subitems: [%s]}" % g
print("name: list\nsections:\n  - group: %s" % g)
PY
save huge.yaml
wait_log "spec.yaml: refused: list: contentSize" 1
python3 - > counts.yaml <<'PY'
g = "{size: {width: {fractionalWidth: 1}, height: {fractionalHeight: 1}}}"
for _ in range(3):
    g = "{direction: horizontal, count: 10000, size: {width: {fractionalWidth: 1}, height: {absolute: 40}}, subitems: [%s]}" % g
print("name: list\nsections:\n  - group: %s" % g)
PY
save counts.yaml
wait_log "nested counts put 100000000 items in one group" 1
wait_settled "j['reloads']['failed'] >= 4"
s3=$(shot 3)
d=$(shape "$s3" expected.png)
check 'python3 -c "import sys; sys.exit(float(sys.argv[1]) > 0.005)" "$d"' "after three hostile saves the last good layout stays (differs on $d)"
xdotool key q
wait_exit 60
check '[ "$APP_STATUS" -eq 0 ]' "exited with status 0"
check 'python3 - "$WORK/trace.json" <<PY
import json, sys
reloads = json.load(open(sys.argv[1]))["reloads"]
assert [r["ok"] for r in reloads][:3] == [True, True, False], reloads
assert "expected a dimension" in reloads[2]["error"], reloads
PY' "the trace lists the three loads"
