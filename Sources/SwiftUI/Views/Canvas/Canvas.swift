import Foundation

/// Immediate-mode 2D drawing, as SwiftUI's `Canvas`: `renderer(&context, size)` draws
/// with a `GraphicsContext` each time the canvas is drawn; the canvas takes the space
/// offered. The renderer runs in the view's `draw(_:)` (our Core Graphics on Cairo),
/// so it runs again when the canvas is re-made (its body's state changed), resized,
/// or its window's appearance changes.
///
/// Where we differ: `symbols` are accepted but not drawn (`resolveSymbol(id:)`
/// answers nil); `opaque`, `colorMode` and `rendersAsynchronously` are accepted and
/// have no effect (drawing is always synchronous, in the window's frame).
public struct Canvas<Symbols: View>: View, PrimitiveView {
    public typealias Body = Never
    public var symbols: Symbols
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
    public var rendersAsynchronously: Bool

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.symbols = symbols()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    func update(node: ViewNode) {
        let element = node.element(FlexibleElement.self) { FlexibleElement(view: CanvasView()) }
        let view = element.view as! CanvasView
        view.renderer = renderer
        view.environment = node.environment
        view.setNeedsDisplay()
    }
}

extension Canvas where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
                  renderer: renderer, symbols: { EmptyView() })
    }
}

/// The colour space a canvas composites in, as SwiftUI's `ColorRenderingMode` (accepted; we draw in sRGB).
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

/// The view behind a `Canvas`: runs the renderer in `draw(_:)`.
final class CanvasView: UIView {
    var renderer: ((inout GraphicsContext, CGSize) -> Void)?
    var environment = EnvironmentValues()
    /// How many times the renderer ran (tests count redraws).
    private(set) var drawCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        guard let cgContext = UIGraphicsGetCurrentContext(), let renderer else { return }
        drawCount += 1
        var context = GraphicsContext(cgContext: cgContext, environment: environment, bounds: bounds)
        cgContext.saveGState()
        renderer(&context, bounds.size)
        cgContext.restoreGState()
    }
}
