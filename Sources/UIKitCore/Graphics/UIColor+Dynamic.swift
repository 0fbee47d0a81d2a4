import Foundation

extension UIColor {
    /// A colour that picks its value from the traits it is drawn with, as in UIKit:
    ///
    /// ```swift
    /// let card = UIColor { traits in
    ///     traits.userInterfaceStyle == .dark ? UIColor(white: 0.15, alpha: 1) : .white
    /// }
    /// ```
    ///
    /// The provider runs whenever the colour is resolved (each time a view using it
    /// is drawn), so keep it quick and free of side effects.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(name: nil, provider: dynamicProvider)
    }

    /// The fixed colour this one is for `traitCollection` (itself when it is fixed).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider = dynamicProvider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// The resolution against `UITraitCollection.current`.
    var resolvedForCurrentTraits: UIColor { resolvedColor(with: .current) }

    /// Whether this colour resolves differently for different traits.
    public var isDynamic: Bool { dynamicProvider != nil }

    /// A system colour with a light and a dark value, and darker-mode elevated
    /// variants where UIKit has them (sheets, popovers and alerts are elevated).
    static func system(_ name: String, light: UIColor, dark: UIColor, darkElevated: UIColor? = nil) -> UIColor {
        UIColor(name: name) { traits in
            guard traits.userInterfaceStyle == .dark else { return light }
            if let darkElevated, traits.userInterfaceLevel == .elevated { return darkElevated }
            return dark
        }
    }

    /// A colour with a light and a dark value (for the toolkit's own chrome).
    static func dynamic(light: UIColor, dark: UIColor) -> UIColor {
        UIColor(name: nil) { traits in traits.userInterfaceStyle == .dark ? dark : light }
    }
}
