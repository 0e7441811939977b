import Testing
@testable import UIKitSourceRewrite

/// Members a repository adds to Apple's types (UIKitAppleMemberNames): a name Apple declares is the playground's
/// gap and gets no stand-in; another name of a known type does; a type not known gets none.
@Suite struct UIKitAppleMemberNamesTests {
    @Test func appleNamesAreKnownWithInheritance() {
        #expect(UIKitAppleMemberNames.declares("UICollectionView", member: "contentOffset"))  // UIScrollView's
        #expect(UIKitAppleMemberNames.declares("UICollectionViewCell", member: "layoutMarginsGuide"))  // UIView's
        #expect(UIKitAppleMemberNames.declares("UIScreen", member: "maximumFramesPerSecond"))
        #expect(!UIKitAppleMemberNames.declares("UIScreen", member: "screenWidth"))
        #expect(UIKitAppleMemberNames.isRepositoryMember("applyingInset", of: "CGSize", isStatic: false))
        #expect(!UIKitAppleMemberNames.isRepositoryMember("insetBy", of: "CGRect", isStatic: false))
        #expect(UIKitAppleMemberNames.isRepositoryMember("random", of: "UIColor", isStatic: true))
        #expect(!UIKitAppleMemberNames.isRepositoryMember("systemMint", of: "UIColor", isStatic: true))
        #expect(!UIKitAppleMemberNames.isRepositoryMember("anything", of: "UIBezierPath", isStatic: false))
    }

