import Foundation
import Testing

/// A bare layout's sizes, insets and enums as live parameters (docs/hosting.md, "Live parameters of a bare
/// layout"): the panel's values reach the layout through the generated factory, one number per component.
@Suite(.serialized) struct UIKitLayoutParameterTests {
    static var strip: String { Repo.root.appendingPathComponent("Tests/Fixtures/parameters/Strip.swift").path }

    func frames(_ params: [String]) throws -> [[Double]] {
        let run = try Run.playground(["dump", "--layout-file", Self.strip, "--size", "600x600", "--items", "3",
                                      "--layout-check-timeout", "120"] + params.flatMap { ["--param", $0] })
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        return (json["items"] as? [[String: Any]] ?? []).compactMap { $0["frame"] as? [Double] }
    }

    @Test func sizesInsetsAndEnumsReachTheLayout() throws {
        // The declared values: 50 × 30 items down from (20, 10).
        #expect(try frames([]) == [[20, 10, 50, 30], [20, 40, 50, 30], [20, 70, 50, 30]])
        // itemSize 80 × 40, inset.left 5, across.
        #expect(try frames(["itemSizeWidth=80", "itemSizeHeight=40", "insetLeft=5", "direction=across"])
                == [[5, 10, 80, 40], [85, 10, 80, 40], [165, 10, 80, 40]])
    }

    @Test func theParametersAreListed() throws {
        let run = try Run.playground(["layouts", "--layout-file", Self.strip, "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        for name in ["itemSizeWidth", "itemSizeHeight", "insetTop", "insetLeft", "insetBottom", "insetRight", "direction"] {
            #expect(run.stdout.contains("- \(name) ("), "\(name): \(run.stdout)")
        }
    }
}
