import Foundation
@testable import PlaygroundApp
import PlaygroundCore
import Testing
import UIKitSourceRewrite

/// Issue 38, severe 3: deep UIKit files end in one line from `dump`, `render` and `layouts` (they ended in
/// SIGSEGV), and every file within the nesting bound is parsed and rewritten without overflowing a stack.
@Suite struct DeepFileTests {
    static let tries = "import UIKit\nlet x = " + String(repeating: "try ", count: 10_000) + "f()\n"

    @Test(arguments: ["dump", "render", "layouts"]) func aDeepFileIsOneLine(command: String) throws {
        let dir = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Deep.swift").path
        try AtomicFile.write(Self.tries, to: file)
        var arguments = [command, "--layout-file", file]
        if command == "render" { arguments += ["--out", dir.appendingPathComponent("x.png").path, "--size", "200x200"] }
        if command == "dump" { arguments += ["--size", "200x200", "--items", "3"] }
        let run = try Run.playground(arguments)
        #expect(run.status == 1, "\(command): status \(run.status) (\(run.stderr))")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.contains { $0.contains("Deep.swift:2: nested more than 1000 levels deep") }, "\(run.stderr)")
        #expect(!run.stderr.contains("Segmentation") && !run.stderr.contains("Fatal error"))
    }

    /// The deepest files the bound lets through, each shape near 1000, parsed and rewritten on the rewrite's
    /// thread from a thread with a small stack (as Dispatch's workers have): no overflow.
    @Test func theDeepestAcceptedFilesAreRewritten() throws {
        let shapes = [
            "let x = " + String(repeating: "try ", count: 990) + "f()",
            "let x = " + String(repeating: "(", count: 990) + "1" + String(repeating: ")", count: 990),
            "let x = a" + String(repeating: ".b", count: 990),
            "let x: " + String(repeating: "A<", count: 990) + "B" + String(repeating: ">", count: 990),
            "func f() {" + String(repeating: "if a { ", count: 490) + String(repeating: "}", count: 491),
            "let x = " + String(repeating: "f(", count: 490) + "1" + String(repeating: ")!", count: 490),
        ]
        for shape in shapes {
            let text = "import UIKit\n" + shape + "\n"
            let (depth, _) = SourceNesting.deepest(text)
            #expect(depth <= SourceNesting.limit, "\(shape.prefix(20)): \(depth)")
            final class Outcome: @unchecked Sendable { var message: String? }
            let outcome = Outcome()
            // A 512 KiB thread calls the rewrite, as a Dispatch worker would.
            let done = DispatchSemaphore(value: 0)
            let caller = Thread {
                do throws(UIKitPlanError) {
                    _ = try UIKitRewriteThread.plan(files: [(path: "/t/Deep.swift", text: text)], name: "deep")
                } catch { outcome.message = error.message }
                done.signal()
            }
            caller.stackSize = 512 << 10
            caller.start()
            done.wait()
            // A plan error is fine (no layout class here); only a crash would fail, by ending the test process.
            #expect(outcome.message.map { !$0.contains("nested more than") } ?? true, "\(shape.prefix(20))")
        }
    }
}
