import Foundation

extension UIImage {
    /// Traits and settings an image is made for, as in UIKit.
    open class Configuration: NSObject {
        public var traitCollection: UITraitCollection? { nil }
    }

    /// How a symbol is sized and weighted, as in UIKit.
    public enum SymbolWeight: Int, CaseIterable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's size relative to its point size, as in UIKit.
    public enum SymbolScale: Int, CaseIterable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    }

    /// Point size, weight and scale of a symbol image, as in UIKit. Text-style and
    /// font configurations take the style's or font's point size and weight.
    /// Hierarchical and palette colours are kept; the first one colours the symbol.
    public final class SymbolConfiguration: Configuration {
        public let pointSize: CGFloat
        public let weight: SymbolWeight
        public let scale: SymbolScale
        /// The colour given by `init(hierarchicalColor:)` or the first palette colour.
        public let color: UIColor?

        init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale, color: UIColor?) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.color = color
            super.init()
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, color: nil) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified, color: nil)
        }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, color: nil)
        }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight, scale: .unspecified, color: nil) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale, color: nil) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, weight: .unspecified, scale: scale, color: nil)
        }
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: SymbolConfiguration.weight(of: font), scale: scale, color: nil)
        }
        public convenience init(hierarchicalColor: UIColor) {
            self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, color: hierarchicalColor)
        }
        public convenience init(paletteColors: [UIColor]) {
            self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, color: paletteColors.first)
        }

        /// The configuration that specifies nothing.
        public static let unspecified = SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: .unspecified, color: nil)

        /// This configuration with `other`'s specified values on top, as in UIKit.
        public func applying(_ other: Configuration?) -> SymbolConfiguration {
            guard let other = other as? SymbolConfiguration else { return self }
            return SymbolConfiguration(pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                        weight: other.weight != .unspecified ? other.weight : weight,
                        scale: other.scale != .unspecified && other.scale != .default ? other.scale : scale,
                        color: other.color ?? color)
        }

        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: scale, color: color)
        }

        /// UIKit's defaults: 17 points (body text), regular weight, medium scale.
        var resolvedPointSize: CGFloat { pointSize > 0 ? pointSize : 17 }
        var resolvedWeight: SymbolWeight { weight == .unspecified ? .regular : weight }
        /// Small symbols are 0.78 and large 1.29 of medium ones (our measurements of SF Symbols).
        var scaleFactor: CGFloat {
            switch scale {
            case .small: return 0.78
            case .large: return 1.29
            default: return 1
            }
        }

        static func weight(of font: UIFont) -> SymbolWeight {
            switch font.weight.rawValue {
            case ..<(-0.7): return .ultraLight
            case ..<(-0.5): return .thin
            case ..<(-0.2): return .light
            case ..<0.1: return .regular
            case ..<0.26: return .medium
            case ..<0.35: return .semibold
            case ..<0.5: return .bold
            case ..<0.6: return .heavy
            default: return .black
            }
        }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale && color == other.color
        }

        public override var hash: Int { pointSize.hashValue ^ weight.rawValue ^ (scale.rawValue << 8) }
    }

    /// The system symbol named `systemName`, as in UIKit, drawn as our own vector
    /// paths (see `SystemSymbol` for the names we draw); nil for other names.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard let symbol = SystemSymbol.named(name) else { return nil }
        let configuration = SymbolConfiguration.unspecified.applying(configuration)
        self.init(content: .symbol(symbol, configuration), scale: max(1, UIScreen.main.scale),
                  size: symbol.size(for: configuration), tint: configuration.color)
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// This symbol with `configuration` applied, as in UIKit; other images unchanged.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard case .symbol(let symbol, let current) = content else { return self }
        let merged = current.applying(configuration)
        return copy(tint: .some(tint ?? merged.color), content: .symbol(symbol, merged), size: symbol.size(for: merged))
    }

    /// This symbol with `configuration` applied; nil for images that are not symbols.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        isSymbolImage ? withConfiguration(configuration) : nil
    }

    // The iOS 13 class properties for common symbols.
    public static var add: UIImage { UIImage(systemName: "plus")! }
    public static var remove: UIImage { UIImage(systemName: "minus")! }
    public static var checkmark: UIImage { UIImage(systemName: "checkmark")! }
    public static var actions: UIImage { UIImage(systemName: "ellipsis")! }
    public static var strokedCheckmark: UIImage { UIImage(systemName: "checkmark.circle")! }
}
