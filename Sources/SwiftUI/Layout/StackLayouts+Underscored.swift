import Foundation

// SwiftUI's underscored stack layouts: `_HStackLayout`, `_VStackLayout` and `_ZStackLayout` are public in SwiftUI's
// interface (the layouts `HStack`, `VStack` and `ZStack` are made of, with the same `init(alignment:spacing:)`), and
// conform to `Layout` from iOS 16, where `HStackLayout` and its siblings wrap them. Code written for the iOS 16
// betas used them directly (`AnyLayout(_HStackLayout(spacing: 8))`).

/// SwiftUI's `_HStackLayout`: here the same type as `HStackLayout` (SwiftUI's are two types, one wrapping the
/// other, laying out alike; only `HStackLayout.self == _HStackLayout.self` tells them apart).
public typealias _HStackLayout = HStackLayout

/// SwiftUI's `_VStackLayout`: here the same type as `VStackLayout`.
public typealias _VStackLayout = VStackLayout

/// SwiftUI's `_ZStackLayout`: here the same type as `ZStackLayout`.
public typealias _ZStackLayout = ZStackLayout
