/// A layout whose elements are views the user's code made (the UIKit bridge's cells): `dump --views` lists each
/// element's view tree (docs/dump.md, "views").
public protocol ViewTreeSource {
    /// The element's drawn view tree as JSON (class, frame, colours, text, subviews); nil: no view of the user's.
    func viewTree(for attributes: LayoutAttributes) -> JSON?
}
