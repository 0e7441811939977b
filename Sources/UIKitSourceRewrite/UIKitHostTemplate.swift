/// The view controller an iOS developer would write to host a bare layout (`playground new-layout --host FILE`,
/// docs/uikit.md "Hosting a bare layout"): a `UICollectionViewController` that makes the layout as the playground
/// does (the same initializer and arguments), is the collection view's data source (one section of 120 items, as
/// the playground's bundled photos) and answers the delegate protocols the playground answers, with the same
/// answers, to edit by hand.
public enum UIKitHostTemplate {
    /// The view controller's source for the group `files` (the layout's file first), or why there is none.
    public static func viewController(files: [(path: String, text: String)]) throws(UIKitPlanError) -> (name: String, text: String) {
        for file in files {
            if let refusal = SourceNesting.refusal(file.text, name: UIKitLayoutPlan.fileName(file.path)) { throw UIKitPlanError(refusal) }
        }
        let scans = files.map { UIKitFileScan(path: $0.path, text: $0.text) }
        let first = UIKitLayoutPlan.fileName(scans[0].path)
        let candidates = UIKitLayoutPlan.candidates(scans)
        let answerable = Set(UIKitDelegateAnswers.answers(scans: scans, layoutClass: nil,
                                                          also: Set(scans.flatMap { $0.protocols.map(\.name) }))
                                .map(\.protocolName))
        for c in candidates where c.why != "generic" {
            let hosted = c.makeable ? nil : UIKitInitArguments.hosted(c.name, scans: scans, protocols: answerable)
            guard c.makeable || hosted != nil else { continue }
            let answers = UIKitDelegateAnswers.answers(scans: scans, layoutClass: c.name, also: Set(hosted?.protocols ?? []))
            return ("\(c.name)ViewController", text(layout: c.name, arguments: hosted, answers: answers, file: first))
        }
        throw UIKitPlanError(UIKitLayoutPlan.whichMessage(first: first, candidates: candidates, scans: scans))
    }

    static func text(layout: String, arguments: UIKitInitArguments?, answers: [UIKitDelegateAnswers.Answered],
                     file: String) -> String {
        // One answering object: the collection view has one delegate.
        let answers = Array(answers.prefix(1))
        var call = arguments?.literalArguments ?? ""
        for a in answers { call = call.replacing("answers_\(a.protocolName)", with: "Self.answers") }
        var lines = [
            "// \(layout)ViewController.swift: hosts \(layout) (\(file)) as an app would; written by",
            "// `playground new-layout --host`, to edit by hand. It makes the layout as the playground does, is its",
            "// collection view's data source and answers its delegate with the playground's answers (docs/uikit.md).",
            "import UIKit",
            "",
            "final class \(layout)ViewController: UICollectionViewController {",
            "    /// The items: one section of 120, as the playground's bundled photos.",
            "    private var items = Array(0..<120)",
            "    /// The width the delegate's item sizes are answered at, points.",
            "    private let itemWidth: CGFloat = 160",
        ]
        if !answers.isEmpty {
            lines += ["    /// The delegate, made before the layout that may need it.",
                      "    private static let answers = \(layout)Answers(itemWidth: 160)"]
        }
        lines += [
            "",
            "    init() {",
            "        let layout = \(layout)(\(call))",
        ]
        for a in answers { for p in a.properties { lines.append("        layout.\(p) = Self.answers") } }
        lines += [
            "        super.init(collectionViewLayout: layout)",
            "    }",
            "",
            "    required init?(coder: NSCoder) { fatalError(\"init(coder:) has not been implemented\") }",
            "",
            "    override func viewDidLoad() {",
            "        super.viewDidLoad()",
            "        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: \"cell\")",
        ]
        if !answers.isEmpty { lines.append("        collectionView.delegate = Self.answers") }
        lines += [
            "    }",
            "",
            "    override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }",
            "",
            "    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {",
            "        items.count",
            "    }",
            "",
            "    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)",
            "        -> UICollectionViewCell {",
            "        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: \"cell\", for: indexPath)",
            "        cell.backgroundColor = .systemBlue",
            "        return cell",
            "    }",
            "}",
        ]
        // The answering class as the playground generates it, renamed: the same answers, to edit.
        for a in answers {
            lines += ["", a.declaration.replacing(a.className, with: "\(layout)Answers")
                .replacing("(docs/uikit.md, \"Hosting a bare layout\")", with: "(edit the answers)")]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
