import Foundation

/// An angle, as SwiftUI's `Angle`: degrees or radians.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    public static let zero = Angle()
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
}

extension View {
    /// Draws the view scaled by `scale` about `anchor`, without changing its layout
    /// (a transform on a wrapper view; animates in `withAnimation`).
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        TransformEffectView(content: self, opacity: 1) { size in
            .about(anchor, in: size, CGAffineTransform(scaleX: scale.width, y: scale.height))
        }
    }

    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws the view rotated by `angle` (clockwise, as on screen) about `anchor`,
    /// without changing its layout.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        TransformEffectView(content: self, opacity: 1) { size in
            .about(anchor, in: size, CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
        }
    }
}

/// The content in an `EffectElement` with the given alpha and transform.
struct TransformEffectView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let opacity: CGFloat
    let transform: (CGSize) -> CGAffineTransform

    func update(node: ViewNode) {
        let element = node.element(EffectElement.self) { EffectElement(view: ContainerView()) }
        node.updateChildren([(.index(0), content)])
        element.syncSubviews()
        element.opacity = opacity
        element.makeTransform = transform
    }
}
