import CX11
import Foundation

/// XInput 2 on the host's window: pointer motion and buttons with subpixel
/// positions and, from XI 2.1, smooth scrolling through scroll valuators.
///
/// When the server lacks XI 2.1 nothing is selected and the host falls back to
/// core events (wheel buttons 4-7).
final class X11XInput2 {
    let opcode: Int32
    private let display: OpaquePointer
    var scroll = SmoothScrollTracker()

    /// Selects XI2 pointer events on `window`, or returns nil when the server lacks XI 2.1.
    init?(display: OpaquePointer, window: Window, root: Window) {
        var opcode: Int32 = 0, firstEvent: Int32 = 0, firstError: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &firstEvent, &firstError) != 0 else { return nil }
        var major: Int32 = 2, minor: Int32 = 2
        guard XIQueryVersion(display, &major, &minor) == Success, major > 2 || (major == 2 && minor >= 1) else {
            return nil
        }
        self.opcode = opcode
        self.display = display
        X11XInput2.select(display: display, window: window, events: [XI_Motion, XI_ButtonPress, XI_ButtonRelease, XI_DeviceChanged])
        X11XInput2.select(display: display, window: root, events: [XI_HierarchyChanged])
        refreshDevices()
    }

    private static func select(display: OpaquePointer, window: Window, events: [Int32]) {
        var bits = [UInt8](repeating: 0, count: 4)
        for event in events { cx11_xi_set_mask(&bits, event) }
        bits.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(deviceid: XIAllMasterDevices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            _ = XISelectEvents(display, window, &mask, 1)
        }
    }

    /// Re-reads every device's scroll axes (devices came or went, or changed).
    func refreshDevices() {
        scroll.removeAllDevices()
        var count: Int32 = 0
        guard let devices = XIQueryDevice(display, XIAllDevices, &count) else { return }
        defer { XIFreeDeviceInfo(devices) }
        for index in 0..<Int(count) {
            let device = devices[index]
            var axes: [SmoothScrollTracker.Axis] = []
            var values: [Int: Double] = [:]
            for classIndex in 0..<Int(device.num_classes) {
                guard let info = device.classes[classIndex] else { continue }
                switch info.pointee.type {
                case XIScrollClass:
                    let scroll = UnsafeMutableRawPointer(info).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
                    axes.append(.init(valuator: Int(scroll.number), isVertical: scroll.scroll_type == XIScrollTypeVertical,
                                      increment: scroll.increment))
                case XIValuatorClass:
                    let valuator = UnsafeMutableRawPointer(info).assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
                    values[Int(valuator.number)] = valuator.value
                default:
                    break
                }
            }
            if !axes.isEmpty { scroll.setAxes(axes, forDevice: Int(device.deviceid), currentValues: values) }
        }
    }

    /// The valuator values an XI2 device event carries (valuator number → value).
    static func valuators(of event: XIDeviceEvent) -> [Int: Double] {
        var result: [Int: Double] = [:]
        let state = event.valuators
        guard let mask = state.mask, let values = state.values else { return result }
        var next = 0
        for number in 0..<(Int(state.mask_len) * 8) where cx11_xi_mask_is_set(mask, Int32(number)) != 0 {
            result[number] = values[next]
            next += 1
        }
        return result
    }

    /// Whether button `button` is held according to an XI2 event's button state.
    static func isButtonHeld(_ button: Int, in event: XIDeviceEvent) -> Bool {
        let state = event.buttons
        guard let mask = state.mask, button < Int(state.mask_len) * 8 else { return false }
        return cx11_xi_mask_is_set(mask, Int32(button)) != 0
    }
}
