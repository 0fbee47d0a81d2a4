import Foundation

/// The system symbols `UIImage(systemName:)` knows, drawn as our own vector paths
/// (not Apple's SF Symbols artwork): the ones modal code reaches for.
///
/// Each symbol lives in a box measured in point sizes (a 17-point `xmark` is
/// 0.82 × 17 points square) and is made of round-capped strokes whose width
/// follows the weight, filled shapes, and cut-outs (transparent, as in the
/// `.fill` variants). Sizes and stroke widths are our approximations of SF Symbols.
struct SystemSymbol {
    enum Part {
        /// Round-capped, round-joined polylines.
        case stroke([[CGPoint]])
        /// A filled polygon with its corners rounded by the stroke width.
        case fillPolygon([CGPoint])
        case strokeCircle(CGPoint, radius: CGFloat)
        case fillCircle(CGPoint, radius: CGFloat)
        /// A dot whose radius grows with the weight (`radius` at regular).
        case dot(CGPoint, radius: CGFloat)
        /// Polylines and dots cut out of what the symbol drew before them.
        case cut([[CGPoint]], dots: [CGPoint])
    }

    let name: String
    /// The box, in point sizes.
    let width: CGFloat
    let height: CGFloat
    let parts: [Part]

    static func named(_ name: String) -> SystemSymbol? { all[name] }

    /// The image size for a configuration: the box at the point size and scale.
    func size(for configuration: UIImage.SymbolConfiguration) -> CGSize {
        let unit = configuration.resolvedPointSize * configuration.scaleFactor
        return CGSize(width: (width * unit).rounded(), height: (height * unit).rounded())
    }

    /// Stroke width per point size, by weight.
    static func strokeFactor(_ weight: UIImage.SymbolWeight) -> CGFloat {
        switch weight {
        case .ultraLight: return 0.045
        case .thin: return 0.06
        case .light: return 0.075
        case .unspecified, .regular: return 0.09
        case .medium: return 0.105
        case .semibold: return 0.12
        case .bold: return 0.135
        case .heavy: return 0.155
        case .black: return 0.175
        }
    }

    /// Draws the symbol in `color`, as large as fits `rect` keeping its proportions, centred.
    func draw(in rect: CGRect, weight: UIImage.SymbolWeight, color: UIColor, on backend: DrawingBackend, style: DrawingStyle) {
        let unit = min(rect.width / width, rect.height / height)
        let origin = CGPoint(x: rect.midX - width * unit / 2, y: rect.midY - height * unit / 2)
        func point(_ p: CGPoint) -> CGPoint { CGPoint(x: origin.x + p.x * unit, y: origin.y + p.y * unit) }
        let lineWidth = Self.strokeFactor(weight) * unit
        let line = LineStyle(width: lineWidth, cap: .round, join: .round)
        let cgColor = color.cgColor
        let hasCuts = parts.contains { if case .cut = $0 { return true }; return false }
        let partStyle = hasCuts ? DrawingStyle.normal : style
        if hasCuts { backend.beginTransparencyGroup() }
        for part in parts {
            switch part {
            case .stroke(let lines):
                backend.stroke(Self.polylines(lines.map { $0.map(point) }), line: line, color: cgColor, style: partStyle)
            case .fillPolygon(let corners):
                var path = Self.polylines([corners.map(point)])
                path.close()
                backend.fill(path, rule: .winding, color: cgColor, style: partStyle)
                backend.stroke(path, line: line, color: cgColor, style: partStyle)
            case let .strokeCircle(center, radius):
                let c = point(center), r = radius * unit - lineWidth / 2
                backend.stroke(GraphicsPath(ovalIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)),
                               line: line, color: cgColor, style: partStyle)
            case let .fillCircle(center, radius):
                let c = point(center), r = radius * unit
                backend.fill(GraphicsPath(ovalIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)),
                             rule: .winding, color: cgColor, style: partStyle)
            case let .dot(center, radius):
                let c = point(center), r = radius * unit + (lineWidth - 0.09 * unit) * 0.6
                backend.fill(GraphicsPath(ovalIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)),
                             rule: .winding, color: cgColor, style: partStyle)
            case let .cut(lines, dots):
                let cutStyle = DrawingStyle(blendMode: .destinationOut)
                if !lines.isEmpty {
                    backend.stroke(Self.polylines(lines.map { $0.map(point) }), line: line, color: cgColor, style: cutStyle)
                }
                for dot in dots {
                    let c = point(dot), r = lineWidth * 0.75
                    backend.fill(GraphicsPath(ovalIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)),
                                 rule: .winding, color: cgColor, style: cutStyle)
                }
            }
        }
        if hasCuts { backend.endTransparencyGroup(alpha: style.alpha) }
    }

    private static func polylines(_ lines: [[CGPoint]]) -> GraphicsPath {
        var path = GraphicsPath()
        for line in lines {
            guard let first = line.first else { continue }
            path.move(to: first)
            for p in line.dropFirst() { path.line(to: p) }
        }
        return path
    }
}

