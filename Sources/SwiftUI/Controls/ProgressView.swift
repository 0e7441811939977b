import Foundation

/// A view that shows progress (SwiftUI's `ProgressView`). Playground: an indeterminate one (no value) is a
/// 20-point ring (UIActivityIndicatorView's medium size; it does not spin here); a determinate one is a 4-point
/// track across the width it is offered (UIProgressView's default height) filled to its fraction in the accent
/// colour; a title stands above either (decided: iOS's looks, approximated).
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// The completed fraction, 0…1; nil when indeterminate.
    let fraction: Double?
    let title: String?

    @MainActor public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if let title { Text(verbatim: title) }
            if let fraction {
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(Color(white: 0.85))
                        Capsule().fill(Color.accentColor).frame(width: proxy.size.width * CGFloat(fraction))
                    }
                }
                .frame(height: 4)
            } else {
                Circle().stroke(Color.gray, lineWidth: 2).frame(width: 20, height: 20)
            }
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view.
    public init() { fraction = nil; title = nil }
    /// A progress view of `value` out of `total` (nil: indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
        title = nil
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a title.
    public init(_ title: String) { fraction = nil; self.title = title }
    /// A progress view with a title, of `value` out of `total`.
    public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
        self.title = title
    }
}
