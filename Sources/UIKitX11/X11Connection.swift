import CX11
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An open connection to an X server, with the atoms the host uses.
///
/// Protocol errors (a request on a window that just went away, an image read of
/// an unmapped window) are counted and ignored instead of Xlib's default of
/// exiting. Losing the connection (the server died, `xkill`) does not exit either:
/// Xlib's per-display exit handler (`XSetIOErrorExitHandler`, libX11 1.7) only marks
/// the connection lost and returns, every later Xlib call on it returns at once, and
/// the host's loop ends with `.connectionLost` so the app can finish its work and
/// say so in one line.
final class X11Connection {

    let display: OpaquePointer
    let name: String
    let screen: Int32
    let root: Window
    private var atomCache: [String: Atom] = [:]
    /// Set (from inside Xlib) when the connection broke; the display must not be used.
    private let lostFlag: UnsafeMutablePointer<Bool>
    private var isClosed = false

    /// Opens `displayName`, or `$DISPLAY` from `environment` when nil.
    init(displayName: String?, environment: [String: String]) throws {
        let name = displayName ?? environment["DISPLAY"] ?? ""
        guard !name.isEmpty else { throw X11HostError.noDisplay }
        X11Connection.installErrorHandlers()
        guard let display = XOpenDisplay(name) else { throw X11HostError.cannotOpenDisplay(name) }
        self.display = display
        self.name = name
        screen = cx11_default_screen(display)
        root = cx11_root_window(display, screen)
        // Allocated only once the display is open: a throwing init runs no deinit.
        lostFlag = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        lostFlag.initialize(to: false)
        XSetIOErrorExitHandler(display, { _, flag in
            flag?.assumingMemoryBound(to: Bool.self).pointee = true   // and return: no exit()
        }, lostFlag)
    }

    /// A display still open (a lost one is never closed) keeps the flag as its exit
    /// handler's data: it is only freed with a closed display.
    deinit { if isClosed { lostFlag.deallocate() } }

    /// Whether the connection broke (the server died or dropped us).
    var isLost: Bool { lostFlag.pointee }

    /// Closes the connection (the server then destroys our windows). A lost connection
    /// is only released on our side.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        XCloseDisplay(display)
    }

    var fileDescriptor: Int32 { cx11_connection_number(display) }

    /// The atom named `name`, created if needed (cached).
    func atom(_ name: String) -> Atom {
        if let atom = atomCache[name] { return atom }
        let atom = XInternAtom(display, name, 0)
        atomCache[name] = atom
        return atom
    }

    /// Interns every atom of `names` not cached yet in one round trip (`XInternAtoms`),
    /// where asking for them one by one (`atom(_:)`) costs a round trip each.
    func prefetchAtoms(_ names: [String]) {
        let missing = Array(Set(names.filter { atomCache[$0] == nil })).sorted()
        guard !missing.isEmpty else { return }
        var atoms = [Atom](repeating: 0, count: missing.count)
        var cNames = missing.map { strdup($0) }
        defer { cNames.forEach { free($0) } }
        let status = XInternAtoms(display, &cNames, Int32(missing.count), 0, &atoms)
        guard status != 0 else { return }
        for (name, atom) in zip(missing, atoms) where atom != 0 { atomCache[name] = atom }
    }

    /// The name of `atom` (for debugging and tests).
    func name(of atom: Atom) -> String? {
        guard atom != 0, let text = XGetAtomName(display, atom) else { return nil }
        defer { XFree(text) }
        return String(cString: text)
    }

    // MARK: Error handlers (process-wide in Xlib)

    /// Protocol errors seen since start (Xlib's handler is process-wide, so this is too).
    nonisolated(unsafe) static var protocolErrorCount = 0
    nonisolated(unsafe) private static var handlersInstalled = false

    private static func installErrorHandlers() {
        guard !handlersInstalled else { return }
        handlersInstalled = true
        XSetErrorHandler { _, _ in
            X11Connection.protocolErrorCount += 1
            return 0
        }
        // Xlib calls this, then the display's exit handler (which returns): say nothing
        // here, the host's loop reports the ending once.
        XSetIOErrorHandler { _ in 0 }
    }
}