extension SystemSymbol {
    private static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    /// A circled symbol: a 1.1-point-size circle, outlined or filled, with `inner`
    /// drawn inside (cut out of the filled one).
    static func circledSymbols(_ name: String, lines: [[CGPoint]], dots: [CGPoint] = []) -> [SystemSymbol] {
        circled(name, lines: lines, dots: dots)
    }

    private static func circled(_ name: String, lines: [[CGPoint]], dots: [CGPoint] = []) -> [SystemSymbol] {
        let center = p(0.55, 0.55)
        let outlined = SystemSymbol(name: "\(name).circle", width: 1.1, height: 1.1,
                                    parts: [.strokeCircle(center, radius: 0.55), .stroke(lines)] + dots.map { .dot($0, radius: 0.07) })
        let filled = SystemSymbol(name: "\(name).circle.fill", width: 1.1, height: 1.1,
                                  parts: [.fillCircle(center, radius: 0.55), .cut(lines, dots: dots)])
        return [outlined, filled]
    }

    static let all: [String: SystemSymbol] = {
        var symbols: [SystemSymbol] = [
            SystemSymbol(name: "xmark", width: 0.82, height: 0.82,
                         parts: [.stroke([[p(0.12, 0.12), p(0.70, 0.70)], [p(0.70, 0.12), p(0.12, 0.70)]])]),
            SystemSymbol(name: "checkmark", width: 0.95, height: 0.85,
                         parts: [.stroke([[p(0.10, 0.47), p(0.36, 0.75), p(0.85, 0.10)]])]),
            SystemSymbol(name: "chevron.right", width: 0.55, height: 0.95,
                         parts: [.stroke([[p(0.14, 0.10), p(0.41, 0.475), p(0.14, 0.85)]])]),
            SystemSymbol(name: "chevron.left", width: 0.55, height: 0.95,
                         parts: [.stroke([[p(0.41, 0.10), p(0.14, 0.475), p(0.41, 0.85)]])]),
            SystemSymbol(name: "chevron.down", width: 0.95, height: 0.55,
                         parts: [.stroke([[p(0.10, 0.14), p(0.475, 0.41), p(0.85, 0.14)]])]),
            SystemSymbol(name: "chevron.up", width: 0.95, height: 0.55,
                         parts: [.stroke([[p(0.10, 0.41), p(0.475, 0.14), p(0.85, 0.41)]])]),
            SystemSymbol(name: "plus", width: 0.9, height: 0.9,
                         parts: [.stroke([[p(0.45, 0.10), p(0.45, 0.80)], [p(0.10, 0.45), p(0.80, 0.45)]])]),
            SystemSymbol(name: "minus", width: 0.9, height: 0.2, parts: [.stroke([[p(0.10, 0.10), p(0.80, 0.10)]])]),
            SystemSymbol(name: "ellipsis", width: 1.05, height: 0.25,
                         parts: [p(0.15, 0.125), p(0.525, 0.125), p(0.90, 0.125)].map { .dot($0, radius: 0.085) }),
            SystemSymbol(name: "arrow.left", width: 0.95, height: 0.85,
                         parts: [.stroke([[p(0.85, 0.425), p(0.10, 0.425)], [p(0.45, 0.08), p(0.10, 0.425), p(0.45, 0.77)]])]),
            SystemSymbol(name: "arrow.right", width: 0.95, height: 0.85,
                         parts: [.stroke([[p(0.10, 0.425), p(0.85, 0.425)], [p(0.50, 0.08), p(0.85, 0.425), p(0.50, 0.77)]])]),
            SystemSymbol(name: "arrow.up", width: 0.85, height: 0.95,
                         parts: [.stroke([[p(0.425, 0.85), p(0.425, 0.10)], [p(0.08, 0.45), p(0.425, 0.10), p(0.77, 0.45)]])]),
            SystemSymbol(name: "arrow.down", width: 0.85, height: 0.95,
                         parts: [.stroke([[p(0.425, 0.10), p(0.425, 0.85)], [p(0.08, 0.50), p(0.425, 0.85), p(0.77, 0.50)]])]),
            SystemSymbol(name: "line.3.horizontal", width: 1.0, height: 0.7,
                         parts: [.stroke([[p(0.10, 0.10), p(0.90, 0.10)], [p(0.10, 0.35), p(0.90, 0.35)], [p(0.10, 0.60), p(0.90, 0.60)]])]),
            SystemSymbol(name: "magnifyingglass", width: 1.0, height: 1.0,
                         parts: [.strokeCircle(p(0.42, 0.42), radius: 0.36), .stroke([[p(0.67, 0.67), p(0.92, 0.92)]])]),
            SystemSymbol(name: "exclamationmark.triangle", width: 1.2, height: 1.05,
                         parts: [.stroke([[p(0.60, 0.08), p(1.12, 0.98), p(0.08, 0.98), p(0.60, 0.08)]]),
                                 .stroke([[p(0.60, 0.40), p(0.60, 0.66)]]), .dot(p(0.60, 0.82), radius: 0.07)]),
            SystemSymbol(name: "exclamationmark.triangle.fill", width: 1.2, height: 1.05,
                         parts: [.fillPolygon([p(0.60, 0.08), p(1.12, 0.98), p(0.08, 0.98)]),
                                 .cut([[p(0.60, 0.40), p(0.60, 0.66)]], dots: [p(0.60, 0.82)])]),
        ]
        symbols += circled("xmark", lines: [[p(0.38, 0.38), p(0.72, 0.72)], [p(0.72, 0.38), p(0.38, 0.72)]])
        symbols += circled("checkmark", lines: [[p(0.33, 0.57), p(0.48, 0.72), p(0.77, 0.38)]])
        symbols += circled("plus", lines: [[p(0.55, 0.33), p(0.55, 0.77)], [p(0.33, 0.55), p(0.77, 0.55)]])
        symbols += circled("minus", lines: [[p(0.33, 0.55), p(0.77, 0.55)]])
        symbols += circled("info", lines: [[p(0.55, 0.50), p(0.55, 0.80)]], dots: [p(0.55, 0.32)])
        symbols += circled("exclamationmark", lines: [[p(0.55, 0.28), p(0.55, 0.60)]], dots: [p(0.55, 0.80)])
        symbols += circled("ellipsis", lines: [], dots: [p(0.32, 0.55), p(0.55, 0.55), p(0.78, 0.55)])
        symbols += everyday + everydayCircled
        var table = Dictionary(uniqueKeysWithValues: symbols.map { ($0.name, $0) })
        // iOS 15's direction-aware names, left to right.
        table["chevron.backward"] = table["chevron.left"].map { SystemSymbol(name: "chevron.backward", width: $0.width, height: $0.height, parts: $0.parts) }
        table["chevron.forward"] = table["chevron.right"].map { SystemSymbol(name: "chevron.forward", width: $0.width, height: $0.height, parts: $0.parts) }
        table["multiply"] = table["xmark"]
        // Older and newer spellings of the same symbols.
        table["line.horizontal.3"] = table["line.3.horizontal"]
        return table
    }()
}
