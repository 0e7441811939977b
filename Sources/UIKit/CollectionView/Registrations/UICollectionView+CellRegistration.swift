/// Cell and supplementary registrations (iOS 14): a cell class and a handler that configures each cell, used with
/// `dequeueConfiguredReusableCell(using:for:item:)`.
///
///     let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, item in
///         var content = cell.defaultContentConfiguration()
///         content.text = item
///         cell.contentConfiguration = content
///     }
///     let cell = collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: "Apple")
extension UICollectionView {
    /// A registration of a cell class with the handler that configures its cells.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        /// The reuse identifier the registration registers its class under (one per registration, as UIKit's).
        let reuseIdentifier: String
        let handler: Handler

        public init(handler: @escaping Handler) {
            reuseIdentifier = UICollectionView.playgroundRegistrationIdentifier("\(Cell.self)")
            self.handler = handler
        }

        /// Playground: nibs are not loaded here; the cells are made with `init(frame:)` of `Cell`.
        public init(cellNib: UINib, handler: @escaping Handler) {
            PlaygroundNotices.record("UICollectionView.CellRegistration.init(cellNib:handler:)", .approximated,
                                     "nibs are not loaded here: the cells are made with init(frame:)")
            self.init(handler: handler)
        }
    }

    /// A registration of a supplementary view class for an element kind, with the handler that configures its views.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        public let elementKind: String
        let reuseIdentifier: String
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = UICollectionView.playgroundRegistrationIdentifier("\(Supplementary.self)")
            self.handler = handler
        }

        /// Playground: nibs are not loaded here; the views are made with `init(frame:)` of `Supplementary`.
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            PlaygroundNotices.record("UICollectionView.SupplementaryRegistration.init(supplementaryNib:elementKind:handler:)",
                                     .approximated, "nibs are not loaded here: the views are made with init(frame:)")
            self.init(elementKind: elementKind, handler: handler)
        }
    }

    /// A cell of `registration`'s class for `indexPath` (dequeued, or made), configured by its handler with `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        let kind = Self.playgroundCellKind
        if playgroundBookkeeping.classes[kind]?[registration.reuseIdentifier] == nil {
            playgroundRegister(Cell.self, kind: kind, identifier: registration.reuseIdentifier)
        }
        let view = playgroundDequeue(kind: kind, identifier: registration.reuseIdentifier, for: indexPath)
        guard let cell = view as? Cell else { return Cell(playgroundFrame: view.frame) }
        if let item {
            registration.handler(cell, indexPath, item)
        } else if let none = Optional<Any>.none as Any as? Item {
            registration.handler(cell, indexPath, none)
        }
        return cell
    }

    /// A supplementary view of `registration`'s class for `indexPath`, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let kind = registration.elementKind
        if playgroundBookkeeping.classes[kind]?[registration.reuseIdentifier] == nil {
            playgroundRegister(Supplementary.self, kind: kind, identifier: registration.reuseIdentifier)
        }
        let view = playgroundDequeue(kind: kind, identifier: registration.reuseIdentifier, for: indexPath)
        guard let supplementary = view as? Supplementary else { return Supplementary(playgroundFrame: view.frame) }
        registration.handler(supplementary, kind, indexPath)
        return supplementary
    }

    /// A reuse identifier no user code uses: the class's name and a number.
    static func playgroundRegistrationIdentifier(_ name: String) -> String {
        playgroundRegistrationCount += 1
        return "playground-registration-\(playgroundRegistrationCount)-\(name)"
    }
}

@MainActor private var playgroundRegistrationCount = 0
