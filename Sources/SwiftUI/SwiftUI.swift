@_exported import CoreGraphics
// `import SwiftUI` on iOS makes Core Graphics' and Foundation's geometry visible (CGFloat, CGSize, CGRect, …);
// CoreGraphics re-exports Foundation here. The playground's core is never imported by this module's public
// interface (docs/swiftui.md).
