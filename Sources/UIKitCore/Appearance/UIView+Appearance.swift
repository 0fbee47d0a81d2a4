import Foundation

/// Applying the appearance proxies (`UIAppearance`) to a view entering a window.
extension UIView {
    private static var appliedAppearanceKey: UInt8 = 0

    /// The values the proxies gave this view, by property name.
    private var appliedAppearance: [String: Any?] {
        get { objc_getAssociatedObject(self, &Self.appliedAppearanceKey) as? [String: Any?] ?? [:] }
        set { objc_setAssociatedObject(self, &Self.appliedAppearanceKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Gives the view the values of the proxies that match it where it is now,
    /// the most specific winning, for each property it has not set itself.
    func applyAppearanceProxies() {
        (self as? UIButton)?.applyBarItemAppearance()
        let proxies = AppearanceRegistry.shared.proxies(for: self)
        guard !proxies.isEmpty else { return }
        let pristine = AppearanceRegistry.shared.pristine(for: type(of: self))
        var applied = appliedAppearance
        for property in AppearanceProperty.all where property.applies(self) {
            var chosen: Any?? = nil
            for entry in proxies where property.applies(entry.proxy) {
                let value = property.read(entry.proxy)
                if !property.isEqual(value, property.read(entry.pristine)) { chosen = .some(value) }
            }
            guard case let .some(value) = chosen,
                  property.isUncustomized(on: self, pristine: pristine, lastApplied: applied[property.name]) else { continue }
            if !property.isEqual(property.read(self), value) { property.write(self, value) }
            applied[property.name] = .some(value)
        }
        appliedAppearance = applied
    }
}
