extension ConstraintSolver {
    /// One tableau row: `basic = constant + Σ cᵢ·sᵢ` over nonbasic symbols (or, while being built, `0 = …`).
    struct Row {
        var constant: Double
        var cells: [Symbol: Double] = [:]

        init(constant: Double = 0) { self.constant = constant }

        /// Coefficients this small are zero (the pivots' rounding).
        static func nearZero(_ v: Double) -> Bool { abs(v) < 1e-8 }

        func coefficient(_ s: Symbol) -> Double { cells[s] ?? 0 }

        mutating func add(_ v: Double) -> Double {
            constant += v
            return constant
        }

        mutating func insert(_ s: Symbol, _ c: Double = 1) {
            let n = (cells[s] ?? 0) + c
            cells[s] = Self.nearZero(n) ? nil : n
        }

        mutating func insert(_ row: Row, _ c: Double = 1) {
            constant += row.constant * c
            for (s, v) in row.cells { insert(s, v * c) }
        }

        mutating func reverseSign() {
            constant = -constant
            for key in Array(cells.keys) { cells[key]! = -cells[key]! }
        }

        /// `0 = constant + a·s + rest` becomes `s = −(constant + rest) / a`.
        mutating func solve(for s: Symbol) {
            let a = cells.removeValue(forKey: s)!
            let k = -1 / a
            constant *= k
            for key in Array(cells.keys) { cells[key]! *= k }
        }

        /// `lhs = this row` becomes `rhs = …` (rhs in the row).
        mutating func solve(_ lhs: Symbol, for rhs: Symbol) {
            insert(lhs, -1)
            solve(for: rhs)
        }

        /// Replaces `s` by `row`'s expression.
        mutating func substitute(_ s: Symbol, _ row: Row) {
            if let c = cells.removeValue(forKey: s) { insert(row, c) }
        }
    }

    /// The objective: one row per strength level; a symbol's coefficient is the vector of its coefficients, strongest
    /// level first, compared lexicographically (the paper's symbolic weights, §4).
    struct Objective {
        var levels: [Double: Row] = [:]

        init() {}

        /// A single-level objective (phase one's artificial objective).
        init(row: Row) { levels[0] = row }

        var sortedLevels: [Double] { levels.keys.sorted(by: >) }

        /// Every symbol with a coefficient at some level, smallest first (Bland's rule).
        var symbols: [Symbol] {
            var all = Set<Symbol>()
            for row in levels.values { all.formUnion(row.cells.keys) }
            return all.sorted()
        }

        mutating func insert(_ s: Symbol, _ strength: ConstraintStrength) {
            levels[strength.level, default: Row()].insert(s, strength.weight)
        }

        mutating func insert(_ row: Row, _ c: Double, level: Double) {
            levels[level, default: Row()].insert(row, c)
        }

        mutating func substitute(_ s: Symbol, _ row: Row) {
            for key in Array(levels.keys) { levels[key]!.substitute(s, row) }
        }

        mutating func remove(_ s: Symbol) {
            for key in Array(levels.keys) { levels[key]!.cells[s] = nil }
        }

        func coefficients(of s: Symbol) -> [Double] { sortedLevels.map { levels[$0]!.coefficient(s) } }

        /// −1, 0 or 1: the sign of the strongest level where `s` has a coefficient.
        func sign(of s: Symbol) -> Int {
            for level in sortedLevels {
                let c = levels[level]!.coefficient(s)
                if !Row.nearZero(c) { return c < 0 ? -1 : 1 }
            }
            return 0
        }

        static func lexicographicallyLess(_ a: [Double], _ b: [Double]) -> Bool {
            for (x, y) in zip(a, b) where !Row.nearZero(x - y) { return x < y }
            return false
        }
    }
}
