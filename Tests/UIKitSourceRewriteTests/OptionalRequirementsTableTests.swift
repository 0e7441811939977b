import Foundation
import Testing
@testable import UIKitSourceRewrite

/// The rewrite's table of UIKit's optional requirements (UIKitProtocols) names exactly the requirements the UIKit
/// module declares (each with its default): a `delegate?.collectionView?(…)` the rewrite turns into a plain call must
/// find its requirement, and a requirement the module adds must be known to the rewrite.
@Suite struct OptionalRequirementsTableTests {
    static var uikit: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/UIKit")
    }

    /// `Protocol.name(label:label:)` of every requirement the UIKit module's protocols declare.
    static func declaredRequirements() throws -> Set<String> {
        let paths = FileManager.default.enumerator(atPath: uikit.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        var declarations: [APIDeclaration] = []
        for path in paths {
            let text = try String(contentsOf: uikit.appendingPathComponent(path), encoding: .utf8)
            declarations += APIDeclarationScan.declarations(in: text, file: path)
        }
        let protocols = Set(declarations.filter { $0.kind == .protocol }.map(\.name))
        return Set(declarations.filter { protocols.contains($0.enclosingType) && ($0.kind == .func || $0.kind == .var) }
            .map(\.name))
    }

    static func tableRequirements() -> Set<String> {
        Set(UIKitProtocols.optionalRequirements.flatMap { proto, requirements in
            requirements.map { r in
                r.isProperty ? "\(proto).\(r.name)" : "\(proto).\(r.name)(" + r.labels.map { "\($0):" }.joined() + ")"
            }
        })
    }

    @Test func everyTabledRequirementIsDeclared() throws {
        let declared = try Self.declaredRequirements()
        #expect(declared.count > 20)
        for name in Self.tableRequirements().sorted() {
            #expect(declared.contains(name), "UIKitProtocols names \(name), which Sources/UIKit does not declare")
        }
    }

    /// The tabled protocols' declared requirements are all in the table (the other protocols, such as
    /// UIDynamicItem's, have no optional requirements in UIKit).
    @Test func everyDeclaredRequirementOfATabledProtocolIsTabled() throws {
        let tabled = Self.tableRequirements()
        let protocols = Set(UIKitProtocols.optionalRequirements.keys)
        // UIKit's required (non-optional) requirements of these protocols.
        let required: Set<String> = [
            "UICollectionViewDataSource.collectionView(_:numberOfItemsInSection:)",
            "UICollectionViewDataSource.collectionView(_:cellForItemAt:)",
            // UIPageViewController.h: the pages before and after are required; the indicator's count and index not.
            "UIPageViewControllerDataSource.pageViewController(_:viewControllerBefore:)",
            "UIPageViewControllerDataSource.pageViewController(_:viewControllerAfter:)",
            // UIViewControllerTransitioning.h: an animator's duration and animation are required.
            "UIViewControllerAnimatedTransitioning.transitionDuration(using:)",
            "UIViewControllerAnimatedTransitioning.animateTransition(using:)",
        ]
        for name in try Self.declaredRequirements().sorted() where !required.contains(name) {
            let proto = String(name.prefix { $0 != "." })
            guard protocols.contains(proto) else { continue }
            #expect(tabled.contains(name), "Sources/UIKit declares \(name), which UIKitProtocols does not name")
        }
    }

    /// The scanner reads a protocol's requirements as the test above expects them.
    @Test func scannerNamesRequirementsWithTheirLabels() {
        let found = APIDeclarationScan.declarations(in: """
            public protocol P: AnyObject {
                func collectionView(_ c: Int, layout l: Int, sizeForItemAt i: Int) -> Int
                var x: Int { get }
            }
            """, file: "P.swift")
        #expect(found.map(\.name) == ["P", "P.collectionView(_:layout:sizeForItemAt:)", "P.x"])
        #expect(found.map(\.access) == ["public", "public", "public"])
    }
}
