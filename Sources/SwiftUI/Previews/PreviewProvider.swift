/// A type that produces view previews in Xcode (SwiftUI's `PreviewProvider`, the form before `#Preview`).
///
/// Playground: compiles; its previews are not the playground's layout (a file's `Layout` or scroll view is; a
/// `#Preview` block is when the file has neither) and the preview modifiers do nothing.
@preconcurrency @MainActor
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

nonisolated extension View {
    /// Playground: does nothing (Xcode's canvas only).
    public func previewLayout(_ value: PreviewLayout) -> some View { playgroundModified(.other("previewLayout")) }
    /// Playground: does nothing (Xcode's canvas only).
    public func previewDevice(_ value: PreviewDevice?) -> some View { playgroundModified(.other("previewDevice")) }
    /// Playground: does nothing (Xcode's canvas only).
    public func previewDisplayName(_ value: String?) -> some View { playgroundModified(.other("previewDisplayName")) }
}
