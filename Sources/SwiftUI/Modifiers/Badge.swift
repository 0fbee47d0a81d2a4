import Foundation

/// `.badge(_:)`: in a `List` row, the badge's text trailing in the secondary
/// colour; on a `TabView` tab, a red capsule with white text at the top right of
/// the tab's icon, as UIKit draws `UITabBarItem.badgeValue` (18 points tall, at
/// least 18 wide, 13-point text, its leading edge 6 points right of the item's
/// centre). Elsewhere it shows the content unchanged, as in SwiftUI.
struct BadgeModifier<Content: View>: View {
    let content: Content
    let badge: Text?
    @Environment(\.isInListRow) private var isInListRow

    var body: some View {
        if isInListRow {
            HStack(spacing: 8) {
                content.frame(maxWidth: .infinity, alignment: .leading)
                if let badge { badge.foregroundColor(.secondary) }
            }
        } else {
            content
        }
    }
}

/// Finds a tab's badge through the modifiers around its content.
protocol BadgeProviding { var badgeText: Text? { get } }
extension BadgeModifier: BadgeProviding { var badgeText: Text? { badge } }

enum BadgeSupport {
    static func badge(in view: Any, depth: Int = 0) -> Text? {
        if let provider = view as? BadgeProviding { return provider.badgeText }
        guard depth < 8, let content = Mirror(reflecting: view).children.first(where: { $0.label == "content" })?.value else { return nil }
        return badge(in: content, depth: depth + 1)
    }
}

/// The red badge a tab bar draws over a tab's icon (`UITabBar`'s metrics).
struct TabBadge: View {
    let text: Text
    var body: some View {
        text.font(.system(size: 13))
            .foregroundColor(.white)
            .lineLimit(1)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18, maxHeight: 18)
            .background(Capsule().fill(Color(UIColor.systemRed)))
            .fixedSize()
    }
}

private struct IsInListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the view is (in) a `List`'s row: badges show as trailing text there.
    var isInListRow: Bool { get { self[IsInListRowKey.self] } set { self[IsInListRowKey.self] = newValue } }
}

extension View {
    /// A count badge; 0 shows none, as in SwiftUI.
    public func badge(_ count: Int) -> some View {
        BadgeModifier(content: self, badge: count == 0 ? nil : Text(verbatim: "\(count)"))
    }
    /// A text badge; nil shows none.
    public func badge(_ label: Text?) -> some View { BadgeModifier(content: self, badge: label) }
    /// A localized text badge; nil shows none.
    public func badge(_ key: LocalizedStringKey?) -> some View { BadgeModifier(content: self, badge: key.map { Text($0) }) }
    /// A string badge; nil shows none.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { BadgeModifier(content: self, badge: label.map { Text($0) }) }
}
