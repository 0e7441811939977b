import Foundation

/// A nib: an Interface Builder document of the loaded layout files' folder (a `.xib`, read by the bridge) named
/// `nibName` gives its objects as iOS loads them (docs/uikit.md, "Storyboards and nibs"). Without such a file, by
/// Xcode's convention a cell's or view's nib is named after its class (`UINib(nibName: String(describing:
/// PhotoCell.self), bundle: nil)`), so a nib whose name is a class of the loaded layout files stands for that class:
/// registering it registers the class, and `instantiate(withOwner:options:)` makes one (with `init(frame:)`).
@preconcurrency @MainActor
open class UINib: NSObject {
    /// The nib's name (its file's name without `.nib`). Playground extension (not in UIKit).
    public let playgroundName: String
    /// The bundle the nib is searched in (nil: the main bundle).
    private let bundle: Bundle?

    public init(nibName name: String, bundle: Bundle?) {
        playgroundName = name
        self.bundle = bundle
        super.init()
    }

    /// The nib's document: of the loaded files' folder, else its `.xib` in the bundle (a package's resources).
    private var document: PlaygroundInterfaceDocuments.Document? {
        PlaygroundInterfaceDocuments.document(named: playgroundName, storyboard: false, in: bundle)
    }

    /// Options for `instantiate(withOwner:options:)` (UIKit's `UINib.OptionsKey`, `externalObjects`).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's top-level objects: made with `init(coder:)`, the owner's and their outlets connected, then sent
    /// `awakeFromNib()` (Apple, "awakeFromNib()").
    ///
    /// Playground: the nib's `.xib` file is read when it is beside the loaded files or in the bundle (a package's
    /// `.xib` resource: `PlaygroundInterfaceDocuments.document(named:storyboard:in:)`; approximated: see
    /// `PlaygroundNibLoader`); otherwise, when the nib is named after a reusable view class of the layout files,
    /// one instance of it made with `init(frame: .zero)` (its outlets given fresh views); otherwise none.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        if let document {
            return PlaygroundNibLoader(document: document).instantiateNib(owner: ownerOrNil.map { $0 as AnyObject })
        }
        guard let view = playgroundViewClass else {
            PlaygroundNotices.record("UINib.instantiate(withOwner:options:)", .approximated,
                                     "\(playgroundName): no such .xib beside the loaded files and no class of that name: no objects")
            return []
        }
        PlaygroundNotices.record("UINib.instantiate(withOwner:options:)", .approximated,
                                 "no \(playgroundName).xib beside the loaded files: \(playgroundName) made with init(frame:)")
        let made = view.init(playgroundFrame: .zero)
        PlaygroundOutletDefaults.fill(made, in: (made as? UICollectionViewCell)?.contentView ?? made)
        return [made]
    }

    /// The nib's first top-level view with one of `tags`, when the nib's `.xib` is beside the loaded files.
    package func playgroundTemplate(tags: Set<String>) -> PlaygroundNibTemplate? {
        guard let document else {
            return nil
        }
        return PlaygroundNibTemplate.first(in: document, tags: tags)
    }

    /// The reusable view class named like the nib, in the most recently loaded layout files; nil when there is none.
    /// Playground extension (not in UIKit).
    package var playgroundViewClass: UICollectionReusableView.Type? {
        Self.playgroundClass(named: playgroundName) as? UICollectionReusableView.Type
    }

    // MARK: The layout files' modules

    nonisolated(unsafe) private static var modules: [String] = []
    private static let lock = NSLock()

    /// Called by the generated entry point of loaded layout files with its `#fileID` ("Module/entry.swift"): a nib's
    /// name is looked up among that module's classes (the newest first). Playground extension (not in UIKit).
    nonisolated public static func playgroundRegisterModule(fileID: String) {
        guard let module = fileID.split(separator: "/").first.map(String.init), !module.isEmpty else { return }
        lock.lock(); defer { lock.unlock() }
        modules.removeAll { $0 == module }
        modules.append(module)
    }

    /// The class `name` (a bare or module-qualified name) among the registered modules, the newest first.
    nonisolated static func playgroundClass(named name: String) -> AnyClass? {
        lock.lock(); let candidates = modules.reversed(); lock.unlock()
        if name.contains("."), let found = _typeByName(name) as? AnyClass { return found }
        for module in candidates {
            if let found = _typeByName(module + "." + name) as? AnyClass { return found }
        }
        return nil
    }
}
