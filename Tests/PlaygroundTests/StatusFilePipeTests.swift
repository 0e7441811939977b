import Foundation
import Testing
@testable import PlaygroundApp
import PlaygroundCore

/// Issue 38, 6: `run --status-file` on a named pipe never blocks the frame and never ends the window: a reader that
/// stops reading makes snapshots be skipped (each written whole or not at all), and a reader that closes the pipe
/// is an error (EPIPE), not SIGPIPE.
@Suite struct StatusFilePipeTests {
    @Test func aReaderThatStopsReadingOrLeavesNeverBlocksOrKills() throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("status.fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        let file = StatusFile(path: fifo)
        // On a thread, so that a write that blocks (the defect) fails the test after a bound instead of hanging it.
        let done = DispatchSemaphore(value: 0)
        final class Box: @unchecked Sendable { var file: StatusFile?; init(_ f: StatusFile) { file = f } }
        let box = Box(file)
        Thread {
            // 3,000 snapshots of ~1.5 KB: 4.5 MB, far beyond a pipe's 64 KiB, into a pipe nobody reads.
            for frame in 0..<3000 { box.file!.update(StatusFileTests.status(keyDowns: frame), frame: frame) }
            done.signal()
        }.start()
        let finished = done.wait(timeout: .now() + 60) == .success
        #expect(finished, "the status file blocked on a pipe whose reader does not read")
        #expect(file.writes > 0 && file.skipped > 0)
        // What the reader gets is whole snapshots, one per line.
        var bytes = [UInt8](repeating: 0, count: 1 << 20)
        let n = read(reader, &bytes, bytes.count)
        let lines = String(decoding: bytes[..<max(0, n)], as: UTF8.self).split(separator: "\n")
        #expect(lines.count == file.writes)
        for line in lines { #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil) }
        // The reader leaves: the next snapshots fail quietly (no reader), the process lives on (no SIGPIPE).
        close(reader)
        for frame in 3000..<3010 { file.update(StatusFileTests.status(keyDowns: frame), frame: frame) }
        #expect(file.writes == lines.count)
    }

    @Test func aWriteToAPipeWhoseReaderClosedIsAnErrorNotSIGPIPE() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        close(ends[0])
        let bytes: [UInt8] = Array("x".utf8)
        let code = bytes.withUnsafeBufferPointer { ChildProcess.writeAll(ends[1], $0.baseAddress!, 1) }
        #expect(code == EPIPE)
        close(ends[1])
    }
}
