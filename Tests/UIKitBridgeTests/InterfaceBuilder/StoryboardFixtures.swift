import Foundation
import UIKit
import UIKitBridge

// The classes of Tests/Fixtures/storyboards' documents, with the outlet tables the rewrite generates for them
// (UIKitOutlets; written out here as the generated code would be).

final class IBGridController: UIViewController, UICollectionViewDataSource {
    weak var collectionView: UICollectionView!
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad outlet \(collectionView != nil) dataSource \((collectionView?.dataSource as AnyObject?) === self)")
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Badge", for: indexPath)
    }
}

final class IBBadgeCell: UICollectionViewCell {
    weak var titleLabel: UILabel!
    weak var photoView: UIImageView?
    /// Whether `awakeFromNib()` found the outlets connected (Apple: it is sent after the connections are made).
    var awokeWithOutlets: Bool?

    override func awakeFromNib() {
        super.awakeFromNib()
        awokeWithOutlets = titleLabel != nil
    }
}

final class IBNibOwner: NSObject {
    weak var ownerLabel: UILabel?
    var shown = 0
    func showMore(_ sender: UIButton) { shown += 1 }
}

/// A controller copied without its storyboard: its outlets get fresh views.
final class IBBareController: UIViewController, UICollectionViewDataSource {
    weak var collectionView: UICollectionView!
    var heading: UILabel!
    var custom: IBBadgeCell?

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
}

@MainActor enum IBFixtureOutlets {
    static func register() {
        UINib.playgroundRegisterModule(fileID: #fileID)
        UINib.playgroundRegisterOutlets(for: IBGridController.self, [
            PlaygroundOutlet("collectionView", UICollectionView.self, isSet: { ($0 as! IBGridController).collectionView != nil },
                             set: { if let v = $1 as? UICollectionView { ($0 as! IBGridController).collectionView = v } }),
        ])
        UINib.playgroundRegisterOutlets(for: IBBadgeCell.self, [
            PlaygroundOutlet("titleLabel", UILabel.self, isSet: { ($0 as! IBBadgeCell).titleLabel != nil },
                             set: { if let v = $1 as? UILabel { ($0 as! IBBadgeCell).titleLabel = v } }),
            PlaygroundOutlet("photoView", UIImageView.self, isSet: { ($0 as! IBBadgeCell).photoView != nil },
                             set: { if let v = $1 as? UIImageView { ($0 as! IBBadgeCell).photoView = v } }),
        ])
        UINib.playgroundRegisterOutlets(for: IBNibOwner.self, [
            PlaygroundOutlet("ownerLabel", UILabel.self, isSet: { ($0 as! IBNibOwner).ownerLabel != nil },
                             set: { if let v = $1 as? UILabel { ($0 as! IBNibOwner).ownerLabel = v } }),
        ], actions: [
            PlaygroundAction("showMore:") { object, sender in
                let o = object as! IBNibOwner
                if let s = sender as? UIButton { o.showMore(s) }
            },
        ])
        UINib.playgroundRegisterOutlets(for: IBBareController.self, [
            PlaygroundOutlet("collectionView", UICollectionView.self, isSet: { ($0 as! IBBareController).collectionView != nil },
                             set: { if let v = $1 as? UICollectionView { ($0 as! IBBareController).collectionView = v } }),
            PlaygroundOutlet("heading", UILabel.self, isSet: { ($0 as! IBBareController).heading != nil },
                             set: { if let v = $1 as? UILabel { ($0 as! IBBareController).heading = v } }),
            PlaygroundOutlet("custom", IBBadgeCell.self, isSet: { ($0 as! IBBareController).custom != nil },
                             set: { if let v = $1 as? IBBadgeCell { ($0 as! IBBareController).custom = v } }),
        ])
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/storyboards")
        playgroundLoadInterfaceFiles(["IBGrid.storyboard", "IBBadge.xib"].map { folder.appendingPathComponent($0).path })
    }
}
