import Foundation

/// Modifiers public samples use whose effect is iOS-only chrome or has no
/// counterpart here. Each is accepted and documented in docs/SWIFTUI.md.
extension View {
    /// Sets the appearance of the screen this view is in (the hosting controller's
    /// `overrideUserInterfaceStyle`; nil follows the system).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(HostingControllerEffect { controller in
                let style: UIUserInterfaceStyle = colorScheme == .dark ? .dark : (colorScheme == .light ? .light : .unspecified)
                if controller.overrideUserInterfaceStyle != style { controller.overrideUserInterfaceStyle = style }
            })
    }

    /// Hidden list/scroll backgrounds are not drawn differently here.
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    public func textCase(_ textCase: Text.Case?) -> some View { self }
    public func headerProminence(_ prominence: Prominence) -> some View { self }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    public func controlSize(_ controlSize: ControlSize) -> some View { self }
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    public func monospacedDigit() -> some View { self }
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        ViewPropertiesModifier(content: self) { $0.isUserInteractionEnabled = enabled }
    }
    /// Applies `modifier` (a `ViewModifier`) to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> { ModifiedContent(content: self, modifier: modifier) }
}

/// Runs `apply` on the hosting controller after each update.
struct HostingControllerEffect: ViewModifier {
    let apply: (UIViewController) -> Void
    func body(content: Content) -> some View { HostingControllerEffectView(content: content, apply: apply) }
}

struct HostingControllerEffectView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let apply: (UIViewController) -> Void
    func update(node: ViewNode) {
        node.updateChildren([(.index(0), content)])
        let apply = self.apply
        node.graph.afterUpdate { [weak node] in
            if let controller = node?.environment.hostingController.controller { apply(controller) }
        }
    }
}

public enum Visibility: Hashable, CaseIterable { case automatic, visible, hidden }
public enum VerticalEdge: Int8 {
    case top, bottom
    public struct Set: OptionSet {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}
extension Text { public enum Case: Hashable { case uppercase, lowercase } }
public enum Prominence: Hashable { case standard, increased }
public enum ScrollDismissesKeyboardMode: Hashable { case automatic, immediately, interactively, never }
public enum SymbolRenderingMode: Hashable { case monochrome, multicolor, hierarchical, palette }
public enum ControlSize: Hashable, CaseIterable { case mini, small, regular, large, extraLarge }
public enum DynamicTypeSize: Hashable, CaseIterable { case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge }
public struct ToolbarPlacement: Hashable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}
