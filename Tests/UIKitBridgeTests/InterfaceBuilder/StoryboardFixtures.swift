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
    /// An outlet to one of the cell's constraints (connected as the views are).
    weak var titleBottom: NSLayoutConstraint?
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

/// IBSegues.storyboard's list: three items, and a log of the segue calls it receives.
final class IBSegueListController: UICollectionViewController {
    var log: [String] = []
    var allowed = true
    /// What `prepare(for:sender:)` saw: the segue's destination, whether it was on screen yet.
    var prepared: UIStoryboardSegue?

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("should \(identifier)")
        return allowed
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared = segue
        let onScreen = segue.destination.parent != nil || segue.destination.presentingViewController != nil
        log.append("prepare \(segue.identifier ?? "-") \(type(of: segue.destination)) shown \(onScreen)")
        if let detail = segue.destination as? IBSegueDetailController, let cell = sender as? UICollectionViewCell,
           let path = collectionView.indexPath(for: cell) {
            detail.item = path.item
        }
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }
}

final class IBSegueDetailController: UIViewController {
    var item: Int?
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
            PlaygroundOutlet("titleBottom", NSLayoutConstraint.self, isSet: { ($0 as! IBBadgeCell).titleBottom != nil },
                             set: { if let v = $1 as? NSLayoutConstraint { ($0 as! IBBadgeCell).titleBottom = v } }),
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
        playgroundLoadInterfaceFiles(["IBGrid.storyboard", "IBBadge.xib", "IBSegues.storyboard", "IBVariations.xib"].map { folder.appendingPathComponent($0).path })
    }
}
