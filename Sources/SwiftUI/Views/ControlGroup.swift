import Foundation

/// Related controls side by side in one rounded group, as SwiftUI's `ControlGroup`
/// on iOS: the content's buttons share the width equally in a capsule-cornered
/// (8 points) `tertiarySystemFill` box 44 points tall, split by hairlines, each in
/// the tint. In a toolbar the controls stand side by side as bar buttons (16
/// points apart, no box). In a `Menu` it is an inline row of the buttons (a
/// `UIMenu` with `preferredElementSize = .medium`, as SwiftUI makes it).
///
/// Where we differ: `controlGroupStyle` is accepted and the look is the same.
public struct ControlGroup<Content: View>: View {
    let content: Content
    @Environment(\.isInToolbar) private var isInToolbar

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A group with a label (iOS 16): the label titles the group where it is collapsed
    /// into a menu; in place the controls show as the plain group does.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
        where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(content: content(), label: label())
    }

    public var body: some View {
        if isInToolbar {
            // In a bar: the controls side by side as bar buttons, 16 points apart, no box.
            HStack(spacing: 16) { content }
        } else {
            ControlGroupRow(content: content)
                .frame(minHeight: 44)
                .background(RoundedRectangle(cornerRadius: 8).fill(Color(UIColor.tertiarySystemFill)))
                .clipShape(RoundedRectangle(cornerRadius: 8))
                .buttonStyle(.borderless)
        }
    }
}

extension ControlGroup {
    /// A group titled `titleKey` with a system image (iOS 16).
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
        where Content == LabeledControlGroupContent<C, SwiftUI.Label<Text, Image>> {
        self.init(content: content) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
    /// A group titled `title` with a system image (iOS 16).
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
        where Content == LabeledControlGroupContent<C, SwiftUI.Label<Text, Image>> {
        self.init(content: content) { SwiftUI.Label(title, systemImage: systemImage) }
    }
    /// A group titled `title` (iOS 16).
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
        where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }
    /// A group titled `titleKey` (iOS 16).
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
        where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }
}

/// A labelled control group's content and label.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    public var body: some View { content }
}

/// The group's controls: each an equal share of the width, hairlines between.
struct ControlGroupRow<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    func update(node: ViewNode) {
        StackSupport.update(node: node, content: content, layout: EqualWidthRowLayout(separatorColor: .separator))
    }
}

/// A row of equal-width cells the row's height, a 1-point separator between
/// neighbours (drawn as the container's sublayers).
struct EqualWidthRowLayout: LayoutAlgorithm {
    let separatorColor: UIColor

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutElement]) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = sizes.map(\.width).max() ?? 0
        let ideal = CGSize(width: (widest + 24) * CGFloat(subviews.count), height: sizes.map(\.height).max() ?? 0)
        return CGSize(width: proposal.width.flatMap(\.finiteOrNil) ?? ideal.width, height: ideal.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutElement]) {
        guard !subviews.isEmpty else { return }
        let width = bounds.width / CGFloat(subviews.count)
        for (index, child) in subviews.enumerated() {
            child.place(in: CGRect(x: bounds.minX + width * CGFloat(index), y: bounds.minY, width: width, height: bounds.height))
        }
        guard let container = subviews.first?.view.superview else { return }
        let separators = container.layer.sublayers?.filter { $0.name == "controlGroup.separator" } ?? []
        for (index, layer) in separators.enumerated() where index >= subviews.count - 1 { layer.removeFromSuperlayer() }
        for index in 1..<max(subviews.count, 1) {
            let layer = index - 1 < separators.count ? separators[index - 1] : {
                let made = CALayer()
                made.name = "controlGroup.separator"
                container.layer.addSublayer(made)
                return made
            }()
            layer.backgroundColor = separatorColor.cgColor
            layer.frame = CGRect(x: (bounds.minX + width * CGFloat(index)).rounded() - 0.5, y: bounds.minY + 8,
                                 width: 1, height: max(bounds.height - 16, 0))
        }
    }
}

extension ControlGroup: MenuElementConvertible {
    /// In a menu: an inline group of the buttons, side by side (`.medium` elements).
    func menuElement(environment: EnvironmentValues) -> UIMenuElement? {
        let source: any View = (content as? any LabeledControlGroupContentProviding)?.groupContent ?? content
        return UIMenu(title: "", options: .displayInline, preferredElementSize: .medium,
                      children: MenuElements.elements(of: source, environment: environment))
    }
}

private struct IsInToolbarKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the view is a toolbar item's content (set by `ToolbarItemView`).
    var isInToolbar: Bool { get { self[IsInToolbarKey.self] } set { self[IsInToolbarKey.self] = newValue } }
}

protocol LabeledControlGroupContentProviding { var groupContent: any View { get } }
extension LabeledControlGroupContent: LabeledControlGroupContentProviding { var groupContent: any View { content } }

/// How a control group looks, as SwiftUI's `ControlGroupStyle`; accepted, the look is the same.
public protocol ControlGroupStyle {}
public struct AutomaticControlGroupStyle: ControlGroupStyle { public init() {} }
public struct NavigationControlGroupStyle: ControlGroupStyle { public init() {} }
public struct MenuControlGroupStyle: ControlGroupStyle { public init() {} }
public struct CompactMenuControlGroupStyle: ControlGroupStyle { public init() {} }
public struct PaletteControlGroupStyle: ControlGroupStyle { public init() {} }
extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: AutomaticControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: NavigationControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: MenuControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle { public static var compactMenu: CompactMenuControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: PaletteControlGroupStyle { .init() } }

extension View {
    /// Sets the style of the control groups inside (accepted; see `ControlGroup`).
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}
