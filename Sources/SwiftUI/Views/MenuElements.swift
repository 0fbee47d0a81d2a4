import Foundation

/// A view that is an element of a menu (`Menu`'s and `.contextMenu`'s content).
@MainActor
protocol MenuElementConvertible {
    func menuElement(environment: EnvironmentValues) -> UIMenuElement?
}

/// Turns menu content into `UIMenuElement`s as SwiftUI does on iOS 16: a
/// `Button` (its `Text` or `Label` title and system image; red when
/// `.destructive`) is an action; a `Toggle` an action with a checkmark when on;
/// a `Picker` an inline single-selection group; a nested `Menu` a submenu; a
/// `Section` an inline group under its header; a `Divider` starts a new
/// inline group; `Text` a disabled row. `ForEach`, `Group`, conditionals and
/// optionals are looked through.
@MainActor
enum MenuElements {
    static func elements(of content: some View, environment: EnvironmentValues) -> [UIMenuElement] {
        var builder = ListRowsBuilder()
        builder.add(content, path: "m")
        var groups: [(title: String?, elements: [UIMenuElement])] = []
        for section in builder.sections {
            let header = (section.view as? SectionHeaderProviding)?.headerText
            groups.append((header, []))
            for row in 0..<section.rowCount {
                guard let view = section.row(row)?.make() else { continue }
                if view is Divider {
                    groups.append((nil, []))
                    continue
                }
                if let element = element(for: view, environment: environment) {
                    groups[groups.count - 1].elements.append(element)
                }
            }
        }
        groups.removeAll { $0.elements.isEmpty }
        if groups.count == 1, groups[0].title == nil { return groups[0].elements }
        return groups.map { UIMenu(title: $0.title ?? "", options: .displayInline, children: $0.elements) }
    }

    /// The element a view makes, looking through modifiers (`.disabled(true)` disables it).
    static func element(for view: any View, environment: EnvironmentValues, depth: Int = 0) -> UIMenuElement? {
        if let convertible = view as? MenuElementConvertible { return convertible.menuElement(environment: environment) }
        if let text = view as? Text { return UIAction(title: text.string, attributes: .disabled) { _ in } }
        if let writer = view as? EnvironmentTransforming {
            return element(for: writer.transformedContent, environment: writer.transformed(environment), depth: depth + 1)
        }
        guard depth < 8, let content = Mirror(reflecting: view).children.first(where: { $0.label == "content" })?.value as? any View else {
            return nil
        }
        return element(for: content, environment: environment, depth: depth + 1)
    }

    /// The system image of a label (`Label(_:systemImage:)`, `Image(systemName:)`), if any.
    static func image(in view: Any, depth: Int = 0) -> UIImage? {
        if let image = view as? Image, case .system(let name) = image.source { return UIImage(systemName: name) }
        guard depth < 8 else { return nil }
        for child in Mirror(reflecting: view).children where ["icon", "content", "label"].contains(child.label ?? "") {
            if let found = image(in: child.value, depth: depth + 1) { return found }
        }
        return nil
    }

    /// The title of a label: its `Text`, or a `Label`'s title.
    static func title(of label: Any) -> String {
        TagSupport.text(in: label) ?? (label as? Label_Title)?.titleText ?? ""
    }

    /// Opens `menu` below (or above) `view`.
    static func present(_ menu: UIMenu, from view: UIView) {
        guard let window = view.window else { return }
        window.presentMenu(menu, from: view.convert(view.bounds, to: nil))
    }
}

extension Button: MenuElementConvertible {
    func menuElement(environment: EnvironmentValues) -> UIMenuElement? {
        let action = self.action
        var attributes: UIMenuElement.Attributes = []
        if buttonRole == .destructive { attributes.insert(.destructive) }
        if !environment.isEnabled { attributes.insert(.disabled) }
        return UIAction(title: MenuElements.title(of: label), image: MenuElements.image(in: label), attributes: attributes) { _ in action() }
    }
}

extension Toggle: MenuElementConvertible {
    func menuElement(environment: EnvironmentValues) -> UIMenuElement? {
        let isOn = self.isOn
        return UIAction(title: MenuElements.title(of: label), image: MenuElements.image(in: label),
                        state: isOn.wrappedValue ? .on : .off) { _ in isOn.wrappedValue.toggle() }
    }
}

extension Menu: MenuElementConvertible {
    func menuElement(environment: EnvironmentValues) -> UIMenuElement? { submenu(environment: environment) }
}

extension Picker: MenuElementConvertible {
    /// An inline group of the options, the selected one checked; choosing one sets the selection.
    func menuElement(environment: EnvironmentValues) -> UIMenuElement? {
        UIMenu(title: "", options: [.displayInline, .singleSelection], children: menuActions())
    }
}

/// A section's header text (a `Section` in a menu is an inline group under it).
protocol SectionHeaderProviding { var headerText: String? { get } }
extension Section: SectionHeaderProviding {
    var headerText: String? { title ?? TagSupport.text(in: header) }
}

/// A modifier that changes the environment of its content (`.disabled`, `.environment`).
@MainActor
protocol EnvironmentTransforming {
    var transformedContent: any View { get }
    func transformed(_ environment: EnvironmentValues) -> EnvironmentValues
}

extension EnvironmentWriter: EnvironmentTransforming {
    var transformedContent: any View { content }
    func transformed(_ environment: EnvironmentValues) -> EnvironmentValues {
        var environment = environment
        transform(&environment)
        return environment
    }
}
