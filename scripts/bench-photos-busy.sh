#!/usr/bin/env bash
# Photos on a busy machine and EXIF thumbnails, before and after, side by side in one run (docs/benchmarks.md,
# "Photos on a busy machine", "EXIF thumbnails"; issue 24, goals 1 and 2). About 10 minutes on the 2-core machine.
#
#   scripts/bench-photos-busy.sh BEFORE_BINARY AFTER_BINARY [REPEATS]
#
# Photos: the 60 12 MP JPEGs of scripts/make-real-photos.py ($PHOTOS, default /tmp/lp-real-photos; every 4th stored
# sideways, EXIF Orientation 6), and the same with a 160×120 EXIF thumbnail added by scripts/add-exif-thumbnails.py
# (piexif; in $EXIF, default $PHOTOS-exif). All runs are `bench --live-images` (the window's loader, frames paced at 60 Hz, 1280×800 grid: 30 photos
# on the first screen), no thumbnail cache unless said.
# 1. First screen, quiet and beside two CPU-bound processes (`sh -c 'while :; do :; done'`, nice 0, in this session:
#    the kernel's autogroup puts them in the benchmark's group, the worst case for the decoders' nice), REPEATS times
#    each, the binaries alternating: the first screen's time (every photo from its decode), the longest frame while
#    it loads. The decode limit, in the same rounds and the same load: libjpeg-turbo itself (the system's
#    libturbojpeg through ctypes) decoding the same 30 files at the DCT scale the app chose (from
#    LAYOUT_PLAYGROUND_DECODE_LOG), file read included, split over two processes at nice 0. The AFTER binary also runs
#    at other decoder priorities (LAYOUT_PLAYGROUND_DECODER_NICE=0, 10, idle) under load, to show the choice.
# 2. Where the quiet first screen's time goes: the AFTER binary's decode log stages (queued, read, decode, box filter,
#    upright, thumbnail write with an empty cache, surface) and its upload time per frame.
# 3. A 2,000-photo folder (hard links to the 60 with EXIF thumbnails) scrolled at 3000 points/s for 10 s, cold: no
#    thumbnail cache, then an empty one: placeholder times and, for AFTER, the most frames any cell showed a bare
#    placeholder (goal: at most 2).
set -euo pipefail
cd "$(dirname "$0")/.."
before=$(realpath "$1")
after=$(realpath "$2")
repeats=${3:-3}
PHOTOS=${PHOTOS:-/tmp/lp-real-photos}
EXIF=${EXIF:-$PHOTOS-exif}
work=$(mktemp -d)
hogs=()
trap 'for p in "${hogs[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$work"' EXIT
python3 scripts/make-real-photos.py "$PHOTOS" --count 60 >/dev/null
mkdir -p "$work/photos" "$work/p2000" "$work/tiny"
python3 - "$work/tiny" <<'PY'
import sys
from PIL import Image
for i in range(300):
    Image.new("RGB", (64, 48), (i % 256, 100, 200 - i % 200)).save(f"{sys.argv[1]}/tiny-{i:03d}.jpg", quality=90)
