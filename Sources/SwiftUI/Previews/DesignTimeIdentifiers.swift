/// Xcode's design-time selection identifier (the SDK's `__DesignTimeSelectionIdentifier`, public in SwiftUI's
/// interface; Xcode's previews attach it to views through `_IdentifiedModifier`). Declared because grid libraries
/// name both in conditional conformances (exyte/Grid: `extension ModifiedContent: GridForEachID where Content:
/// GridForEachID, Modifier == _IdentifiedModifier<__DesignTimeSelectionIdentifier>`, so a `ForEach` Xcode's canvas
/// tagged still reads as one). Nothing here attaches one: previews are not instrumented.
public struct __DesignTimeSelectionIdentifier: Hashable, Sendable {
    public let identifier: String
    public init(_ identifier: String) { self.identifier = identifier }
}

/// A modifier that tags a view with an identifier (the SDK's `_IdentifiedModifier`, see
/// `__DesignTimeSelectionIdentifier`): the view is unchanged.
public struct _IdentifiedModifier<Identifier: Hashable>: ViewModifier {
    public var identifier: Identifier
    public init(identifier: Identifier) { self.identifier = identifier }
    public func body(content: Content) -> some View { content }
}
