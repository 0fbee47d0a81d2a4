import Foundation

/// A menu of actions and submenus, as in UIKit (iOS 13+). Buttons show it
/// (`UIButton.menu`), bar button items (`UIBarButtonItem.menu`) and context
/// menus (`UIContextMenuInteraction`) as iOS 16 draws a menu: a rounded card
/// beside its source (see `MenuCardView`).
///
/// A child menu with `.displayInline` is shown as a group of rows set apart by
/// a thick separator; any other child menu is a row that opens it. In a
/// `.singleSelection` menu, choosing an action turns it `.on` and its
/// siblings `.off` before the handler runs, as iOS 15+ does.
open class UIMenu: UIMenuElement {
    /// Identifies a menu, as in UIKit.
    public struct Identifier: Hashable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows, as in UIKit.
    public struct Options: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Its children are shown in the parent menu, set apart by separators.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's row is red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one of its actions is `.on` (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Shown as a row of small elements (iOS 17); shown as rows here.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The size of a menu's elements (iOS 16); every size shows as `.large` rows here.
    public enum ElementSize: Int { case small, medium, large, automatic }

    public let identifier: Identifier
    public let options: Options
    public private(set) var children: [UIMenuElement]
    open var preferredElementSize: ElementSize = .large

    /// A menu, as in UIKit.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.options = options
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu with other children, as in UIKit.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The actions of the menu (and its inline groups) that are `.on` (iOS 16).
    public var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let action = child as? UIAction { return action.state == .on ? [action] : [] }
            if let menu = child as? UIMenu, menu.options.contains(.displayInline) { return menu.selectedElements }
            return []
        }
    }

    /// The actions shown directly in this menu, in order (inline groups opened).
    var inlineActions: [UIAction] {
        children.flatMap { child -> [UIAction] in
            if let action = child as? UIAction { return [action] }
            if let menu = child as? UIMenu, menu.options.contains(.displayInline) { return menu.inlineActions }
            return []
        }
    }
}
