import Testing
import TestSupport
@testable import PlaygroundCore

/// The Cassowary solver (Badros, Borning & Stuckey, ACM TOCHI 2001): the paper's running example, its hierarchy,
/// and invariants over seeded random systems.
@Suite struct ConstraintSolverTests {
    func near(_ a: Double, _ b: Double, _ tol: Double = 1e-6) -> Bool { abs(a - b) <= tol }

    /// The paper's running example (§2): a segment's left end `xl`, right end `xr` and midpoint `xm` on a line,
    /// `2·xm = xl + xr`, `xl + 10 ≤ xr`, `xr ≤ 100`, `xl ≥ 0`, weak stays on the ends and a strong edit of the
    /// midpoint, the interaction the paper describes (dragging the midpoint).
    @Test func midpointExampleWithStaysAndAnEditedMidpoint() throws {
        let s = ConstraintSolver()
        let xl = SolverVariable("xl"), xm = SolverVariable("xm"), xr = SolverVariable("xr")
        try s.add(LinearConstraint(2 * xm, .equal, xl + xr))
        try s.add(LinearConstraint(xl + 10, .lessThanOrEqual, LinearExpression(xr)))
        try s.add(LinearConstraint(LinearExpression(xr), .lessThanOrEqual, LinearExpression(constant: 100)))
        try s.add(LinearConstraint(LinearExpression(xl), .greaterThanOrEqual, LinearExpression(constant: 0)))
        // Stays (weak): the ends where they were, 10 and 90.
        try s.add(LinearConstraint(xl - 10, .equal, strength: .weak))
        try s.add(LinearConstraint(xr - 90, .equal, strength: .weak))
        #expect(near(xl.value, 10) && near(xr.value, 90) && near(xm.value, 50))

        try s.addEditVariable(xm, strength: .strong)
        // Midpoint to 60: both stays cannot hold (xl + xr = 120); the weak errors add up to 20 whichever end moves.
        try s.suggestValue(60, for: xm)
        #expect(near(xm.value, 60) && near(xl.value + xr.value, 120))
        #expect(near(abs(xl.value - 10) + abs(xr.value - 90), 20))
        // Midpoint to 90: xr ≤ 100 and xr − xl ≥ 10 give xr ∈ [95, 100], xl = 180 − xr; errors (xl − 10) + (xr − 90) = 80.
        try s.suggestValue(90, for: xm)
        #expect(near(xm.value, 90) && near(xl.value + xr.value, 180))
        #expect(xr.value <= 100 + 1e-9 && xr.value - xl.value >= 10 - 1e-9)
        #expect(near((xl.value - 10) + (xr.value - 90), 80))
        // Midpoint to −20: the required constraints bound it at 5 (xl = 0, xr = 10), the strong edit loses.
        try s.suggestValue(-20, for: xm)
        #expect(near(xm.value, 5) && near(xl.value, 0) && near(xr.value, 10))
        // Back to 50: everything holds again.
        try s.suggestValue(50, for: xm)
        #expect(near(xl.value, 10) && near(xr.value, 90) && near(xm.value, 50))
        // Ending the edit leaves the stays: the same solution.
        try s.removeEditVariable(xm)
        #expect(near(xl.value, 10) && near(xr.value, 90) && near(xm.value, 50))
    }

    /// Symbolic weights (§2.1): one strong constraint beats any number of weak ones, where a single weighted sum
    /// would let 100 weak votes win.
    @Test func strongerLevelBeatsAnyNumberOfWeakerConstraints() throws {
        let s = ConstraintSolver()
        let x = SolverVariable("x")
        try s.add(LinearConstraint(x - 10, .equal, strength: .strong))
        try s.add(LinearConstraint(x - 0, .equal, strength: ConstraintStrength(250, weight: 100)))
        #expect(near(x.value, 10))
        // Within a level, weights decide: weight 3 at 0 against weight 1 at 10 and the strong one removed.
        let y = SolverVariable("y")
        try s.add(LinearConstraint(y - 0, .equal, strength: ConstraintStrength(500, weight: 3)))
        try s.add(LinearConstraint(y - 10, .equal, strength: .medium))
        #expect(near(y.value, 0))
    }

    @Test func unsatisfiableRequiredConstraintIsRefusedAndNothingChanges() throws {
        let s = ConstraintSolver()
        let x = SolverVariable("x")
        let low = LinearConstraint(x - 10, .greaterThanOrEqual)
        try s.add(low)
        try s.add(LinearConstraint(x - 12, .equal, strength: .weak))
        #expect(near(x.value, 12))
        #expect(throws: ConstraintSolver.Failure.self) { try s.add(LinearConstraint(x - 5, .lessThanOrEqual)) }
        #expect(s.constraintCount == 2 && near(x.value, 12))
        #expect(throws: ConstraintSolver.Failure.duplicateConstraint) { try s.add(low) }
        try s.add(LinearConstraint(x - 11, .equal))
        #expect(near(x.value, 11))
    }

    @Test func removingAConstraintRestoresTheSolution() throws {
        let s = ConstraintSolver()
        let a = SolverVariable("a"), b = SolverVariable("b")
        try s.add(LinearConstraint(a + b - 100, .equal))
        try s.add(LinearConstraint(a - 30, .equal, strength: .medium))
        #expect(near(a.value, 30) && near(b.value, 70))
        let pin = LinearConstraint(b - 20, .equal)
        try s.add(pin)
        #expect(near(a.value, 80) && near(b.value, 20))
        try s.remove(pin)
        #expect(near(a.value, 30) && near(b.value, 70))
        #expect(throws: ConstraintSolver.Failure.unknownConstraint) { try s.remove(pin) }
    }

