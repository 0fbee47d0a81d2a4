import CGio
import Foundation
import UIKitCore

/// `org.a11y.atspi.Accessible` (every object) and `org.a11y.atspi.Application` (the root).
extension AccessibilityBridge {
    static let toolkitName = "modal-kit"
    static let toolkitVersion = "1.0"

    func accessibleMethod(_ method: String, target: BridgeTarget, parameters: OpaquePointer) -> BridgeReply {
        switch method {
        case "GetChildAtIndex":
            let index = Variant.int32(of: parameters, 0)
            let children = self.children(of: target)
            guard children.indices.contains(index) else {
                return .value(Variant.tuple([ObjectReference(bus: "", path: ObjectReference.nullPath).variant]))
            }
            return .value(Variant.tuple([children[index].variant]))
        case "GetChildren":
            return .value(Variant.tuple([Variant.array("(so)", children(of: target).map(\.variant))]))
        case "GetIndexInParent":
            return .value(Variant.tuple([Variant.int32(indexInParent(of: target))]))
        case "GetRelationSet":
            return .value(Variant.tuple([Variant.array("(ua(so))", [])]))
        case "GetRole":
            return .value(Variant.tuple([Variant.uint32(role(of: target).number)]))
        case "GetRoleName", "GetLocalizedRoleName":
            return .value(Variant.tuple([Variant.string(role(of: target).name)]))
        case "GetState":
            let states: AccessibleStates
            if case .node(let node) = target { states = node.accessibleStates } else { states = [] }
            return .value(Variant.tuple([Variant.uint32Array(ATSPIVocabulary.stateWords(states))]))
        case "GetAttributes":
            var attributes = [("toolkit", Self.toolkitName)]
            if case .node(let node) = target, let identifier = (node as? UIView)?.accessibilityIdentifier {
                attributes.append(("id", identifier))
            }
            return .value(Variant.tuple([Variant.stringDictionary(attributes)]))
        case "GetApplication":
            return .value(Variant.tuple([applicationReference.variant]))
        case "GetInterfaces":
            let path: String
            if case .node(let node) = target { path = self.path(for: node) } else { path = ObjectReference.rootPath }
            return .value(Variant.tuple([Variant.stringArray(interfaceNames(path: path))]))
        default:
            return .unknownMethod
        }
    }

    func accessibleProperty(_ name: String, target: BridgeTarget) -> OpaquePointer? {
        switch (name, target) {
        case ("Name", .application): return Variant.string(applicationName)
        case ("Name", .node(let node)): return Variant.string(node.accessibleName)
        case ("Description", .application): return Variant.string("")
        case ("Description", .node(let node)): return Variant.string(node.accessibleDescription)
        case ("Parent", .application): return desktop.variant
        case ("Parent", .node(let node)):
            if let parent = node.accessibleParent { return reference(for: parent).variant }
            return applicationReference.variant
        case ("ChildCount", _): return Variant.int32(children(of: target).count)
        case ("Locale", _): return Variant.string(Self.locale)
        case ("AccessibleId", .node(let node)): return Variant.string((node as? UIView)?.accessibilityIdentifier ?? "")
        case ("AccessibleId", .application): return Variant.string("")
        case ("HelpText", _): return Variant.string("")
        default: return nil
        }
    }

    func applicationMethod(_ method: String, parameters: OpaquePointer) -> BridgeReply {
        switch method {
        case "GetLocale": return .value(Variant.tuple([Variant.string(Self.locale)]))
        case "RegisterEventListener", "DeregisterEventListener": return .value(nil)
        default: return .unknownMethod
        }
    }

    func applicationProperty(_ name: String) -> OpaquePointer? {
        switch name {
        case "ToolkitName": return Variant.string(Self.toolkitName)
        case "Version": return Variant.string(Self.toolkitVersion)
        case "AtspiVersion": return Variant.string("2.1")
        case "Id": return g_variant_new_int32(applicationID)
        default: return nil
        }
    }

    // MARK: The tree

    func children(of target: BridgeTarget) -> [ObjectReference] {
        switch target {
        case .application: return [reference(for: window)]
        case .node(let node): return node.accessibleChildren.map(reference(for:))
        }
    }

    func indexInParent(of target: BridgeTarget) -> Int {
        guard case .node(let node) = target else { return -1 }
        guard let parent = node.accessibleParent else { return 0 }
        return parent.accessibleChildren.firstIndex { $0 === node } ?? -1
    }

    func role(of target: BridgeTarget) -> (number: UInt32, name: String) {
        switch target {
        case .application: return ATSPIVocabulary.applicationRole
        case .node(let node): return ATSPIVocabulary.role(node.accessibleRole)
        }
    }

    static var locale: String {
        let language = ProcessInfo.processInfo.environment["LANG"] ?? "C"
        return String(language.prefix { $0 != "." })
    }
}
