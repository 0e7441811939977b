// TapToRemoveViewController.swift: a classic UICollectionViewController that removes the item the user taps, for
// the window's e2e test (Tests/e2e/test-window-hosted-tap.sh): a click in the window is the app's tap
// (docs/hosting.md, "A click is the app's tap"): UIKit asks shouldHighlight, highlights, unhighlights, asks
// shouldSelect and tells didSelectItemAt, where this controller deletes the item in a batch update.
// Each step writes a line to standard error, which the test reads (standard output is buffered in a file).
import UIKit

func say(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }

final class TapToRemoveViewController: UICollectionViewController {
    var numbers = Array(1...12)
    var calls: [String] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "n")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        numbers.count
    }

    override func collectionView(_ collectionView: UICollectionView,
                                 cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
        cell.contentView.backgroundColor = .systemTeal
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("didHighlight")
    }

    override func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        calls.append("didUnhighlight")
    }

    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect")
        return true
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect")
        let removed = numbers.remove(at: indexPath.item)
        collectionView.deleteItems(at: [indexPath])
        say("tap: \(calls.joined(separator: " ")); removed \(removed): \(numbers.count) numbers")
        calls = []
    }
}
