import Foundation
import UIKitCore

/// A control that opens a URL, as SwiftUI's `Link`: its label in the accent colour,
/// a tap calling the environment's `openURL` action (by default the system's,
/// `UIApplication.open`). Assistive technologies see a link, not a button.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let openURL = openURL
        let destination = destination
        return Button(action: { MainActor.assumeIsolated { openURL(destination) } }) { label }
            .modifier(LinkTraitModifier())
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// Gives the link's control the `.link` trait instead of `.button`.
struct LinkTraitModifier: ViewModifier {
    func body(content: Content) -> some View {
        ViewPropertiesModifier(content: content) { view in
            (view as? ButtonControl)?.kindTraits = .link
        }
    }
}
