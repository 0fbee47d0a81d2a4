import Foundation

/// One row of an open menu level.
enum MenuItem {
    /// An action; `group` is the nearest `.singleSelection` menu it is shown in, if any.
    case action(UIAction, group: UIMenu?)
    /// A child menu shown as a row that opens it.
    case submenu(UIMenu)
    /// The grey title of the menu or of an inline group.
    case header(String)
    /// A deferred element still loading.
    case loading
    /// The row that goes back from a submenu to its parent (its title).
    case back(String)

    var isChoosable: Bool {
        switch self {
        case .action(let action, _): return !action.attributes.contains(.disabled)
        case .submenu, .back: return true
        case .header, .loading: return false
        }
    }

    var title: String {
        switch self {
        case .action(let action, _): return action.title
        case .submenu(let menu): return menu.title
        case .header(let title), .back(let title): return title
        case .loading: return MenuItem.loadingTitle
        }
    }

    static let loadingTitle = "Loading\u{2026}"
}

/// Turns a menu into the sections its card shows: actions and submenu rows in
/// order, each inline child menu a section of its own (with its title as a
/// header), hidden actions left out, deferred elements replaced by what they
/// loaded (or a "Loading…" row).
struct MenuSections {
    /// What deferred elements of the open menu delivered.
    var loaded: [ObjectIdentifier: [UIMenuElement]] = [:]

    /// Treats the root menu as `.singleSelection` (a button that `changesSelectionAsPrimaryAction`).
    var selectsSingleAtRoot = false

    func sections(of menu: UIMenu, isRoot: Bool) -> [[MenuItem]] {
        var result: [[MenuItem]] = []
        var current: [MenuItem] = []
        if !isRoot {
            current.append(.back(menu.title))
        } else if !menu.title.isEmpty {
            current.append(.header(menu.title))
        }
        let single = menu.options.contains(.singleSelection) || (isRoot && selectsSingleAtRoot)
        append(menu.children, group: single ? menu : nil, into: &result, current: &current)
        if !current.isEmpty { result.append(current) }
        return result.filter { section in section.contains { if case .header = $0 { return false } else { return true } } }
    }

    private func append(_ children: [UIMenuElement], group: UIMenu?, into result: inout [[MenuItem]], current: inout [MenuItem]) {
        for child in children {
            switch child {
            case let action as UIAction:
                if !action.attributes.contains(.hidden) { current.append(.action(action, group: group)) }
            case let inline as UIMenu where inline.options.contains(.displayInline):
                // A section of headers only (the menu's title) stays with the group it heads.
                let onlyHeaders = current.allSatisfy { if case .header = $0 { return true } else { return false } }
                if !onlyHeaders { result.append(current) }
                current = (onlyHeaders ? current : []) + (inline.title.isEmpty ? [] : [.header(inline.title)])
                let single = inline.options.contains(.singleSelection) ? inline : group
                append(inline.children, group: single, into: &result, current: &current)
                if !current.isEmpty { result.append(current) }
                current = []
            case let submenu as UIMenu:
                current.append(.submenu(submenu))
            case let deferred as UIDeferredMenuElement:
                if let elements = loaded[ObjectIdentifier(deferred)] {
                    append(elements, group: group, into: &result, current: &current)
                } else {
                    current.append(.loading)
                }
            default:
                continue
            }
        }
    }

    /// The deferred elements a menu level shows directly (in inline groups too).
    static func deferredElements(in menu: UIMenu) -> [UIDeferredMenuElement] {
        menu.children.flatMap { child -> [UIDeferredMenuElement] in
            if let deferred = child as? UIDeferredMenuElement { return [deferred] }
            if let inline = child as? UIMenu, inline.options.contains(.displayInline) { return deferredElements(in: inline) }
            return []
        }
    }
}
