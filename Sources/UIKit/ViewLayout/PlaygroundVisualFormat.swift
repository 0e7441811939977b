import Foundation

/// The visual format language (Apple, Auto Layout Guide, "Visual Format Language", whose grammar this parser
/// follows):
///
///     <visualFormatString> ::= (<orientation>:)? (<superview><connection>)? <view>(<connection><view>)*
///                              (<connection><superview>)?
///     <orientation> ::= H | V              <superview> ::= |
///     <view> ::= [<viewName>(<predicateListWithParens>)?]
///     <connection> ::= e | -<predicateList>- | -
///     <predicateList> ::= <simplePredicate> | <predicateListWithParens>
///     <simplePredicate> ::= <metricName> | <positiveNumber>
///     <predicateListWithParens> ::= (<predicate>(,<predicate>)*)
///     <predicate> ::= (<relation>)?(<objectOfPredicate>)(@<priority>)?
///     <relation> ::= == | <= | >=          <objectOfPredicate> ::= <constant> | <viewName>
///     <priority> ::= <metricName> | <number>      <constant> ::= <metricName> | <number>
///
/// What each part makes, along the string's axis (H: leading and trailing, or left and right with
/// `.directionLeftToRight`, swapped with `.directionRightToLeft`; V: top and bottom):
/// - `[a]-c-[b]`: `b.leading == a.trailing + c` (with the connection's relation and priority); `[a][b]`: c = 0;
///   `[a]-[b]`: the standard space, 8 points (decided: the space iOS puts between sibling views; Apple's guide
///   calls it "the standard space" without a number).
/// - `|-c-[a]`: `a.leading == superview.leading + c`; `[a]-c-|`: `superview.trailing == a.trailing + c`;
///   `|[a]` and `[a]|`: c = 0; `|-[a]` and `[a]-|`: the standard space to the superview's edge, taken as its
///   layout margin (`a.leading == superview.leadingMargin`; decided: iOS 8 and later measure it to the margins).
/// - `[a(>=50@750)]`: `a.width >= 50` at priority 750 (height in V); `[a(==b)]`: `a.width == b.width`.
/// - `opts` alignment: each view after the first is aligned with the one before on that attribute; an alignment
///   along the string's own axis is UIKit's exception. `.spacingBaselineToBaseline` spaces a vertical string's
///   views from last baseline to first baseline.
/// - Not in the string: no orientation means H; white space is skipped.
struct PlaygroundVisualFormat {
    /// A string UIKit would not parse: its reason, as one line.
    struct Failure: Error {
        var line: String
    }

    /// A constraint's right-hand side as written: a constant, or another view's same attribute.
    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    /// A connection: explicit predicates, the standard space (`-`), or flush (nothing).
    private enum Connection {
        case flush, standard
        case predicates([Predicate])
    }

    /// The standard space between sibling views, points (decided: see the type's documentation).
    static let standardSpace: CGFloat = 8

