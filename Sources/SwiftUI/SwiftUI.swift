@_exported import UIKit
@_exported import Observation
// `import SwiftUI` on iOS re-exports Observation too (`@Observable` models beside a view need no import).
// `import SwiftUI` on iOS makes UIKit visible too (UIColor, UIImage, UIScreen in a SwiftUI file need no
// `import UIKit`), and with it Core Graphics' and Foundation's geometry (CGFloat, CGSize, CGRect, …). The
// playground's core is never imported by this module (docs/swiftui.md).
