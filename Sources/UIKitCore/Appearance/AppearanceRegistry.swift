import Foundation

/// The appearance proxies of the process (`UIAppearance`), as UIKit keeps them:
/// `appearance()` is a class method any code may call before a window exists.
/// What a registry keeps for one proxy: the class it styles, its containment chain
/// (innermost first), its traits and when it was registered.
protocol AppearanceProxyEntry {
    var target: AnyClass { get }
    var containers: [AnyClass] { get }
    var trait: UITraitCollection? { get }
    var order: Int { get }
}

final class AppearanceRegistry: @unchecked Sendable {
    static let shared = AppearanceRegistry()

    /// One proxy: the class it styles, its containment chain (innermost first)
    /// and traits, and the instance whose properties hold the values.
    struct Entry: AppearanceProxyEntry {
        let target: AnyClass
        let containers: [AnyClass]
        let trait: UITraitCollection?
        let proxy: UIView
        /// A new instance of the proxy's class: what the proxy's values are compared with.
        let pristine: UIView
        let order: Int
    }

    private let lock = NSLock()
    private var entries: [Entry] = []
    private var pristines: [ObjectIdentifier: UIView] = [:]

    /// The proxy for `target` in `containers` with `trait`, made on first use.
    func proxy(for target: UIView.Type, containers: [AnyClass], trait: UITraitCollection?) -> UIView {
        lock.lock()
        defer { lock.unlock() }
        let ids = containers.map(ObjectIdentifier.init)
        if let entry = entries.first(where: {
            $0.target == target && $0.containers.map(ObjectIdentifier.init) == ids && Self.sameTrait($0.trait, trait)
        }) { return entry.proxy }
        let proxy = Self.makeProxy(of: Self.nearestUIKitClass(of: target))
        entries.append(Entry(target: target, containers: containers, trait: trait, proxy: proxy,
                             pristine: pristineLocked(for: target), order: entries.count))
        return proxy
    }

    /// A new, never shown instance of the nearest of `pristineClasses` above
    /// `type`, made once: the values a view of `type` has when nothing set them.
    func pristine(for type: UIView.Type) -> UIView {
        lock.lock()
        defer { lock.unlock() }
        return pristineLocked(for: type)
    }

    /// The classes whose new instances stand for the defaults: those that declare
    /// an appearance property. A view's defaults are its nearest one's (UIKit's
    /// own private views, which set their look themselves, count as customized).
    static let pristineClasses: [UIView.Type] = [UIView.self, UILabel.self, UINavigationBar.self, UIToolbar.self,
                                                 UITabBar.self, UISwitch.self, UISegmentedControl.self, UITableView.self,
                                                 UIButton.self]

    private func pristineLocked(for type: UIView.Type) -> UIView {
        let ids = Set(Self.pristineClasses.map { ObjectIdentifier($0) })
        var current: AnyClass? = type
        var base: UIView.Type = UIView.self
        while let cls = current {
            if ids.contains(ObjectIdentifier(cls)), let view = cls as? UIView.Type { base = view; break }
            current = _getSuperclass(cls)
        }
        if let made = pristines[ObjectIdentifier(base)] { return made }
        let made = Self.makeProxy(of: base)
        pristines[ObjectIdentifier(base)] = made
        return made
    }

    /// The proxies that style `view` where it is now, least specific first.
    func proxies(for view: UIView) -> [Entry] {
        lock.lock()
        let all = entries
        lock.unlock()
        return Self.matching(all, type: type(of: view), traits: view.traitCollection) { Self.containerChain(of: view) }
    }

    /// The entries that style an object of `type` with `traits` inside the containers
    /// `chain` gives (asked only when an entry has containers), least specific first:
    /// a nearer class, then a longer containment, then traits, then a later
    /// registration wins. Shared by view and bar item proxies.
    static func matching<Entry: AppearanceProxyEntry>(_ entries: [Entry], type: AnyClass, traits: UITraitCollection,
                                                      chain makeChain: () -> [AnyObject]) -> [Entry] {
        guard !entries.isEmpty else { return [] }
        var chain: [AnyObject]?
        let matching: [(entry: Entry, depth: Int)] = entries.compactMap { entry in
            guard let depth = depth(of: type, below: entry.target) else { return nil }
            if !entry.containers.isEmpty {
                if chain == nil { chain = makeChain() }
                guard contains(chain ?? [], entry.containers) else { return nil }
            }
            guard entry.trait.map({ traits.containsTraits(in: $0) }) ?? true else { return nil }
            return (entry, depth)
        }
        return matching.sorted { a, b in
            if a.depth != b.depth { return a.depth > b.depth }
            if a.entry.containers.count != b.entry.containers.count { return a.entry.containers.count < b.entry.containers.count }
            if (a.entry.trait == nil) != (b.entry.trait == nil) { return a.entry.trait == nil }
            return a.entry.order < b.entry.order
        }.map(\.entry)
    }

    // MARK: Classes

    /// How many superclass steps from `type` up to `ancestor`, or nil if `ancestor` is not one.
    static func depth(of type: AnyClass, below ancestor: AnyClass) -> Int? {
        var current: AnyClass? = type
        var steps = 0
        while let cls = current {
            if ObjectIdentifier(cls) == ObjectIdentifier(ancestor) { return steps }
            current = _getSuperclass(cls)
            steps += 1
        }
        return nil
    }

    /// The nearest class at or above `type` that this module declares.
    static func nearestUIKitClass(of type: UIView.Type) -> UIView.Type {
        let module = String(reflecting: UIView.self).prefix { $0 != "." } + "."
        var current: AnyClass? = type
        while let cls = current {
            if String(reflecting: cls).hasPrefix(module), let view = cls as? UIView.Type { return view }
            current = _getSuperclass(cls)
        }
        return UIView.self
    }

    /// A new, never shown instance of `type` (a class of this module). Views are
    /// made through the initializer every view class has, `init?(coder:)`, which
    /// here decodes nothing; `UITabBar`, which cannot be decoded, through `init(frame:)`.
    static func makeProxy(of type: UIView.Type) -> UIView {
        if type == UITabBar.self { return UITabBar(frame: .zero) }
        return type.init(coder: NSCoder()) ?? UIView(frame: .zero)
    }

    private static func sameTrait(_ a: UITraitCollection?, _ b: UITraitCollection?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?): return a == b
        default: return false
        }
    }

    // MARK: Containment

    /// The objects around `view`, innermost first: each ancestor view and the
    /// controller whose view it is.
    static func containerChain(of view: UIView) -> [AnyObject] {
        var chain: [AnyObject] = []
        var current = view.superview
        while let ancestor = current {
            chain.append(ancestor)
            if let controller = ancestor.viewControllerOwner as? UIViewController { chain.append(controller) }
            current = ancestor.superview
        }
        return chain
    }

    /// Whether `containers` (innermost first) appear in `chain` in that order.
    static func contains(_ chain: [AnyObject], _ containers: [AnyClass]) -> Bool {
        var index = chain.startIndex
        for container in containers {
            guard let found = chain[index...].firstIndex(where: { depth(of: type(of: $0), below: container) != nil }) else { return false }
            index = found + 1
        }
        return true
    }
}
