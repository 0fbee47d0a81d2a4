import Foundation

/// A popover's bubble, as iOS draws it: a rounded (13-point) card with a
/// 13-point-tall, 26-point-wide arrow on one side pointing at the source, a
/// soft shadow, the presented view clipped inside the card part.
final class PopoverCardView: UIView {
    static let cornerRadius: CGFloat = 13
    static let arrowHeight: CGFloat = 13
    static let arrowWidth: CGFloat = 26
    static let defaultColor = UIColor.dynamic(light: .white, dark: UIColor(rgb: 0x2C2C2E))

    let clipView = UIView()
    /// Which way the arrow points (`.up`: it is on the top edge, pointing up at the source).
    var arrowDirection: UIPopoverArrowDirection = .up { didSet { setNeedsLayout(); setNeedsDisplay() } }
    /// Where the arrow's tip is along its edge, in the view's coordinates.
    var arrowOffset: CGFloat = 0 { didSet { setNeedsDisplay() } }
    var fillColor: UIColor = PopoverCardView.defaultColor { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        accessibilityIdentifier = "popover"
        clipView.clipsToBounds = true
        clipView.layer.cornerRadius = Self.cornerRadius
        addSubview(clipView)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 20
        layer.shadowOffset = CGSize(width: 0, height: 4)
    }

    @available(*, unavailable, message: "not made from archives")
    required init?(coder: NSCoder) { fatalError("init(coder:) is not available") }

    /// The card without the arrow, in the view's coordinates.
    var cardRect: CGRect {
        var rect = bounds
        let h = Self.arrowHeight
        switch arrowDirection {
        case .up: rect.origin.y += h; rect.size.height -= h
        case .down: rect.size.height -= h
        case .left: rect.origin.x += h; rect.size.width -= h
        case .right: rect.size.width -= h
        default: break
        }
        return rect
    }

    func install(content: UIView) {
        content.frame = clipView.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        clipView.addSubview(content)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        clipView.frame = cardRect
        for subview in clipView.subviews { subview.frame = clipView.bounds }
    }

    /// The bubble's outline: the rounded card and the arrow's triangle.
    var outline: GraphicsPath {
        var path = GraphicsPath(roundedRect: cardRect, cornerRadius: Self.cornerRadius)
        let card = cardRect, half = Self.arrowWidth / 2, h = Self.arrowHeight
        let points: [CGPoint]
        switch arrowDirection {
        case .up: points = [CGPoint(x: arrowOffset - half, y: card.minY), CGPoint(x: arrowOffset, y: card.minY - h), CGPoint(x: arrowOffset + half, y: card.minY)]
        case .down: points = [CGPoint(x: arrowOffset - half, y: card.maxY), CGPoint(x: arrowOffset, y: card.maxY + h), CGPoint(x: arrowOffset + half, y: card.maxY)]
        case .left: points = [CGPoint(x: card.minX, y: arrowOffset - half), CGPoint(x: card.minX - h, y: arrowOffset), CGPoint(x: card.minX, y: arrowOffset + half)]
        case .right: points = [CGPoint(x: card.maxX, y: arrowOffset - half), CGPoint(x: card.maxX + h, y: arrowOffset), CGPoint(x: card.maxX, y: arrowOffset + half)]
        default: points = []
        }
        if let first = points.first {
            path.move(to: first)
            for point in points.dropFirst() { path.line(to: point) }
            path.close()
        }
        return path
    }

    override func draw(_ rect: CGRect) {
        guard let backend = UIGraphicsGetCurrentContext()?.backend else { return }
        backend.fill(outline, color: fillColor)
    }
}

/// Fades a popover in and out (0.2 s), as iOS does.
final class PopoverAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.2
    unowned let popover: UIPopoverPresentationController
    let isPresenting: Bool

    init(popover: UIPopoverPresentationController, isPresenting: Bool) {
        self.popover = popover
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { Self.duration }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let card = popover.popoverView
        if isPresenting {
            context.containerView.addSubview(card)
            popover.placePopover()
            card.alpha = 0
        }
        let presenting = isPresenting
        guard context.isAnimated else {
            card.alpha = presenting ? 1 : 0
            context.completeTransition(true)
            return
        }
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseOut],
                       animations: { card.alpha = presenting ? 1 : 0 },
                       completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}
