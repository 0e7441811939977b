import Foundation
import PlaygroundCore
import UIKit

/// A view that draws coloured triangles in its own coordinates (the SwiftUI bridge's gradients: bands of one
/// colour each, cut to a shape), flattened by `ViewTreeDrawing` after its background and before its subviews,
/// cut by the clips and masks it is in, as a shape layer's path is (docs/cells.md, "Shapes and masks").
/// Playground hook (package): no UIKit counterpart.
package protocol PlaygroundTrianglesView: UIView {
    /// Each mesh: triangles (three points each) in the view's coordinates, and their colour.
    var playgroundMeshes: [(triangles: [Point], color: CGColor)] { get }
}
