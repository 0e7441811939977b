import Testing
import UIKit

/// UITraitCollection's one-trait initializers and `UI_USER_INTERFACE_IDIOM()` (UITraitCollection.h, UIDevice.h), as
/// EasyPeasy's suite uses them to build the contexts its conditional constraints read.
@Suite struct TraitCollectionInitializersTests {
    @Test func eachInitializerSetsItsTrait() {
        #expect(UITraitCollection(verticalSizeClass: .compact).verticalSizeClass == .compact)
        #expect(UITraitCollection(verticalSizeClass: .regular).verticalSizeClass == .regular)
        #expect(UITraitCollection(horizontalSizeClass: .regular).horizontalSizeClass == .regular)
        #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
    }

    @MainActor @Test func theIdiomMacroIsTheDevicesIdiom() {
        #expect(UI_USER_INTERFACE_IDIOM() == UIDevice.current.userInterfaceIdiom)
    }
}
