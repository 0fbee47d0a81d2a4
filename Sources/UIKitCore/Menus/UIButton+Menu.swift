import Foundation

/// What a button keeps for its menu.
final class ButtonMenuState {
    var menu: UIMenu?
    var showsMenuAsPrimaryAction = false
    var changesSelectionAsPrimaryAction = false
    /// Opens the menu for a secondary click, when someone other than the button owns it (a bar button item).
    var contextMenuOpener: (() -> Void)?
}

extension UIButton {
    /// The button's menu, as in UIKit (iOS 14): shown by a click when
    /// `showsMenuAsPrimaryAction` is true (else, on iOS, by a long press; here
    /// by a secondary click), below the button (above when there is no room).
    public var menu: UIMenu? {
        get { menuState.menu }
        set {
            menuState.menu = newValue
            if menuState.changesSelectionAsPrimaryAction { showSelectedElement() }
        }
    }

    /// Whether a click shows the menu instead of sending `.primaryActionTriggered`, as in UIKit.
    public var showsMenuAsPrimaryAction: Bool {
        get { menuState.showsMenuAsPrimaryAction }
        set { menuState.showsMenuAsPrimaryAction = newValue }
    }

    /// A pop-up button, as in UIKit (iOS 15): the menu's actions are one
    /// selection group (the first is selected when none is), and the button's
    /// title is the selected action's title. Combine it with
    /// `showsMenuAsPrimaryAction`, as UIKit's pop-up buttons do.
    public var changesSelectionAsPrimaryAction: Bool {
        get { menuState.changesSelectionAsPrimaryAction }
        set {
            menuState.changesSelectionAsPrimaryAction = newValue
            if newValue { showSelectedElement() }
        }
    }

    /// Opens the button's menu below it (UIKit opens it on the user's press).
    package func showMenu() {
        if let opener = menuState.contextMenuOpener { return opener() }
        guard let menu, let window else { return }
        let single = changesSelectionAsPrimaryAction
        window.presentMenu(menu, from: convert(bounds, to: nil), sender: self, selectsSingleAtRoot: single) { [weak self] _ in
            if single { self?.showSelectedElement() }
        }
    }

    /// A pop-up button's title: the selected action's (the first action is selected when none is).
    func showSelectedElement() {
        guard let menu else { return }
        let actions = menu.inlineActions.filter { !$0.attributes.contains(.hidden) }
        if !actions.contains(where: { $0.state == .on }), let first = actions.first { first.state = .on }
        guard let selected = actions.first(where: { $0.state == .on }) else { return }
        if var configuration { configuration.title = selected.title; self.configuration = configuration } else {
            setTitle(selected.title, for: .normal)
        }
    }
}
