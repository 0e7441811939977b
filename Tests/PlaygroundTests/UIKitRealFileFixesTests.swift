import Foundation
import Testing

/// The general causes real public layout files failed for, each as a minimal fixture of its own
/// (Tests/Fixtures/uikit-real/, written for these tests; issue 32's fresh set of real files, kept outside the
/// repository, is where they came from): loaded by the binary as a user loads them, with the frames worked out by hand.
@Suite(.serialized) struct UIKitRealFileFixesTests {
    static var fixtures: String { Repo.root.appendingPathComponent("Tests/Fixtures/uikit-real").path }
    static let scene = ["--items", "5", "--size", "320x568", "--layout-check-timeout", "120"]

    /// The dump of `file` (status 0 expected): its content size and its cells' frames, by item.
    func cells(_ file: String, verbose: Bool = false) throws -> (contentSize: [Double], frames: [Int: [Double]], stderr: String) {
        let run = try Run.playground(["dump", "--layout-file", Self.fixtures + "/" + file] + Self.scene + (verbose ? ["--verbose"] : []))
        #expect(run.status == 0, "\(file): \(run.stderr)")
        let all = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        var frames: [Int: [Double]] = [:]
        for item in all["items"] as? [[String: Any]] ?? [] where item["category"] as? String == "cell" {
            frames[item["item"] as? Int ?? -1] = item["frame"] as? [Double]
        }
        return (all["contentSize"] as? [Double] ?? [], frames, run.stderr)
    }

    /// UIKit's first layout pass invalidates everything (an implicit reloadData) before the first prepare(): a layout
    /// that builds its model only then (airbnb's MagazineLayout) has it, and its precondition holds. Five 100-point
    /// rows at 320 wide: row i at y = 100·i; content 320 × 500.
    @Test func theFirstPrepareFollowsAnInvalidationOfEverything() throws {
        let (size, frames, _) = try cells("ModelBuiltOnInvalidation.swift")
        #expect(size == [320, 500])
        #expect(frames.count == 5)
        for i in 0..<5 { #expect(frames[i] == [0, Double(i) * 100, 320, 100], "row \(i)") }
    }

    /// Attributes made through the layout's `layoutAttributesClass` metatype (UIKit's initializers are required):
    /// squares of 50 at x = 60·i; content 300 × 50 for five items.
    @Test func attributesMadeFromTheMetatype() throws {
        let (size, frames, _) = try cells("AttributesFromMetatype.swift")
        #expect(size == [300, 50])
        for i in 0..<5 { #expect(frames[i] == [Double(i) * 60, 0, 50, 50], "item \(i)") }
    }

    /// A framework's file that imports nothing is a UIKit file (its framework's umbrella header imports UIKit on
    /// iOS). Flow layout, 100 × 50 items, spacing 10 and 10, 320 wide: 3 · 100 + 2 · 10 = 320, so three a row at
    /// x = 0, 110, 220; the second row at y = 50 + 10; content height 50 + 10 + 50 = 110.
    @Test func aFileWithoutImportsIsAUIKitFile() throws {
        let (size, frames, _) = try cells("FrameworkFileWithoutImport.swift")
        #expect(size == [320, 110])
        #expect(frames[0] == [0, 0, 100, 50] && frames[1] == [110, 0, 100, 50] && frames[2] == [220, 0, 100, 50])
        #expect(frames[3] == [0, 60, 100, 50] && frames[4] == [110, 60, 100, 50])
    }

    /// An override in an extension of UIKit's class (a category on iOS) is removed, with a note in --verbose, and the
    /// layout beside it loads: 100-point squares, three a row (3 · 100 + 2 · 10 = 320), rows 110 apart.
    @Test func anOverrideInAnExtensionOfUIKitsClassIsRemovedWithANote() throws {
        let (size, frames, stderr) = try cells("CategoryOverride.swift", verbose: true)
        #expect(size == [320, 210])
        #expect(frames[3] == [0, 110, 100, 100])
        #expect(stderr.contains("override flipsHorizontallyInOppositeLayoutDirection in an extension of UIKit's "
                                + "UICollectionViewFlowLayout removed"), "\(stderr)")
    }

