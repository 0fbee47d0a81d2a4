import Foundation

/// A button that pushes a destination on the enclosing `NavigationStack`, as
/// SwiftUI's `NavigationLink`; in a Form or List row it shows a disclosure chevron.
public struct NavigationLink<Label: View, Destination: View>: View {
    let destination: Destination?
    let value: AnyHashable?
    let label: Label
    @Environment(\.self) private var environment

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination()
        self.label = label()
        value = nil
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
        value = nil
    }

    init(label: () -> Label, value: AnyHashable?) {
        destination = nil
        self.label = label()
        self.value = value
    }

    public var body: some View {
        let environment = self.environment
        let destination = self.destination
        let value = self.value
        Button(action: {
            if let destination {
                NavigationSupport.push(destination, from: environment)
            } else if let value {
                if let made = environment.navigationDestinations?.destination(for: value.base) {
                    NavigationSupport.push(made, from: environment)
                } else {
                    AssetWarnings.warnOnce("no navigationDestination(for: \(type(of: value.base)).self) in this NavigationStack; nothing is pushed")
                }
            }
        }) {
            HStack {
                label.foregroundColor(.primary)
                Spacer()
                Image(systemName: "chevron.right").foregroundColor(Color(UIColor.tertiaryLabel))
            }
        }
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), label: { Text(titleKey) })
    }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), label: { Text(title) })
    }
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination, label: { Text(titleKey) })
    }
}

extension EnvironmentValues {
    /// `@Environment(\.self)`: all the values.
    public var `self`: EnvironmentValues {
        get { self }
        set { self = newValue }
    }
}
