// ShelfViewController.swift: a classic UICollectionViewController whose data source changes itself when its traits
// change (iOS 17's registerForTraitChanges), for the window's e2e test (Tests/e2e/test-window-hosted-updates.sh):
// - turned to landscape (vertical size class compact) it inserts one item in a batch that adds up;
// - turned back to portrait (regular) it deletes that item in a batch that adds up;
// - switched to right-to-left it adds two numbers to its data but tells the collection view of one insert only: a
//   batch that does not add up, which iOS stops with NSInternalInconsistencyException (the playground shows
//   UIKit's reason as one line and reloads: the 14 numbers the data source has are all shown).
// Each step writes a line to standard error, which the test reads (standard output is buffered in a file).
import UIKit

func say(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }

final class ShelfViewController: UICollectionViewController {
    var numbers = Array(1...12)

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(ShelfCell.self, forCellWithReuseIdentifier: "shelf")
        registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, previous: UITraitCollection) in
            self.verticalSizeClassChanged(from: previous.verticalSizeClass)
        }
        registerForTraitChanges([UITraitLayoutDirection.self]) { (controller: ShelfViewController, _: UITraitCollection) in
            controller.addTwoButTellOne()
        }
    }

    func verticalSizeClassChanged(from previous: UIUserInterfaceSizeClass) {
        if traitCollection.verticalSizeClass == .compact {
            collectionView.performBatchUpdates {
                self.numbers.insert(100, at: 0)
                self.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }
            say("shelf: landscape, inserted 100: \(numbers.count) numbers")
        } else if previous == .compact {
            collectionView.performBatchUpdates {
                self.numbers.removeFirst()
                self.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            }
            say("shelf: portrait, deleted 100: \(numbers.count) numbers")
        }
    }

    func addTwoButTellOne() {
        collectionView.performBatchUpdates {
            self.numbers += [200, 201]
            self.collectionView.insertItems(at: [IndexPath(item: self.numbers.count - 2, section: 0)])
        }
        say("shelf: layout direction changed, added 2, told 1: \(numbers.count) numbers")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        numbers.count
    }

    override func collectionView(_ collectionView: UICollectionView,
                                 cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "shelf", for: indexPath) as! ShelfCell
        cell.label.text = String(numbers[indexPath.item])
        return cell
    }
}

final class ShelfCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        contentView.addSubview(label)
        contentView.backgroundColor = .systemOrange
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}
