import CGio
import Foundation
import UIKitCore

/// `org.a11y.atspi.Action` (click, activate, dismiss, increment, decrement)
/// and `org.a11y.atspi.Value` (switches, the sheet's grabber).
extension AccessibilityBridge {
    func actionMethod(_ method: String, node: AccessibleNode, parameters: OpaquePointer) -> BridgeReply {
        let actions = node.accessibleActions
        if method == "GetActions" {
            let items = actions.map { Variant.tuple([Variant.string($0.name), Variant.string($0.description), Variant.string($0.keyBinding)]) }
            return .value(Variant.tuple([Variant.array("(sss)", items)]))
        }
        let index = Variant.int32(of: parameters, 0)
        guard actions.indices.contains(index) else { return .invalid("no action \(index)") }
        let action = actions[index]
        switch method {
        case "GetName", "GetLocalizedName": return .value(Variant.tuple([Variant.string(action.name)]))
        case "GetDescription": return .value(Variant.tuple([Variant.string(action.description)]))
        case "GetKeyBinding": return .value(Variant.tuple([Variant.string(action.keyBinding)]))
        case "DoAction":
            let done = node.performAccessibleAction(named: action.name)
            window.setNeedsDisplay()
            return .value(Variant.tuple([Variant.bool(done)]))
        default: return .unknownMethod
        }
    }

    func valueProperty(_ name: String, node: AccessibleNode) -> OpaquePointer? {
        guard let value = node.accessibleValue else { return nil }
        switch name {
        case "MinimumValue": return Variant.double(value.minimum)
        case "MaximumValue": return Variant.double(value.maximum)
        case "MinimumIncrement": return Variant.double(value.step)
        case "CurrentValue": return Variant.double(value.current)
        case "Text": return Variant.string(value.text)
        default: return nil
        }
    }
}
