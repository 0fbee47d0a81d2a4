import Foundation

/// Insets by leading/trailing edge, as in UIKit (leading is the right side right to left).
public struct NSDirectionalEdgeInsets: Equatable, Hashable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

extension UIButton {
    /// A button's look, as in UIKit (iOS 15+): `.plain()`, `.gray()`, `.tinted()`,
    /// `.filled()`, `.borderless()`, `.borderedProminent()`.
    ///
    /// Read here: title, subtitle (ignored), image (on the `imagePlacement` side of the
    /// title, `imagePadding` apart), baseForegroundColor, baseBackgroundColor, cornerStyle, contentInsets,
    /// and the title font.
    public struct Configuration: Equatable {
        public enum CornerStyle: Equatable { case fixed, dynamic, small, medium, large, capsule }
        public enum Size: Equatable { case mini, small, medium, large }

        enum Kind: Equatable { case plain, gray, tinted, filled }

        var kind: Kind
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        /// Space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// Which side of the title the image goes on, as in UIKit: `.leading` (the
        /// default; the right side right to left), `.trailing`, `.top` or `.bottom`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Applied to a symbol image.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        /// The corner radius when `cornerStyle` is `.fixed`.
        public var background = Background()
        public var buttonSize: Size = .medium
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// The title's font (our shortcut for UIKit's `titleTextAttributesTransformer`).
        public var titleFont: UIFont = .systemFont(ofSize: 17)
        public var showsActivityIndicator = false

        /// The background's look, as far as it is read here.
        public struct Background: Equatable {
            public var cornerRadius: CGFloat = 8
            public var backgroundColor: UIColor?
            public var strokeColor: UIColor?
            public var strokeWidth: CGFloat = 0
            public init() {}
        }

        init(kind: Kind) { self.kind = kind }

        public static func plain() -> Configuration { Configuration(kind: .plain) }
        public static func gray() -> Configuration { Configuration(kind: .gray) }
        public static func tinted() -> Configuration { Configuration(kind: .tinted) }
        public static func filled() -> Configuration { Configuration(kind: .filled) }
        public static func borderless() -> Configuration { Configuration(kind: .plain) }
        public static func bordered() -> Configuration { Configuration(kind: .gray) }
        public static func borderedTinted() -> Configuration { Configuration(kind: .tinted) }
        public static func borderedProminent() -> Configuration { Configuration(kind: .filled) }

        /// The corner radius the style gives a button of `height`.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return background.cornerRadius
            case .dynamic, .medium: return 8
            case .small: return 6
            case .large: return 12
            case .capsule: return height / 2
            }
        }

        /// Background colour for a state (nil: none), given the tint colour.
        func backgroundColor(tint: UIColor, state: UIControl.State) -> UIColor? {
            if let explicit = background.backgroundColor { return explicit }
            let disabled = state.contains(.disabled)
            switch kind {
            case .plain:
                return nil
            case .gray:
                return baseBackgroundColor ?? UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
            case .tinted:
                return disabled ? UIColor(white: 0.5, alpha: 0.12) : (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
            case .filled:
                if disabled { return UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12) }
                let base = baseBackgroundColor ?? tint
                return state.contains(.highlighted) ? base.interpolated(to: .black, fraction: 0.2) : base
            }
        }

        /// Title colour for a state, given the tint colour.
        func foregroundColor(tint: UIColor, state: UIControl.State) -> UIColor {
            if state.contains(.disabled) { return .tertiaryLabel }
            switch kind {
            case .filled: return baseForegroundColor ?? .white
            case .plain, .gray, .tinted: return baseForegroundColor ?? tint
            }
        }

        /// Whether pressing fades the title (plain, gray, tinted) rather than darkening the fill.
        var fadesTitleWhenHighlighted: Bool { kind != .filled }
    }
}
