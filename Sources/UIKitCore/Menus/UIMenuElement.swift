import Foundation

/// What a menu shows, as in UIKit (iOS 13+): the base of `UIAction`, `UIMenu`
/// and `UIDeferredMenuElement`. It is abstract; make one of those.
open class UIMenuElement: NSObject {
    /// Appearance flags, as in UIKit: `.destructive` draws the element red,
    /// `.disabled` greys it and refuses it, `.hidden` leaves it out of the menu,
    /// `.keepsMenuPresented` (iOS 16) keeps the menu open after it is chosen.
    public struct Attributes: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element is checked, as in UIKit: `.on` shows a checkmark,
    /// `.mixed` a dash.
    public enum State: Int { case off, on, mixed }

    var elementTitle: String
    var elementSubtitle: String?
    var elementImage: UIImage?

    init(title: String, subtitle: String? = nil, image: UIImage?) {
        elementTitle = title
        elementSubtitle = subtitle
        elementImage = image
        super.init()
    }

    /// The element's title, as in UIKit.
    open var title: String { elementTitle }
    /// A second line under the title (iOS 15), as in UIKit.
    open var subtitle: String? {
        get { elementSubtitle }
        set { elementSubtitle = newValue }
    }
    /// The image shown at the trailing end of the element's row, as in UIKit.
    open var image: UIImage? { elementImage }
}

/// An element that supplies its contents when the menu shows it, as in UIKit
/// (iOS 14): the menu shows "Loading…" until the provider calls its completion.
/// A cached element (the default) asks once and keeps the result; an
/// `uncached(_:)` one asks each time its menu opens.
open class UIDeferredMenuElement: UIMenuElement {
    let provider: (@escaping ([UIMenuElement]) -> Void) -> Void
    let isCached: Bool
    /// The elements the provider gave (cached elements only).
    var cachedElements: [UIMenuElement]?

    /// An element whose contents `elementProvider` supplies the first time a menu shows it.
    public convenience init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
        self.init(provider: elementProvider, isCached: true)
    }

    init(provider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void, isCached: Bool) {
        self.provider = provider
        self.isCached = isCached
        super.init(title: "", image: nil)
    }

    /// An element whose contents `elementProvider` supplies each time its menu opens (iOS 15).
    open class func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) -> UIDeferredMenuElement {
        UIDeferredMenuElement(provider: elementProvider, isCached: false)
    }

    /// Asks for the elements; `completion` runs once with them (at once when cached).
    func load(_ completion: @escaping ([UIMenuElement]) -> Void) {
        if isCached, let cachedElements { return completion(cachedElements) }
        var delivered = false
        provider { [weak self] elements in
            guard !delivered else { return }
            delivered = true
            if let self, self.isCached { self.cachedElements = elements }
            completion(elements)
        }
    }
}
