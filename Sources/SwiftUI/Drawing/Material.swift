import Foundation

/// A background material (SwiftUI's `Material`): a translucent layer that blurs what is behind it, in five
/// thicknesses and the toolbars' `bar`, usable wherever a `ShapeStyle` is (`.background(.ultraThinMaterial)`,
/// `.background(.bar)`, `.fill(.regularMaterial)`).
///
/// Playground: drawn as a translucent white (light appearance) whose opacity grows with the thickness; the blur of
/// what is behind is not drawn (a notice on first use). Apple publishes neither the blur nor the tint of a material
/// ("Material": "a material isn't a view, but adding a material is like inserting a translucent layer between the
/// modified view and its background"), so the opacities are decided here: ultraThin 0.35, thin 0.5, regular 0.65,
/// thick 0.8, ultraThick 0.9, and `bar` 0.8 (a toolbar's chrome, as thick).
nonisolated public struct Material: Sendable, Hashable {
    /// The white's opacity the playground draws this material with (decided, see the type's doc).
    package let playgroundOpacity: Double
    package let playgroundName: String

    /// A material that's somewhat translucent.
    public static let regular = Material(playgroundOpacity: 0.65, playgroundName: "regular")
    /// A material that's more opaque than translucent.
    public static let thick = Material(playgroundOpacity: 0.8, playgroundName: "thick")
    /// A material that's more translucent than opaque.
    public static let thin = Material(playgroundOpacity: 0.5, playgroundName: "thin")
    /// A mostly translucent material.
    public static let ultraThin = Material(playgroundOpacity: 0.35, playgroundName: "ultraThin")
    /// A mostly opaque material.
    public static let ultraThick = Material(playgroundOpacity: 0.9, playgroundName: "ultraThick")
    /// A material matching the style of system toolbars.
    public static let bar = Material(playgroundOpacity: 0.8, playgroundName: "bar")
}

extension Material: PlaygroundResolvingShapeStyle {
    package var playgroundResolved: any ShapeStyle {
        PlaygroundNotices.record("Material", .approximated,
                                 "drawn as a translucent white (\(playgroundName): opacity \(playgroundOpacity)); the blur of what is behind is not drawn")
        return Color(white: 1, opacity: playgroundOpacity)
    }
}

/// The materials as shape styles, as SwiftUI declares them on `ShapeStyle where Self == Material`.
extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var thinMaterial: Material { .thin }
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var ultraThickMaterial: Material { .ultraThick }
    /// A material matching the style of system toolbars.
    public static var bar: Material { .bar }
}
