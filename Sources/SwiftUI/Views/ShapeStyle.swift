import Foundation

/// What fills or strokes a shape or colours text, as SwiftUI's `ShapeStyle`:
/// colours, the hierarchical styles (`.primary`, `.secondary`) and gradients.
public protocol ShapeStyle {}

extension ShapeStyle {
    /// The flat colour this style resolves to (gradients: their first stop), if any.
    func flatColor(in environment: EnvironmentValues) -> UIColor? {
        switch self {
        case let color as Color: return color.uiColor
        case let style as HierarchicalShapeStyle: return style.uiColor
        case let gradient as LinearGradient: return gradient.gradient.stops.first?.color.uiColor
        case let gradient as RadialGradient: return gradient.gradient.stops.first?.color.uiColor
        case let gradient as AngularGradient: return gradient.firstColor
        case is ForegroundStyle: return environment.foregroundColor?.uiColor ?? .label
        case is TintShapeStyle: return environment.tint?.uiColor ?? .systemBlue
        case is BackgroundStyle: return .systemBackground
        case let any as AnyShapeStyle: return any.base.flatColor(in: environment)
        default: return nil
        }
    }
}

/// `.primary`, `.secondary`, `.tertiary`, `.quaternary`: the label colours.
public struct HierarchicalShapeStyle: ShapeStyle {
    let uiColor: UIColor
    public static let primary = HierarchicalShapeStyle(uiColor: .label)
    public static let secondary = HierarchicalShapeStyle(uiColor: .secondaryLabel)
    public static let tertiary = HierarchicalShapeStyle(uiColor: .tertiaryLabel)
    public static let quaternary = HierarchicalShapeStyle(uiColor: .quaternaryLabel)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var blue: Color { Color.blue }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var gray: Color { Color.gray }
    public static var white: Color { Color.white }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var indigo: Color { Color.indigo }
    public static var brown: Color { Color.brown }
}

/// The current foreground style (`.foregroundStyle` of the environment).
public struct ForegroundStyle: ShapeStyle { public init() {} }
extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The accent/tint colour.
public struct TintShapeStyle: ShapeStyle { public init() {} }
extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A type-erased style.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { base = style }
}

/// Colour stops, as SwiftUI's `Gradient`.
public struct Gradient: Equatable {
    public struct Stop: Equatable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    public init(colors: [Color]) {
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: colors.count > 1 ? CGFloat(index) / CGFloat(colors.count - 1) : 0)
        }
    }
}

/// A point in a view's unit square.
public struct UnitPoint: Hashable {
    public var x: CGFloat, y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
