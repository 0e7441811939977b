import Testing
@testable import UIKitSourceRewrite

/// A folder of UIKit layout files (not one target): the files that only support the others are not layouts of their
/// own (UIKitLayoutPlan.supportFiles; docs/hosting.md, "The folder is the target").
@Suite struct UIKitSupportFilesTests {
    let layout = "import UIKit\nopen class CarouselLayout: UICollectionViewFlowLayout {\n    var focused = 0\n}\n"
    let ext = "import UIKit\npublic extension UICollectionView {\n    var carousel: CarouselLayout? { collectionViewLayout as? CarouselLayout }\n}\n"
    let delegate = "import UIKit\npublic protocol CarouselDelegate: UICollectionViewDelegate {\n    func shouldFocus(_ i: Int) -> Bool\n}\n"

    /// ToosieSlide's shape: the layout, an extension of UICollectionView naming it, a delegate protocol.
    @Test func anExtensionAndAProtocolSupportTheLayout() {
        let support = UIKitLayoutPlan.supportFiles([("A/Carousel.swift", layout), ("A/Ext.swift", ext), ("A/Delegate.swift", delegate)])
        #expect(support == ["A/Ext.swift", "A/Delegate.swift"])
    }

    /// A gallery whose second layout subclasses the first: two layouts, no support file.
    @Test func aLayoutSubclassedByAnotherFileStaysALayout() {
        let dense = "import UIKit\nfinal class DenseCarousel: CarouselLayout {}\n"
        #expect(UIKitLayoutPlan.supportFiles([("G/Carousel.swift", layout), ("G/Dense.swift", dense)]).isEmpty)
    }

    /// makeLayout, a view controller, a #Preview and a section builder each make a file a layout's.
    @Test func entryPointsAndBuildersAreNotSupport() {
        let maker = "import UIKit\nfunc makeLayout() -> UICollectionViewLayout { UICollectionViewFlowLayout() }\n"
        let controller = "import UIKit\nfinal class GridViewController: UIViewController {}\n"
        let preview = "import UIKit\n#Preview { GridViewController() }\n"
        let builder = "import UIKit\nenum Sections {\n    static func grid() -> NSCollectionLayoutSection {\n        fatalError()\n    }\n}\n"
        let files = [("F/Maker.swift", maker), ("F/Controller.swift", controller), ("F/Preview.swift", preview),
                     ("F/Builder.swift", builder), ("F/Ext.swift", ext)]
        #expect(UIKitLayoutPlan.supportFiles(files) == ["F/Ext.swift"])
    }

    /// No file declares anything: nothing is left out (the loader's message says what a layout file needs).
    @Test func allSupportLeavesNothingOut() {
        #expect(UIKitLayoutPlan.supportFiles([("B/Ext.swift", ext), ("B/Delegate.swift", delegate)]).isEmpty)
    }
}
