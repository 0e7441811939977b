import Foundation
@testable import PlaygroundApp
import Testing

/// `import os` / `import os.log` / `import OSLog` compile, and a loaded file's `Logger` and `os_log` messages go to
/// standard error under `--verbose` only (docs/uikit.md, "Apple's small modules"). The fixture logs its item count
/// (12) and its item width (UICollectionViewFlowLayout's default 50 × 50, Apple's documentation) in `prepare()`.
@Suite struct OSLogModuleTests {
    static let file = Repo.root.appendingPathComponent("Tests/Fixtures/oslog/LoggingFlowLayout.swift").path

    @Test func loggerMessagesGoToStandardErrorUnderVerbose() throws {
        let run = try Run.playground(["dump", "--layout-file", Self.file, "--items", "12", "--verbose",
                                      "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("[debug] com.example.cards/layout: prepared 12 items at 50.0 wide"), "\(run.stderr)")
        #expect(run.stderr.contains("[info] com.example.cards/legacy: prepare finished"), "\(run.stderr)")
    }

    @Test func withoutVerboseNothingIsWritten() throws {
        let run = try Run.playground(["dump", "--layout-file", Self.file, "--items", "12", "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("prepared 12 items"), "\(run.stderr)")
    }
}
