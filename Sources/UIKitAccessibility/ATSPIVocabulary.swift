import Foundation
import UIKitCore

/// AT-SPI's numbers and names for roles and states (at-spi2-core's
/// `atspi-constants.h`, 2.46), for the core's `AccessibleRole` and `AccessibleStates`.
enum ATSPIVocabulary {
    /// `AtspiRole` and its role name (what `GetRoleName` answers).
    static func role(_ role: AccessibleRole) -> (number: UInt32, name: String) {
        switch role {
        case .frame: return (23, "frame")
        case .dialog: return (16, "dialog")
        case .alert: return (2, "alert")
        case .pushButton: return (43, "push button")
        case .toggleButton: return (62, "toggle button")
        case .link: return (88, "link")
        case .entry: return (79, "entry")
        case .passwordText: return (40, "password text")
        case .text: return (61, "text")
        case .label: return (29, "label")
        case .heading: return (83, "heading")
        case .image: return (27, "image")
        case .list: return (31, "list")
        case .listItem: return (32, "list item")
        case .scrollPane: return (49, "scroll pane")
        case .panel: return (39, "panel")
        case .slider: return (51, "slider")
        case .menu: return (33, "menu")
        case .menuItem: return (35, "menu item")
        case .checkMenuItem: return (8, "check menu item")
        case .toolBar: return (63, "tool bar")
        }
    }

    static let applicationRole: (number: UInt32, name: String) = (75, "application")

    /// `AtspiStateType` numbers of each state.
    static func stateNumber(_ state: AccessibleStates) -> UInt32? {
        switch state {
        case .active: return 1
        case .checked: return 4
        case .editable: return 7
        case .enabled: return 8
        case .focusable: return 11
        case .focused: return 12
        case .modal: return 16
        case .multiLine: return 17
        case .resizable: return 21
        case .selectable: return 22
        case .selected: return 23
        case .sensitive: return 24
        case .showing: return 25
        case .singleLine: return 26
        case .visible: return 30
        case .checkable: return 41
        default: return nil
        }
    }

    /// The state set as D-Bus sends it: two 32-bit words of bits.
    static func stateWords(_ states: AccessibleStates) -> [UInt32] {
        var words: [UInt32] = [0, 0]
        for (state, _) in AccessibleStates.named where states.contains(state) {
            guard let bit = stateNumber(state) else { continue }
            words[Int(bit / 32)] |= 1 << (bit % 32)
        }
        return words
    }

    /// The name AT-SPI events use for a state ("focused", "checked", ...).
    static func stateName(_ state: AccessibleStates) -> String {
        AccessibleStates.named.first { $0.0 == state }?.1 ?? ""
    }
}