    /// The plan learns an instance member of a known type only when Apple does not declare it, declares a property
    /// stopping when read or set and a method stopping when called; an Apple name (the playground's gap) and a type
    /// not known are not learnt.
    @Test func instanceMembersOfAppleTypesAreLearntOnlyForNamesAppleLacks() {
        let text = """
            let w = UIScreen.main.screenWidth
            let f = UIScreen.main.maximumFramesPerSecond
            contentView.applyCardShadow(radius: 4)
            path.addRoundedArc(at: p)
            """
        var plan = UIKitPlaceholderTypes.Plan(names: [])
        let r1 = plan.learn("value of type 'UIScreen' has no member 'screenWidth'", text: text, line: 1, column: 23)
        #expect(r1)
        let r2 = plan.learn("value of type 'UIScreen' has no member 'maximumFramesPerSecond'", text: text, line: 2, column: 23)
        #expect(!r2)
        let r3 = plan.learn("value of type 'UIView' has no member 'applyCardShadow'", text: text, line: 3, column: 13)
        #expect(r3)
        let r4 = plan.learn("value of type 'UIBezierPath' has no member 'addRoundedArc'", text: text, line: 4, column: 6)
        #expect(!r4)
        #expect(plan.typedProperties == ["UIScreen": ["screenWidth": "String"]])
        plan.typedProperties["UIScreen"]!["screenWidth"] = "CGFloat"
        let source = UIKitPlaceholderTypes.source(for: plan)
        #expect(source.contains("extension UIScreen {"), "\(source)")
        #expect(source.contains("public var `screenWidth`: CGFloat { get { _playgroundPlaceholderStop(\"UIScreen.screenWidth\") }"), "\(source)")
        #expect(source.contains("public func `applyCardShadow`(radius p0: Any) { _playgroundPlaceholderStop(\"UIView.applyCardShadow(radius:)\") }"),
                "\(source)")
        #expect(!source.contains("-> UIView { self }"), "\(source)")
        #expect(plan.placeholdersSaid == "UIScreen.screenWidth, UIView.applyCardShadow(radius:)")
        let note = UIKitPlaceholderTypes.note(for: plan)
        #expect(note.contains("UIScreen.screenWidth: CGFloat (stops when read)"), "\(note)")
        #expect(note.contains("UIView.applyCardShadow(radius:) (stops when called)"), "\(note)")
    }

    /// `K.Layout.inset`: `Layout`, a capitalised static read of a namespace placeholder followed by a member, is a
    /// namespace nested in it; its members are learnt from `type 'K.Layout' has no member 'inset'`, and read as a
    /// number it is typed (`staticReads` follows the dotted chain).
    @Test func nestedNamespacesAreLearnt() {
        let text = "        spacing = K.Layout.inset + K.gap"
        var plan = UIKitPlaceholderTypes.Plan(names: ["K"], namespaces: ["K"])
        let r5 = plan.learn("type 'K' has no member 'Layout'", text: text, line: 1, column: 21)
        #expect(r5)
        #expect(plan.nestedNamespaces == ["K.Layout"])
        let r6 = plan.learn("type 'K.Layout' has no member 'inset'", text: text, line: 1, column: 28)
        #expect(r6)
        let r7 = plan.learn("type 'K' has no member 'gap'", text: text, line: 1, column: 38)
        #expect(r7)
        let r8 = plan.learn("type 'UICollectionView.ScrollDirection' has no member 'diagonal'", text: text, line: 1, column: 1)
        #expect(!r8)
        let source = UIKitPlaceholderTypes.source(for: plan)
        #expect(source.contains("extension K { public enum Layout {} }"), "\(source)")
        #expect(source.contains("public static let `inset` = \"K.Layout.inset\""), "\(source)")
        #expect(source.contains("public static let `gap` = \"K.gap\""), "\(source)")
        #expect(!source.contains("`Layout` ="), "\(source)")
        let reads = UIKitPlaceholderResults.staticReads(in: text, line: 1, column: 1, wholeLine: true, types: ["K", "K.Layout"])
        #expect(reads.map { "\($0.type).\($0.member)" } == ["K.Layout.inset", "K.gap"])
        let one = UIKitPlaceholderResults.staticReads(in: text, line: 1, column: 28, wholeLine: false, types: ["K", "K.Layout"])
        #expect(one.map { "\($0.type).\($0.member)" } == ["K.Layout.inset"])
    }

    /// `generic parameter 'T' could not be inferred` at a placeholder's dynamic member: a call is learnt as a method
    /// of the receiver's placeholder (its declaration names it), a read followed by another member gives a value of
    /// unknown type; a read that is neither, or of a name that is no placeholder, is not learnt.
    @Test func uninferredDynamicMembersAreLearnt() {
        let text = """
            var object: MosaicObject?
            var columns: MosaicColumns
            func a() { return object?.attributes(at: indexPath) }
            func b() { let h: CGFloat = columns.biggest.height }
            func c() { let n = columns.count }
            """
        var plan = UIKitPlaceholderTypes.Plan(names: ["MosaicColumns", "MosaicObject"])
        plan.dynamicMembers = ["MosaicColumns", "MosaicObject"]
        let message = "generic parameter 'T' could not be inferred"
        let r9 = plan.learn(message, text: text, line: 3, column: 27)
        #expect(r9)
        #expect(plan.members["MosaicObject"] == [.init(name: "attributes", isStatic: false, shape: .method(labels: ["at"], closures: [nil]))])
        let r10 = plan.learn(message, text: text, line: 4, column: 37)
        #expect(r10)
        #expect(plan.chainedMembers == ["MosaicColumns"])
        let r11 = plan.learn(message, text: text, line: 5, column: 28)
        #expect(!r11)
        let source = UIKitPlaceholderTypes.source(for: plan)
        #expect(source.contains("public subscript(dynamicMember member: String) -> _PlaygroundPlaceholderUnknown"), "\(source)")
        #expect(source.contains("@dynamicMemberLookup public final class _PlaygroundPlaceholderUnknown {"), "\(source)")
        let note = UIKitPlaceholderTypes.note(for: plan)
        #expect(note.contains("members read with no type to give, whose own members keep what the files set on them and stop when read otherwise: MosaicColumns's"), "\(note)")
    }
}
