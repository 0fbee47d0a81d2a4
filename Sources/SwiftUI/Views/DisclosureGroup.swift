import Foundation

/// A label with a chevron that shows or hides content, as SwiftUI's `DisclosureGroup`
/// on iOS: the label leading, a chevron in the accent colour trailing that points
/// right when collapsed and turns down (rotated 90°) when expanded; a tap on the row
/// toggles it inside `withAnimation`. The expansion is the `isExpanded:` binding's,
/// or the group's own state (collapsed at first). The content shows below the label,
/// indented, while expanded.
///
/// Where we differ: inside a `List` the group and its content are one row (the
/// content stacked under the label in it), where iOS gives each content view its own row.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpandedBinding: Binding<Bool>?
    @State private var ownExpansion = false

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpandedBinding = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpandedBinding = isExpanded
    }

    public var body: some View {
        let expanded = isExpandedBinding?.wrappedValue ?? ownExpansion
        VStack(alignment: .leading, spacing: 0) {
            Button(action: toggle) {
                HStack(spacing: 8) {
                    label.foregroundColor(.primary)
                        .frame(maxWidth: .infinity, alignment: .leading)
                    Image(systemName: "chevron.right")
                        .font(.system(size: 13, weight: .semibold))
                        .foregroundColor(.accentColor)
                        .rotationEffect(.degrees(expanded ? 90 : 0))
                        .accessibilityHidden(true)
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            if expanded {
                VStack(alignment: .leading, spacing: 8) { content() }
                    .padding(.leading, 20)
                    .padding(.top, 8)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }

    private func toggle() {
        withAnimation(.easeInOut(duration: 0.25)) {
            if let isExpandedBinding { isExpandedBinding.wrappedValue.toggle() } else { ownExpansion.toggle() }
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}
