import Foundation
import Testing
import UIKitSourceRewrite

/// docs/uikit-api.md is generated from the Apple-API modules' sources and kept current; the states are read from the
/// declarations as docs/architecture.md ("Three layers") says.
@Suite struct APITableTests {
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    static func modules() throws -> [APITable.Module] {
        try APITable.modules.map { module in
            let folder = root.appendingPathComponent(module.folder)
            let paths = FileManager.default.enumerator(atPath: folder.path)!.compactMap { $0 as? String }
                .filter { $0.hasSuffix(".swift") }
            return APITable.Module(name: module.name, files: try paths.map {
                ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
            })
        }
    }

    @Test func tableIsCurrent() throws {
        let generated = APITable.markdown(try Self.modules())
        let path = Self.root.appendingPathComponent("docs/uikit-api.md")
        let current = try? String(contentsOf: path, encoding: .utf8)
        #expect(current == generated, "docs/uikit-api.md is stale: run `\(APITable.command)` from the package's root")
    }

    @Test func statesAreReadFromTheDeclarations() {
        let source = """
            open class UIView {
                open func layoutSubviews() {}
                /// Playground: ignores transforms.
                open func convert() {}
                /// Does things.
                ///
                /// Playground: does nothing: no view is drawn here.
                open func setNeedsDisplay() {}
                @available(*, unavailable, message: "not provided here; see docs/uikit.md#what-is-supported")
                open func snapshotView() {}
                /// Playground extension (not in UIKit): the natural size.
                public func playgroundNaturalSize() {}
                func helper() {}
                package var playgroundHook = 0
            }
            """
        let found = APIDeclarationScan.declarations(in: source, file: "Views/UIView.swift").filter(\.isPublic)
        #expect(found.map(\.name) == ["UIView", "UIView.layoutSubviews()", "UIView.convert()", "UIView.setNeedsDisplay()",
                                      "UIView.snapshotView()", "UIView.playgroundNaturalSize()"])
        #expect(found.map(\.state) == [.asIOS, .asIOS, .approximated, .doesNothing, .unavailable, .playgroundExtension])
        #expect(found[2].playgroundNote == "ignores transforms.")
        #expect(found[4].unavailableMessage == "not provided here; see docs/uikit.md#what-is-supported")
        let table = APITable.markdown([APITable.Module(name: "UIKit", files: [("Views/UIView.swift", source)])])
        #expect(table.contains("| UIKit | 2 | 1 | 1 | 1 | 1 |"))
        #expect(table.contains("### UIKit/Views/"))
        #expect(table.contains("| `UIView.convert()` | func | approximated | ignores transforms. |"))
    }

    /// Every notice the UIKit module records names a declaration marked `Playground:` (so the table, the notice and
    /// the doc agree), and says the same state.
    @Test func everyRecordedNoticeNamesAMarkedDeclaration() throws {
        let uikit = try #require(try Self.modules().first { $0.name == "UIKit" })
        var marked: [String: APIDeclaration.State] = [:]
        for file in uikit.files {
            for d in APIDeclarationScan.declarations(in: file.text, file: file.path) where d.playgroundNote != nil {
                marked[d.name] = d.state
            }
        }
        var recorded = 0
        for file in uikit.files {
            for m in file.text.matches(of: /PlaygroundNotices\.record\(\s*"([^"]+)",\s*\.(\w+)/) {
                recorded += 1
                let symbol = String(m.1), state = String(m.2)
                let declared = marked[symbol]
                #expect(declared != nil, "\(file.path) records \(symbol), which no `Playground:` doc line marks")
                let expected: APIDeclaration.State = state == "doesNothing" ? .doesNothing : .approximated
                #expect(declared == nil || declared == expected, "\(symbol): recorded .\(state), documented \(declared.map { "\($0)" } ?? "")")
            }
        }
        #expect(recorded > 10)
    }
}
