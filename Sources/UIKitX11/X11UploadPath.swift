import CX11
import Foundation

/// How a frame's pixels travel from the back buffer to the window.
///
/// Chosen with `MODAL_KIT_X11_UPLOAD=shm|xputimage|cairo`; by default `shm` when the
/// server offers MIT-SHM on a local connection, else `xputimage`. Both of those need
/// a visual whose pixels are Cairo's ARGB32 as they lie in memory (TrueColor, depth
/// 24 or 32, masks 0xFF0000/0xFF00/0xFF, 32 bits a pixel, little-endian); any other
/// visual takes `cairo`, which converts.
public enum X11UploadPath: String, CaseIterable, Sendable {
    /// `XShmPutImage` from a shared memory segment the server reads directly.
    case shm
    /// `XPutImage`: the pixels are copied through the connection.
    case xputimage
    /// A Cairo xlib surface painted from the back buffer (Cairo picks the request,
    /// with a copy of its own).
    case cairo

    /// The environment variable that picks a path.
    public static let environmentKey = "MODAL_KIT_X11_UPLOAD"

    /// The path `environment` asks for (nil when unset or not a path's name).
    static func requested(in environment: [String: String]) -> X11UploadPath? {
        environment[environmentKey].flatMap { X11UploadPath(rawValue: $0.lowercased()) }
    }
}

/// How the client knows the server has finished reading a shared memory frame,
/// before it draws the next one into the same memory (`MODAL_KIT_X11_SHM_WAIT`).
enum X11SharedMemoryWait: String {
    /// The last `XShmPutImage` of a frame asks for a completion event; the next render
    /// waits for it (usually already queued: no round trip). The default.
    case event
    /// `XSync` before the next render: a round trip every frame.
    case sync

    static func requested(in environment: [String: String]) -> X11SharedMemoryWait {
        environment["MODAL_KIT_X11_SHM_WAIT"].flatMap { X11SharedMemoryWait(rawValue: $0.lowercased()) } ?? .event
    }
}

/// What the server and the window's visual allow, asked once per window.
struct X11UploadSupport {
    /// The visual's pixels are Cairo's ARGB32 bytes as they are (no conversion).
    let takesCairoPixels: Bool
    /// MIT-SHM (with `XShmPutImage`) is offered and the connection is local.
    let sharedMemory: Bool
    /// The type of MIT-SHM's completion event on this connection.
    let completionEventType: Int32

    init(display: OpaquePointer, visual: UnsafeMutablePointer<Visual>, depth: Int32) {
        takesCairoPixels = Self.matchesCairo(display: display, visual: visual.pointee, depth: depth)
        var major: Int32 = 0, minor: Int32 = 0, pixmaps: Int32 = 0
        sharedMemory = XShmQueryExtension(display) != 0 && XShmQueryVersion(display, &major, &minor, &pixmaps) != 0
            && cx11_connection_is_local(display) != 0
        completionEventType = sharedMemory ? cx11_shm_completion_type(display) : -1
    }

    /// Whether pixels of `visual` at `depth` are laid out as Cairo's ARGB32 on this
    /// (little-endian) machine: 32 bits, blue in the lowest byte, alpha or nothing on top.
    static func matchesCairo(display: OpaquePointer, visual: Visual, depth: Int32) -> Bool {
        #if _endian(little)
        guard depth == 24 || depth == 32, visual.red_mask == 0xFF_0000, visual.green_mask == 0xFF00,
              visual.blue_mask == 0xFF, cx11_image_byte_order(display) == LSBFirst else { return false }
        var count: Int32 = 0
        guard let formats = XListPixmapFormats(display, &count) else { return false }
        defer { XFree(formats) }
        return (0..<Int(count)).contains { formats[$0].depth == depth && formats[$0].bits_per_pixel == 32 }
        #else
        return false
        #endif
    }

    /// The path to take when `requested` is asked for (nil: the default).
    func path(requested: X11UploadPath?) -> X11UploadPath {
        guard takesCairoPixels else { return .cairo }
        switch requested {
        case .cairo: return .cairo
        case .xputimage: return .xputimage
        case .shm, nil: return sharedMemory ? .shm : .xputimage
        }
    }
}
