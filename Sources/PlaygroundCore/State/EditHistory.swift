/// The undo history: order edits (insert, delete, move) and parameter changes in one sequence, as the user made
/// them, with their redo stack. At most `limit` steps are kept; changes of one parameter closer than
/// `Playground.parameterCoalescing` (a slider being dragged) make one step.
public struct EditHistory: Sendable {
    /// At most this many undo steps (older ones are dropped).
    public static let limit = 100

    private var undoStack: [Edit] = []
    private var redoStack: [Edit] = []
    /// The last parameter change (name, layout, time), for coalescing.
    private var lastParameterChange: (name: String, layout: String?, time: Double)?

    public init() {}

    /// The edits Ctrl+Z would undo, oldest first.
    public var undoable: [Edit] { undoStack }
    /// The edits Ctrl+Shift+Z would redo, the next last.
    public var redoable: [Edit] { redoStack }

    /// Records an edit already applied; clears redo.
    mutating func record(_ edit: Edit) {
        undoStack.append(edit)
        if undoStack.count > Self.limit { undoStack.removeFirst() }
        redoStack.removeAll()
    }

    /// Records parameter `name` (of `layout`, nil for a tunable) changed from `old` to `new` at `time`: merged into
    /// the previous step when that changed the same parameter less than `coalescing` seconds before (dropped when
    /// it is back where it started).
    mutating func recordParameter(_ name: String, layout: String?, from old: String, to new: String, at time: Double,
                                  coalescing: Double) {
        let last = lastParameterChange
        lastParameterChange = (name, layout, time)
        if let last, last.name == name, last.layout == layout, time - last.time < coalescing,
           case let .parameter(lastName, lastLayout, from, _)? = undoStack.last, lastName == name, lastLayout == layout {
            undoStack[undoStack.count - 1] = .parameter(name: name, layout: layout, from: from, to: new)
            if from == new { undoStack.removeLast() }  // dragged back to where it started
            redoStack.removeAll()
        } else {
            record(.parameter(name: name, layout: layout, from: old, to: new))
        }
    }

    /// The edit to undo, moved to the redo stack; nil when there is none.
    mutating func takeUndo() -> Edit? {
        guard let edit = undoStack.popLast() else { return nil }
        redoStack.append(edit)
        return edit
    }

    /// The edit to redo, moved back to the undo stack; nil when there is none.
    mutating func takeRedo() -> Edit? {
        guard let edit = redoStack.popLast() else { return nil }
        undoStack.append(edit)
        return edit
    }
}
