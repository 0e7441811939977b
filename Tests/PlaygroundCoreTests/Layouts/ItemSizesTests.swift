import PlaygroundCore
import Testing

/// The items' natural sizes repeat over any index, and an index a layout made up (a UIKit layout's attributes for
/// an index path that is not in the data, as SafariCollectionViewLayout returns while flung) never traps.
@Suite struct ItemSizesTests {
    @Test func sizesRepeatAndNegativeIndexesCountFromTheEnd() {
        let sizes = ItemSizes([Size(width: 1, height: 2), Size(width: 3, height: 4), Size(width: 5, height: 6)])
        #expect(sizes[4] == Size(width: 3, height: 4))
        #expect(sizes[-1] == Size(width: 5, height: 6))
        #expect(sizes[-4] == Size(width: 5, height: 6))
        #expect(ItemSizes([])[-7] == Size(width: 1, height: 1))
    }
}
