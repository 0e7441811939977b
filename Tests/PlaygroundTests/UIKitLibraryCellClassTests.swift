import Foundation
import Testing

/// An app's storyboard whose prototype cell is its library's class (`customClass="ShelfCell" customModule="ShelfKit"`,
/// or the app target's module name, as CocoaPods' example apps write it): the cell made is the library's class with
/// its outlets connected, so `dequeueReusableCell(…) as! ShelfCell` and `cell.titleLabel.text = …` work as on iOS.
/// Our own files. Before: the class was looked up only in the app's module, a plain cell was made, the cast trapped.
@Suite struct UIKitLibraryCellClassTests {
    static let library = """
        import UIKit

        open class ShelfCell: UICollectionViewCell {
            @IBOutlet public weak var titleLabel: UILabel!
        }

        """

    static func storyboard(module: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <collectionViewController id="vc1" customClass="ShelfViewController" customModule="Shelf_Example" customModuleProvider="target" sceneMemberID="viewController">
                            <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="600"/>
                                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                                    <size key="itemSize" width="70" height="40"/>
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell contentMode="center" reuseIdentifier="Shelf" id="cell" customClass="ShelfCell" customModule="\(module)">
                                        <rect key="frame" x="0.0" y="0.0" width="70" height="40"/>
                                        <collectionViewCellContentView key="contentView" contentMode="center" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="70" height="40"/>
                                            <subviews>
                                                <label text="-" id="title">
                                                    <rect key="frame" x="0.0" y="0.0" width="70" height="40"/>
                                                </label>
                                            </subviews>
                                        </collectionViewCellContentView>
                                        <connections>
                                            <outlet property="titleLabel" destination="title" id="o1"/>
                                        </connections>
                                    </collectionViewCell>
                                </cells>
                                <connections>
                                    <outlet property="dataSource" destination="vc1" id="o3"/>
                                    <outlet property="delegate" destination="vc1" id="o4"/>
                                </connections>
                            </collectionView>
                        </collectionViewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    static let app = """
        import UIKit
        import ShelfKit

        final class ShelfViewController: UICollectionViewController {
            override func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
            override func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = cv.dequeueReusableCell(withReuseIdentifier: "Shelf", for: indexPath) as! ShelfCell
                cell.titleLabel.text = "Book \\(indexPath.item)"
                return cell
            }
        }

        """

    /// The library's module named (`customModule="ShelfKit"`) or the app's target's (CocoaPods' `…_Example`).
    @Test(arguments: ["ShelfKit", "Shelf_Example"]) func aPrototypeCellOfTheLibrarysClass(module: String) throws {
        let root = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try UIKitLibraryModuleTests.write(Self.library, "ShelfKit/ShelfCell.swift", in: root)
        try UIKitLibraryModuleTests.write(Self.app, "Example/ShelfApp/ShelfViewController.swift", in: root)
        try UIKitLibraryModuleTests.write(Self.storyboard(module: module), "Example/ShelfApp/Base.lproj/Main.storyboard", in: root)
        let run = try Run.playground(["dump", "--layout-file", root.appendingPathComponent("Example/ShelfApp").path,
                                      "--size", "300x600", "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let cells = ((json["items"] as? [[String: Any]]) ?? []).filter { $0["category"] as? String == "cell" }
        #expect(cells.count == 5)
        #expect(cells.allSatisfy { $0["size"] as? [Double] == [70, 40] }, "\(cells.prefix(2))")
    }
}