    /// Simulator code's `@_silgen_name("UIAnimationDragCoefficient")` is given UIKit's factor, 1, by the rewrite: 80-point items
    /// (not 160, the factor 2 the fixture's other branch would give). Three a row: 320 − 3 · 80 = 80 over 2 gaps, so
    /// x = 0, 120, 240.
    @Test func simulatorCodeLinksUIKitsDragCoefficient() throws {
        let (_, frames, _) = try cells("SimulatorDragCoefficient.swift")
        #expect(frames[0] == [0, 0, 80, 80] && frames[1] == [120, 0, 80, 80] && frames[2] == [240, 0, 80, 80])
    }

    /// A type of the file's own repository that is not beside it, made with its own initializer, whose property the
    /// file reads though no argument gave it (`GridMetrics(columns: 3).width`): the placeholder stops there, naming
    /// the type and the member and saying what to add.
    @Test func aMissingTypeOfTheRepositoryIsNamedAsSuch() throws {
        let run = try Run.playground(["dump", "--layout-file", Self.fixtures + "/NeedsItsRepository.swift"] + Self.scene)
        #expect(run.status != 0)
        #expect(run.stderr.contains("GridMetrics.width: GridMetrics is declared in another file of its repository, "
                                    + "which is not here"), "\(run.stderr)")
        #expect(run.stderr.contains("put that file beside this one"), "\(run.stderr)")
        #expect(run.stderr.contains("with placeholders for GridMetrics, NeedsItsRepositoryDelegate"), "\(run.stderr)")
    }

    /// A struct of options its repository declares, made with its memberwise initializer (`ShelfGridOptions(columns: 3,
    /// spacing: 10)`): the placeholder keeps each argument as the property of its label, so the grid is three
    /// (320 − 2 · 10) / 3 = 100-point columns, 50 high, rows 60 apart; content 320 × 110. A top-level function of its
    /// repository (`snapped(_:step:)`), called only when a fling ends, is declared and stops if called.
    @Test func aTypeMadeWithLabelsKeepsItsArguments() throws {
        let (size, frames, stderr) = try cells("MadeWithLabelledInitializer.swift")
        #expect(size == [320, 110])
        #expect(frames[0] == [0, 0, 100, 50] && frames[2] == [220, 0, 100, 50] && frames[3] == [0, 60, 100, 50], "\(frames)")
        #expect(stderr.contains("ShelfGridOptions (a NSObject; made with init(columns:spacing:), which keeps its arguments as "
                                + "the properties of their labels)"), "\(stderr)")
        #expect(stderr.contains("functions that stop when called: snapped(_:step:)"), "\(stderr)")
    }

    /// A delegate protocol of its repository whose optional methods are overloaded on their labels and called as
    /// optional requirements (`delegate?.collectionView?(cv, layout: self, heightForItemAt: ip)`), one returning an
    /// array of another of its types: each overload is declared from its call; without a delegate every call gives
    /// the layout's default, two 160-point columns of 80-point rows (item i at x = 160 · (i % 2), y = 80 · (i / 2));
    /// content 320 × 240.
    @Test func overloadedOptionalDelegateMethodsAreDeclaredFromTheirCalls() throws {
        let (size, frames, stderr) = try cells("CallsOverloadedOptionalDelegateMethods.swift")
        #expect(size == [320, 240])
        for i in 0..<5 { #expect(frames[i] == [Double(i % 2) * 160, Double(i / 2) * 80, 160, 80], "item \(i)") }
        #expect(stderr.contains("TileWallLayoutDelegate (a protocol; methods that stop when called: "
                                + "collectionView(_:layout:badgesInSection:), collectionView(_:layout:heightForItemAt:), "
                                + "collectionView(_:layout:numberOfColumnsInSection:))"), "\(stderr)")
    }

    /// When the build with placeholders fails too, the message is still the first failure's (what is missing), and
    /// `--verbose` says what stopped the build with them (a struct adopting a placeholder delegate protocol, which is
    /// class-bound).
    @Test func aBuildWithPlaceholdersThatFailsSaysWhyWithVerbose() throws {
        let run = try Run.playground(["dump", "--verbose", "--layout-file", Self.fixtures + "/PlaceholdersNotEnough.swift"] + Self.scene)
        #expect(run.status != 0)
        #expect(run.stderr.contains("cannot find type 'PlaceholdersNotEnoughDelegate' in scope"), "\(run.stderr)")
        #expect(run.stderr.contains("with placeholders for PlaceholdersNotEnoughDelegate (1 build): PlaceholdersNotEnough.swift:5:"),
                "\(run.stderr)")
    }

    /// A layout's attributes subclass declared in another file of its repository, made with UIKit's
    /// `init(forCellWith:)` and kept in `[Name]()`, gets a placeholder subclassing UICollectionViewLayoutAttributes:
    /// 80-point squares, four a row (x = 0 and 240 at a row's ends, the fifth at y = 80).
    @Test func anAttributesSubclassOfItsRepositoryGetsAPlaceholder() throws {
        let (_, frames, stderr) = try cells("NamesItsAttributesClass.swift")
        #expect(frames[0] == [0, 0, 80, 80] && frames[3] == [240, 0, 80, 80] && frames[4] == [0, 80, 80, 80], "\(frames)")
        #expect(stderr.contains("MasonryPhotoAttributes (a UICollectionViewLayoutAttributes)"), "\(stderr)")
    }

    /// Types of its repository the file names only as classes (a cell's metatype, a collection view subclass it casts
    /// to, a delegate protocol it keeps and a class of the file adopts) get placeholders, with a warning naming each
    /// and what it stands in as (UIKitPlaceholderTypes). The cast fails (the collection view is the playground's), so
    /// the flow layout's own sizes hold: 100 × 50 items, spacing 10, three a row at 320 (x = 0, 110, 220), rows at
    /// y = 0 and 60; content 320 × 110.
    @Test func typesOfItsRepositoryNamedAsClassesGetPlaceholders() throws {
        let (size, frames, stderr) = try cells("NamesItsRepositoryTypes.swift")
        #expect(size == [320, 110])
        #expect(frames[0] == [0, 0, 100, 50] && frames[2] == [220, 0, 100, 50] && frames[3] == [0, 60, 100, 50])
        #expect(stderr.contains("placeholders in their place: CarouselCell (a UICollectionViewCell), CarouselCollectionView "
                                + "(a UICollectionView), CarouselLayoutDelegate (a protocol)"), "\(stderr)")
    }

    /// A UIKit file importing Combine gets Combine's subset (the SwiftUI module's here): a subject's value reaches
    /// the layout through `sink`. 80-point squares at 320 wide: four a row (x = 0, 80, 160, 240), the fifth at y = 80;
    /// content 320 × 160.
    @Test func aUIKitFilesCombineIsTheSubsetInSwiftUI() throws {
        let (size, frames, _) = try cells("CombineDrivenLayout.swift")
        #expect(size == [320, 160])
        #expect(frames[0] == [0, 0, 80, 80] && frames[3] == [240, 0, 80, 80] && frames[4] == [0, 80, 80, 80])
    }

    /// A placeholder's member that was never set, read: the stop names the type, the member and what to add.
    @Test func readingAPlaceholdersUnsetMemberSaysWhatIsMissing() throws {
        let run = try Run.playground(["dump", "--layout-file", Self.fixtures + "/ReadsAPlaceholdersMember.swift"] + Self.scene)
        #expect(run.status != 0)
        #expect(run.stderr.contains("BadgeCell.preferredHeight: BadgeCell is declared in another file of its repository, "
                                    + "which is not here"), "\(run.stderr)")
        #expect(run.stderr.contains("put that file beside this one"), "\(run.stderr)")
        // The trap says the file was compiled without its repository's other files.
        #expect(run.stderr.contains("it was compiled without its repository's other files, with placeholders for BadgeCell"),
                "\(run.stderr)")
    }

    /// Members of its repository's types the file uses (UIKitPlaceholderMembers): an animator's method with a
    /// trailing closure and a cell protocol's method (declared from the call sites' labels; they stop if called), a
    /// namespace of element kinds (`BadgeKinds.corner`, a String constant), an enum's case whose raw value is used as
    /// an Int (0, the first case), and CGFloat's `halfPointRounded()` (its receiver). The layout's own sizes hold:
    /// 100 × (50 + 0) items, spacing 10, three a row at 320; content 320 × 110.
    @Test func membersOfItsRepositorysTypesAreLearntFromTheCallSites() throws {
        let (size, frames, stderr) = try cells("CallsItsRepositoryMembers.swift")
        #expect(size == [320, 110])
        #expect(frames[0] == [0, 0, 100, 50] && frames[2] == [220, 0, 100, 50] && frames[3] == [0, 60, 100, 50])
        #expect(stderr.contains("BadgeKinds (a namespace of String constants named after themselves (corner))"), "\(stderr)")
        #expect(stderr.contains("PageTurnAnimator (a NSObject; methods that stop when called: animate(duration:_:))"), "\(stderr)")
        #expect(stderr.contains("ShiftableView (a protocol; methods that stop when called: transform(progress:))"), "\(stderr)")
        #expect(stderr.contains("SpacingStyle (an enum of Int raw values, cases compact)"), "\(stderr)")
        #expect(stderr.contains("CGFloat.halfPointRounded() (returns its receiver unchanged: an approximation)"), "\(stderr)")
    }

    /// Types of its repository declared above the file's folder (`../Views/AboveFolderCell.swift`,
    /// `../AboveFolderMetrics.swift`; the repository's root, a Podfile, two folders up): compiled with it, said with
    /// --verbose. 90-point squares, spacing 20, three a row at 320 (x = 0, 115, 230), rows at 0 and 110.
    @Test func typesDeclaredAboveTheFilesFolderInItsRepositoryAreFound() throws {
        let (size, frames, stderr) = try cells("repository-above/Sources/Layouts/AboveFolderLayout.swift", verbose: true)
        #expect(size == [320, 200])
        #expect(frames[0] == [0, 0, 90, 90] && frames[1] == [115, 0, 90, 90] && frames[3] == [0, 110, 90, 90])
        #expect(stderr.contains("../Views/AboveFolderCell.swift compiled with it: a file of its repository above its folder"),
                "\(stderr)")
        #expect(stderr.contains("../AboveFolderMetrics.swift compiled with it"), "\(stderr)")
    }

    /// A folder of folders named with `--layout-file` (no layout file at its top, no `.git` or manifest): its
    /// subfolders' layouts load, and a layout in `Layouts/` finds the metrics `Models/` declares, the named folder
    /// being their root (docs/hosting.md, "A folder of folders").
    @Test func aNamedFolderOfFoldersIsTheRootOfItsFiles() throws {
        let (size, frames, stderr) = try cells("folder-of-folders", verbose: true)
        // Four 70-point items a row in 320 points, the flow spreading the rest between them: (320 − 280) / 3.
        #expect(size == [320, 150])
        #expect(frames[0] == [0, 0, 70, 70] && frames[3] == [250, 0, 70, 70] && frames[4] == [0, 80, 70, 70], "\(frames)")
        #expect(stderr.contains("../Models/FolderMetrics.swift compiled with it"), "\(stderr)")
    }

    /// A block the controller queued on the main queue that traps once `dump` turns the run loop for the data
    /// (an outlet a storyboard would connect, read in `asyncAfter`): the check turns it first, so the load fails
    /// with the author's line in one message instead of the command crashing (realfiles13: tamappe/CarouselDesign).
    @Test func aQueuedBlockThatTrapsFailsTheLoadNotTheCommand() throws {
        let run = try Run.playground(["dump", "--layout-file", Self.fixtures + "/queued-block-traps"] + Self.scene)
        #expect(run.status == 1, "\(run.status) \(run.stderr)")
        #expect(!run.stderr.contains("Program crashed"), "\(run.stderr)")
        let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.contains("the app's main-queue work after loading trapped"), "\(first)")
        #expect(first.contains("DelayedListViewController.swift:17: Fatal error: Unexpectedly found nil"), "\(first)")
    }

    /// A third-party package that is not here, imported and used: its import is removed, and the failure says the
    /// file uses that package (one line), not `no such module`.
    @Test func aPackageTheFileUsesIsNamedInOneLine() throws {
        let run = try Run.playground(["dump", "--layout-file", Self.fixtures + "/ImportsAPackageItUses.swift"] + Self.scene)
        #expect(run.status != 0)
        let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.contains("it uses Kingfisher, a package that is not here"), "\(first)")
        #expect(!run.stderr.contains("placeholders"), "\(run.stderr)")
    }

    /// A third-party package imported and never used (a leftover import): the file loads without it, said with
    /// --verbose. 60-point squares, four a row at 320: x = 0 and 260 at the row's ends.
    @Test func aPackageTheFileNeverUsesIsDropped() throws {
        let (_, frames, stderr) = try cells("ImportsAPackageItNeverUses.swift", verbose: true)
        #expect(frames[0] == [0, 0, 60, 60] && frames[3]?[0] == 260)
        #expect(stderr.contains("import SnapKit removed: SnapKit is a package that is not here"), "\(stderr)")
    }

    /// A delegate protocol of its repository whose method the layout calls on a delegate it never gets: the method is
    /// declared from the call (it would stop if called); nil delegate, so the layout's own 50-point height holds.
    @Test func aPlaceholderProtocolsMethodIsDeclaredFromItsCall() throws {
        let run = try Run.playground(["dump", "--layout-file", Self.fixtures + "/NamesItsRepositoryMethod.swift"] + Self.scene)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("PhotoGridDelegate (a protocol; methods that stop when called: layout(_:heightForItemAt:))"),
                "\(run.stderr)")
        #expect(run.stdout.contains("\"size\":[50,50]"), "\(run.stdout.prefix(400))")
    }

    /// A member another module's type lacks, added by an extension in a file beside (a library's
    /// `extension UIEdgeInsets { var horizontal … }`): the compiler's "has no member" names the type, the one file
    /// extending that type with that member is compiled with the layout (a file extending another type with the same
    /// name is not: it would not compile). At 320 wide, insets 10 + 10: items 300 × 50 at x = 10, rows 60 apart;
    /// content 320 × (5 · 50 + 4 · 10) = 290.
    @Test func aFileExtendingAnAppleTypeWithTheMemberUsedIsCompiledWithIt() throws {
        let (size, frames, stderr) = try cells("extension-member/InsetSumLayout.swift", verbose: true)
        #expect(size == [320, 290])
        for i in 0..<5 { #expect(frames[i] == [10, Double(i) * 60, 300, 50], "item \(i)") }
        #expect(stderr.contains("UIEdgeInsets+Sums.swift compiled with it: it declares UIEdgeInsets.horizontal"), "\(stderr)")
    }

    /// An Apple framework the playground does not provide, imported and not used: the import is removed and the file
    /// compiled again, with a note. 100 × 40 items, spacing 10: three a row at 320 (3 · 100 + 2 · 10 = 320), the second
    /// row at y = 50; content 320 × 90.
    @Test func anUnusedImportOfAFrameworkNotProvidedIsRemoved() throws {
        let (size, frames, stderr) = try cells("UnusedFrameworkImport.swift", verbose: true)
        #expect(size == [320, 90])
        #expect(frames[0] == [0, 0, 100, 40] && frames[2] == [220, 0, 100, 40] && frames[3] == [0, 50, 100, 40])
        #expect(stderr.contains("import AVFoundation removed"), "\(stderr)")
    }

    /// An example app's file beside the loaded one imports the library whose files are in the same folder
    /// (`import ColumnKit` in ColumnMath.swift; ColumnSpacing.swift is ColumnKit's): the import is removed, as for the
    /// loaded file's own. Two columns at 320 wide, spacing 20: side (320 − 20) / 2 = 150, x = 0 and 170, rows 170
    /// apart; content 320 × (3 · 150 + 2 · 20) = 490 for five items.
    @Test func aSiblingsImportOfTheLibraryBesideItIsRemoved() throws {
        let (size, frames, _) = try cells("sibling-module/TwoColumnLayout.swift")
        #expect(size == [320, 490])
        #expect(frames[0] == [0, 0, 150, 150] && frames[1] == [170, 0, 150, 150] && frames[2] == [0, 170, 150, 150])
        #expect(frames[4] == [0, 340, 150, 150])
    }

    /// A sibling importing a package that is not beside it (its names are then missing too): the message is the
    /// first one, "no such module", naming the module as not here, not the names it would have declared.
    @Test func aSiblingsPackageThatIsNotHereIsNamedAsSuch() throws {
        let run = try Run.playground(["dump", "--layout-file", Self.fixtures + "/sibling-package/BadgeLayout.swift"] + Self.scene)
        #expect(run.status != 0)
        let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.contains("no such module 'BadgeKit'"), "\(first)")
        #expect(first.contains("whose files are not here"), "\(first)")
        #expect(!first.contains("BadgeKitMetrics"), "\(first)")
    }

    /// A UIKit controller hosting a SwiftUI view declared in a SwiftUI file beside it: a UIKit group does not take
    /// SwiftUI files, and the message says so (not "put that file beside this one", which it is).
    @Test func aSwiftUIFileBesideIsNamedAsSuch() throws {
        let run = try Run.playground(["dump", "--layout-file", Self.fixtures + "/swiftui-sibling/BadgeListController.swift"] + Self.scene)
        #expect(run.status != 0)
        let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.contains("BadgeRow is declared in BadgeRow.swift, a SwiftUI file"), "\(first)")
        #expect(!first.contains("put that file beside this one"), "\(first)")
    }
}
