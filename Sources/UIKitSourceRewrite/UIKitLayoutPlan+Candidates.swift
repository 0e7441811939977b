extension UIKitLayoutPlan {
    // MARK: - Candidates

    struct Candidate {
        var name: String
        var file: Int
        var makeable: Bool
        var why: String?
    }

    /// The leaf classes of the files that descend from a layout root.
    static func candidates(_ scans: [UIKitFileScan]) -> [Candidate] {
        var byName: [String: (UIKitFileScan.ClassInfo, Int)] = [:]
        for (i, scan) in scans.enumerated() { for c in scan.classes { byName[c.name] = (c, i) } }
        // A superclass named through a top-level typealias of the files (Blueprints' `CollectionViewFlowLayout`).
        let aliases = scans.reduce(into: [String: String]()) { $0.merge($1.typeAliases) { a, _ in a } }
        // Both walk the superclass chain without recursion and without a depth limit (a chain deeper than 32
        // loaded the wrong class, issue 38), stopping at a cycle (`class A: B`, `class B: A` does not compile).
        func root(_ name: String) -> String? {
            var current = name, seen: Set<String> = []
            while seen.insert(current).inserted {
                if layoutRoots[current] != nil { return current }
                if byName[current] == nil, let target = aliases[current] { current = target; continue }
                guard let (c, _) = byName[current], let s = c.superclass else { return nil }
                current = s
            }
            return nil
        }
        /// Whether `init()` makes the class: it declares one, or declares no designated initializer and its
        /// superclass can.
        func plainInit(_ name: String) -> Bool {
            var current = name, seen: Set<String> = []
            while seen.insert(current).inserted {
                if let canInit = layoutRoots[current] { return canInit }
                if byName[current] == nil, let target = aliases[current] { current = target; continue }
                guard let (c, _) = byName[current] else { return false }
                if c.declaresPlainInit { return true }
                if c.declaresDesignatedInit { return false }
                guard let s = c.superclass else { return false }
                current = s
            }
            return false
        }
        let layoutClasses = byName.values.filter { root($0.0.name) != nil }
        let bases = Set(layoutClasses.compactMap { $0.0.superclass })
        // A class on UICollectionViewLayout itself that overrides `collectionViewContentSize` nowhere in its chain
        // shows nothing (UICollectionViewLayout's content size is zero; Apple: "Subclasses must override this
        // property"): a base the repository's other classes build on. It is offered after the others, so the
        // first one offered can show something (a file with such a base and a flow layout subclass shows the flow).
        let sizing = ContentSizeOverrides.classes(in: scans)
        func showsNothing(_ name: String) -> Bool {
            guard root(name) == "UICollectionViewLayout" else { return false }
            var current = name, seen: Set<String> = []
            while seen.insert(current).inserted, let (c, _) = byName[current] {
                if sizing.contains(current) { return false }
                guard let s = c.superclass else { break }
                current = s
            }
            return true
        }
        return layoutClasses.filter { !bases.contains($0.0.name) }
            .sorted { (showsNothing($0.0.name) ? 1 : 0, $0.1, $0.0.line) < (showsNothing($1.0.name) ? 1 : 0, $1.1, $1.0.line) }
            .map { c, file in
                if c.isGeneric { return Candidate(name: c.name, file: file, makeable: false, why: "generic") }
                let ok = plainInit(c.name)
                return Candidate(name: c.name, file: file, makeable: ok, why: ok ? nil : "no init()")
            }
    }
}
