import Foundation

/// A title with an icon (SwiftUI's `Label`): laid out as its icon and title side by side, as iOS's default label
/// style does.
nonisolated public struct Label<Title: View, Icon: View>: View {
    public let title: Title
    public let icon: Icon
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
    @MainActor public var body: some View { HStack { icon; title } }
}

extension Label where Title == Text, Icon == Image {
    public init(_ title: String, systemImage name: String) { self.init(title: { Text(verbatim: title) }, icon: { Image(systemName: name) }) }
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) { self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) }) }
    public init(_ title: String, image name: String) { self.init(title: { Text(verbatim: title) }, icon: { Image(name) }) }
}
