import Foundation
import Testing
import UIKit
@testable import UIKitBridge

/// A cell that lays itself out whenever its bounds change and reads its outlet there, as cells that round a label
/// in `layoutSubviews()` do (`override var bounds { didSet { layoutIfNeeded() } }` and `label!` in layoutSubviews).
final class BoundsObservingNibCell: UICollectionViewCell {
    weak var label: UILabel!
    /// Whether the outlet was connected, at each `layoutSubviews()` (the real cell traps on nil).
    var layoutsWithLabel: [Bool] = []

    override var bounds: CGRect {
        didSet { layoutIfNeeded() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutsWithLabel.append(label != nil)
    }
}

/// A collection view subclass that reads its storyboard layout in `init?(coder:)`, as a carousel library's does.
final class FlowReadingCollectionView: UICollectionView {
    var itemSizeAtInit: CGSize?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        itemSizeAtInit = (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize
    }

    override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame, collectionViewLayout: layout)
    }
}

/// The order of nib loading (Apple, Resource Programming Guide, "The Nib Object Life Cycle"): objects are unarchived
/// with `init(coder:)` — their archived frames and, for a collection view, its layout, decoded there — then the
/// connections are made, then `awakeFromNib()`; a frame set later runs the view's setters.
@Suite(.serialized) @MainActor struct NibDecodingOrderTests {
    init() {
        UINib.playgroundRegisterModule(fileID: #fileID)
        UINib.playgroundRegisterOutlets(for: BoundsObservingNibCell.self, [
            PlaygroundOutlet("label", UILabel.self, isSet: { ($0 as! BoundsObservingNibCell).label != nil },
                             set: { if let v = $1 as? UILabel { ($0 as! BoundsObservingNibCell).label = v } }),
        ])
    }

    static let cellXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <collectionViewCell opaque="NO" contentMode="center" id="c1" customClass="BoundsObservingNibCell" customModule="UIKitBridgeTests">
                    <rect key="frame" x="0.0" y="0.0" width="80" height="80"/>
                    <view key="contentView" opaque="NO" contentMode="center">
                        <rect key="frame" x="0.0" y="0.0" width="80" height="80"/>
                        <subviews>
                            <label opaque="NO" text="A" id="lbl">
                                <rect key="frame" x="10" y="10" width="60" height="60"/>
                            </label>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="label" destination="lbl" id="o1"/>
                    </connections>
                </collectionViewCell>
            </objects>
        </document>
        """

    static let collectionViewXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
                <collectionView opaque="NO" id="cv" customClass="FlowReadingCollectionView" customModule="UIKitBridgeTests">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                        <size key="itemSize" width="150" height="120"/>
                    </collectionViewFlowLayout>
                </collectionView>
            </objects>
        </document>
        """

    @Test func aCellsBoundsObserverDoesNotLayOutBeforeItsOutletsAreConnected() throws {
        let bundle = try BundleNibTests.bundle(["RoundCell.xib": Self.cellXib])
        let objects = UINib(nibName: "RoundCell", bundle: bundle).instantiate(withOwner: nil, options: nil)
        let cell = try #require(objects.first as? BoundsObservingNibCell)
        // Decoding the archived 80 × 80 frame ran no setter: no layout pass saw a nil outlet.
        #expect(!cell.layoutsWithLabel.contains(false))
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 80, height: 80))
        #expect(cell.contentView.frame.size == CGSize(width: 80, height: 80))
        #expect(cell.label?.frame == CGRect(x: 10, y: 10, width: 60, height: 60))
        // A frame set afterwards (a collection view applying attributes) runs the observer, outlet connected.
        cell.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(cell.layoutsWithLabel.last == true)
        #expect(cell.contentView.frame.size == CGSize(width: 100, height: 100))
    }

    @Test func aPrototypeCellDequeuedFromANibIsSizedAfterItsOutletsAreConnected() throws {
        let bundle = try BundleNibTests.bundle(["RoundCellTwo.xib": Self.cellXib])
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        cv.register(UINib(nibName: "RoundCellTwo", bundle: bundle), forCellWithReuseIdentifier: "round")
        let cell = try #require(cv.dequeueReusableCell(withReuseIdentifier: "round", for: IndexPath(item: 0, section: 0))
                                as? BoundsObservingNibCell)
        #expect(!cell.layoutsWithLabel.contains(false))
        #expect(cell.label != nil)
    }

    @Test func aCollectionViewSubclassFindsItsStoryboardLayoutInInitWithCoder() throws {
        let bundle = try BundleNibTests.bundle(["Carousel.xib": Self.collectionViewXib])
        let objects = UINib(nibName: "Carousel", bundle: bundle).instantiate(withOwner: nil, options: nil)
        let cv = try #require(objects.first as? FlowReadingCollectionView)
        #expect(cv.itemSizeAtInit == CGSize(width: 150, height: 120))
        let flow = try #require(cv.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(flow.scrollDirection == .horizontal)
        #expect(flow.collectionView === cv)
    }
}
