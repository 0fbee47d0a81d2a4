import Foundation

extension GraphicsContext {
    /// What a fill or stroke paints with, as SwiftUI's `GraphicsContext.Shading`:
    /// a colour, a shape style, or a linear, radial or conic gradient (in user space).
    public struct Shading {
        enum Kind {
            case color(Color)
            case style(any ShapeStyle)
            case linear(Gradient, start: CGPoint, end: CGPoint, options: GradientOptions)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions)
            case conic(Gradient, center: CGPoint, angle: Angle, options: GradientOptions)
        }
        let kind: Kind

        /// The environment's foreground style.
        public static var foreground: Shading { Shading(kind: .style(ForegroundStyle())) }
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }
        /// A shape style: colours and hierarchical styles paint flat; a `LinearGradient`
        /// or `RadialGradient` spans the bounding box of the path drawn.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }
        /// Several shadings; a plain fill or stroke uses the first.
        public static func palette(_ array: [Shading]) -> Shading { array.first ?? .foreground }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint, options: options))
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius, options: options))
        }
        /// A gradient around `center`, starting at `angle` (0 points right) and turning clockwise.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center: center, angle: angle, options: options))
        }
    }

    /// How gradients extend past their ends, as SwiftUI's: by default the end colours
    /// continue; `.repeat` starts over, `.mirror` goes back and forth. `.linearColor`
    /// is accepted (we interpolate in sRGB).
    public struct GradientOptions: OptionSet {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
        public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
    }

    // MARK: Fill and stroke

    /// Fills `path` (user space) with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        paint(path.cgPath, evenOdd: style.isEOFilled, antialiased: style.isAntialiased, shading: shading)
    }

    /// Strokes `path` with `shading` in `style` (width, caps, joins, dashes).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var outline: CGPath = path.cgPath
        if !style.dash.isEmpty { outline = outline.copy(dashingWithPhase: style.dashPhase, lengths: style.dash) }
        let stroked = outline.copy(strokingWithWidth: style.lineWidth, lineCap: style.lineCap, lineJoin: style.lineJoin,
                                   miterLimit: style.miterLimit)
        paint(stroked, evenOdd: false, antialiased: true, shading: shading)
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Paints the area of `path` (user space) with `shading`.
    private func paint(_ path: CGPath, evenOdd: Bool, antialiased: Bool, shading: Shading) {
        cgContext.saveGState()
        defer { cgContext.restoreGState() }
        applyState()
        cgContext.setShouldAntialias(antialiased)
        cgContext.beginPath()
        cgContext.addPath(path)
        let rule: CGPathFillRule = evenOdd ? .evenOdd : .winding
        switch resolved(shading.kind, box: path.boundingBox) {
        case .color(let color):
            cgContext.setFillColor(filtered(color.uiColor.cgColor))
            cgContext.fillPath(using: rule)
        case .linear(let gradient, let start, let end, let options):
            cgContext.clip(using: rule)
            drawLinear(gradient, start: start, end: end, options: options, covering: path.boundingBox)
        case .radial(let gradient, let center, let startRadius, let endRadius, let options):
            cgContext.clip(using: rule)
            drawRadial(gradient, center: center, startRadius: startRadius, endRadius: endRadius, options: options,
                       covering: path.boundingBox)
        case .conic(let gradient, let center, let angle, _):
            cgContext.clip(using: rule)
            drawConic(gradient, center: center, angle: angle, covering: path.boundingBox)
        case .style:
            cgContext.beginPath()
        }
    }

    /// A shading with shape styles turned into colours or gradients over `box`.
    private func resolved(_ kind: Shading.Kind, box: CGRect) -> Shading.Kind {
        guard case .style(let style) = kind else { return kind }
        func point(_ unit: UnitPoint) -> CGPoint { CGPoint(x: box.minX + unit.x * box.width, y: box.minY + unit.y * box.height) }
        switch style {
        case let linear as LinearGradient:
            return .linear(linear.gradient, start: point(linear.startPoint), end: point(linear.endPoint), options: [])
        case let radial as RadialGradient:
            return .radial(radial.gradient, center: point(radial.center), startRadius: radial.startRadius,
                           endRadius: radial.endRadius, options: [])
        case let any as AnyShapeStyle:
            return resolved(.style(any.base), box: box)
        default:
            return .color(Color(style.flatColor(in: environment) ?? .label))
        }
    }
}
