import Foundation

/// The block observers made for target–action observations, by observer and center.
enum PlaygroundSelectorObservers {
    nonisolated(unsafe) private static var tokens: [ObjectIdentifier: [(center: ObjectIdentifier, token: NSObjectProtocol)]] = [:]
    private static let lock = NSLock()

    static func add(_ token: NSObjectProtocol, for observer: AnyObject, center: NotificationCenter) {
        lock.lock(); defer { lock.unlock() }
        tokens[ObjectIdentifier(observer), default: []].append((ObjectIdentifier(center), token))
    }

    static func take(for observer: AnyObject, center: NotificationCenter) -> [NSObjectProtocol] {
        lock.lock(); defer { lock.unlock() }
        let all = tokens[ObjectIdentifier(observer)] ?? []
        tokens[ObjectIdentifier(observer)] = all.filter { $0.center != ObjectIdentifier(center) }
        if tokens[ObjectIdentifier(observer)]?.isEmpty == true { tokens[ObjectIdentifier(observer)] = nil }
        return all.filter { $0.center == ObjectIdentifier(center) }.map(\.token)
    }
}