PY
for f in "$PHOTOS"/photo-00[0-5][0-9].jpg; do ln "$f" "$work/photos/" 2>/dev/null || cp "$f" "$work/photos/"; done
python3 scripts/add-exif-thumbnails.py "$PHOTOS" "$EXIF" >/dev/null
files=("$EXIF"/photo-00[0-5][0-9].jpg)
for ((i = 0; i < 2000; i++)); do ln "${files[i % ${#files[@]}]}" "$work/p2000/p$(printf %04d $i).jpg"; done
cat "$work"/photos/*.jpg "$EXIF"/*.jpg >/dev/null   # page cache: the runs read from memory
echo "load at the start: $(uptime)"

live() {  # live NAME BINARY [env...] -- args: one bench --live-images --json run; decode log in $work/NAME.log
  local name=$1 bin=$2; shift 2
  local envs=()
  while [ "$1" != "--" ]; do envs+=("$1"); shift; done
  shift
  env XDG_CACHE_HOME="$work/cache-$name" LAYOUT_PLAYGROUND_DECODE_LOG=1 "${envs[@]}" "$bin" bench --live-images --json \
    --layout grid --size 1280x800 "$@" 2>"$work/$name.log" | tail -1 > "$work/$name.json"
  rm -rf "$work/cache-$name"
}
first() {  # first NAME BINARY [env...]: the first screen only (1 frame of scroll)
  local name=$1 bin=$2; shift 2
  live "$name" "$bin" "$@" -- --frames 1 --images "$work/photos" --no-thumbnail-cache
}
limit() {  # the decode limit for the JPEG decodes in log $1: seconds
  python3 scripts/jpeg-decode-limit.py "$work/photos" "$1"
}
hogsOn() { for _ in 1 2; do sh -c 'while :; do :; done' & hogs+=($!); done; sleep 1; }
hogsOff() { for p in "${hogs[@]}"; do kill "$p" 2>/dev/null || true; done; wait "${hogs[@]}" 2>/dev/null || true; hogs=(); }

: > "$work/rounds.txt"
for r in $(seq 1 "$repeats"); do
  first "quiet-after-$r" "$after"
  first "quiet-before-$r" "$before"
  echo "quiet $r limit $(limit "$work/quiet-after-$r.log")" >> "$work/rounds.txt"
  hogsOn
  first "busy-after-$r" "$after"
  echo "busy $r limit $(limit "$work/busy-after-$r.log")" >> "$work/rounds.txt"
  if [ "$r" = 1 ]; then
    for n in 0 10 idle; do first "busy-nice$n-$r" "$after" LAYOUT_PLAYGROUND_DECODER_NICE=$n; done
    live "control-busy" "$after" -- --frames 300 --scroll-speed 3000 --images "$work/tiny" --no-thumbnail-cache
  fi
  first "busy-before-$r" "$before"
  hogsOff
done
# The first screen with an empty thumbnail cache (thumbnails written), quiet: the write's share.
live "cold-after" "$after" -- --frames 1 --images "$work/photos"
# The frames' control: the same scroll over 300 tiny JPEGs (decoded at once): how often a frame takes over 33 ms
# on this machine now, with nothing to decode.
live "control-after" "$after" -- --frames 600 --scroll-speed 3000 --images "$work/tiny" --no-thumbnail-cache
# EXIF thumbnails: 3000 points/s through 2,000 photos, cold.
for b in before after; do
  live "scroll-$b" "${!b}" -- --frames 600 --scroll-speed 3000 --images "$work/p2000" --no-thumbnail-cache
  live "scrollcache-$b" "${!b}" -- --frames 600 --scroll-speed 3000 --images "$work/p2000"
done
echo "load at the end: $(uptime)"

python3 - "$work" "$repeats" <<'PY'
import json, re, statistics as st, sys
w, repeats = sys.argv[1], int(sys.argv[2])
def j(name):
    try: return json.load(open(f"{w}/{name}.json"))
    except Exception: return {}
limits = {}
for line in open(f"{w}/rounds.txt"):
    kind, r, _, secs, n = line.split()
    limits.setdefault(kind, []).append(float(secs) * 1000)
def fs(name):
    v = j(name).get("firstScreenMs")
    return float("inf") if v is None else v
print("first screen, 30 photos of 12 MP (ms; 'inf': not filled in 30 s), per round:")
for kind in ["quiet", "busy"]:
    for r in range(1, repeats + 1):
        lim = limits[kind][r - 1]
        a, b = fs(f"{kind}-after-{r}"), fs(f"{kind}-before-{r}")
        fmax = j(f"{kind}-after-{r}").get("firstScreenFrameMaxMs")
        over = j(f"{kind}-after-{r}").get("framesOver33Ms")
        print(f"  {kind} round {r}: limit {lim:.0f}; before {b:.0f} ({b / lim:.2f}×); after {a:.0f} ({a / lim:.2f}×); "
              f"after's longest frame while loading {fmax} ms, frames over 33 ms {over}")
    ra = [fs(f"{kind}-after-{r}") / limits[kind][r - 1] for r in range(1, repeats + 1)]
    rb = [fs(f"{kind}-before-{r}") / limits[kind][r - 1] for r in range(1, repeats + 1)]
    print(f"  {kind}: median ratio to the limit: before {st.median(rb):.2f}×, after {st.median(ra):.2f}×")
for n in ["0", "10", "idle"]:
    v = fs(f"busy-nice{n}-1")
    print(f"  busy round 1, after at LAYOUT_PLAYGROUND_DECODER_NICE={n}: {v:.0f} ms ({v / limits['busy'][0]:.2f}× the limit); "
          f"longest frame {j(f'busy-nice{n}-1').get('firstScreenFrameMaxMs')} ms")

def stages(name):
    sums, n = {}, 0
    for line in open(f"{w}/{name}.log"):
        m = re.search(r"JPEG at .* in ([\d.]+) ms \((.*)\)$", line)
        if not m: continue
        n += 1
        sums["total on the worker"] = sums.get("total on the worker", 0) + float(m[1])
        for part in m[2].split(", "):
            k, v = part.rsplit(" ", 1)
            sums[k] = sums.get(k, 0) + float(v)
    return n, sums
for name, label in [("quiet-after-1", "no thumbnail cache"), ("cold-after", "empty cache: thumbnails written")]:
    n, sums = stages(name)
    if n:
        print(f"where the quiet first screen's time goes ({label}; {n} decodes, ms per decode, mean): "
              + ", ".join(f"{k} {v / n:.1f}" for k, v in sums.items()))
    up = j(name).get("uploadMsPerFrame")
    print(f"  first screen {j(name).get('firstScreenMs')} ms; uploads per frame while loading: {up}")
c = j("control-busy")
print(f"control beside the two CPU-bound processes, 300 tiny JPEGs at 3000 points/s: longest frame "
      f"{c.get('scrollFrameMaxMs')} ms, frames over 33 ms {c.get('framesOver33Ms')} of {c.get('frames')}")
c = j("control-after")
print(f"control, 300 tiny JPEGs at 3000 points/s, after: longest frame {c.get('scrollFrameMaxMs')} ms, frames over 33 ms "
      f"{c.get('framesOver33Ms')} of {c.get('frames')}; first screen's longest frame {c.get('firstScreenFrameMaxMs')} ms")
for b in ["before", "after"]:
    for name, label in [(f"scroll-{b}", "no thumbnail cache"), (f"scrollcache-{b}", "empty thumbnail cache")]:
        d = j(name)
        print(f"3000 points/s, 2,000 photos with EXIF thumbnails, {label}, {b}: placeholder ms {d.get('placeholderMs')}, "
              f"never a placeholder {d.get('neverPlaceholder')}, bare placeholder at most {d.get('placeholderFramesMax', '—')} "
              f"frames, EXIF thumbnails drawn {d.get('exifThumbnails', '—')}, decoded {d.get('decoded')}, "
              f"longest frame {d.get('scrollFrameMaxMs', '—')} ms, frames over 33 ms {d.get('framesOver33Ms', '—')} of {d.get('frames')}")
PY
