import CGio
import Foundation
import UIKitCore

/// `org.a11y.atspi.Component`: where objects are, in device pixels. Screen
/// coordinates add the X window's position; window coordinates are from the
/// window's top-left corner; parent coordinates from the parent's.
extension AccessibilityBridge {
    enum CoordinateType: UInt32 { case screen = 0, window = 1, parent = 2 }

    /// The object's extents in pixels, rounded to whole pixels.
    func extents(of node: AccessibleNode, in type: CoordinateType) -> CGRect {
        let (origin, scale) = screenGeometry()
        let frame = node.accessibleFrame
        var rect = CGRect(x: (frame.minX * scale).rounded(), y: (frame.minY * scale).rounded(),
                          width: (frame.width * scale).rounded(), height: (frame.height * scale).rounded())
        switch type {
        case .screen: rect = rect.offsetBy(dx: origin.x, dy: origin.y)
        case .window: break
        case .parent:
            if let parent = node.accessibleParent {
                let parentRect = extents(of: parent, in: .window)
                rect = rect.offsetBy(dx: -parentRect.minX, dy: -parentRect.minY)
            }
        }
        return rect
    }

    func componentMethod(_ method: String, node: AccessibleNode, parameters: OpaquePointer) -> BridgeReply {
        switch method {
        case "GetExtents":
            let rect = extents(of: node, in: coordinateType(parameters, 0))
            return .value(Variant.tuple([Variant.tuple([Variant.int32(Int(rect.minX)), Variant.int32(Int(rect.minY)),
                                                        Variant.int32(Int(rect.width)), Variant.int32(Int(rect.height))])]))
        case "GetPosition":
            let rect = extents(of: node, in: coordinateType(parameters, 0))
            return .value(Variant.tuple([Variant.int32(Int(rect.minX)), Variant.int32(Int(rect.minY))]))
        case "GetSize":
            let rect = extents(of: node, in: .window)
            return .value(Variant.tuple([Variant.int32(Int(rect.width)), Variant.int32(Int(rect.height))]))
        case "Contains":
            let point = CGPoint(x: Variant.int32(of: parameters, 0), y: Variant.int32(of: parameters, 1))
            let rect = extents(of: node, in: coordinateType(parameters, 2))
            return .value(Variant.tuple([Variant.bool(rect.contains(point))]))
        case "GetAccessibleAtPoint":
            let point = CGPoint(x: Variant.int32(of: parameters, 0), y: Variant.int32(of: parameters, 1))
            let type = coordinateType(parameters, 2)
            let hit = node.accessibleChildren.last { extents(of: $0, in: type).contains(point) }
            return .value(Variant.tuple([(hit.map(reference(for:)) ?? ObjectReference(bus: "", path: ObjectReference.nullPath)).variant]))
        case "GetLayer":
            let role = node.accessibleRole
            return .value(Variant.tuple([Variant.uint32(role == .frame || role == .dialog || role == .alert ? 7 : 3)]))   // window : widget
        case "GetMDIZOrder":
            return .value(Variant.tuple([Variant.int16(0)]))
        case "GrabFocus":
            return .value(Variant.tuple([Variant.bool(node.grabAccessibleFocus())]))
        case "GetAlpha":
            return .value(Variant.tuple([Variant.double(Double((node as? UIView)?.alpha ?? 1))]))
        case "ScrollTo":
            return .value(Variant.tuple([Variant.bool(false)]))
        default:
            return .unknownMethod
        }
    }

    private func coordinateType(_ parameters: OpaquePointer, _ index: Int) -> CoordinateType {
        CoordinateType(rawValue: Variant.uint32(of: parameters, index)) ?? .screen
    }
}
