@testable import PlaygroundCore
import Testing

/// The exporters' text (docs/export.md); that the text compiles and dumps what its source dumps is
/// PlaygroundTests' ExportTests.
struct SwiftExportTests {
    @Test func literalsAndNames() {
        #expect(SwiftSource.number(10) == "10")
        #expect(SwiftSource.number(0.85) == "0.85")
        #expect(SwiftSource.number(-0.3) == "-0.3")
        #expect(SwiftSource.string("a\"b\\c") == "\"a\\\"b\\\\c\"")
        #expect(SwiftSource.typeName("nested-groups") == "NestedGroups")
        #expect(SwiftSource.typeName("2col") == "Layout2col")
        #expect(SwiftSource.typeName("--") == "Exported")
        #expect(SwiftSource.memberName("section-header") == "sectionHeader")
    }

    static func group(_ mode: NSCollectionLayoutGroup.CountMode) -> CompositionalSpec {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.25),
                                                            heightDimension: .fractionalHeight(1)))
        let size = NSCollectionLayoutSize(widthDimension: .absolute(400), heightDimension: .absolute(50))
        let g = mode == .subitem ? NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 2)
            : NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 2)
        return CompositionalSpec(name: "pairs", sections: [.init(NSCollectionLayoutSection(group: g))])
    }

    @Test func countModesBecomeTheirUIKitCalls() {
        let iOS13 = CompositionalExport(spec: Self.group(.subitem)).swift
        #expect(iOS13.contains("let groupSize = NSCollectionLayoutSize(widthDimension: .absolute(400),"))
        #expect(iOS13.contains("NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)"))
        #expect(!iOS13.contains("repeatingSubitem"))
        let iOS16 = CompositionalExport(spec: Self.group(.repeatingSubitem)).swift
        #expect(iOS16.contains("repeatingSubitem: item, count: 2)"))
        #expect(iOS16.contains("16 or later"))
    }

    @Test func oneSectionHasNoSplitAndAPlainEntryPoint() {
        let text = CompositionalExport(spec: Self.group(.subitem), fileName: "pairs.yaml").swift
        #expect(text.hasPrefix("// PairsLayout.swift: the compositional spec `pairs.yaml`"))
        #expect(text.contains("enum PairsLayout {"))
        #expect(text.contains("return UICollectionViewCompositionalLayout(section: section)"))
        #expect(text.contains("func makeLayout() -> UICollectionViewLayout {"))
        #expect(!text.contains("itemCounts"))
    }

    @Test func severalSectionsGetAProviderAndTheSpecsSplit() {
        let base = Self.group(.subitem).sections[0].section
        var spec = CompositionalSpec(name: "three", sections: [.init(items: 5, base), .init(base), .init(base)])
        spec.configuration.interSectionSpacing = 20
        let text = CompositionalExport(spec: spec).swift
        // The three sections are equal: one function answers for all.
        #expect(text.contains("switch sectionIndex {\n            default: return section0()"))
        #expect(!text.contains("func section1()"))
        #expect(text.contains("/// Sections 0, 1, 2 (items: 5, the rest, the rest)."))
        var distinct = spec
        distinct.sections[1].section.interGroupSpacing = 7
        let two = CompositionalExport(spec: distinct).swift
        // Sections 0 and 2 share section0(), which also answers for any later section.
        #expect(two.contains("case 1: return section1()\n            default: return section0()"))
        #expect(two.contains("section.interGroupSpacing = 7"))
        #expect(text.contains("configuration.interSectionSpacing = 20"))
        #expect(text.contains("let declared: [Int?] = [5, nil, nil]"))
        #expect(text.contains("collectionView.playgroundItemCounts = ThreeLayout.itemCounts(total:)"))
        // The doc comment's example is the core's own split.
        #expect(text.contains("ThreeLayout.itemCounts(total: 120)   // [5, 58, 57]"))
    }

    @Test func builtinsAtTheirDefaultsAndTuned() throws {
        let cards = try BuiltinExport(layout: "cards").swift
        #expect(cards.contains("let kPageCardWidth: CGFloat = 600"))
        #expect(!cards.contains("decelerationRate ="))
        let tuned = try BuiltinExport(layout: "cards", params: ["cardWidth": "512.5"],
                                      physics: ["physics.decelerationRate": "0.99", "physics.rubberBand": "0.7"]).swift
        #expect(tuned.contains("let kPageCardWidth: CGFloat = 512.5"))
        #expect(tuned.contains("collectionView!.decelerationRate = .fast"))
        #expect(tuned.contains("physics.rubberBand = 0.7"))
        let waterfall = try BuiltinExport(layout: "waterfall", params: ["columns": "5"]).files
        #expect(waterfall.map(\.name) == ["BJWaterfullLayout.swift", "BJWaterfullLayout+Playground.swift"])
        #expect(waterfall[0].text.contains("private var columnCount = 5"))
    }

    @Test func whatCannotBeExportedSaysWhy() {
        #expect(throws: BuiltinExport.Unsupported.self) { try BuiltinExport(layout: "coverflow") }
        #expect(throws: BuiltinExport.Unsupported.self) { try BuiltinExport(layout: "rotating", params: ["loop": "true"]) }
        #expect(throws: BuiltinExport.Unsupported.self) { try BuiltinExport(layout: "grid", params: ["itemWidth": "0"]) }
        do {
            _ = try BuiltinExport(layout: "coverflow")
        } catch {
            #expect(error.message.contains("coverflow") && !error.message.contains("\n"))
        }
    }
}
