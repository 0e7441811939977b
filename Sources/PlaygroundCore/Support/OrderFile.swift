/// The order file's format: `{"order": [identifiers]}`, identifiers being image file names (or `item-N` for
/// generated items), in display order. Pure: the edge reads and writes the file atomically.
///
///     OrderFile.encode(order: [2, 0, 1], identifiers: ["a.png", "b.png", "c.png"])   // {"order":["c.png","a.png","b.png"]}
public enum OrderFile {
    /// The identifier of each item: the image file name for items backed by their own image, `item-N` for the rest
    /// (items that repeat images, or placeholders).
    public static func identifiers(itemCount: Int, imageNames: [String]) -> [String] {
        (0..<itemCount).map { $0 < imageNames.count ? imageNames[$0] : "item-\($0)" }
    }

    public static func encode(order: [Int], identifiers: [String]) -> String {
        JSON.object([("order", .array(order.map { .string(identifiers.indices.contains($0) ? identifiers[$0] : "item-\($0)") }))])
            .serialized() + "\n"
    }

    /// The saved order as item identities: known identifiers in their saved order (unknown ones ignored, duplicates
    /// after the first ignored), then every item the file does not mention, in its natural order. Throws when the
    /// text is not an order file.
    public static func decode(_ text: String, identifiers: [String]) throws(ScriptError) -> [Int] {
        let json: JSON
        do { json = try JSON.parse(text) } catch { throw ScriptError("not JSON: \(error)") }
        guard let list = json["order"]?.array else { throw ScriptError("no \"order\" list") }
        var index: [String: Int] = [:]
        for (i, id) in identifiers.enumerated() where index[id] == nil { index[id] = i }
        var seen = Set<Int>()
        var order: [Int] = []
        for entry in list {
            guard let name = entry.string else { throw ScriptError("\"order\" must list strings") }
            if let i = index[name], seen.insert(i).inserted { order.append(i) }
        }
        for i in identifiers.indices where !seen.contains(i) { order.append(i) }
        return order
    }
}
