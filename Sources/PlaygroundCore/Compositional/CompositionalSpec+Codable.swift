/// The spec file's schema (docs/compositional.md): UIKit's property names in camelCase, decoded with Codable from
/// YAML or JSON at the edge. Unknown keys are errors (a misspelt key would otherwise be silently ignored), and every
/// error names its key path through `DecodingError`'s coding path.

/// Any string key.
struct SpecKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ s: String) { stringValue = s }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

/// A keyed container that knows which keys its type accepts.
struct SpecObject {
    let c: KeyedDecodingContainer<SpecKey>

    init(_ decoder: any Decoder, allowed: [String], what: String) throws {
        c = try decoder.container(keyedBy: SpecKey.self)
        for key in c.allKeys where !allowed.contains(key.stringValue) {
            throw DecodingError.dataCorrupted(.init(
                codingPath: c.codingPath + [key],
                debugDescription: "unknown key in \(what) (known: \(allowed.joined(separator: ", ")))"))
        }
    }

    func has(_ k: String) -> Bool { c.contains(SpecKey(k)) }

    func fail(_ k: String, _ message: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: c.codingPath + [SpecKey(k)], debugDescription: message))
    }

    func required<T: Decodable>(_ k: String, _ type: T.Type = T.self) throws -> T {
        guard has(k) else {
            throw DecodingError.keyNotFound(SpecKey(k), .init(codingPath: c.codingPath, debugDescription: "missing"))
        }
        return try c.decode(T.self, forKey: SpecKey(k))
    }

    func optional<T: Decodable>(_ k: String, _ type: T.Type = T.self) throws -> T? {
        try c.decodeIfPresent(T.self, forKey: SpecKey(k))
    }

    /// A finite number ≥ 0 (or in `range`).
    func number(_ k: String, default d: Double? = nil, in range: ClosedRange<Double> = 0...1e9) throws -> Double? {
        guard let v = try optional(k, Double.self) else { return d }
        guard v.isFinite, range.contains(v) else {
            throw fail(k, "expected a number in \(fmt(range.lowerBound))…\(fmt(range.upperBound)), got \(fmt(v))")
        }
        return v
    }

    /// A number that must be there: a key present with no value (`{fractionalHeight}`, `fixed: ~`) is an error,
    /// not a crash (found by the spec-yaml fuzz target, issue 26).
    func requiredNumber(_ k: String, in range: ClosedRange<Double> = 0...1e9) throws -> Double {
        guard let v = try number(k, in: range) else { throw fail(k, "expected a number, got nothing") }
        return v
    }

    func word<T: RawRepresentable & CaseIterable>(_ k: String, _ type: T.Type) throws -> T? where T.RawValue == String {
        guard let s = try optional(k, String.self) else { return nil }
        guard let v = T(rawValue: s) else {
            throw fail(k, "expected one of \(T.allCases.map(\.rawValue).joined(separator: ", ")), got '\(UserText.quoted(s))'")
        }
        return v
    }
}

func fmt(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }

extension Axis: Decodable {
    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        let s = try c.decode(String.self)
        guard let a = Axis(rawValue: s) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "expected horizontal or vertical, got '\(UserText.quoted(s))'")
        }
        self = a
    }
}

extension NSCollectionLayoutDimension: Decodable {
    static let example = "expected a dimension like {fractionalWidth: 0.5}"

    public init(from decoder: any Decoder) throws {
        guard let c = try? decoder.container(keyedBy: SpecKey.self) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: Self.example))
        }
        let keys = c.allKeys.map(\.stringValue)
        let known = ["fractionalWidth", "fractionalHeight", "absolute", "estimated"]
        guard keys.count == 1, let key = keys.first, known.contains(key) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: Self.example
                + " (one of \(known.joined(separator: ", ")))"))
        }
        let o = try SpecObject(decoder, allowed: known, what: "a dimension")
        let v = try o.requiredNumber(key, in: 0...1e7)
        switch key {
        case "fractionalWidth": self = .fractionalWidth(v)
        case "fractionalHeight": self = .fractionalHeight(v)
        case "absolute": self = .absolute(v)
        default: self = .estimated(v)
        }
    }
}

extension NSCollectionLayoutSize: Decodable {
    public init(from decoder: any Decoder) throws {
        let o = try SpecObject(decoder, allowed: ["width", "height"], what: "a size")
        self.init(widthDimension: try o.required("width"), heightDimension: try o.required("height"))
    }
}

