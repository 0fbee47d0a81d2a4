import Foundation

/// Drawing gradient shadings into the clip (the path being painted), in user space.
extension GraphicsContext {
    /// Stops `(location, colour)` through the colour filters, sorted.
    private func stops(of gradient: Gradient) -> [(CGFloat, CGColor)] {
        gradient.stops.map { ($0.location, filtered($0.color.uiColor.cgColor)) }.sorted { $0.0 < $1.0 }
    }

    /// The gradient's stops laid over periods `first..<last` of its length (`.repeat`
    /// starts each period over, `.mirror` reverses every other one), in 0...1.
    private func periodicGradient(_ gradient: Gradient, first: Int, last: Int, mirror: Bool) -> CGGradient? {
        let base = stops(of: gradient)
        var locations: [CGFloat] = []
        var colors: [CGColor] = []
        let span = CGFloat(max(last - first, 1))
        for period in first..<max(last, first + 1) {
            let reversed = mirror && abs(period) % 2 == 1
            let ordered = reversed ? base.reversed().map { (1 - $0.0, $0.1) } : base
            for (location, color) in ordered {
                locations.append((CGFloat(period - first) + location) / span)
                colors.append(color)
            }
        }
        return CGGradient(colorsSpace: CGColorSpace(name: CGColorSpace.sRGB), colors: colors, locations: locations)
    }

    /// How many periods to draw at most on each side (a gradient a point long over a big canvas stays bounded).
    private static let periodLimit = 512

    func drawLinear(_ gradient: Gradient, start: CGPoint, end: CGPoint, options: GradientOptions, covering box: CGRect) {
        let d = CGPoint(x: end.x - start.x, y: end.y - start.y)
        let length2 = d.x * d.x + d.y * d.y
        let periodic = options.contains(.repeat) || options.contains(.mirror)
        guard periodic, length2 > 0 else {
            guard let cg = periodicGradient(gradient, first: 0, last: 1, mirror: false) else { return }
            cgContext.drawLinearGradient(cg, start: start, end: end, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            return
        }
        let corners = [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
                       CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.maxX, y: box.maxY)]
        let ts = corners.map { (($0.x - start.x) * d.x + ($0.y - start.y) * d.y) / length2 }
        let first = max(Int((ts.min() ?? 0).rounded(.down)), -Self.periodLimit)
        let last = min(Int((ts.max() ?? 1).rounded(.up)), Self.periodLimit)
        guard let cg = periodicGradient(gradient, first: first, last: last, mirror: options.contains(.mirror)) else { return }
        let from = CGPoint(x: start.x + d.x * CGFloat(first), y: start.y + d.y * CGFloat(first))
        let to = CGPoint(x: start.x + d.x * CGFloat(max(last, first + 1)), y: start.y + d.y * CGFloat(max(last, first + 1)))
        cgContext.drawLinearGradient(cg, start: from, end: to, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    }

    func drawRadial(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                    options: GradientOptions, covering box: CGRect) {
        let step = endRadius - startRadius
        let periodic = options.contains(.repeat) || options.contains(.mirror)
        guard periodic, step > 0 else {
            guard let cg = periodicGradient(gradient, first: 0, last: 1, mirror: false) else { return }
            cgContext.drawRadialGradient(cg, startCenter: center, startRadius: startRadius, endCenter: center,
                                         endRadius: endRadius, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            return
        }
        let corners = [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
                       CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.maxX, y: box.maxY)]
        let far = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? endRadius
        let last = min(max(Int(((far - startRadius) / step).rounded(.up)), 1), Self.periodLimit)
        guard let cg = periodicGradient(gradient, first: 0, last: last, mirror: options.contains(.mirror)) else { return }
        cgContext.drawRadialGradient(cg, startCenter: center, startRadius: startRadius, endCenter: center,
                                     endRadius: startRadius + step * CGFloat(last), options: [.drawsBeforeStartLocation])
    }

    /// A conic gradient as 360 wedges a degree wide, each in the colour at its middle angle.
    func drawConic(_ gradient: Gradient, center: CGPoint, angle: Angle, covering box: CGRect) {
        let base = stops(of: gradient)
        guard !base.isEmpty else { return }
        let corners = [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
                       CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.maxX, y: box.maxY)]
        let radius = (corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 1) + 2
        let wedges = 360
        for index in 0..<wedges {
            let from = CGFloat(angle.radians) + CGFloat(index) / CGFloat(wedges) * 2 * .pi
            let to = CGFloat(angle.radians) + CGFloat(index + 1) / CGFloat(wedges) * 2 * .pi
            let color = ColorMatrix.interpolate(base, at: (CGFloat(index) + 0.5) / CGFloat(wedges))
            cgContext.beginPath()
            cgContext.move(to: center)
            // A hair wider than a degree, so neighbouring wedges leave no seams.
            cgContext.addLine(to: CGPoint(x: center.x + radius * cos(from - 0.002), y: center.y + radius * sin(from - 0.002)))
            cgContext.addLine(to: CGPoint(x: center.x + radius * cos(to), y: center.y + radius * sin(to)))
            cgContext.closePath()
            cgContext.setFillColor(color)
            cgContext.fillPath()
        }
    }
}
