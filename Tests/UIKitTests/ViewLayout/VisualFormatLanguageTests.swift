import Testing
import UIKit

/// The visual format language: the worked examples of Apple's Auto Layout Guide ("Visual Format Language",
/// "Visual Format Syntax"), each checked constraint by constraint and, where the string places views fully, by the
/// frames the solver gives them.
@Suite struct VisualFormatLanguageTests {
    func container(_ w: CGFloat = 320, _ h: CGFloat = 200) -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: w, height: h))
    }

    func views(_ names: [String], in parent: UIView) -> [String: UIView] {
        var out: [String: UIView] = [:]
        for name in names {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(v)
            out[name] = v
        }
        return out
    }

    /// One constraint's parts, for comparison.
    func parts(_ c: NSLayoutConstraint) -> (AnyObject?, NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation,
                                             AnyObject?, NSLayoutConstraint.Attribute, CGFloat, Float) {
        (c.firstItem, c.firstAttribute, c.relation, c.secondItem, c.secondAttribute, c.constant, c.priority.rawValue)
    }

    /// "Standard Space": `[button]-[textField]` is textField.leading == button.trailing + 8 (the standard space).
    @Test func standardSpace() throws {
        let root = container()
        let v = views(["button", "textField"], in: root)
        let cs = NSLayoutConstraint.constraints(withVisualFormat: "[button]-[textField]", metrics: nil, views: v)
        try #require(cs.count == 1)
        let p = parts(cs[0])
        #expect(p.0 === v["textField"] && p.1 == .leading && p.2 == .equal && p.3 === v["button"] && p.4 == .trailing)
        #expect(p.5 == 8 && p.6 == 1000)
    }

    /// "Width Constraint": `[button(>=50)]` is button.width ≥ 50, with no second item.
    @Test func widthConstraint() throws {
        let root = container()
        let v = views(["button"], in: root)
        let cs = NSLayoutConstraint.constraints(withVisualFormat: "[button(>=50)]", metrics: nil, views: v)
        try #require(cs.count == 1)
        let p = parts(cs[0])
        #expect(p.0 === v["button"] && p.1 == .width && p.2 == .greaterThanOrEqual && p.3 == nil && p.5 == 50)
    }

    /// "Connection to Superview": `|-50-[purpleBox]-50-|` in a 320-point view puts the box at x 50, 220 wide.
    @Test func connectionToSuperview() throws {
        let root = container()
        let v = views(["purpleBox"], in: root)
        let cs = NSLayoutConstraint.constraints(withVisualFormat: "|-50-[purpleBox]-50-|", metrics: nil, views: v)
        try #require(cs.count == 2)
        #expect(parts(cs[0]).0 === v["purpleBox"] && parts(cs[0]).3 === root && parts(cs[0]).1 == .leading)
        #expect(parts(cs[1]).0 === root && parts(cs[1]).1 == .trailing && parts(cs[1]).3 === v["purpleBox"])
        NSLayoutConstraint.activate(cs)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[purpleBox(30)]",
                                                                   metrics: nil, views: v))
        root.layoutIfNeeded()
        #expect(v["purpleBox"]!.frame == CGRect(x: 50, y: 0, width: 320 - 100, height: 30))
    }

    /// "Vertical Layout": `V:[topField]-10-[bottomField]` is bottomField.top == topField.bottom + 10.
    @Test func verticalLayout() throws {
        let root = container()
        let v = views(["topField", "bottomField"], in: root)
        let cs = NSLayoutConstraint.constraints(withVisualFormat: "V:[topField]-10-[bottomField]", metrics: nil, views: v)
        try #require(cs.count == 1)
        let p = parts(cs[0])
        #expect(p.0 === v["bottomField"] && p.1 == .top && p.3 === v["topField"] && p.4 == .bottom && p.5 == 10)
    }

    /// "Flush Views": `[maroonView][blueView]` is blueView.leading == maroonView.trailing.
    @Test func flushViews() throws {
        let root = container()
        let v = views(["maroonView", "blueView"], in: root)
        let cs = NSLayoutConstraint.constraints(withVisualFormat: "[maroonView][blueView]", metrics: nil, views: v)
        try #require(cs.count == 1)
        #expect(parts(cs[0]).0 === v["blueView"] && parts(cs[0]).4 == .trailing && parts(cs[0]).5 == 0)
    }

    /// "Priority": `[button(100@20)]` is button.width == 100 at priority 20.
    @Test func priority() throws {
        let root = container()
        let v = views(["button"], in: root)
        let cs = NSLayoutConstraint.constraints(withVisualFormat: "[button(100@20)]", metrics: nil, views: v)
        try #require(cs.count == 1)
        let p = parts(cs[0])
        #expect(p.1 == .width && p.2 == .equal && p.5 == 100 && p.6 == 20)
    }

    /// "Equal Widths": `[button1(==button2)]` is button1.width == button2.width.
    @Test func equalWidths() throws {
        let root = container()
        let v = views(["button1", "button2"], in: root)
        let cs = NSLayoutConstraint.constraints(withVisualFormat: "[button1(==button2)]", metrics: nil, views: v)
        try #require(cs.count == 1)
        let p = parts(cs[0])
        #expect(p.0 === v["button1"] && p.1 == .width && p.3 === v["button2"] && p.4 == .width && p.5 == 0)
    }

    /// "Multiple Predicates": `[flexibleButton(>=70,<=100)]` is two width constraints.
    @Test func multiplePredicates() throws {
        let root = container()
        let v = views(["flexibleButton"], in: root)
        let cs = NSLayoutConstraint.constraints(withVisualFormat: "[flexibleButton(>=70,<=100)]", metrics: nil, views: v)
        try #require(cs.count == 2)
        #expect(parts(cs[0]).2 == .greaterThanOrEqual && parts(cs[0]).5 == 70)
        #expect(parts(cs[1]).2 == .lessThanOrEqual && parts(cs[1]).5 == 100)
    }

    /// "A Complete Line of Layout": `|-[find]-[findNext]-[findField(>=20)]-|`, with fixed widths for the first two,
    /// in a 320-point view with 8-point margins: find at 8, findNext at 8 + 60 + 8 = 76, findField from
    /// 76 + 80 + 8 = 164 to 320 − 8 = 312.
    @Test func completeLine() throws {
        let root = container()
        root.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        let v = views(["find", "findNext", "findField"], in: root)
        let cs = NSLayoutConstraint.constraints(withVisualFormat: "|-[find]-[findNext]-[findField(>=20)]-|",
                                                metrics: nil, views: v)
        // Two superview edges, two standard spaces, one width.
        #expect(cs.count == 5)
        #expect(cs.contains { $0.firstItem === v["find"] && $0.secondAttribute == .leadingMargin && $0.constant == 0 })
        NSLayoutConstraint.activate(cs)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[find(60)]", metrics: nil, views: v)
            + NSLayoutConstraint.constraints(withVisualFormat: "H:[findNext(w)]", metrics: ["w": 80], views: v))
        for name in ["find", "findNext", "findField"] {
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[\(name)(20)]", metrics: nil,
                                                                       views: v))
        }
        root.layoutIfNeeded()
        #expect(v["find"]!.frame.minX == 8 && v["find"]!.frame.width == 60)
        #expect(v["findNext"]!.frame.minX == 76)
        #expect(v["findField"]!.frame == CGRect(x: 164, y: 0, width: 312 - 164, height: 20))
    }

    /// Metrics and priorities by name, white space, and a connection with a relation: `-(>=pad@750)-`.
    @Test func metricsAndRelations() throws {
        let root = container()
        let v = views(["a", "b"], in: root)
        let cs = NSLayoutConstraint.constraints(withVisualFormat: "H: [a(==side)] -(>=pad@p)- [b]",
                                                metrics: ["side": 44.0, "pad": 12, "p": 750], views: v)
        try #require(cs.count == 2)
        #expect(parts(cs[0]).1 == .width && parts(cs[0]).5 == 44)
        #expect(parts(cs[1]).2 == .greaterThanOrEqual && parts(cs[1]).5 == 12 && parts(cs[1]).6 == 750)
    }

    /// `.alignAllCenterY` on a horizontal line aligns each view with the one before; `.directionLeftToRight` uses
    /// left and right.
    @Test func alignmentAndDirection() throws {
        let root = container()
        let v = views(["a", "b", "c"], in: root)
        let cs = NSLayoutConstraint.constraints(withVisualFormat: "[a]-4-[b]-4-[c]",
                                                options: [.alignAllCenterY, .directionLeftToRight], metrics: nil, views: v)
        #expect(cs.count == 4)
        #expect(cs.filter { $0.firstAttribute == .centerY && $0.secondAttribute == .centerY }.count == 2)
        #expect(cs.filter { $0.firstAttribute == .left && $0.secondAttribute == .right }.count == 2)
    }

    /// Right to left, `|-10-[a]` puts a's right edge 10 points inside the superview's right edge.
    @Test func rightToLeft() throws {
        let root = container()
        let v = views(["a"], in: root)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "|-10-[a(50)]",
                                                                   options: .directionRightToLeft, metrics: nil, views: v)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(10)]", metrics: nil, views: v))
        root.layoutIfNeeded()
        #expect(v["a"]!.frame == CGRect(x: 320 - 10 - 50, y: 0, width: 50, height: 10))
    }

    /// Bad strings are UIKit's exception, here no constraints: a view not in the dictionary, an unclosed view, a
    /// missing metric, an alignment along the string's own axis, `|` for a view without a superview.
    @Test func badStringsMakeNoConstraints() {
        let root = container()
        let v = views(["a", "b"], in: root)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "[a]-[missing]", metrics: nil, views: v).isEmpty)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "[a", metrics: nil, views: v).isEmpty)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "[a]-gap-[b]", metrics: nil, views: v).isEmpty)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "[a][b]", options: .alignAllLeading, metrics: nil,
                                               views: v).isEmpty)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "|[lone]|", metrics: nil, views: ["lone": UIView()]).isEmpty)
    }

    /// Apple's ConferenceNewsFeed cell's strings: a standard-spaced column to the margins with a 1-point separator.
    @Test func conferenceNewsFeedColumn() {
        let root = container(320, 125)
        root.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        let v = views(["title", "date", "body", "separator"], in: root)
        var cs: [NSLayoutConstraint] = []
        for name in ["title", "body", "separator"] {
            cs += NSLayoutConstraint.constraints(withVisualFormat: "H:|-[\(name)]-|", metrics: nil, views: v)
        }
        cs += NSLayoutConstraint.constraints(withVisualFormat: "H:|-[date]", metrics: nil, views: v)
        cs += NSLayoutConstraint.constraints(withVisualFormat: "V:|-[title(20)]-[date(20)]-[body(40)]-20-[separator(==1)]|",
                                             metrics: nil, views: v)
        #expect(cs.count == 7 + 9)
        NSLayoutConstraint.activate(cs)
        root.layoutIfNeeded()
        // title at the top margin (8), date 8 below it (36), body 8 below that (64), the separator 20 below the body.
        #expect(v["title"]!.frame == CGRect(x: 8, y: 8, width: 304, height: 20))
        #expect(v["date"]!.frame.minY == 36 && v["body"]!.frame.minY == 64)
        #expect(v["separator"]!.frame == CGRect(x: 8, y: 124, width: 304, height: 1))
    }
}
