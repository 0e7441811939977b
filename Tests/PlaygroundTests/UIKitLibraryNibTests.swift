import Foundation
import Testing

/// A library's own nib, found when its app is loaded (docs/hosting.md, "An app and its library"): a framework's
/// bundle holds its nibs, which its code loads with `UINib(nibName:bundle: Bundle(for:))` (Chatto's ChatInputBar.xib,
/// CocoaPods libraries' cells). Our own files: the library measures its badge from its `.xib` (55 × 33); without
/// the nib it answers 10 × 10, so the cells' size says whether the library's document was read.
@Suite struct UIKitLibraryNibTests {
    static let badge = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="b1">
                    <rect key="frame" x="0.0" y="0.0" width="55" height="33"/>
                </view>
            </objects>
        </document>

        """

    static let library = """
        import UIKit

        public final class BadgeMetrics {
            public static func itemSize() -> CGSize {
                let nib = UINib(nibName: "ShelfBadge", bundle: Bundle(for: BadgeMetrics.self))
                return (nib.instantiate(withOwner: nil).first as? UIView)?.frame.size ?? CGSize(width: 10, height: 10)
            }
        }

        """

    static let app = """
        import UIKit
        import BadgeKit

        final class BadgeViewController: UICollectionViewController {
            init() {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = BadgeMetrics.itemSize()
                super.init(collectionViewLayout: layout)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            }
            override func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            override func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                cv.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            }
        }

        """

    @Test func aLibrarysNibIsFoundThroughItsBundle() throws {
        let root = try Repo.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try UIKitLibraryModuleTests.write(Self.library, "BadgeKit/BadgeMetrics.swift", in: root)
        try UIKitLibraryModuleTests.write(Self.badge, "BadgeKit/Resources/ShelfBadge.xib", in: root)
        try UIKitLibraryModuleTests.write(Self.app, "Example/BadgeApp/BadgeViewController.swift", in: root)
        let run = try Run.playground(["dump", "--layout-file", root.appendingPathComponent("Example/BadgeApp").path,
                                      "--size", "300x600", "--layout-check-timeout", "120"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let cells = ((json["items"] as? [[String: Any]]) ?? []).filter { $0["category"] as? String == "cell" }
        #expect(cells.count == 4)
        #expect(cells.allSatisfy { $0["size"] as? [Double] == [55, 33] }, "\(cells.prefix(2))")
    }
}
