/// A variable of a ``ConstraintSolver``: an unknown the solver gives a value (a view's left edge, its width, …).
///
/// Identity is the object; `name` is only for messages and tests.
public final class SolverVariable: Hashable, CustomStringConvertible {
    public let name: String
    /// The value the solver gave it at its last change (0 until the variable is in a constraint).
    public internal(set) var value: Double = 0

    public init(_ name: String = "") { self.name = name }

    public static func == (a: SolverVariable, b: SolverVariable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name.isEmpty ? "variable" : name }
}

/// A linear expression `c + Σ aᵢ·xᵢ` over solver variables.
///
///     let e = 2 * x + y - 10   // LinearExpression: terms [x: 2, y: 1], constant −10
public struct LinearExpression: CustomStringConvertible {
    /// The variables and their coefficients, in the order first added.
    public private(set) var terms: [(variable: SolverVariable, coefficient: Double)]
    public var constant: Double

    public init(_ terms: [(SolverVariable, Double)] = [], constant: Double = 0) {
        self.terms = []
        self.constant = constant
        for (v, c) in terms { add(v, c) }
    }

    public init(_ variable: SolverVariable) { self.init([(variable, 1)]) }

    public init(constant: Double) { self.init([], constant: constant) }

    /// Adds `coefficient · variable`, merging with an existing term.
    public mutating func add(_ variable: SolverVariable, _ coefficient: Double) {
        if let i = terms.firstIndex(where: { $0.variable === variable }) {
            terms[i].coefficient += coefficient
        } else {
            terms.append((variable, coefficient))
        }
    }

    /// The expression's value with the variables' current values.
    public var value: Double { terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value } }

    public var description: String {
        var parts = terms.map { "\($0.coefficient)·\($0.variable)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        var r = a
        for t in b.terms { r.add(t.variable, t.coefficient) }
        r.constant += b.constant
        return r
    }

    public static func * (k: Double, a: LinearExpression) -> LinearExpression {
        LinearExpression(a.terms.map { ($0.variable, k * $0.coefficient) }, constant: k * a.constant)
    }

    public static prefix func - (a: LinearExpression) -> LinearExpression { -1 * a }
    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + (-b) }
    public static func + (a: LinearExpression, k: Double) -> LinearExpression { a + LinearExpression(constant: k) }
    public static func - (a: LinearExpression, k: Double) -> LinearExpression { a + LinearExpression(constant: -k) }
}

extension SolverVariable {
    public static func * (k: Double, v: SolverVariable) -> LinearExpression { LinearExpression([(v, k)]) }
    public static func + (v: SolverVariable, k: Double) -> LinearExpression { LinearExpression(v) + k }
    public static func - (v: SolverVariable, k: Double) -> LinearExpression { LinearExpression(v) - k }
    public static func + (a: SolverVariable, b: SolverVariable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
    public static func - (a: SolverVariable, b: SolverVariable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
    public static func + (a: LinearExpression, b: SolverVariable) -> LinearExpression { a + LinearExpression(b) }
    public static func - (a: LinearExpression, b: SolverVariable) -> LinearExpression { a - LinearExpression(b) }
}

/// How strongly a constraint holds. Required constraints always hold (or are refused); the others are satisfied
/// as well as possible, a stronger one before any number of weaker ones: the paper's symbolic weights
/// (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm", ACM TOCHI 8(4),
/// 2001, §2.1: a constraint hierarchy compared lexicographically), with a `weight` among constraints of one level.
///
/// Levels are numbers: larger is stronger; `required` (1000) and above always hold. The named levels are the
/// paper's strong, medium and weak.
public struct ConstraintStrength: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var level: Double
    /// Within a level: an error counts `weight` times (the paper's weighted-sum-better comparator).
    public var weight: Double

    public init(_ level: Double, weight: Double = 1) {
        self.level = level
        self.weight = weight
    }

    public static let required = ConstraintStrength(1000)
    public static let strong = ConstraintStrength(750)
    public static let medium = ConstraintStrength(500)
    public static let weak = ConstraintStrength(250)

    public var isRequired: Bool { level >= 1000 }
    public static func < (a: ConstraintStrength, b: ConstraintStrength) -> Bool {
        (a.level, a.weight) < (b.level, b.weight)
    }
    public var description: String { isRequired ? "required" : "\(level)" + (weight == 1 ? "" : "×\(weight)") }
}

/// A linear constraint `expression relation 0` at a strength.
///
///     LinearConstraint(x - y, .greaterThanOrEqual, strength: .required)   // x ≥ y
public final class LinearConstraint: CustomStringConvertible {
    /// How the expression compares with zero: `= 0`, `≤ 0` or `≥ 0`.
    public enum Relation: Sendable { case equal, lessThanOrEqual, greaterThanOrEqual }
    public let expression: LinearExpression
    public let relation: Relation
    public let strength: ConstraintStrength

    public init(_ expression: LinearExpression, _ relation: Relation, strength: ConstraintStrength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// `lhs relation rhs`.
    public convenience init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                            strength: ConstraintStrength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    /// Whether the constraint holds with the variables' current values, within `tolerance`.
    public func isSatisfied(tolerance: Double = 1e-6) -> Bool {
        let v = expression.value
        switch relation {
        case .equal: return abs(v) <= tolerance
        case .lessThanOrEqual: return v <= tolerance
        case .greaterThanOrEqual: return v >= -tolerance
        }
    }

    public var description: String {
        let op = switch relation { case .equal: "==" ; case .lessThanOrEqual: "<=" ; case .greaterThanOrEqual: ">=" }
        return "\(expression) \(op) 0 (\(strength))"
    }
}
