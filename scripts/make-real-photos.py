#!/usr/bin/env python3
"""Makes phone-like test photos from real pictures, for docs/photos.md. Not committed: generated on demand.

    scripts/make-real-photos.py DIR [--count N] [--size 4000x3000] [--portrait-every K] [--bomb] [--quality Q]

Real photos compress and decode differently from synthetic patterns, so each photo is built from scikit-image's
sample photographs (astronaut, coffee, chelsea, rocket, ... : `pip install scikit-image`; Pillow writes the files):
two of them side by side, shifted per photo, upscaled to the target size (Lanczos), with sensor-like grain
(Gaussian, sigma 4 levels) so the file size and entropy are a 12 MP phone JPEG's (about 2-3 MB at quality 90).
Every K-th photo (default 4) is stored sideways with EXIF Orientation 6, as a phone held upright writes it.
--bomb also writes bomb.png: 15000x15000 RGB, a gentle gradient with a few bands, written row by row (zlib
streams), a few hundred KB that unpack to 675 MB of pixels.
"""
import argparse, os, struct, sys, zlib

def bomb(path, side=15000):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    with open(path + ".tmp", "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0)))
        z = zlib.compressobj(9)
        pending = b""
        for y in range(side):
            band = (y * 8 // side)
            colour = bytes(((40 + band * 25) % 256, (200 - band * 20) % 256, (90 + band * 15) % 256))
            row = b"\x00" + colour * side
            pending += z.compress(row)
            if len(pending) > 1 << 20:
                f.write(chunk(b"IDAT", pending)); pending = b""
        pending += z.flush()
        f.write(chunk(b"IDAT", pending))
        f.write(chunk(b"IEND", b""))
    os.replace(path + ".tmp", path)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--count", type=int, default=60)
    ap.add_argument("--size", default="4000x3000")
    ap.add_argument("--portrait-every", type=int, default=4)
    ap.add_argument("--quality", type=int, default=90)
    ap.add_argument("--bomb", action="store_true")
    a = ap.parse_args()
    os.makedirs(a.dir, exist_ok=True)
    if a.bomb:
        bomb(os.path.join(a.dir, "bomb.png"))
    if a.count == 0:
        return
    try:
        import numpy as np
        from PIL import Image
        import skimage.data as data
    except ImportError as e:
        sys.exit(f"make-real-photos: {e}; run: pip install scikit-image pillow")
    names = ["astronaut", "coffee", "chelsea", "rocket", "hubble_deep_field", "immunohistochemistry", "cat",
             "retina", "colorwheel"]
    sources = []
    for n in names:
        f = getattr(data, n, None)
        if f is None:
            continue
        try:
            img = f()
        except Exception:
            continue
        if img.ndim == 3 and img.shape[2] >= 3:
            sources.append(Image.fromarray(np.ascontiguousarray(img[:, :, :3])))
    w, h = (int(v) for v in a.size.lower().split("x"))
    rng = np.random.default_rng(1)
    existing = set(os.listdir(a.dir))
    for i in range(a.count):
        name = f"photo-{i:04d}.jpg"
        if name in existing:
            continue
        left, right = sources[i % len(sources)], sources[(i * 7 + 3) % len(sources)]
        canvas = Image.new("RGB", (w, h))
        canvas.paste(left.resize((w // 2 + (i % 5) * 40, h), Image.LANCZOS), (-(i % 5) * 20, 0))
        canvas.paste(right.resize((w - w // 2, h), Image.LANCZOS), (w // 2 + (i % 3) * 10, 0))
        pixels = np.asarray(canvas, dtype=np.int16)
        pixels = pixels + rng.normal(0, 4, pixels.shape[:2] + (1,)).astype(np.int16)
        photo = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))
        exif = Image.Exif()
        if a.portrait_every and i % a.portrait_every == a.portrait_every - 1:
            # Stored as the sensor saw it (landscape); Orientation 6 turns it 90° clockwise to show it upright.
            photo = photo.resize((h, w), Image.LANCZOS).transpose(Image.Transpose.ROTATE_90)
            exif[0x0112] = 6
        else:
            exif[0x0112] = 1
        photo.save(os.path.join(a.dir, name + ".tmp"), "JPEG", quality=a.quality, exif=exif.tobytes())
        os.replace(os.path.join(a.dir, name + ".tmp"), os.path.join(a.dir, name))
    print(f"{a.count} photos in {a.dir}")

main()
