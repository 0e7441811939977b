import Foundation

/// Nib loading from a bundle (UINibLoading.h, `NSBundle(UINibLoadingAdditions)`).
extension Bundle {
    /// The top-level objects of the nib `name`, `owner` its File's Owner (UIKit: nil when there is no such nib).
    ///
    /// Playground: as `UINib(nibName:bundle:).instantiate(withOwner:options:)` (docs/uikit.md, "Storyboards and
    /// nibs"): the `.xib` beside the loaded files.
    @preconcurrency @MainActor public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let objects = UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
        return objects.isEmpty ? nil : objects
    }
}
