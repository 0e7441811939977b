import Testing
@testable import UIKitSourceRewrite

/// What stands in for a type of the file's repository that no file given declares (UIKitPlaceholderTypes).
@Suite struct UIKitPlaceholderTypesTests {
    /// The superclass a name suggests, the longest matching ending first.
    @Test func aNameSuggestsItsSuperclass() {
        #expect(UIKitPlaceholderTypes.kind(of: "ExtraLargeAppCell") == .subclass(of: "UICollectionViewCell"))
        #expect(UIKitPlaceholderTypes.kind(of: "SettingsTableViewCell") == .subclass(of: "UITableViewCell"))
        #expect(UIKitPlaceholderTypes.kind(of: "ScalingCarouselView") == .subclass(of: "UIView"))
        #expect(UIKitPlaceholderTypes.kind(of: "PagingCollectionView") == .subclass(of: "UICollectionView"))
        #expect(UIKitPlaceholderTypes.kind(of: "SectionHeaderView") == .subclass(of: "UICollectionReusableView"))
        #expect(UIKitPlaceholderTypes.kind(of: "DetailViewController") == .subclass(of: "UIViewController"))
        #expect(UIKitPlaceholderTypes.kind(of: "Photo") == .subclass(of: "NSObject"))
    }

    /// Delegates, data sources and -able names are protocols a class of the files may adopt; the bare ending is not.
    @Test func protocolNamesAreClassBoundProtocols() {
        #expect(UIKitPlaceholderTypes.kind(of: "PinterestLayoutDelegate") == .classBound)
        #expect(UIKitPlaceholderTypes.kind(of: "CardsDataSource") == .classBound)
        #expect(UIKitPlaceholderTypes.kind(of: "TransformableView") == .subclass(of: "UIView"))
        #expect(UIKitPlaceholderTypes.kind(of: "Reusable") == .classBound)
        #expect(UIKitPlaceholderTypes.kind(of: "Delegate") == .subclass(of: "NSObject"))
    }

    /// The declarations: dynamic members remembered on a class, read-only on a protocol; nothing for no name.
    @Test func theSourceDeclaresEachOnce() {
        let source = UIKitPlaceholderTypes.source(for: ["PhotoCell", "GridDelegate"])
        #expect(source.contains("open class PhotoCell: UICollectionViewCell {"))
        #expect(source.contains("public protocol GridDelegate: AnyObject {}"))
        #expect(source.components(separatedBy: "@dynamicMemberLookup").count == 3)
        #expect(source.contains("set { _playgroundPlaceholderValues[member] = newValue }"))
        #expect(UIKitPlaceholderTypes.source(for: []).isEmpty)
    }
}
