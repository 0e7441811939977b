import Foundation
@testable import PlaygroundApp
import Testing
import UIKitSourceRewrite

/// A module's `Layout` kept as a stored property by another of its layouts is a building block, not offered on its
/// own (SwiftUIModule.withoutBuildingBlocks; docs/swiftui.md, "A folder as one module"): a flow package's internal
/// `FlowLayout(axis:)` inside its public `HFlowLayout` and `VFlowLayout`.
@Suite struct SwiftUIBuildingBlockLayoutsTests {
    /// The files as `SwiftUIModule.layoutFiles` hands them on: path, text and the type its plan makes.
    func write(_ files: [String: String]) throws -> (URL, [(path: String, text: String, type: String)]) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-blocks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
        return (dir, try files.keys.sorted().map { name in
            let text = files[name]!
            return (dir.appendingPathComponent(name).path, text,
                    SwiftUIModule.layoutType(of: try SwiftUILayoutPlan.make(path: name, text: text)))
        })
    }

    static func layout(_ name: String, body: String = "") -> String {
        """
        import SwiftUI
        struct \(name): Layout {
        \(body)
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }

        """
    }

    @Test func aLayoutAnotherKeepsIsNotOffered() throws {
        let (dir, paths) = try write([
            "FlowLayout.swift": Self.layout("FlowLayout", body: "    let axis: Axis\n"),
            "HFlowLayout.swift": Self.layout("HFlowLayout", body: "    let layout: FlowLayout\n    init() { layout = FlowLayout(axis: .horizontal) }\n"),
            "VFlowLayout.swift": Self.layout("VFlowLayout", body: "    var layout: FlowLayout = FlowLayout(axis: .vertical)\n"),
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(SwiftUIModule.withoutBuildingBlocks(paths).map { ($0 as NSString).lastPathComponent }
                == ["HFlowLayout.swift", "VFlowLayout.swift"])
    }

    /// Two layouts naming each other only in a comment or a type's longer name are both kept; when every layout would
    /// go, all are kept.
    @Test func unrelatedOrMutualLayoutsAreKept() throws {
        let (dir, paths) = try write([
            "Grid.swift": Self.layout("Grid", body: "    // unlike Masonry, rows align\n    var cache: GridCache? = nil\n"),
            "Masonry.swift": Self.layout("Masonry"),
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(SwiftUIModule.withoutBuildingBlocks(paths).count == 2)
        let (dir2, mutual) = try write([
            "A.swift": Self.layout("A", body: "    var b: B? = nil\n"),
            "B.swift": Self.layout("B", body: "    var a: A? = nil\n"),
        ])
        defer { try? FileManager.default.removeItem(at: dir2) }
        #expect(SwiftUIModule.withoutBuildingBlocks(mutual).count == 2)
    }
}
