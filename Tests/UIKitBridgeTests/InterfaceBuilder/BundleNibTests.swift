import Foundation
import Testing
import UIKit
@testable import UIKitBridge

/// A cell a test suite's nib names (`customClass`, `customModule`), as PagingKit's `PagingMenuViewCellStub.xib`.
final class BundleNibCell: UICollectionViewCell {
    private(set) var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

/// `UINib(nibName:bundle:)` finds its `.xib` in the bundle it is given (or the main bundle), and in the SwiftPM
/// resource bundles (`PACKAGE_TARGET.resources`) inside it: how a package's test suite ships its nibs on Linux
/// (scripts/test-suite.sh copies them as `.copy` resources; `Bundle(for:)` is the test executable's folder).
@MainActor
struct BundleNibTests {
    static func xib(_ cls: String, width: Int, height: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <collectionViewCell opaque="NO" contentMode="center" id="c1" customClass="\(cls)" customModule="UIKitBridgeTests">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <view key="contentView" opaque="NO" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    </view>
                </collectionViewCell>
            </objects>
        </document>
        """
    }

    /// A fresh folder standing for a bundle, with `files` (name → text) at the paths given.
    static func bundle(_ files: [String: String]) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("BundleNibTests-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        }
        return try #require(Bundle(path: folder.path))
    }

    @Test func aNibInTheBundleGivesItsCell() throws {
        let bundle = try Self.bundle(["SuitesNineCell.xib": Self.xib("BundleNibCell", width: 120, height: 44)])
        let objects = UINib(nibName: "SuitesNineCell", bundle: bundle).instantiate(withOwner: nil, options: nil)
        let cell = try #require(objects.first as? BundleNibCell)
        #expect(objects.count == 1)
        #expect(cell.frame.size == CGSize(width: 120, height: 44))
        #expect(cell.awoke)
    }

    @Test func aNibInASwiftPMResourceBundleInsideTheBundleIsFound() throws {
        let bundle = try Self.bundle(["Suite_SuiteTests.resources/SuitesNineResourceCell.xib":
                                        Self.xib("BundleNibCell", width: 90, height: 30)])
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        cv.register(UINib(nibName: "SuitesNineResourceCell", bundle: bundle), forCellWithReuseIdentifier: "cell")
        let cell = cv.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
        #expect(cell is BundleNibCell)
        #expect((cell as? BundleNibCell)?.awoke == true)
    }

    @Test func aNibThatIsNotInTheBundleGivesNothingAndOneThatIsNotXMLDoesNotCrash() throws {
        let bundle = try Self.bundle(["SuitesNineBroken.xib": "<document><objects>"])
        #expect(UINib(nibName: "SuitesNineMissing", bundle: bundle).instantiate(withOwner: nil, options: nil).isEmpty)
        #expect(UINib(nibName: "SuitesNineBroken", bundle: bundle).instantiate(withOwner: nil, options: nil).isEmpty)
        #expect(PlaygroundInterfaceDocuments.document(named: "SuitesNineBroken", storyboard: false, in: bundle) == nil)
    }
}
