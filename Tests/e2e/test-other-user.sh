#!/usr/bin/env bash
# Issue 38, the security items, played by another user (`nobody`, through runuser) in a sticky folder under /tmp:
#   - severe 2: links planted where the app writes (--trace, --order-file, render --out, replay --video, its
#     temporary names) are never followed: the victim's 0600 file stays as it was, each refusal is one line;
#   - severe 1: a `Name+Evil.swift` dropped beside a UIKit file is never compiled: in a folder others can write
#     into the group is refused, and a companion owned by another user is refused, each in one line.
# Needs root (runuser); skipped otherwise.
source "$(dirname "$0")/lib.sh"
repo=$(cd "$(dirname "$0")/../.." && pwd)
if [ "$(id -u)" -ne 0 ] || ! command -v runuser >/dev/null; then echo "other-user: skipped (needs root and runuser)"; exit 0; fi
as_nobody() { runuser -u nobody -- "$@"; }

shared=$(mktemp -d /tmp/lp-shared.XXXXXX)
trap 'rm -rf "$shared" "$WORK"' EXIT
chmod 1777 "$shared"
victim="$WORK/secret"
printf 'root only\n' > "$victim"
chmod 600 "$victim"
intact() { [ "$(cat "$victim")" = "root only" ] && [ "$(stat -c %a "$victim")" = 600 ]; }
one_line_error() { [ "$(grep -c . "$1")" -ge 1 ] && grep -q "refusing to follow it" "$1" && ! grep -q "Fatal\|Segmentation\|NSError" "$1"; }
script="$repo/Tests/Replays/wheel-cards.json"

# --trace through nobody's link.
as_nobody ln -s "$victim" "$shared/trace.json"
status=0; "$BIN" replay "$script" --trace "$shared/trace.json" > /dev/null 2> trace.err || status=$?
check '[ "$status" -eq 1 ]' "replay --trace through nobody's link exits 1 (status $status)"
check 'one_line_error trace.err' "replay --trace says why in one line: $(cat trace.err)"
check 'intact' "the victim's file is unchanged after --trace"

# render --out through nobody's link to a folder on the way.
as_nobody ln -s "$WORK" "$shared/dir"
status=0; "$BIN" render --items 3 --size 320x240 --out "$shared/dir/secret" 2> render.err || status=$?
check '[ "$status" -eq 1 ] && one_line_error render.err' "render --out through nobody's folder link is refused in one line: $(cat render.err)"
check 'intact' "the victim's file is unchanged after render --out"

# The order file: nobody's link is refused and the session goes on (a warning; nothing saved through it).
as_nobody ln -s "$victim" "$shared/order.json"
"$BIN" replay "$script" --order-file "$shared/order.json" > /dev/null 2> order.err || true
check 'grep -q "refusing to follow it" order.err' "the order file through nobody's link is refused: $(cat order.err)"
check 'intact' "the victim's file is unchanged after the order file"

# replay --video: the encoder's temporary file is ours (O_EXCL, an unpredictable name), and the target link refused.
if command -v ffmpeg >/dev/null; then
  as_nobody ln -s "$victim" "$shared/out.mp4"
  status=0; "$BIN" replay "$script" --until 0.2 --video "$shared/out.mp4" --fps 10 --scale 0.25 2> video.err || status=$?
  check '[ "$status" -eq 1 ] && one_line_error video.err' "replay --video through nobody's link is refused: $(cat video.err)"
  check 'intact' "the victim's file is unchanged after replay --video"
  # nobody plants links at every name the old recorder would have used (.out2.mp4.tmp-PID for the next PIDs).
  next=$(( $(cat /proc/sys/kernel/ns_last_pid 2>/dev/null || echo 1000) ))
  for p in $(seq "$next" $((next + 40))); do as_nobody ln -s "$victim" "$shared/.out2.mp4.tmp-$p" 2>/dev/null || true; done
  "$BIN" replay "$script" --until 0.2 --video "$shared/out2.mp4" --fps 10 --scale 0.25 2> video2.err
  check '[ -s "$shared/out2.mp4" ] && ffprobe -v error "$shared/out2.mp4"' "the video is written beside planted temporary names"
  check 'intact' "the victim's file is unchanged by the recorder's temporary file"
fi

# Severe 1: a UIKit file in the shared folder, and nobody's companion beside it.
cp "$repo/Examples/uikit/GridFlowLayout.swift" "$shared/Sh.swift"
as_nobody sh -c "printf 'import UIKit\nlet evil: Int = { FileManager.default.createFile(atPath: \"$WORK/pwned\", contents: nil); return 1 }()\n' > '$shared/Sh+Evil.swift'"
status=0; "$BIN" dump --layout-file "$shared/Sh.swift" --items 3 --size 320x240 > dump.json 2> dump.err || status=$?
check '[ "$status" -eq 1 ]' "dump of a UIKit file in a folder others can write into exits 1 (status $status)"
check 'grep -q "refusing to compile it: its folder .* can be written by others" dump.err' "it says why in one line: $(cat dump.err)"
check '[ "$(grep -c . dump.err)" -le 2 ]' "one line (two at most with the Error: prefix): $(cat dump.err)"
# A folder of root's own, with a companion nobody owns (as if it had been there before).
own="$WORK/own"; mkdir "$own"; chmod 755 "$own"
cp "$repo/Examples/uikit/GridFlowLayout.swift" "$own/Sh.swift"
cp "$shared/Sh+Evil.swift" "$own/Sh+Evil.swift"; chown nobody "$own/Sh+Evil.swift"
status=0; "$BIN" dump --layout-file "$own/Sh.swift" --items 3 --size 320x240 > dump2.json 2> dump2.err || status=$?
check '[ "$status" -eq 1 ] && grep -q "Sh+Evil.swift: refusing to compile it: it is owned by uid 65534" dump2.err' \
  "nobody's companion is refused: $(cat dump2.err)"
check '[ ! -e "$WORK/pwned" ]' "nobody's code never ran"
# The same group once the companion is root's own: it loads.
chown root "$own/Sh+Evil.swift"; rm "$own/Sh+Evil.swift"
"$BIN" dump --layout-file "$own/Sh.swift" --items 3 --size 320x240 > dump3.json 2> dump3.err || { cat dump3.err; false; }
check '[ -s dump3.json ]' "the group of root's own files loads"
echo "other-user: ok"
