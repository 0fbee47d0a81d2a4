/// Applies UIKit view properties to the content's views (each of its elements).
struct ViewPropertiesModifier<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let apply: (UIView) -> Void

    func update(node: ViewNode) {
        node.updateChildren([(.index(0), content)])
        for element in node.childElements { apply(element.view) }
    }
}

extension View {
    /// Names the view for UI tests: our UIKit view's `accessibilityIdentifier`, so the
    /// trace's `elements` and tapes' `#identifier` find it.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        ViewPropertiesModifier(content: self) { $0.accessibilityIdentifier = identifier }
    }

    /// What VoiceOver (our AT-SPI bridge) reads for the view.
    public func accessibilityLabel(_ label: Text) -> some View {
        ViewPropertiesModifier(content: self) { view in
            view.accessibilityLabel = label.string
            view.isAccessibilityElement = true
        }
    }

    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibilityLabel(Text(label)) }

    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        ViewPropertiesModifier(content: self) { $0.accessibilityHint = String(hint) }
    }

    /// Hides the view from assistive technologies.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        ViewPropertiesModifier(content: self) { $0.accessibilityElementsHidden = hidden }
    }
}
