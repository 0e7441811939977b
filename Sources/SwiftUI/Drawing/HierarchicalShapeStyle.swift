import Foundation

/// A style standing for another where the playground draws it (a hierarchical level, a material, a type-erased
/// style): `PlaygroundPaint` paints the style it resolves to.
/// Playground hook (package): not part of SwiftUI's API.
package protocol PlaygroundResolvingShapeStyle: ShapeStyle {
    /// The style this one is drawn as (a `Color`, a gradient, or another resolving style).
    var playgroundResolved: any ShapeStyle { get }
}

/// A level of the current content style (SwiftUI's `HierarchicalShapeStyle`: `.primary`, `.secondary`, …), as in
/// `.foregroundStyle(.secondary)`.
///
/// The levels are drawn as iOS's label colours in the light appearance (Human Interface Guidelines, "Color",
/// "Foreground": label black; secondaryLabel, tertiaryLabel and quaternaryLabel #3C3C43 at 60 %, 30 % and 18 %);
/// SwiftUI documents `secondary` as "the second level of the current content style", and the default content
/// style is the label colour. Decided: `quinary`, which has no published label colour on iOS, is #3C3C43 at 10 %.
nonisolated public struct HierarchicalShapeStyle: ShapeStyle, Sendable, Hashable {
    let level: Int
    /// A shape style that maps to the first level of the current content style.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// A shape style that maps to the second level of the current content style.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// A shape style that maps to the third level of the current content style.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// A shape style that maps to the fourth level of the current content style.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// A shape style that maps to the fifth level of the current content style.
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The opacity a level takes away from the level-one colour (the label colours' alphas, see the type's doc).
    static let levelOpacities: [Double] = [1, 0.6, 0.3, 0.18, 0.1]
}

extension HierarchicalShapeStyle: PlaygroundResolvingShapeStyle {
    package var playgroundResolved: any ShapeStyle {
        level == 0 ? Color.primary
            : Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: Self.levelOpacities[level])
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// A level of another style (what `style.secondary` returns, iOS 17): a colour at the level's opacity (see
/// `HierarchicalShapeStyle`); a gradient is drawn unchanged.
/// Playground extension (not in UIKit): a type SwiftUI keeps private (`some ShapeStyle`); user code never names it.
nonisolated public struct PlaygroundLeveledShapeStyle: PlaygroundResolvingShapeStyle {
    let base: any ShapeStyle
    let opacity: Double
    package var playgroundResolved: any ShapeStyle {
        guard case .color(let c)? = PlaygroundPaint(base) else { return base }
        return c.opacity(opacity)
    }
}

extension ShapeStyle {
    /// The second level of this shape style.
    public var secondary: some ShapeStyle { PlaygroundLeveledShapeStyle(base: self, opacity: HierarchicalShapeStyle.levelOpacities[1]) }
    /// The third level of this shape style.
    public var tertiary: some ShapeStyle { PlaygroundLeveledShapeStyle(base: self, opacity: HierarchicalShapeStyle.levelOpacities[2]) }
    /// The fourth level of this shape style.
    public var quaternary: some ShapeStyle { PlaygroundLeveledShapeStyle(base: self, opacity: HierarchicalShapeStyle.levelOpacities[3]) }
    /// The fifth level of this shape style.
    public var quinary: some ShapeStyle { PlaygroundLeveledShapeStyle(base: self, opacity: HierarchicalShapeStyle.levelOpacities[4]) }
    /// This style with its opacity multiplied by `opacity` (a colour's; a gradient is drawn unchanged).
    public func opacity(_ opacity: Double) -> some ShapeStyle { PlaygroundLeveledShapeStyle(base: self, opacity: opacity) }
}