extension NSDirectionalEdgeInsets: Decodable {
    /// `{top, leading, bottom, trailing}` (each optional), or one number for all four.
    public init(from decoder: any Decoder) throws {
        if let c = try? decoder.singleValueContainer(), let v = try? c.decode(Double.self) {
            guard v.isFinite, v >= 0 else {
                throw DecodingError.dataCorruptedError(in: c, debugDescription: "expected insets ≥ 0, got \(fmt(v))")
            }
            self.init(all: v)
            return
        }
        let o = try SpecObject(decoder, allowed: ["top", "leading", "bottom", "trailing"], what: "insets")
        self.init(top: try o.number("top", default: 0)!, leading: try o.number("leading", default: 0)!,
                  bottom: try o.number("bottom", default: 0)!, trailing: try o.number("trailing", default: 0)!)
    }
}

extension NSCollectionLayoutEdgeSpacing: Decodable {
    public init(from decoder: any Decoder) throws {
        let o = try SpecObject(decoder, allowed: ["leading", "top", "trailing", "bottom"], what: "edgeSpacing")
        self.init(leading: try o.number("leading", default: 0)!, top: try o.number("top", default: 0)!,
                  trailing: try o.number("trailing", default: 0)!, bottom: try o.number("bottom", default: 0)!)
    }
}

extension NSCollectionLayoutSpacing: Decodable {
    public init(from decoder: any Decoder) throws {
        let o = try SpecObject(decoder, allowed: ["fixed", "flexible"], what: "a spacing")
        if o.has("fixed") && !o.has("flexible") { self = .fixed(try o.requiredNumber("fixed")) }
        else if o.has("flexible") && !o.has("fixed") { self = .flexible(try o.requiredNumber("flexible")) }
        else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "expected a spacing like {fixed: 10} or {flexible: 10}"))
        }
    }
}

extension NSCollectionLayoutSupplementaryItem: Decodable {
    struct Anchor: Decodable {
        var value: NSCollectionLayoutAnchor
        init(from decoder: any Decoder) throws {
            let o = try SpecObject(decoder, allowed: ["edges", "offset", "fractionalOffset"], what: "an anchor")
            var edges: NSDirectionalRectEdge = []
            for (k, e) in (try o.optional("edges", [String].self) ?? []).enumerated() {
                switch e {
                case "top": edges.insert(.top)
                case "leading": edges.insert(.leading)
                case "bottom": edges.insert(.bottom)
                case "trailing": edges.insert(.trailing)
                default:
                    throw DecodingError.dataCorrupted(.init(
                        codingPath: o.c.codingPath + [SpecKey("edges"), SpecKey("[\(k)]")],
                        debugDescription: "expected top, leading, bottom or trailing, got '\(UserText.quoted(e))'"))
                }
            }
            if o.has("offset") && o.has("fractionalOffset") { throw o.fail("fractionalOffset", "give offset or fractionalOffset, not both") }
            if let p = try o.optional("fractionalOffset", OffsetSpec.self) {
                value = NSCollectionLayoutAnchor(edges: edges, fractionalOffset: p.point)
            } else {
                value = NSCollectionLayoutAnchor(edges: edges, absoluteOffset: try o.optional("offset", OffsetSpec.self)?.point ?? .zero)
            }
        }
    }

    struct OffsetSpec: Decodable {
        var point: Point
        init(from decoder: any Decoder) throws {
            let o = try SpecObject(decoder, allowed: ["x", "y"], what: "an offset")
            point = Point(x: try o.number("x", default: 0, in: -1e7...1e7)!, y: try o.number("y", default: 0, in: -1e7...1e7)!)
        }
    }

    public init(from decoder: any Decoder) throws {
        let o = try SpecObject(decoder, allowed: ["kind", "size", "anchor", "zIndex"], what: "a supplementary item")
        self.init(layoutSize: try o.required("size"), elementKind: try o.required("kind"),
                  containerAnchor: try o.optional("anchor", Anchor.self)?.value ?? NSCollectionLayoutAnchor(edges: [.top, .trailing]),
                  zIndex: try o.optional("zIndex") ?? 10)
    }
}

extension NSCollectionLayoutSubitem: Decodable {
    /// A group when it has `direction` or `subitems`, else an item.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecKey.self)
        if c.contains(SpecKey("direction")) || c.contains(SpecKey("subitems")) {
            self = .group(try NSCollectionLayoutGroup(from: decoder))
        } else {
            self = .item(try NSCollectionLayoutItem(from: decoder))
        }
    }
}

extension NSCollectionLayoutItem: Decodable {
    public init(from decoder: any Decoder) throws {
        let o = try SpecObject(decoder, allowed: ["size", "contentInsets", "edgeSpacing", "supplementaryItems"],
                               what: "an item")
        self.init(layoutSize: try o.required("size"),
                  supplementaryItems: try o.optional("supplementaryItems") ?? [],
                  contentInsets: try o.optional("contentInsets") ?? .zero,
                  edgeSpacing: try o.optional("edgeSpacing") ?? .zero)
    }
}

