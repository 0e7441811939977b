import Foundation

/// The pasteboard (UIPasteboard.h), kept in this process: what one layout copies another can paste, until the
/// playground quits.
///
/// Playground: approximated: the general pasteboard is the playground's own, not the system clipboard.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// The general pasteboard.
    public static let general = UIPasteboard()

    public override init() { super.init() }

    private func playgroundInProcess() {
        PlaygroundNotices.record("UIPasteboard", .approximated, "kept in the playground's process, not the system clipboard")
    }

    /// The items; each a dictionary of type identifier to value.
    open var items: [[String: Any]] = [] { didSet { changeCount += 1 } }
    open private(set) var changeCount = 0
    open var numberOfItems: Int { items.count }

    private func first<T>(_ type: T.Type) -> T? {
        playgroundInProcess()
        for item in items { for value in item.values { if let v = value as? T { return v } } }
        return nil
    }

    private func all<T>(_ type: T.Type) -> [T]? {
        playgroundInProcess()
        let found = items.compactMap { $0.values.lazy.compactMap { $0 as? T }.first }
        return found.isEmpty ? nil : found
    }

    open var string: String? {
        get { first(String.self) }
        set { playgroundInProcess(); items = newValue.map { [["public.utf8-plain-text": $0]] } ?? [] }
    }
    open var strings: [String]? {
        get { all(String.self) }
        set { playgroundInProcess(); items = (newValue ?? []).map { ["public.utf8-plain-text": $0] } }
    }
    open var url: URL? {
        get { first(URL.self) }
        set { playgroundInProcess(); items = newValue.map { [["public.url": $0]] } ?? [] }
    }
    open var image: UIImage? {
        get { first(UIImage.self) }
        set { playgroundInProcess(); items = newValue.map { [["public.image": $0]] } ?? [] }
    }
    open var color: UIColor? {
        get { first(UIColor.self) }
        set { playgroundInProcess(); items = newValue.map { [["com.apple.uikit.color": $0]] } ?? [] }
    }
    open var hasStrings: Bool { first(String.self) != nil }
    open var hasURLs: Bool { first(URL.self) != nil }
    open var hasImages: Bool { first(UIImage.self) != nil }
    open var hasColors: Bool { first(UIColor.self) != nil }
}
