import Foundation

/// A shape that can be inset by an amount, as SwiftUI's `InsettableShape`
/// (`strokeBorder` draws inside it; libraries take `some InsettableShape` for
/// backgrounds). Rectangles, rounded rectangles, capsules, circles and ellipses are.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape drawn `amount` points inside the rectangle it is given.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn inside its rectangle by `amount` (what `inset(by:)` returns here).
public struct _InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: CGFloat
    public func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}
extension RoundedRectangle: InsettableShape {
    /// The corners shrink with the inset, as SwiftUI's (a concentric outline).
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
        let corner = CGSize(width: max(cornerSize.width - amount, 0), height: max(cornerSize.height - amount, 0))
        return _InsetShape(base: RoundedRectangle(cornerSize: corner), amount: amount)
    }
}
extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}
extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}
extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

extension Shape {
    /// The shape filled with `content`. Where we differ: shapes are filled with the
    /// non-zero rule and antialiased whatever `style` says.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle) -> some View {
        fill(content)
    }
}

/// The background of the view's context, as SwiftUI's `BackgroundStyle` (`.background`):
/// the system background colour, which follows light and dark.
public struct BackgroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}
