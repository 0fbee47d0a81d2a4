import Foundation

/// iOS's default gauge: the label above a capsule bar filled to the value in the
/// tint (4 points tall on `systemFill`), the minimum and maximum value labels at
/// the bar's ends, the current value label under it.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            HStack(spacing: 8) {
                configuration.minimumValueLabel.font(.caption)
                GaugeCapacityBar(fraction: configuration.value).frame(height: 4)
                configuration.maximumValueLabel.font(.caption)
            }
            configuration.currentValueLabel.font(.caption).foregroundColor(.secondary)
        }
    }
}

/// The lock screen's bar gauge: a track with a ring marker at the value, the
/// bounds labels at its ends, the current value label (else the label) above.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            if let current = configuration.currentValueLabel { current } else { configuration.label }
            HStack(spacing: 4) {
                configuration.minimumValueLabel.font(.caption2)
                ZStack {
                    Capsule().fill(Color(UIColor.systemFill))
                    GaugeBarMarker(fraction: configuration.value).fill(.tint)
                }
                .frame(height: 6)
                configuration.maximumValueLabel.font(.caption2)
            }
        }
        .font(.caption)
    }
}

/// The lock screen's capacity bar: `linearCapacity` in the accessory's smaller text.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration).font(.caption)
    }
}

/// The lock screen's round gauge (iOS 16): a 60-point ring open at the bottom
/// (270°, 6 points thick) in `systemFill` with a marker dot at the value in the
/// tint, the current value label (else the label) in its centre, and the minimum
/// and maximum value labels in the opening's corners.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            GaugeRingTrack(span: 270)
            GaugeRingMarker(fraction: configuration.value, span: 270).fill(.tint)
            if let current = configuration.currentValueLabel {
                current.font(.system(size: 17, weight: .medium))
            } else {
                configuration.label.font(.caption2)
            }
            VStack(spacing: 0) {
                Spacer(minLength: 0)
                HStack(spacing: 0) {
                    configuration.minimumValueLabel
                    Spacer(minLength: 0)
                    configuration.maximumValueLabel
                }
                .font(.system(size: 10))
                .padding(.horizontal, 8)
            }
        }
        .frame(width: 60, height: 60)
    }
}

/// The lock screen's round capacity gauge: a full ring filled clockwise from the
/// top to the value in the tint, the current value label (else the label) inside.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            GaugeRing(from: 0, to: 1, span: 360).fill(Color(UIColor.systemFill))
            GaugeRing(from: 0, to: configuration.value, span: 360).fill(.tint)
            if let current = configuration.currentValueLabel {
                current.font(.system(size: 17, weight: .medium))
            } else {
                configuration.label.font(.caption2)
            }
        }
        .frame(width: 60, height: 60)
    }
}

/// The default style: `linearCapacity` on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}

/// A capacity bar: the `systemFill` capsule, filled to the fraction in the tint
/// (a tint gradient spread along the whole bar, shown up to the fraction).
struct GaugeCapacityBar: View {
    let fraction: Double
    @Environment(\.tintGradient) private var gradient
    var body: some View {
        ZStack {
            Capsule().fill(Color(UIColor.systemFill))
            if let gradient {
                LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing)
                    .mask(GaugeBarFill(fraction: fraction))
            } else {
                GaugeBarFill(fraction: fraction).fill(.tint)
            }
        }
    }
}

/// A round gauge's track: `systemFill`, or the tint gradient along the arc.
struct GaugeRingTrack: View {
    let span: Double
    @Environment(\.tintGradient) private var gradient
    var body: some View {
        if let gradient {
            GradientRing(gradient: gradient, span: span)
        } else {
            GaugeRing(from: 0, to: 1, span: span).fill(Color(UIColor.systemFill))
        }
    }
}

/// The filled part of a capacity bar: a capsule from the leading edge to the fraction.
struct GaugeBarFill: Shape {
    let fraction: Double
    func path(in rect: CGRect) -> Path {
        let width = rect.width * CGFloat(fraction)
        guard width > 0 else { return Path() }
        return Path(roundedRect: CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height),
                    cornerRadius: min(rect.height, width) / 2)
    }
}

/// A bar gauge's marker: a dot the bar's height at the fraction.
struct GaugeBarMarker: Shape {
    let fraction: Double
    func path(in rect: CGRect) -> Path {
        let diameter = rect.height
        let x = rect.minX + (rect.width - diameter) * CGFloat(fraction)
        return Path(ellipseIn: CGRect(x: x, y: rect.minY, width: diameter, height: diameter))
    }
}

/// An arc of a ring 6 points thick in the largest centred square: `span` degrees
/// centred on the top (a 270° ring is open at the bottom), from the fraction
/// `from` to the fraction `to` of it, clockwise.
struct GaugeRing: Shape {
    let from: Double
    let to: Double
    let span: Double
    static let thickness: CGFloat = 6

    func path(in rect: CGRect) -> Path {
        guard to > from else { return Path() }
        let radius = min(rect.width, rect.height) / 2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let start = GaugeRing.angle(at: from, span: span)
        let end = GaugeRing.angle(at: to, span: span)
        let bezier = UIBezierPath()
        bezier.addArc(withCenter: center, radius: radius, startAngle: start, endAngle: end, clockwise: true)
        bezier.addArc(withCenter: center, radius: radius - Self.thickness, startAngle: end, endAngle: start, clockwise: false)
        bezier.close()
        return Path(bezier.cgPath)
    }

    /// The angle (radians, clockwise from the right, y down) of a fraction of the arc.
    static func angle(at fraction: Double, span: Double) -> CGFloat {
        // A full ring starts at the top; an open one at the left end of its opening.
        let startDegrees = span >= 360 ? 270 : 270 - span / 2
        return CGFloat((startDegrees + span * fraction) * .pi / 180)
    }
}

/// The round gauge's marker: a dot the ring's thickness at the fraction of the arc.
struct GaugeRingMarker: Shape {
    let fraction: Double
    let span: Double
    func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2 - GaugeRing.thickness / 2
        let angle = GaugeRing.angle(at: fraction, span: span)
        let point = CGPoint(x: rect.midX + radius * cos(angle), y: rect.midY + radius * sin(angle))
        let size = GaugeRing.thickness
        return Path(ellipseIn: CGRect(x: point.x - size / 2, y: point.y - size / 2, width: size, height: size))
    }
}
