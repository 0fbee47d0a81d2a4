import Foundation

/// A translucent background that blurs what is behind it, as SwiftUI's
/// `Material`, drawn by our UIKit's `UIVisualEffectView` (a real Gaussian blur
/// of what is drawn behind, saturated and tinted: see `BlurMaterial`).
/// `.ultraThin`…`.ultraThick` are UIKit's `.systemUltraThinMaterial`…
/// `.systemThickMaterial` (`.ultraThick` as thick), `.bar` the chrome material.
public struct Material: ShapeStyle, Equatable {
    let style: UIBlurEffect.Style

    public static let ultraThin = Material(style: .systemUltraThinMaterial)
    public static let thin = Material(style: .systemThinMaterial)
    public static let regular = Material(style: .systemMaterial)
    public static let thick = Material(style: .systemThickMaterial)
    public static let ultraThick = Material(style: .systemThickMaterial)
    public static let bar = Material(style: .systemChromeMaterial)
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

/// A material filling the space offered (a `.background(.regularMaterial)`).
struct MaterialView: View, PrimitiveView {
    typealias Body = Never
    let material: Material

    func update(node: ViewNode) {
        let element = node.element(FlexibleElement.self) { FlexibleElement(view: UIVisualEffectView(effect: UIBlurEffect(style: material.style))) }
        let view = element.view as! UIVisualEffectView
        if (view.effect as? UIBlurEffect)?.style != material.style { view.effect = UIBlurEffect(style: material.style) }
    }
}

/// A shape style filling the space offered: a material blurs, any other style is its flat colour.
struct ShapeStyleFill: View, PrimitiveView {
    typealias Body = Never
    let style: any ShapeStyle

    func update(node: ViewNode) {
        if let material = (style as? Material) ?? ((style as? AnyShapeStyle)?.base as? Material) {
            node.updateChildren([(.id(AnyHashable("material")), MaterialView(material: material))])
        } else if let view = style as? any View {
            node.updateChildren([(.id(AnyHashable("view")), view)])
        } else {
            node.updateChildren([(.id(AnyHashable("color")), Color(uiColor: style.flatColor(in: node.environment) ?? .clear))])
        }
    }
}

extension View {
    /// The view's background filled with a style, as SwiftUI's
    /// `background(_:ignoresSafeAreaEdges:)`: a material blurs what is behind the
    /// view. The edges are accepted; the fill covers the view's frame.
    /// (A style that is also a view, such as `Color`, goes to `background(_:alignment:)`.)
    @_disfavoredOverload
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        DecoratedView(content: self, decoration: ShapeStyleFill(style: style), isBackground: true, alignment: .center)
    }
}
