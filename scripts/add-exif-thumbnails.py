#!/usr/bin/env python3
"""Copies JPEGs into another folder with an EXIF thumbnail added, as a phone writes one (docs/photos.md, "EXIF
thumbnails"; docs/benchmarks.md). Not committed: generated on demand.

    scripts/add-exif-thumbnails.py SRC DST [--side 160] [--quality 75]

For each SRC/*.jpg: its EXIF is kept (the Orientation tag first of all); a thumbnail of the stored pixels (not
turned: EXIF thumbnails are stored as the main image is), at most SIDE pixels a side (160×120 for 4000×3000, the
DCF size), JPEG at QUALITY, is written in IFD1 (JPEGInterchangeFormat / JPEGInterchangeFormatLength) with piexif
(`pip install piexif Pillow`); the main image's bytes are not re-encoded (piexif.insert replaces the APP1 segment).
Existing files in DST are kept.
"""
import argparse, io, os, sys

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("dst")
    ap.add_argument("--side", type=int, default=160)
    ap.add_argument("--quality", type=int, default=75)
    a = ap.parse_args()
    try:
        import piexif
        from PIL import Image
    except ImportError as e:
        sys.exit(f"add-exif-thumbnails: {e}; run: pip install piexif Pillow")
    os.makedirs(a.dst, exist_ok=True)
    names = sorted(n for n in os.listdir(a.src) if n.lower().endswith((".jpg", ".jpeg")))
    for name in names:
        out = os.path.join(a.dst, name)
        if os.path.exists(out):
            continue
        src = os.path.join(a.src, name)
        with Image.open(src) as im:
            exif = piexif.load(im.info.get("exif", b"")) if "exif" in im.info else {"0th": {}, "Exif": {}, "1st": {}}
            im.draft("RGB", (a.side * 2, a.side * 2))  # DCT-scaled load: fast for a 12 MP photo
            thumb = im.convert("RGB")
            thumb.thumbnail((a.side, a.side), Image.LANCZOS)
        buf = io.BytesIO()
        thumb.save(buf, "JPEG", quality=a.quality)
        exif["thumbnail"] = buf.getvalue()
        exif["1st"] = {piexif.ImageIFD.Compression: 6, piexif.ImageIFD.XResolution: (72, 1),
                       piexif.ImageIFD.YResolution: (72, 1), piexif.ImageIFD.ResolutionUnit: 2}
        with open(src, "rb") as f:
            data = f.read()
        result = io.BytesIO()
        piexif.insert(piexif.dump(exif), data, result)
        with open(out + ".tmp", "wb") as f:
            f.write(result.getvalue())
        os.replace(out + ".tmp", out)
    print(f"{len(names)} photos with EXIF thumbnails in {a.dst}")

main()