    /// A width between a minimum and a maximum, as Auto Layout's inequalities: a weak wish outside is clamped.
    @Test func inequalitiesClampAPreference() throws {
        let s = ConstraintSolver()
        let w = SolverVariable("w")
        try s.add(LinearConstraint(w - 40, .greaterThanOrEqual))
        try s.add(LinearConstraint(w - 200, .lessThanOrEqual))
        let wish = LinearConstraint(w - 500, .equal, strength: .weak)
        try s.add(wish)
        #expect(near(w.value, 200))
        try s.remove(wish)
        try s.add(LinearConstraint(w - 0, .equal, strength: .weak))
        #expect(near(w.value, 40))
    }

    /// Invariants over seeded random systems: required constraints built around a known feasible point always hold;
    /// the incremental solver (constraints added, some removed, edits suggested) reaches the same optimal error per
    /// level as a fresh solver given the final constraints at once.
    @Test func randomSystemsHoldTheirRequiredConstraintsAndMatchAFreshSolve() throws {
        try withEverySeed(0..<40) { seed, rng in
            let n = Int.random(in: 2...6, using: &rng)
            let vars = (0..<n).map { SolverVariable("x\($0)") }
            let point = (0..<n).map { _ in Double(Int.random(in: -50...50, using: &rng)) }
            var kept: [LinearConstraint] = []
            let solver = ConstraintSolver()
            for _ in 0..<Int.random(in: 3...12, using: &rng) {
                var e = LinearExpression()
                var atPoint = 0.0
                for i in 0..<n where Bool.random(using: &rng) {
                    let c = Double(Int.random(in: -3...3, using: &rng))
                    e.add(vars[i], c)
                    atPoint += c * point[i]
                }
                let required = Int.random(in: 0..<3, using: &rng) == 0
                let relation: LinearConstraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
                // Required ones hold at `point`; preferred ones ask for anything.
                let target = required ? atPoint + (relation == .lessThanOrEqual ? 5 : relation == .greaterThanOrEqual ? -5 : 0)
                                      : Double(Int.random(in: -80...80, using: &rng))
                let levels: [ConstraintStrength] = [.strong, .medium, .weak]
                let c = LinearConstraint(e - target, relation, strength: required ? .required : levels.randomElement(using: &rng)!)
                try solver.add(c)
                kept.append(c)
            }
            // Remove a few at random.
            for _ in 0..<Int.random(in: 0...3, using: &rng) where !kept.isEmpty {
                let i = Int.random(in: 0..<kept.count, using: &rng)
                try solver.remove(kept.remove(at: i))
            }
            for c in kept where c.strength.isRequired {
                #expect(c.isSatisfied(tolerance: 1e-6), "seed \(seed): \(c) violated")
            }
            let incremental = Self.errors(kept)
            let fresh = ConstraintSolver()
            let copies = kept.map { LinearConstraint($0.expression, $0.relation, strength: $0.strength) }
            for c in copies { try fresh.add(c) }
            let once = Self.errors(copies)
            for (a, b) in zip(incremental, once) {
                #expect(abs(a - b) <= 1e-6 * max(1, abs(a)), "seed \(seed): errors \(incremental) vs fresh \(once)")
            }
        }
    }

    /// Random required constraints that often contradict each other: each refused one leaves the solver as it was,
    /// so the accepted ones always hold, and the solution's errors equal a fresh solve of the accepted constraints.
    @Test func refusedConstraintsLeaveTheSolverAsItWas() throws {
        var refused = 0
        try withEverySeed(0..<60) { seed, rng in
            let n = Int.random(in: 2...5, using: &rng)
            let vars = (0..<n).map { SolverVariable("x\($0)") }
            var kept: [LinearConstraint] = []
            let solver = ConstraintSolver()
            for _ in 0..<Int.random(in: 3...14, using: &rng) {
                var e = LinearExpression()
                for i in 0..<n where Bool.random(using: &rng) { e.add(vars[i], Double(Int.random(in: -3...3, using: &rng))) }
                let relation: LinearConstraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
                let levels: [ConstraintStrength] = [.required, .required, .required, .strong, .medium, .weak]
                let c = LinearConstraint(e - Double(Int.random(in: -50...50, using: &rng)), relation,
                                         strength: levels.randomElement(using: &rng)!)
                do {
                    try solver.add(c)
                    kept.append(c)
                } catch {
                    refused += 1
                    #expect(c.strength.isRequired, "seed \(seed): a preferred constraint was refused")
                }
                for k in kept where k.strength.isRequired {
                    #expect(k.isSatisfied(tolerance: 1e-6), "seed \(seed): \(k) violated")
                }
            }
            let incremental = Self.errors(kept)
            let copies = kept.map { LinearConstraint($0.expression, $0.relation, strength: $0.strength) }
            let fresh = ConstraintSolver()
            for c in copies { try fresh.add(c) }
            for (a, b) in zip(incremental, Self.errors(copies)) {
                #expect(abs(a - b) <= 1e-6 * max(1, abs(a)), "seed \(seed)")
            }
        }
        #expect(refused > 20)   // the systems do contradict themselves
    }

    /// The weighted error of the preferred constraints at each level, strongest first.
    static func errors(_ constraints: [LinearConstraint]) -> [Double] {
        var byLevel: [Double: Double] = [:]
        for c in constraints where !c.strength.isRequired {
            let v = c.expression.value
            let error = switch c.relation {
            case .equal: abs(v)
            case .lessThanOrEqual: max(0, v)
            case .greaterThanOrEqual: max(0, -v)
            }
            byLevel[c.strength.level, default: 0] += c.strength.weight * error
        }
        return [750.0, 500, 250].map { byLevel[$0] ?? 0 }
    }
}
