import Foundation

/// Whether a write to a pipe fits in the room its buffer has left, so a non-blocking writer writes a whole record
/// or nothing (a reader of JSON lines never sees half a snapshot). Linux: `F_GETPIPE_SZ` is the pipe's capacity
/// (65,536 bytes by default, pipe(7)), `FIONREAD` the bytes waiting in it.
enum PipeRoom {
    static func fits(_ count: Int, in fd: Int32) -> Bool {
        let capacity = fcntl(fd, 1032 /* F_GETPIPE_SZ */)
        var waiting: Int32 = 0
        guard capacity > 0, ioctl(fd, UInt(FIONREAD), &waiting) == 0 else { return true }
        return Int(capacity) - Int(waiting) >= count
    }
}
