import Foundation
import Observation

/// Whether the content of a view can be edited, as SwiftUI's `EditMode`: a
/// `List` in `.active` mode shows the delete controls and the reorder handles
/// of its `onDelete`/`onMove` rows.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    /// True for `.active` and `.transient`, as in SwiftUI.
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey { static let defaultValue: Binding<EditMode>? = nil }

extension EnvironmentValues {
    /// The edit mode of the views below, as SwiftUI's `\.editMode`: a binding that
    /// `EditButton` toggles and `List` follows. A `NavigationStack` provides one for
    /// its screens (as iOS does); `.environment(\.editMode, $mode)` replaces it.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// The edit mode a `NavigationStack` keeps for its screens (observed: the views
/// and lists that read it update when it changes).
@Observable
final class EditModeStore {
    var mode: EditMode = .inactive

    var binding: Binding<EditMode> {
        Binding(get: { self.mode }, set: { self.mode = $0 })
    }
}

/// A button that toggles the environment's edit mode, as SwiftUI's `EditButton`:
/// "Edit", then a bold "Done" while editing. Without an edit mode in the
/// environment it does nothing (as on iOS outside an editable container).
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button(action: {
            guard let editMode else { return }
            withAnimation { editMode.wrappedValue = isEditing ? .inactive : .active }
        }) {
            Text(isEditing ? "Done" : "Edit").fontWeight(isEditing ? .semibold : nil)
        }
        .accessibilityIdentifier(isEditing ? "done" : "edit")
    }
}