extension NSCollectionLayoutGroup: Decodable {
    /// `count: N` is UIKit's iOS 13 `subitem:count:` (N equal slots filling the group); `repeatingCount: N` is
    /// iOS 16's `repeatingSubitem:count:` (N copies at the subitem's own size). At most one of them.
    public init(from decoder: any Decoder) throws {
        let o = try SpecObject(decoder, allowed: ["direction", "size", "subitems", "count", "repeatingCount",
                                                  "interItemSpacing", "contentInsets", "edgeSpacing"], what: "a group")
        guard o.has("direction") else {
            throw DecodingError.keyNotFound(SpecKey("direction"), .init(codingPath: o.c.codingPath, debugDescription: "missing"))
        }
        let axis: Axis = try o.required("direction")
        let size: NSCollectionLayoutSize = try o.required("size")
        // Checked before the subitems are decoded, so a deep spec never recurses further (issue 26).
        let depth = 1 + decoder.codingPath.filter { $0.stringValue == "subitems" }.count
        if depth > CompositionalSolver.maximumGroupDepth {
            throw o.fail("subitems", "groups nest deeper than \(CompositionalSolver.maximumGroupDepth) levels")
        }
        let subitems: [NSCollectionLayoutSubitem] = try o.required("subitems")
        if subitems.isEmpty { throw o.fail("subitems", "expected at least one item or group") }
        if o.has("count") && o.has("repeatingCount") {
            throw o.fail("repeatingCount", "give count (subitem:count:) or repeatingCount (repeatingSubitem:count:), not both")
        }
        let key = o.has("repeatingCount") ? "repeatingCount" : "count"
        let count = try o.optional(key, Int.self)
        if let n = count {
            guard (1...10_000).contains(n) else { throw o.fail(key, "expected a whole number in 1…10000, got \(n)") }
            guard subitems.count == 1 else { throw o.fail("subitems", "with \(key), expected exactly one subitem, got \(subitems.count)") }
        }
        self.init(layoutSize: size, axis: axis, subitems: subitems, count: count,
                  countMode: key == "repeatingCount" ? .repeatingSubitem : .subitem,
                  interItemSpacing: try o.optional("interItemSpacing"),
                  contentInsets: try o.optional("contentInsets") ?? .zero,
                  edgeSpacing: try o.optional("edgeSpacing") ?? .zero)
        if minimumCapacity > CompositionalSolver.maximumCells {
            let held = minimumCapacity == Int.max ? "more than \(Int.max)" : "\(minimumCapacity)"
            throw o.fail("count", "nested counts put \(held) items in one group; at most \(CompositionalSolver.maximumCells)")
        }
    }
}

extension NSCollectionLayoutBoundarySupplementaryItem: Decodable {
    public init(from decoder: any Decoder) throws {
        let o = try SpecObject(decoder, allowed: ["kind", "size", "alignment", "pinToVisibleBounds", "extendsBoundary",
                                                  "zIndex"], what: "a boundary supplementary item")
        self.init(layoutSize: try o.required("size"), elementKind: try o.required("kind"),
                  alignment: try o.word("alignment", NSRectAlignment.self) ?? .top,
                  pinToVisibleBounds: try o.optional("pinToVisibleBounds") ?? false,
                  extendsBoundary: try o.optional("extendsBoundary") ?? true,
                  zIndex: try o.optional("zIndex") ?? 0)
    }
}

extension NSCollectionLayoutDecorationItem: Decodable {
    public init(from decoder: any Decoder) throws {
        let o = try SpecObject(decoder, allowed: ["kind", "contentInsets", "zIndex"], what: "a decoration item")
        self.init(elementKind: try o.required("kind"), contentInsets: try o.optional("contentInsets") ?? .zero,
                  zIndex: try o.optional("zIndex") ?? 0)
    }
}

extension VisibleItemsEffect: Decodable {
    public init(from decoder: any Decoder) throws {
        let o = try SpecObject(decoder, allowed: ["minimumScale", "minimumAlpha", "maximumRotation", "falloff"],
                               what: "visibleItemsEffect")
        self.init(minimumScale: try o.number("minimumScale", default: 1, in: 0...1)!,
                  minimumAlpha: try o.number("minimumAlpha", default: 1, in: 0...1)!,
                  maximumRotation: try o.number("maximumRotation", default: 0, in: -6.3...6.3)!,
                  falloff: try o.number("falloff", in: 1...1e7))
    }
}