    let format: String
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    private let chars: [Character]
    private var position = 0

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        self.format = format
        self.options = options
        self.metrics = metrics
        self.views = views
        chars = Array(format).filter { !$0.isWhitespace }
    }

    // MARK: Building

    func constraints() throws -> [NSLayoutConstraint] {
        var parser = self
        return try parser.parse()
    }

    private mutating func parse() throws -> [NSLayoutConstraint] {
        var vertical = false
        if chars.count >= 2, chars[1] == ":", chars[0] == "H" || chars[0] == "V" {
            vertical = chars[0] == "V"
            position = 2
        }
        let axis = try Axis(vertical: vertical, options: options)
        var out: [NSLayoutConstraint] = []
        var leadingSuperview: Connection?
        if peek == "|" {
            position += 1
            leadingSuperview = try connection()
        }
        var placed: [UIView] = []
        var pending: Connection?
        while true {
            let view = try viewTerm(axis: axis, into: &out)
            if let last = placed.last, let connection = pending {
                out += try link(from: last, to: view, connection, axis: axis)
            } else if let connection = leadingSuperview {
                guard let superview = view.superview else { throw superviewFailure() }
                out += try linkSuperview(superview, leading: true, view, connection, axis: axis)
            }
            placed.append(view)
            if position >= chars.count { break }
            let connection = try connection()
            if peek == "|" {
                position += 1
                guard let superview = view.superview else { throw superviewFailure() }
                out += try linkSuperview(superview, leading: false, view, connection, axis: axis)
                guard position >= chars.count else { throw failure("Expected the end of the format string") }
                break
            }
            guard peek == "[" else { throw failure("Expected a view") }
            pending = connection
        }
        out += try align(placed, axis: axis)
        return out
    }

    /// The attributes of the string's axis.
    private struct Axis {
        var start: NSLayoutConstraint.Attribute
        var end: NSLayoutConstraint.Attribute
        var startMargin: NSLayoutConstraint.Attribute
        var endMargin: NSLayoutConstraint.Attribute
        var size: NSLayoutConstraint.Attribute
        /// Right to left: the later view is to the left (start and end swap places in the relations).
        var reversed = false
        var vertical: Bool

        init(vertical: Bool, options: NSLayoutConstraint.FormatOptions) throws {
            self.vertical = vertical
            if vertical {
                start = .top; end = .bottom; startMargin = .topMargin; endMargin = .bottomMargin; size = .height
                if options.contains(.spacingBaselineToBaseline) { start = .firstBaseline; end = .lastBaseline }
                return
            }
            size = .width
            switch options.intersection(.directionMask) {
            case .directionLeftToRight:
                start = .left; end = .right; startMargin = .leftMargin; endMargin = .rightMargin
            case .directionRightToLeft:
                start = .right; end = .left; startMargin = .rightMargin; endMargin = .leftMargin; reversed = true
            default:
                start = .leading; end = .trailing; startMargin = .leadingMargin; endMargin = .trailingMargin
            }
        }
    }

    /// `earlier … later` along the axis with `connection`: `later.start REL earlier.end + c` (right to left:
    /// `earlier.end REL later.start + c`, the left edge of the earlier view being on the right).
    private func link(from earlier: UIView, to later: UIView, _ connection: Connection, axis: Axis) throws
        -> [NSLayoutConstraint] {
        try predicates(connection, standard: Self.standardSpace).map { p in
            let c = axis.reversed
                ? NSLayoutConstraint(item: earlier, attribute: axis.end, relatedBy: p.relation, toItem: later,
                                     attribute: axis.start, multiplier: 1, constant: p.constant)
                : NSLayoutConstraint(item: later, attribute: axis.start, relatedBy: p.relation, toItem: earlier,
                                     attribute: axis.end, multiplier: 1, constant: p.constant)
            c.priority = p.priority
            return c
        }
    }

    /// The superview's edge and a view: `view.start REL superview.start + c` (leading edge),
    /// `superview.end REL view.end + c` (trailing); the standard connection is to the superview's margin.
    private func linkSuperview(_ superview: UIView, leading: Bool, _ view: UIView, _ connection: Connection,
                               axis: Axis) throws -> [NSLayoutConstraint] {
        let margin: Bool
        if case .standard = connection { margin = true } else { margin = false }
        let start = margin ? axis.startMargin : axis.start
        let end = margin ? axis.endMargin : axis.end
        return try predicates(connection, standard: 0).map { p in
            // Right to left, the leading superview edge is the view's right: the same relations, with the
            // attributes already swapped by the axis.
            let c = leading
                ? NSLayoutConstraint(item: view, attribute: axis.start, relatedBy: p.relation, toItem: superview,
                                     attribute: start, multiplier: 1, constant: axis.reversed ? -p.constant : p.constant)
                : NSLayoutConstraint(item: superview, attribute: end, relatedBy: p.relation, toItem: view,
                                     attribute: axis.end, multiplier: 1, constant: axis.reversed ? -p.constant : p.constant)
            if axis.reversed && p.relation != .equal {
                return NSLayoutConstraint(item: c.firstItem as Any, attribute: c.firstAttribute,
                                          relatedBy: p.relation == .lessThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual,
                                          toItem: c.secondItem, attribute: c.secondAttribute, multiplier: 1,
                                          constant: c.constant).withPriority(p.priority)
            }
            c.priority = p.priority
            return c
        }
    }

    private func predicates(_ connection: Connection, standard: CGFloat) throws -> [Predicate] {
        switch connection {
        case .flush: return [Predicate()]
        case .standard: return [Predicate(constant: standard)]
        case .predicates(let list):
            if list.contains(where: { $0.view != nil }) {
                throw failure("A connection's predicate cannot name a view")
            }
            return list
        }
    }

    /// Each view after the first aligned with the one before on the options' alignment attributes.
    private func align(_ placed: [UIView], axis: Axis) throws -> [NSLayoutConstraint] {
        let table: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute, Bool)] = [
            (.alignAllLeft, .left, false), (.alignAllRight, .right, false), (.alignAllLeading, .leading, false),
            (.alignAllTrailing, .trailing, false), (.alignAllCenterX, .centerX, false),
            (.alignAllTop, .top, true), (.alignAllBottom, .bottom, true), (.alignAllCenterY, .centerY, true),
            (.alignAllLastBaseline, .lastBaseline, true), (.alignAllFirstBaseline, .firstBaseline, true),
        ]
        var out: [NSLayoutConstraint] = []
        for (option, attribute, horizontalEdge) in table where options.contains(option) {
            // A horizontal string's views line up on a horizontal edge (top, bottom, centre Y, baselines); a
            // vertical one's on a vertical edge.
            guard horizontalEdge != axis.vertical else {
                throw Failure(line: "Unable to parse constraint format: Options mask required views to be aligned on "
                    + "a \(axis.vertical ? "vertical" : "horizontal") edge, which is not allowed for layout that is also "
                    + "\(axis.vertical ? "vertical" : "horizontal"). \(format)")
            }
            for (earlier, later) in zip(placed, placed.dropFirst()) {
                out.append(NSLayoutConstraint(item: later, attribute: attribute, relatedBy: .equal, toItem: earlier,
                                              attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return out
    }

    // MARK: Parsing

    private var peek: Character? { position < chars.count ? chars[position] : nil }

    private func failure(_ reason: String) -> Failure {
        let column = min(position, chars.count)
        return Failure(line: "Unable to parse constraint format: \(reason) at character \(column) of \"\(format)\"")
    }

    private func superviewFailure() -> Failure {
        Failure(line: "Unable to interpret '|' character, because the related view doesn't have a superview \(format)")
    }

    /// `[name(predicates)]`: the view, its size predicates added to `out`.
    private mutating func viewTerm(axis: Axis, into out: inout [NSLayoutConstraint]) throws -> UIView {
        guard peek == "[" else { throw failure("Expected a '[' opening a view") }
        position += 1
        let name = try identifier()
        guard let view = views[name] as? UIView else {
            throw failure("\(name) is not a key in the views dictionary")
        }
        if peek == "(" {
            for p in try predicateList() {
                let c = NSLayoutConstraint(item: view, attribute: axis.size, relatedBy: p.relation, toItem: p.view,
                                           attribute: p.view == nil ? .notAnAttribute : axis.size, multiplier: 1,
                                           constant: p.constant)
                c.priority = p.priority
                out.append(c)
            }
        }
        guard peek == "]" else { throw failure("Expected a ']' closing the view \(name)") }
        position += 1
        return view
    }

    /// What follows a view or the leading `|`: `-predicates-`, `-`, or nothing (flush).
    private mutating func connection() throws -> Connection {
        guard peek == "-" else { return .flush }
        position += 1
        if peek == "[" || peek == "|" { return .standard }
        let list: [Predicate]
        if peek == "(" {
            list = try predicateList()
        } else {
            list = [Predicate(constant: try constant(allowSign: false))]
        }
        guard peek == "-" else { throw failure("Expected a '-' after the connection's predicate") }
        position += 1
        return .predicates(list)
    }

    /// `(predicate, predicate, …)`.
    private mutating func predicateList() throws -> [Predicate] {
        position += 1  // "("
        var list: [Predicate] = []
        while true {
            list.append(try predicate())
            if peek == "," { position += 1; continue }
            guard peek == ")" else { throw failure("Expected ')' or ',' in a predicate list") }
            position += 1
            return list
        }
    }

    private mutating func predicate() throws -> Predicate {
        var p = Predicate()
        if position + 1 < chars.count, chars[position + 1] == "=", let first = peek, "=<>".contains(first) {
            p.relation = first == "<" ? .lessThanOrEqual : first == ">" ? .greaterThanOrEqual : .equal
            position += 2
        }
        if let c = peek, c.isLetter || c == "_", metrics[peekIdentifier()] == nil {
            let name = try identifier()
            guard let view = views[name] as? UIView else { throw failure("\(name) is not a key in the views or metrics dictionary") }
            p.view = view
        } else {
            p.constant = try constant(allowSign: true)
        }
        if peek == "@" {
            position += 1
            p.priority = UILayoutPriority(rawValue: Float(try constant(allowSign: false)))
        }
        return p
    }

    /// A metric's value or a number (`strtod`'s form: digits, a point, an exponent).
    private mutating func constant(allowSign: Bool) throws -> CGFloat {
        if let c = peek, c.isLetter || c == "_" {
            let name = try identifier()
            guard let value = metrics[name] else { throw failure("\(name) is not a key in the metrics dictionary") }
            guard let number = Self.number(value) else { throw failure("The metric \(name) is not a number") }
            return number
        }
        let start = position
        if allowSign, peek == "-" || peek == "+" { position += 1 }
        while let c = peek, c.isNumber || c == "." { position += 1 }
        if let c = peek, c == "e" || c == "E" {
            position += 1
            if peek == "-" || peek == "+" { position += 1 }
            while let c = peek, c.isNumber { position += 1 }
        }
        guard position > start, let value = Double(String(chars[start..<position])), value.isFinite else {
            position = start
            throw failure("Expected a number or a metric name")
        }
        return CGFloat(value)
    }

    private func peekIdentifier() -> String {
        var end = position
        while end < chars.count, chars[end].isLetter || chars[end].isNumber || chars[end] == "_" { end += 1 }
        return String(chars[position..<end])
    }

    /// A C identifier.
    private mutating func identifier() throws -> String {
        guard let c = peek, c.isLetter || c == "_" else { throw failure("Expected a view or metric name") }
        let name = peekIdentifier()
        position += name.count
        return name
    }

    /// A metric's value as a number (NSNumber, CGFloat, Double, Float, Int).
    static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }
}

extension NSLayoutConstraint {
    fileprivate func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
