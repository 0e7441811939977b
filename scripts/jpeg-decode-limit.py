#!/usr/bin/env python3
"""The decode limit of docs/benchmarks.md's photo figures: libjpeg-turbo itself (the system's libturbojpeg through
ctypes) decoding exactly the JPEGs a playground run decoded, at exactly the DCT scale it chose, file read included,
split over two processes. Prints "SECONDS DECODES".

    scripts/jpeg-decode-limit.py FOLDER DECODE_LOG

DECODE_LOG is the run's standard error with LAYOUT_PLAYGROUND_DECODE_LOG=1 (lines `decode NAME …: JPEG at N/D: W×H …`);
the files are read from FOLDER. Used by bench-photos.sh, bench-photos-busy.sh and measure-photos-window.sh (which set
its priority: `chrt --idle 0` where the app's decoders ran at SCHED_IDLE)."""
import ctypes, re, sys, time
from multiprocessing import Pool

TJPF_RGBA = 7
tj = ctypes.CDLL("libturbojpeg.so.0")            # loaded before the workers fork, as before the clock
tj.tjInitDecompress.restype = ctypes.c_void_p

def jobs(folder, log):
    found = []
    for line in open(log):
        m = re.match(r"decode (\S+) .*JPEG at (\d+)/(\d+): (\d+)×(\d+)", line)
        if m: found.append((f"{folder}/{m[1]}", int(m[4]), int(m[5])))
    return found

def decode(job):
    path, w, h = job
    data = open(path, "rb").read()
    handle = ctypes.c_void_p(tj.tjInitDecompress())
    out = ctypes.create_string_buffer(w * h * 4)
    r = tj.tjDecompress2(handle, data, ctypes.c_ulong(len(data)), out, w, w * 4, h, TJPF_RGBA, 0)
    tj.tjDestroy(handle)
    return r

if __name__ == "__main__":
    todo = jobs(sys.argv[1], sys.argv[2])
    with Pool(2) as pool:
        pool.map(abs, range(4))                      # workers started before the clock
        start = time.monotonic()
        pool.map(decode, todo, chunksize=1)
        print(f"{time.monotonic() - start:.3f} {len(todo)}")