extension NSCollectionLayoutSection: Decodable {
    static let keys = ["group", "interGroupSpacing", "contentInsets", "boundarySupplementaryItems", "decorationItems",
                       "orthogonalScrollingBehavior", "visibleItemsEffect"]

    public init(from decoder: any Decoder) throws {
        let o = try SpecObject(decoder, allowed: Self.keys + ["items"], what: "a section")
        let boundary: [NSCollectionLayoutBoundarySupplementaryItem] = try o.optional("boundarySupplementaryItems") ?? []
        let decorations: [NSCollectionLayoutDecorationItem] = try o.optional("decorationItems") ?? []
        self.init(group: try o.required("group"), interGroupSpacing: try o.number("interGroupSpacing", default: 0)!,
                  contentInsets: try o.optional("contentInsets") ?? .zero,
                  boundarySupplementaryItems: boundary, decorationItems: decorations,
                  orthogonalScrollingBehavior: try o.word("orthogonalScrollingBehavior",
                                                          UICollectionLayoutSectionOrthogonalScrollingBehavior.self) ?? .none,
                  visibleItemsEffect: try o.optional("visibleItemsEffect"))
        // Supplementary views are found by (kind, index path): kinds must differ within a section.
        var kinds = Set<String>()
        for (k, b) in boundary.enumerated() where !kinds.insert(b.elementKind).inserted {
            throw DecodingError.dataCorrupted(.init(
                codingPath: o.c.codingPath + [SpecKey("boundarySupplementaryItems"), SpecKey("[\(k)]"), SpecKey("kind")],
                debugDescription: "kind '\(b.elementKind)' is used twice in this section"))
        }
        for badge in CompositionalLayout.badgeKinds(group) where kinds.contains(badge) {
            throw o.fail("group", "badge kind '\(badge)' is also a header or footer kind of this section")
        }
        var decorationKinds = Set<String>()
        for (k, d) in decorations.enumerated() where !decorationKinds.insert(d.elementKind).inserted {
            throw DecodingError.dataCorrupted(.init(
                codingPath: o.c.codingPath + [SpecKey("decorationItems"), SpecKey("[\(k)]"), SpecKey("kind")],
                debugDescription: "kind '\(d.elementKind)' is used twice in this section"))
        }
    }
}

extension CompositionalSpec.Section: Decodable {
    /// The section's keys and `items` side by side.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: SpecKey.self)
        let items = try c.decodeIfPresent(Int.self, forKey: SpecKey("items"))
        if let n = items, n < 0 || n > 100_000_000 {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [SpecKey("items")],
                                                    debugDescription: "expected a whole number in 0…100000000, got \(n)"))
        }
        self.init(items: items, try NSCollectionLayoutSection(from: decoder))
    }
}

extension UICollectionViewCompositionalLayoutConfiguration: Decodable {
    public init(from decoder: any Decoder) throws {
        let o = try SpecObject(decoder, allowed: ["scrollDirection", "interSectionSpacing", "boundarySupplementaryItems"],
                               what: "the configuration")
        self.init(scrollDirection: try o.optional("scrollDirection") ?? .vertical,
                  interSectionSpacing: try o.number("interSectionSpacing", default: 0)!,
                  boundarySupplementaryItems: try o.optional("boundarySupplementaryItems") ?? [])
    }
}

extension CompositionalSpec: Decodable {
    public init(from decoder: any Decoder) throws {
        let o = try SpecObject(decoder, allowed: ["name", "configuration", "sections"], what: "the spec")
        let sections: [Section] = try o.required("sections")
        if sections.isEmpty { throw o.fail("sections", "expected at least one section") }
        self.init(name: try o.optional("name"), configuration: try o.optional("configuration") ?? .init(),
                  sections: sections)
        let globalKinds = Set(configuration.boundarySupplementaryItems.map(\.elementKind))
        if globalKinds.count != configuration.boundarySupplementaryItems.count {
            throw o.fail("configuration", "a global header or footer kind is used twice")
        }
        // Global views sit at index path [0, 0], like UIKit's: their kinds must differ from section 0's.
        for (s, entry) in sections.enumerated() {
            let kinds = entry.section.boundarySupplementaryItems.map(\.elementKind) + CompositionalLayout.badgeKinds(entry.section.group)
            if let k = kinds.first(where: { globalKinds.contains($0) }) {
                throw DecodingError.dataCorrupted(.init(codingPath: o.c.codingPath + [SpecKey("sections"), SpecKey("[\(s)]")],
                                                        debugDescription: "kind '\(k)' is also a global header or footer kind"))
            }
        }
    }
}
