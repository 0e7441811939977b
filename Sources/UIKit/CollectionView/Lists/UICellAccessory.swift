import Foundation

/// An accessory at a list cell's edge (iOS 14): which one, when it shows (editing or not) and on which side. A
/// `UICollectionViewListCell` draws its accessories as views at its edges and narrows its content view to the
/// space between them (docs/cells.md, "List appearance").
@preconcurrency @MainActor
public struct UICellAccessory {
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }
    public enum Placement: Hashable, Sendable { case leading, trailing }

    /// Which accessory.
    public enum Kind: Hashable, Sendable {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, outlineDisclosure, label(String)
        case detail, popUpMenu, customView
    }

    public let kind: Kind
    public let displayed: DisplayedState
    /// The side it is drawn on: UIKit's for each kind (delete, insert and multiselect leading, the others
    /// trailing), a custom view's own.
    package let playgroundPlacement: Placement
    /// A custom view accessory's view.
    package let playgroundCustomView: UIView?
    /// A custom view accessory's width kept for it (nil: the view's width).
    package let playgroundReservedWidth: CGFloat?
    /// An outline disclosure's options (nil: the defaults).
    package var playgroundOutlineOptions: OutlineDisclosureOptions?
    /// A disclosure indicator's, checkmark's or reorder accessory's options (nil: the defaults).
    var playgroundGlyphOptions: GlyphOptions?
    /// An outline disclosure's action, run on a tap in place of the expand/collapse toggle.
    package var playgroundActionHandler: (() -> Void)?

    init(_ kind: Kind, displayed: DisplayedState = .always, placement: Placement? = nil, customView: UIView? = nil,
         reservedWidth: CGFloat? = nil) {
        self.kind = kind
        self.displayed = displayed
        switch kind {
        case .delete, .insert, .multiselect: playgroundPlacement = placement ?? .leading
        default: playgroundPlacement = placement ?? .trailing
        }
        playgroundCustomView = customView
        playgroundReservedWidth = reservedWidth
    }

    /// Whether it shows when the cell is (or is not) editing.
    package func playgroundIsShown(editing: Bool) -> Bool {
        switch displayed {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }

    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory { .init(.disclosureIndicator, displayed: displayed) }
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory { .init(.checkmark, displayed: displayed) }
    public static func delete(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(.delete, displayed: displayed) }
    public static func insert(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(.insert, displayed: displayed) }
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(.reorder, displayed: displayed) }
    public static func multiselect(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(.multiselect, displayed: displayed) }
    public static func outlineDisclosure(displayed: DisplayedState = .always) -> UICellAccessory { .init(.outlineDisclosure, displayed: displayed) }
    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory { .init(.label(text), displayed: displayed) }
    public static func detail(displayed: DisplayedState = .always) -> UICellAccessory { .init(.detail, displayed: displayed) }
}
