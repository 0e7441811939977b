import Testing
@testable import UIKitSourceRewrite

/// The members of its repository's types a file uses, learnt from the compiler's errors and read at the call sites
/// (UIKitPlaceholderMembers, UIKitPlaceholderTypes.Plan).
@Suite struct UIKitPlaceholderMembersTests {
    /// The compiler's `has no member` messages: instance, static, optional and existential receivers; others are not.
    @Test func missingMemberMessages() {
        #expect(UIKitPlaceholderMembers.missingMember("value of type 'ViewAnimator?' has no member 'animate'")
                    .map { [$0.type, $0.member, "\($0.isStatic)"] } == ["ViewAnimator", "animate", "false"])
        #expect(UIKitPlaceholderMembers.missingMember("value of type 'any Cancelable' has no member 'cancel'")?.type == "Cancelable")
        #expect(UIKitPlaceholderMembers.missingMember("type 'Kinds' has no member 'header'")?.isStatic == true)
        #expect(UIKitPlaceholderMembers.missingMember("value of type 'UIView.Type' has no member 'className'")?.isStatic == true)
        #expect(UIKitPlaceholderMembers.missingMember("cannot find 'x' in scope") == nil)
        #expect(UIKitPlaceholderMembers.missingMember("value of type '[Int]' has no member 'foo'") == nil)
    }

    /// A call's labels and closure literals (argument or trailing, with their parameter counts); a property read.
    @Test func theShapeOfACallSite() {
        let text = """
            a.animate { [weak self] progress, finished in
                print(progress)
            }
            cell.transform(progress: 0.5, in: (1, 2))
            b.load(url, completion: { _ in }) { x in } other: { }
            let k = Kinds.header
            """
        #expect(UIKitPlaceholderMembers.shape(of: "animate", in: text, line: 1, column: 3)
                    == .method(labels: [nil], closures: [2]))
        #expect(UIKitPlaceholderMembers.shape(of: "transform", in: text, line: 4, column: 6)
                    == .method(labels: ["progress", "in"], closures: [nil, nil]))
        #expect(UIKitPlaceholderMembers.shape(of: "load", in: text, line: 5, column: 3)
                    == .method(labels: [nil, "completion", nil, "other"], closures: [nil, 1, 1, 0]))
        #expect(UIKitPlaceholderMembers.shape(of: "header", in: text, line: 6, column: 15) == .property)
        #expect(UIKitPlaceholderMembers.shape(of: "header", in: text, line: 6, column: 1) == nil)
    }

    /// A closure passed to a placeholder's method: its body made blank, its signature, lines and columns kept.
    @Test func closureBodiesAreMadeBlank() {
        let text = "a.animate { [weak self] p, done in\n    self?.go(CGFloat(p))\n}\nnext()"
        let blank = UIKitPlaceholderMembers.blankingClosures(of: "animate", in: text, line: 1, column: 3)
        #expect(blank == "a.animate { [weak self] p, done in\n                        \n}\nnext()")
        #expect(blank.utf8.count == text.utf8.count)
        #expect(UIKitPlaceholderMembers.blankingClosures(of: "other", in: text, line: 1, column: 3) == text)
    }

    /// The type a shadowed call's receiver was cast to on the lines before.
    @Test func theReceiversPlaceholderFromItsCast() {
        let text = "if let cell = view as? ShiftableView {\n    cell.transform(progress: 1)\n}"
        #expect(UIKitPlaceholderMembers.receiverType(of: "transform", in: text, line: 2, column: 10,
                                                     among: ["ShiftableView"]) == "ShiftableView")
        #expect(UIKitPlaceholderMembers.receiverType(of: "transform", in: text, line: 2, column: 10, among: ["Other"]) == nil)
    }

    /// A plan learns methods, an enum's cases, a namespace's constants, a protocol for a shadowed call and another
    /// module's members; its source declares them, and its note says what each stands in as.
    @Test func aPlanLearnsAndDeclares() {
        var plan = UIKitPlaceholderTypes.Plan(names: ["Division", "Kinds", "PageAnimator", "ShiftableView"],
                                              namespaces: ["Kinds"])
        let text = """
            animator.animate(duration: 1) { p, done in }
            let d: Division = .half
            let k = Kinds.header
            if let cell = view as? ShiftableView { cell.transform(progress: 1) }
            let r = (x / 2).rounded1()
            let n = UIView.className
            """
        var learnt = plan.learn("value of type 'PageAnimator' has no member 'animate'", text: text, line: 1, column: 10)
        #expect(learnt)
        learnt = plan.learn("type 'Division' has no member 'half'", text: text, line: 2, column: 20)
        #expect(learnt)
        learnt = plan.learn("type 'Kinds' has no member 'header'", text: text, line: 3, column: 15)
        #expect(learnt)
        learnt = plan.learn("cannot call value of non-function type 'CGAffineTransform'", text: text, line: 4, column: 45)
        #expect(learnt)
        learnt = plan.learn("value of type 'CGFloat' has no member 'rounded1'", text: text, line: 5, column: 17)
        #expect(learnt)
        learnt = plan.learn("type 'UIView' has no member 'className'", text: text, line: 6, column: 16)
        #expect(learnt)
        // Learnt once; another module's method with arguments is not when Apple's members of its type are not known
        // (it may be the playground's own gap; UIKitAppleMemberNames: `UIView.pin(to:)` is, UIView's being known).
        learnt = plan.learn("type 'Kinds' has no member 'header'", text: text, line: 3, column: 15)
        #expect(!learnt)
        learnt = plan.learn("value of type 'UIBezierPath' has no member 'pin'", text: "v.pin(to: w)", line: 1, column: 3)
        #expect(!learnt)
        #expect(plan.isEnum("Division") && !plan.isEnum("Kinds") && plan.protocols == ["ShiftableView"])
        let source = UIKitPlaceholderTypes.source(for: plan)
        #expect(source.contains("public enum Division: String {\n    case `half`\n}"))
        #expect(source.contains("public enum Kinds {\n    public static let `header` = \"Kinds.header\"\n}"))
        #expect(source.contains("public func `animate`(duration p0: Any, _ p1: @escaping (Any, Any) -> Void) {"))
        #expect(source.contains("@discardableResult public func `animate`<R>(duration p0: Any, _ p1: @escaping (Any, Any) -> Void) -> R {"))
        #expect(source.contains("public protocol ShiftableView: AnyObject {}"))
        #expect(source.contains("extension CGFloat {\n    public func `rounded1`() -> CGFloat { self }\n}"))
        #expect(source.contains("public static var `className`: String { String(describing: self) }"))
        plan.intRawValues.insert("Division")
        #expect(UIKitPlaceholderTypes.source(for: plan).contains("public enum Division: Int {"))
        let note = UIKitPlaceholderTypes.note(for: plan)
        #expect(note.contains("Division (an enum of Int raw values, cases half)"))
        #expect(note.contains("PageAnimator (a NSObject; methods that stop when called: animate(duration:_:))"))
        #expect(note.contains("CGFloat.rounded1() (returns its receiver unchanged: an approximation)"))
        #expect(note.contains("UIView.className (the type's name)"))
    }

    /// An optional requirement's call (`delegate?.collectionView?(cv, layout: self, …)`) is a call with its labels,
    /// and its `?` is made a space when the method is learnt (columns kept); a property read is left alone.
    @Test func anOptionalRequirementsCallIsACall() {
        let text = "let h = delegate?.collectionView?(cv, layout: self, heightForItemAt: ip) ?? 80\nlet f = d?.f!(1)\nlet p = d?.p"
        #expect(UIKitPlaceholderMembers.shape(of: "collectionView", in: text, line: 1, column: 19)
                    == .method(labels: [nil, "layout", "heightForItemAt"], closures: [nil, nil, nil]))
        #expect(UIKitPlaceholderMembers.blankingOptionalCall(of: "collectionView", in: text, line: 1, column: 19)
                    == "let h = delegate?.collectionView (cv, layout: self, heightForItemAt: ip) ?? 80\nlet f = d?.f!(1)\nlet p = d?.p")
        #expect(UIKitPlaceholderMembers.blankingOptionalCall(of: "f", in: text, line: 2, column: 12)
                    .hasSuffix("let f = d?.f (1)\nlet p = d?.p"))
        #expect(UIKitPlaceholderMembers.blankingOptionalCall(of: "p", in: text, line: 3, column: 12) == text)
        #expect(UIKitPlaceholderMembers.shape(of: "p", in: text, line: 3, column: 12) == .property)
    }

    /// An initializer with labels and a top-level function, as declared: the initializer keeps each labelled
    /// argument under its label (a view's made with `init(frame:)`), the function stops when called.
    @Test func initializersAndFunctionsAsDeclared() {
        var plan = UIKitPlaceholderTypes.Plan(names: ["GridOptions", "BadgeView"])
        plan.members["GridOptions"] = [.init(name: "init", isStatic: false,
                                             shape: .method(labels: ["columns", nil], closures: [nil, nil]))]
        plan.members["BadgeView"] = [.init(name: "init", isStatic: false, shape: .method(labels: ["title"], closures: [nil]))]
        plan.functions = [.init(name: "tween", isStatic: false,
                                shape: .method(labels: ["from", "to", "progress"], closures: [nil, nil, nil]))]
        let source = UIKitPlaceholderTypes.source(for: plan)
        #expect(source.contains("open class GridOptions: NSObject {"), "\(source)")
        #expect(source.contains("    public convenience init(columns p0: Any, _ p1: Any) {\n        self.init()\n"
                                + "        _playgroundPlaceholderValues[\"columns\"] = p0\n    }"), "\(source)")
        #expect(source.contains("    public convenience init(title p0: Any) {\n        self.init(frame: .zero)\n"), "\(source)")
        #expect(source.contains("public func `tween`(from p0: Any, to p1: Any, progress p2: Any) { "
                                + "_playgroundPlaceholderStop(\"tween(from:to:progress:)\") }"), "\(source)")
        #expect(source.contains("func _playgroundPlaceholderValue<T>(_ value: Any?) -> T? {"), "\(source)")
        #expect(!source.contains("func `init`"), "\(source)")
        #expect(plan.placeholders == ["BadgeView", "GridOptions", "tween(from:to:progress:)"])
        let note = UIKitPlaceholderTypes.note(for: plan)
        #expect(note.contains("GridOptions (a NSObject; made with init(columns:_:), which keeps its arguments as the "
                              + "properties of their labels)"), "\(note)")
        #expect(note.contains("functions that stop when called: tween(from:to:progress:)"), "\(note)")
    }

    /// A protocol's overloads: the other calls of a member on the same receiver, wherever they are (once one overload
    /// is declared, the compiler's error at another is no longer `has no member`); other receivers are not taken.
    @Test func theOtherCallsOnTheSameReceiver() {
        let text = """
            let a = delegate?.collectionView?(cv, heightFor: ip)
            if let size = delegate?.collectionView?(
                collectionView: cv,
                sizeForHeaderIn: 0) {}
            let c = other?.collectionView?(cv, heightFor: ip)
            let d = self.delegate.collectionView(cv)
            """
        let calls = UIKitPlaceholderMembers.callsOnSameReceiver(of: "collectionView", in: text, line: 1, column: 19)
        #expect(calls.map { [$0.line, $0.column] } == [[2, 25]])
        #expect(UIKitPlaceholderMembers.shape(of: "collectionView", in: text, line: 2, column: 25)
                    == .method(labels: ["collectionView", "sizeForHeaderIn"], closures: [nil, nil]))
        #expect(UIKitPlaceholderMembers.callsOnSameReceiver(of: "collectionView", in: text, line: 6, column: 23).isEmpty)
    }
}
