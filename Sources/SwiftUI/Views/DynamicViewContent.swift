import Foundation

/// Content made from a collection that a List can edit, as SwiftUI's `DynamicViewContent`:
/// in a `List`, `onDelete` gives each row swipe-to-delete and the edit mode's red
/// minus, `onMove` the edit mode's reorder handle (see `List+Editing`).
extension ForEach {
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.deleteAction = action
        return copy
    }

    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.moveAction = action
        return copy
    }

    /// Runs the delete action for `offsets` (what a swipe-to-delete does).
    public func _delete(at offsets: IndexSet) { deleteAction?(offsets) }
    public func _move(from source: IndexSet, to destination: Int) { moveAction?(source, destination) }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (SwiftUI's extension for `onDelete`).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before `destination` (SwiftUI's extension for `onMove`).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        let target = index(startIndex, offsetBy: destination - before)
        insert(contentsOf: moving, at: target)
    }
}
