/// The order file's format: `{"order": [identifiers], "deleted": [identifiers]}`, identifiers being image file
/// names (or `item-N` for generated items, inserted ones included), in display order; `deleted` lists the loaded
/// items the user deleted, so they stay deleted (new images in the folder are appended). Pure: the edge reads and
/// writes the file atomically.
///
///     OrderFile.encode(order: [2, 0, 1], identifiers: ["a.png", "b.png", "c.png"])   // {"order":["c.png","a.png","b.png"]}
public enum OrderFile {
    /// The identifier of each item: the image file name for items backed by their own image, `item-N` for the rest
    /// (items that repeat images, or placeholders).
    public static func identifiers(itemCount: Int, imageNames: [String]) -> [String] {
        (0..<itemCount).map { $0 < imageNames.count ? imageNames[$0] : "item-\($0)" }
    }

    public static func encode(order: [Int], identifiers: [String]) -> String {
        let name = { (i: Int) in JSON.string(identifiers.indices.contains(i) ? identifiers[i] : "item-\(i)") }
        let present = Set(order)
        let deleted = identifiers.indices.filter { !present.contains($0) }
        var fields: [(String, JSON)] = [("order", .array(order.map(name)))]
        if !deleted.isEmpty { fields.append(("deleted", .array(deleted.map(name)))) }
        return JSON.object(fields).serialized() + "\n"
    }

    /// Items inserted in a session are `item-N` with N at or past the loaded items; at most this many past them.
    public static let maxInserted = 1_000_000

    /// The file as read (the edge decodes it with JSONDecoder): `order` is required, `deleted` optional.
    public struct Document: Decodable, Hashable, Sendable {
        public var order: [String]
        public var deleted: [String]?
        public init(order: [String], deleted: [String]? = nil) {
            self.order = order
            self.deleted = deleted
        }
    }

    /// The saved order as item identities: known identifiers in their saved order (unknown ones ignored, duplicates
    /// after the first ignored; `item-N` past the loaded items is an inserted item), then every loaded item the file
    /// neither orders nor lists as deleted, in its natural order.
    /// - Parameters:
    ///   - file: The saved order file.
    ///   - identifiers: The loaded items' identities, in their natural order.
    ///   - keepsInserted: false when the session's item count was asked for (`--items`, a preset's or a
    ///     script's `items.count`): items a past session inserted (`item-N` past the loaded ones) are not brought
    ///     back, so the count shown is the count asked for (issue 38, low: a saved 123-item order drew items
    ///     #0–#122 in a session of `--items 30`).
    public static func order(of file: Document, identifiers: [String], keepsInserted: Bool = true) -> [Int] {
        var index: [String: Int] = [:]
        for (i, id) in identifiers.enumerated() where index[id] == nil { index[id] = i }
        var seen = Set<Int>()
        var order: [Int] = []
        func identity(_ name: String) -> Int? {
            if let i = index[name] { return i }
            guard keepsInserted, name.hasPrefix("item-"), let n = Int(name.dropFirst(5)), n >= identifiers.count,
                  n < identifiers.count + maxInserted else { return nil }
            return n
        }
        for name in file.order {
            if let i = identity(name), seen.insert(i).inserted { order.append(i) }
        }
        for name in file.deleted ?? [] { if let i = index[name] { seen.insert(i) } }
        for i in identifiers.indices where !seen.contains(i) { order.append(i) }
        return order
    }
}
