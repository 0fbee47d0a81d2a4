import Foundation

/// A menu element that runs a closure, as in UIKit (iOS 14+).
///
/// Controls run it for the events it was added for (`UIControl.addAction(_:for:)`);
/// `sender` is the control that sent it while the handler runs.
open class UIAction {
    /// Identifies an action; adding an action with the identifier of one already
    /// added for the same control replaces it, as in UIKit.
    public struct Identifier: Hashable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Appearance flags, as in UIKit (only `.disabled` and `.destructive` are read here).
    public struct Attributes: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    public enum State: Int { case off, on, mixed }

    public var title: String
    public var image: UIImage?
    public var discoverabilityTitle: String?
    public var attributes: Attributes
    public var state: State
    public let identifier: Identifier
    /// The control that sent the action while its handler runs (nil otherwise), as in UIKit.
    public internal(set) var sender: Any?
    let handler: (UIAction) -> Void

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

/// An image: a named symbol or asset (kept by name; controls ignore it), or a
/// bitmap (`init(cgImage:)`, `UIGraphicsImageRenderer`) drawn by `draw(in:)`,
/// image layers' `contents` and `cgImage`.
///
/// Differs from UIKit: named and symbol images are not decoded or drawn yet.
public final class UIImage: Equatable {
    public let name: String
    public let isSymbolImage: Bool
    /// The bitmap, for images made from one (nil for named and symbol images).
    public let cgImage: CGImage?
    /// Pixels per point of `cgImage` (1 for named images).
    public let scale: CGFloat
    public let imageOrientation: Orientation

    public init?(systemName: String) {
        guard !systemName.isEmpty else { return nil }
        name = systemName
        isSymbolImage = true
        cgImage = nil
        scale = 1
        imageOrientation = .up
    }

    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
        isSymbolImage = false
        cgImage = nil
        scale = 1
        imageOrientation = .up
    }

    /// An image of `cgImage`'s pixels at `scale` pixels per point. Only `.up`
    /// is drawn as such; other orientations are kept and drawn as `.up`.
    public init(cgImage: CGImage, scale: CGFloat = 1, orientation: Orientation = .up) {
        name = ""
        isSymbolImage = false
        self.cgImage = cgImage
        self.scale = scale > 0 ? scale : 1
        imageOrientation = orientation
    }

    /// An empty image (size zero), as `UIImage()`.
    public convenience init() {
        self.init(bitmap: nil)
    }

    private init(bitmap: CGImage?) {
        name = ""
        isSymbolImage = false
        cgImage = bitmap
        scale = 1
        imageOrientation = .up
    }

    /// The size in points: the bitmap's pixels over `scale` (zero without a bitmap).
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    /// How the pixels are turned (kept from `init(cgImage:scale:orientation:)`).
    public enum Orientation: Int {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        if lhs.cgImage != nil || rhs.cgImage != nil { return lhs === rhs }
        return lhs.name == rhs.name && lhs.isSymbolImage == rhs.isSymbolImage
    }
}
