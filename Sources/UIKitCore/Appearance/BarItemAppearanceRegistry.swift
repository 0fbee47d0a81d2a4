import Foundation

/// The appearance proxies of bar items (`UIBarItem.appearance()`), kept for the
/// process as UIKit keeps them, and applying them to an item whose button enters
/// a window (see `UIBarItem`).
final class BarItemAppearanceRegistry: @unchecked Sendable {
    static let shared = BarItemAppearanceRegistry()

    struct Entry: AppearanceProxyEntry {
        let target: AnyClass
        let containers: [AnyClass]
        let trait: UITraitCollection?
        let proxy: UIBarItem
        let order: Int
    }

    /// One property of a bar item the proxies carry.
    struct Property {
        let name: String
        let read: (UIBarItem) -> Any?
        let write: (UIBarItem, Any?) -> Void
        let isEqual: (Any?, Any?) -> Bool
    }

    private let lock = NSLock()
    private var entries: [Entry] = []
    private var pristines: [ObjectIdentifier: UIBarItem] = [:]

    /// The tint colour, and the title text attributes of each state.
    static let properties: [Property] = [
        Property(name: "tintColor", read: { ($0 as? UIBarButtonItem)?.tintColor },
                 write: { item, value in (item as? UIBarButtonItem)?.tintColor = value as? UIColor },
                 isEqual: { ($0 as? UIColor) == ($1 as? UIColor) }),
    ] + AppearanceProperty.appearanceStates.map { name, state in
        Property(name: "titleTextAttributes[\(name)]", read: { $0.titleTextAttributes(for: state) },
                 write: { item, value in item.setTitleTextAttributes(value as? [NSAttributedString.Key: Any], for: state) },
                 isEqual: { AppearanceProperty.attributesEqual($0 as? [NSAttributedString.Key: Any], $1 as? [NSAttributedString.Key: Any]) })
    }

    func proxy(for target: UIBarItem.Type, containers: [AnyClass], trait: UITraitCollection?) -> UIBarItem {
        lock.lock()
        defer { lock.unlock() }
        let ids = containers.map(ObjectIdentifier.init)
        if let entry = entries.first(where: {
            $0.target == target && $0.containers.map(ObjectIdentifier.init) == ids && ($0.trait == trait)
        }) { return entry.proxy }
        let proxy = target.makeAppearanceItem()
        entries.append(Entry(target: target, containers: containers, trait: trait, proxy: proxy, order: entries.count))
        return proxy
    }

    /// A new item of `item`'s proxy class: the values nobody set.
    private func pristine(for item: UIBarItem) -> UIBarItem {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(type(of: item.self))
        if let made = pristines[key] { return made }
        let made = type(of: item).makeAppearanceItem()
        pristines[key] = made
        return made
    }

    /// The proxies that style `item` shown by `view`, least specific first.
    private func proxies(for item: UIBarItem, shownIn view: UIView) -> [Entry] {
        lock.lock()
        let all = entries
        lock.unlock()
        return AppearanceRegistry.matching(all, type: type(of: item), traits: view.traitCollection) {
            [view] + AppearanceRegistry.containerChain(of: view)
        }
    }

    /// Gives `item` the values of the proxies that match it where `view` shows it,
    /// the most specific winning, for each property the item has not set itself.
    func apply(to item: UIBarItem, shownIn view: UIView, applied: inout [String: Any?]) {
        let proxies = proxies(for: item, shownIn: view)
        guard !proxies.isEmpty else { return }
        let pristine = pristine(for: item)
        for property in Self.properties {
            var chosen: Any?? = nil
            for entry in proxies {
                let value = property.read(entry.proxy)
                if !property.isEqual(value, property.read(pristine)) { chosen = .some(value) }
            }
            guard case let .some(value) = chosen else { continue }
            let current = property.read(item)
            let uncustomized = property.isEqual(current, property.read(pristine))
                || (applied[property.name].map { property.isEqual(current, $0) } ?? false)
            guard uncustomized else { continue }
            if !property.isEqual(current, value) { property.write(item, value) }
            applied[property.name] = .some(value)
        }
    }
}

extension UIButton {
    private static var shownBarItemKey: UInt8 = 0
    private static var barItemAppearanceKey: UInt8 = 0

    /// The bar item this button shows (set by the bar when it makes the button).
    var shownBarItem: UIBarItem? {
        get { objc_getAssociatedObject(self, &Self.shownBarItemKey) as? UIBarItem }
        set { objc_setAssociatedObject(self, &Self.shownBarItemKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Applies the bar item proxies to the item this button shows (on entering a window).
    func applyBarItemAppearance() {
        guard let item = shownBarItem else { return }
        var applied = objc_getAssociatedObject(self, &Self.barItemAppearanceKey) as? [String: Any?] ?? [:]
        BarItemAppearanceRegistry.shared.apply(to: item, shownIn: self, applied: &applied)
        objc_setAssociatedObject(self, &Self.barItemAppearanceKey, applied, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}
