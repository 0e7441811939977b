/// An incremental solver of linear equalities and inequalities with required and preferred constraints: the
/// Cassowary algorithm (Greg J. Badros, Alan Borning and Peter J. Stuckey, "The Cassowary Linear Arithmetic Constraint
/// Solving Algorithm", ACM Transactions on Computer-Human Interaction 8(4), 2001, pp. 267–306), written for this
/// project from the paper.
///
/// As in the paper: the constraints live in a simplex tableau in basic feasible solved form (§3); a preferred
/// constraint gets error variables whose weighted sum, compared lexicographically level by level (the paper's
/// symbolic weights, §2.1 and §4), is the objective the primal simplex minimises (§3.2, "Optimization"); a constraint
/// is added incrementally, through an artificial variable when no subject is at hand (§3.3); removed through its
/// marker variable (§3.4); and an edit variable's new value is a change of constants repaired by the dual simplex
/// (§3.5, "Resolving"). Bland's rule (the smallest symbol first) picks pivots, so the solver never cycles and its
/// choices never depend on hashing.
///
///     let solver = ConstraintSolver()
///     let l = SolverVariable("left"), r = SolverVariable("right"), m = SolverVariable("mid")
///     try solver.add(LinearConstraint(2 * m, .equal, l + r))           // the paper's midpoint example
///     try solver.add(LinearConstraint(l + 10, .lessThanOrEqual, LinearExpression(r)))
///     try solver.add(LinearConstraint(LinearExpression(r), .lessThanOrEqual, LinearExpression(constant: 100)))
///     try solver.add(LinearConstraint(LinearExpression(l), .greaterThanOrEqual, LinearExpression(constant: 0)))
///     // l, m, r now hold a solution: 0 ≤ l, l + 10 ≤ r ≤ 100, m = (l + r) / 2
///
/// Complexity: each change pivots a few times in practice; a pivot costs O(rows × row length).
public final class ConstraintSolver {
    /// Why the solver refused a change; after a refusal the solver is as it was before the call.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// A required constraint contradicts the required ones already added (nothing was changed).
        case unsatisfiable(String)
        case duplicateConstraint, unknownConstraint, duplicateEditVariable, unknownEditVariable
        /// Edit variables must be preferred (the paper's edits are strong, never required).
        case requiredEditVariable
        /// An objective without a lower bound: a bug in the solver, never a property of constraints.
        case internalError(String)

