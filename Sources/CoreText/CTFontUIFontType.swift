import Foundation
import UIKitCore

/// The user-interface fonts of Core Text, as in Core Text (`CTFontCreateUIFontForLanguage`).
public enum CTFontUIFontType: UInt32 {
    case none = 0xFFFF_FFFF
    case user = 0, userFixedPitch, system, emphasizedSystem, smallSystem, smallEmphasizedSystem, miniSystem,
         miniEmphasizedSystem, views, application, label, menuTitle, menuItem, menuItemMark, menuItemCmdKey,
         windowTitle, pushButton, utilityWindowTitle, alertHeader, systemDetail, emphasizedSystemDetail, toolbar,
         smallToolbar, message, palette, toolTip, controlContent

    /// The size Core Text gives the type when asked for size 0 (macOS's defaults).
    var defaultSize: CGFloat {
        switch self {
        case .user, .views, .application: return 12
        case .userFixedPitch, .miniSystem, .miniEmphasizedSystem: return 10
        case .smallSystem, .smallEmphasizedSystem, .toolTip, .palette, .smallToolbar, .label: return 11
        case .menuTitle: return 14
        default: return 13
        }
    }

    /// Whether the type is the bold ("emphasized") variant.
    var isEmphasized: Bool {
        switch self {
        case .emphasizedSystem, .smallEmphasizedSystem, .miniEmphasizedSystem, .emphasizedSystemDetail, .alertHeader: return true
        default: return false
        }
    }
}

/// The font Core Text uses for `uiType` at `size` (0: the type's default size), as in
/// Core Text: the system family (`UIFont.systemFamilyName`), bold for the emphasized
/// types, the fontconfig "Monospace" family for `.userFixedPitch`; `language` is
/// accepted and does not change the family here. Nil for `.none`.
public func CTFontCreateUIFontForLanguage(_ uiType: CTFontUIFontType, _ size: CGFloat, _ language: NSString?) -> CTFont? {
    guard uiType != .none else { return nil }
    let pointSize = size > 0 ? size : uiType.defaultSize
    if uiType == .userFixedPitch { return UIFont(familyName: "Monospace", pointSize: pointSize) }
    return UIFont.systemFont(ofSize: pointSize, weight: uiType.isEmphasized ? .bold : .regular)
}
