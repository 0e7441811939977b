import UIKit

// A layout asks its delegate what it implements, with `responds(to:)` on a protocol refining NSObjectProtocol
// (issue 32). The controller implements `heightForCard(at:)` (+4 items), not the optional `didTapCard(at:)`
// (+2 if it said yes), and inherits `refresh()` from its base class in this file (+8): 1 + 4 + 8 = 13 items.

@objc protocol CardStackDelegate: NSObjectProtocol {
    func heightForCard(at indexPath: IndexPath) -> CGFloat
    @objc optional func didTapCard(at index: Int)
}

class RefreshingController: UICollectionViewController {
    @objc func refresh() {}
}

final class RespondsCardsController: RefreshingController, CardStackDelegate {
    var count = 1

    init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let delegate: CardStackDelegate = self
        if delegate.responds(to: #selector(CardStackDelegate.heightForCard(at:))) { count += 4 }
        if delegate.responds(to: #selector(CardStackDelegate.didTapCard(at:))) { count += 2 }
        if responds(to: #selector(refresh)) { count += 8 }
        if let tap = delegate.didTapCard { tap(0) }  // an optional requirement read as a value
        if delegate.isEqual(self), delegate.hash == hash, delegate === self { collectionView.tag = 1 }
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
    }

    func heightForCard(at indexPath: IndexPath) -> CGFloat { 40 }

    override func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    override func collectionView(_ cv: UICollectionView, cellForItemAt ip: IndexPath) -> UICollectionViewCell {
        cv.dequeueReusableCell(withReuseIdentifier: "c", for: ip)
    }
}