        public var description: String {
            switch self {
            case .unsatisfiable(let c): return "unsatisfiable required constraint: \(c)"
            case .duplicateConstraint: return "the constraint was already added"
            case .unknownConstraint: return "the constraint was never added"
            case .duplicateEditVariable: return "the variable is already an edit variable"
            case .unknownEditVariable: return "the variable is not an edit variable"
            case .requiredEditVariable: return "an edit variable cannot be required"
            case .internalError(let s): return "internal solver error: \(s)"
            }
        }
    }

    /// A tableau column: a user variable (unrestricted), or the solver's own slack, error (both ≥ 0) or dummy (= 0).
    struct Symbol: Hashable, Comparable {
        enum Kind { case external, slack, error, dummy }
        let id: Int
        let kind: Kind
        static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
    }

    /// The symbols that stand for one constraint: its marker (slack, dummy or positive error) and, for a preferred
    /// constraint, its other error.
    struct Tag {
        var marker: Symbol
        var other: Symbol?
    }

    struct Edit {
        var constraint: LinearConstraint
        var tag: Tag
        var constant: Double
    }

    private var nextID = 0
    private var rows: [Symbol: Row] = [:]
    private var variables: [SolverVariable: Symbol] = [:]
    private var constraints: [ObjectIdentifier: (constraint: LinearConstraint, tag: Tag)] = [:]
    private var edits: [SolverVariable: Edit] = [:]
    private var objective = Objective()
    private var artificial: Objective?
    private var infeasible: [Symbol] = []

    public init() {}

    /// The constraints added and not removed.
    public var constraintCount: Int { constraints.count }

    public func contains(_ constraint: LinearConstraint) -> Bool { constraints[ObjectIdentifier(constraint)] != nil }

    /// Adds a constraint and re-solves; a required one that contradicts the others throws `unsatisfiable` and leaves
    /// the solver as it was.
    public func add(_ constraint: LinearConstraint) throws {
        let key = ObjectIdentifier(constraint)
        guard constraints[key] == nil else { throw Failure.duplicateConstraint }
        // A required constraint may be refused after phase one has pivoted: the tableau is restored then (copies
        // are lazy, so this costs nothing until a row changes).
        let saved = (rows, objective, infeasible)
        let (created, tag) = createRow(constraint)
        var row = created
        var subject = chooseSubject(row, tag)
        if subject == nil && row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard Row.nearZero(row.constant) else { throw Failure.unsatisfiable(constraint.description) }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            rows[subject] = row
        } else {
            guard try addWithArtificialVariable(row) else {
                (rows, objective, infeasible) = saved
                artificial = nil
                updateVariables()
                throw Failure.unsatisfiable(constraint.description)
            }
        }
        constraints[key] = (constraint, tag)
        try optimize(artificialObjective: false)
        updateVariables()
    }

    /// Removes a constraint and re-solves.
    public func remove(_ constraint: LinearConstraint) throws {
        guard let (_, tag) = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw Failure.unknownConstraint
        }
        if tag.marker.kind == .error { removeErrorEffects(tag.marker, constraint.strength) }
        if let other = tag.other, other.kind == .error { removeErrorEffects(other, constraint.strength) }
        if rows.removeValue(forKey: tag.marker) == nil {
            guard let leaving = markerLeavingRow(tag.marker), var row = rows.removeValue(forKey: leaving) else {
                throw Failure.internalError("no row leaves for a removed constraint's marker")
            }
            row.solve(leaving, for: tag.marker)
            substitute(tag.marker, row)
        }
        try optimize(artificialObjective: false)
        updateVariables()
    }

    /// Makes `variable` an edit variable (the paper's `addEditVar`): `suggestValue(_:for:)` then pulls it towards
    /// a value at `strength`.
    public func addEditVariable(_ variable: SolverVariable, strength: ConstraintStrength) throws {
        guard edits[variable] == nil else { throw Failure.duplicateEditVariable }
        guard !strength.isRequired else { throw Failure.requiredEditVariable }
        let constraint = LinearConstraint(LinearExpression(variable), .equal, strength: strength)
        try add(constraint)
        edits[variable] = Edit(constraint: constraint, tag: constraints[ObjectIdentifier(constraint)]!.tag, constant: 0)
    }

    public func removeEditVariable(_ variable: SolverVariable) throws {
        guard let edit = edits.removeValue(forKey: variable) else { throw Failure.unknownEditVariable }
        try remove(edit.constraint)
    }

    public func hasEditVariable(_ variable: SolverVariable) -> Bool { edits[variable] != nil }

    /// Suggests a new value for an edit variable and re-solves with the dual simplex (the paper's `resolve`, §3.5).
    public func suggestValue(_ value: Double, for variable: SolverVariable) throws {
        guard var edit = edits[variable] else { throw Failure.unknownEditVariable }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        let marker = edit.tag.marker
        if rows[marker] != nil {
            if rows[marker]!.add(-delta) < 0 { infeasible.append(marker) }
        } else if let other = edit.tag.other, rows[other] != nil {
            if rows[other]!.add(delta) < 0 { infeasible.append(other) }
        } else {
            for key in rows.keys.sorted() {
                let c = rows[key]!.coefficient(marker)
                if c != 0, rows[key]!.add(delta * c) < 0, key.kind != .external { infeasible.append(key) }
            }
        }
        try dualOptimize()
        updateVariables()
    }

    // MARK: - The tableau

    private func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextID += 1
        return Symbol(id: nextID, kind: kind)
    }

    private func symbol(for variable: SolverVariable) -> Symbol {
        if let s = variables[variable] { return s }
        let s = newSymbol(.external)
        variables[variable] = s
        return s
    }

    /// The constraint as a row over nonbasic symbols (basic ones substituted), with its slack, error or dummy
    /// symbols (§3.1, "augmented simplex form"), its constant non-negative.
    private func createRow(_ constraint: LinearConstraint) -> (Row, Tag) {
        let e = constraint.expression
        var row = Row(constant: e.constant)
        for (v, c) in e.terms where !Row.nearZero(c) {
            let s = symbol(for: v)
            if let basic = rows[s] { row.insert(basic, c) } else { row.insert(s, c) }
        }
        let strength = constraint.strength
        var tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // e ≤ 0 ⇔ e + slack = 0; e ≥ 0 ⇔ e − slack = 0; an error of the other sign measures the violation.
            let k: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag = Tag(marker: slack)
            row.insert(slack, k)
            if !strength.isRequired {
                let error = newSymbol(.error)
                tag.other = error
                row.insert(error, -k)
                objective.insert(error, strength)
            }
        case .equal:
            if strength.isRequired {
                let dummy = newSymbol(.dummy)
                tag = Tag(marker: dummy)
                row.insert(dummy, 1)
            } else {
                // e = e⁺ − e⁻, both errors minimised.
                let plus = newSymbol(.error), minus = newSymbol(.error)
                tag = Tag(marker: plus, other: minus)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength)
                objective.insert(minus, strength)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// A symbol the new row can be solved for while the tableau stays feasible: a user variable (unrestricted), else
    /// the constraint's own slack or error with a negative coefficient (§3.3).
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let s = row.cells.keys.filter({ $0.kind == .external }).min() { return s }
        for s in [tag.marker, tag.other].compactMap({ $0 }) where s.kind == .slack || s.kind == .error {
            if row.coefficient(s) < 0 { return s }
        }
        return nil
    }

    /// Phase one with an artificial variable (§3.3): minimise it; the row is satisfiable when it reaches zero.
    private func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = newSymbol(.slack)
        rows[art] = row
        artificial = Objective(row: row)
        try optimize(artificialObjective: true)
        let success = Row.nearZero(artificial!.levels[0]?.constant ?? 0)
        artificial = nil
        if var basic = rows.removeValue(forKey: art) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.cells.keys.filter({ $0.kind == .slack || $0.kind == .error }).min() else {
                return false
            }
            basic.solve(art, for: entering)
            substitute(entering, basic)
            rows[entering] = basic
        }
        for key in Array(rows.keys) { rows[key]!.cells[art] = nil }
        objective.remove(art)
        return success
    }

    /// Replaces `symbol` by `row` everywhere; a restricted basic symbol driven negative is infeasible.
    private func substitute(_ symbol: Symbol, _ row: Row) {
        for key in Array(rows.keys) {
            rows[key]!.substitute(symbol, row)
            if key.kind != .external && rows[key]!.constant < 0 { infeasible.append(key) }
        }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    private func pivot(leaving: Symbol, entering: Symbol) {
        var row = rows.removeValue(forKey: leaving)!
        row.solve(leaving, for: entering)
        substitute(entering, row)
        rows[entering] = row
    }

    /// The primal simplex (§3.2): while some symbol's objective coefficient is (lexicographically) negative, pivot it
    /// in against the row that bounds it first.
    private func optimize(artificialObjective: Bool) throws {
        while true {
            let goal = artificialObjective ? artificial! : objective
            guard let entering = goal.symbols.first(where: { $0.kind != .dummy && goal.sign(of: $0) < 0 }) else {
                return
            }
            var best: (ratio: Double, symbol: Symbol)?
            for (key, row) in rows where key.kind != .external {
                let c = row.coefficient(entering)
                guard c < 0 else { continue }
                let ratio = -row.constant / c
                if best == nil || ratio < best!.ratio || (ratio == best!.ratio && key < best!.symbol) {
                    best = (ratio, key)
                }
            }
            guard let leaving = best?.symbol else { throw Failure.internalError("the objective is unbounded") }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The dual simplex (§3.5): each infeasible row leaves for the symbol whose objective ratio is smallest.
    private func dualOptimize() throws {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var best: (ratio: [Double], symbol: Symbol)?
            for s in row.cells.keys.sorted() where s.kind != .dummy {
                let c = row.cells[s]!
                guard c > 0 else { continue }
                let ratio = objective.coefficients(of: s).map { $0 / c }
                if best == nil || Objective.lexicographicallyLess(ratio, best!.ratio) { best = (ratio, s) }
            }
            guard let entering = best?.symbol else { throw Failure.internalError("the dual simplex found no entering symbol") }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The row a removed constraint's nonbasic marker pivots into (§3.4): the restricted row it bounds first, else
    /// any restricted row, else a user variable's row.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (Double, Symbol)?, second: (Double, Symbol)?, third: Symbol?
        for key in rows.keys.sorted() {
            let row = rows[key]!
            let c = row.coefficient(marker)
            if c == 0 { continue }
            if key.kind == .external {
                if third == nil { third = key }
            } else if c < 0 {
                let r = -row.constant / c
                if first == nil || r < first!.0 { first = (r, key) }
            } else {
                let r = row.constant / c
                if second == nil || r < second!.0 { second = (r, key) }
            }
        }
        return first?.1 ?? second?.1 ?? third
    }

    private func removeErrorEffects(_ error: Symbol, _ strength: ConstraintStrength) {
        if let row = rows[error] {
            objective.insert(row, -strength.weight, level: strength.level)
        } else {
            objective.insert(error, ConstraintStrength(strength.level, weight: -strength.weight))
        }
    }

    private func updateVariables() {
        for (v, s) in variables { v.value = rows[s]?.constant ?? 0 }
    }
}
