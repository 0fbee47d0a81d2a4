import Foundation

/// Why an X11 window could not be opened. The description is one line that says
/// what to do; `modal-demo` prints it and exits with status 2.
public enum X11HostError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// `$DISPLAY` is unset or empty and no display name was given.
    case noDisplay
    /// The display could not be opened (no server there, or not allowed in).
    case cannotOpenDisplay(String)
    /// The server lacks something we need (e.g. a 24/32-bit TrueColor visual).
    case unsupportedServer(String)

    public var description: String {
        switch self {
        case .noDisplay:
            return "no X display: $DISPLAY is not set; run this inside an X session, "
                + "or start a virtual one (Xvfb :1 & DISPLAY=:1 ...), or use --screenshot to render without a display"
        case .cannotOpenDisplay(let name):
            return "cannot open X display \"\(name)\": check that the X server is running and that you may "
                + "connect to it ($DISPLAY, $XAUTHORITY, xhost), or use --screenshot to render without a display"
        case .unsupportedServer(let reason):
            return "the X server cannot show this window: \(reason)"
        }
    }

    public var errorDescription: String? { description }
}
