import Foundation

/// An image, as in UIKit: a bitmap (decoded from PNG, JPEG or SVG, or made from a
/// `CGImage`) or one of the system symbols, with a scale, a rendering mode, an
/// optional tint and cap insets.
///
/// Images are immutable; the `with...` methods return new ones. Differences:
/// a photo's EXIF orientation is applied to its pixels, so images are always
/// `.up`; animated images are not supported; the `.tile` resizing mode stretches.
open class UIImage: NSObject {
    /// How an image is drawn: in its own colours, or as a template whose alpha is
    /// filled with the tint colour, as in UIKit.
    public enum RenderingMode: Int {
        case automatic = 0, alwaysOriginal = 1, alwaysTemplate = 2
    }

    /// How the middle of a resizable image fills its area, as in UIKit.
    public enum ResizingMode: Int {
        case tile = 0, stretch = 1
    }

    /// The image's orientation, as in UIKit (always `.up` here).
    public enum Orientation: Int {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    enum Content {
        case empty
        case bitmap(CGImage)
        case symbol(SystemSymbol, SymbolConfiguration)
    }

    let content: Content
    /// Device pixels per point of the bitmap (1, 2 or 3); a symbol's is the screen's.
    public let scale: CGFloat
    /// The size in points.
    public let size: CGSize
    public let renderingMode: RenderingMode
    /// The colour `withTintColor(_:)` gave, if any.
    let tint: UIColor?
    public let capInsets: UIEdgeInsets
    public let resizingMode: ResizingMode
    /// Tinted copies of the bitmap, by colour (templates are drawn from them).
    let tintedBitmaps = TintedBitmapCache()

    init(content: Content, scale: CGFloat, size: CGSize, renderingMode: RenderingMode = .automatic, tint: UIColor? = nil,
         capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile) {
        self.content = content
        self.scale = scale
        self.size = size
        self.renderingMode = renderingMode
        self.tint = tint
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        super.init()
    }

    /// An empty image (size zero), as `UIImage()` in UIKit.
    public override convenience init() {
        self.init(content: .empty, scale: 1, size: .zero)
    }

    /// An image of `cgImage`'s pixels at `scale` device pixels per point.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let scale = scale > 0 ? scale : 1
        self.init(content: .bitmap(cgImage), scale: scale,
                  size: CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale))
    }

    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// A copy with other drawing attributes (our helper for the `with...` methods).
    func copy(renderingMode: RenderingMode? = nil, tint: UIColor?? = nil, capInsets: UIEdgeInsets? = nil,
              resizingMode: ResizingMode? = nil, content: Content? = nil, size: CGSize? = nil) -> UIImage {
        UIImage(content: content ?? self.content, scale: scale, size: size ?? self.size,
                renderingMode: renderingMode ?? self.renderingMode, tint: tint ?? self.tint,
                capInsets: capInsets ?? self.capInsets, resizingMode: resizingMode ?? self.resizingMode)
    }

    // MARK: Reading

    /// The bitmap, as in UIKit; for a symbol, the symbol drawn at the image's scale
    /// in black (or its tint colour).
    public var cgImage: CGImage? {
        switch content {
        case .empty: return nil
        case .bitmap(let image): return image
        case .symbol: return SymbolRasterizer.image(of: self)
        }
    }

    public var imageOrientation: Orientation { .up }
    /// Whether this is a system symbol (`UIImage(systemName:)`).
    public var isSymbolImage: Bool {
        if case .symbol = content { return true }
        return false
    }
    /// The symbol configuration of a symbol image, else nil.
    public var symbolConfiguration: SymbolConfiguration? {
        if case .symbol(_, let configuration) = content { return configuration }
        return nil
    }
    public var configuration: Configuration? { symbolConfiguration }
    /// Animated images are not supported: always nil.
    public var images: [UIImage]? { nil }
    public var duration: TimeInterval { 0 }
    public var flipsForRightToLeftLayoutDirection: Bool { false }

    /// Whether templates apply: `.alwaysTemplate`, or `.automatic` for a symbol.
    var isTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
    }

    // MARK: Variants

    /// The same image drawn in `renderingMode`, as in UIKit.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { copy(renderingMode: renderingMode) }

    /// Objective-C's spelling of `withRenderingMode(_:)`, kept for ported code.
    public func imageWithRenderingMode(_ renderingMode: RenderingMode) -> UIImage { withRenderingMode(renderingMode) }

    /// The image drawn in `color` (its alpha filled with it), keeping its rendering
    /// mode, as in UIKit (iOS 13). The colour wins over an image view's or a
    /// button's tint (UIKit lets a template bitmap take the view's tint instead).
    public func withTintColor(_ color: UIColor) -> UIImage { copy(tint: .some(color)) }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode, tint: .some(color))
    }

    /// A resizable image: the `capInsets` (in points) keep their size, the middle
    /// stretches, as in UIKit.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        copy(capInsets: capInsets, resizingMode: .tile)
    }

    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        copy(capInsets: capInsets, resizingMode: resizingMode)
    }

    /// The same image (right-to-left layouts are not mirrored here).
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }
    public func withHorizontallyFlippedOrientation() -> UIImage { self }

    // MARK: Equality

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        if other === self { return true }
        switch (content, other.content) {
        case let (.bitmap(a), .bitmap(b)): guard a === b else { return false }
        case let (.symbol(a, c), .symbol(b, d)): guard a.name == b.name, c == d else { return false }
        case (.empty, .empty): break
        default: return false
        }
        return scale == other.scale && renderingMode == other.renderingMode && tint == other.tint
            && capInsets == other.capInsets && resizingMode == other.resizingMode
    }

    open override var hash: Int {
        switch content {
        case .empty: return 0
        case .bitmap(let image): return ObjectIdentifier(image).hashValue
        case .symbol(let symbol, _): return symbol.name.hashValue
        }
    }

    open override var description: String {
        switch content {
        case .empty: return "<UIImage: empty>"
        case .bitmap: return "<UIImage: \(size.width)x\(size.height) @\(scale)x>"
        case .symbol(let symbol, _): return "<UIImage: symbol(\(symbol.name)) \(size.width)x\(size.height)>"
        }
    }
}

/// Tinted copies of a bitmap, the last few colours kept (an image is drawn in
/// one or two tints in practice).
final class TintedBitmapCache {
    private var entries: [(color: [CGFloat], image: CGImage)] = []

    func image(for color: UIColor, from source: CGImage) -> CGImage {
        let key = [color.red, color.green, color.blue, color.alpha]
        if let hit = entries.first(where: { $0.color == key }) { return hit.image }
        let image = Self.tinted(source, red: key[0], green: key[1], blue: key[2], alpha: key[3])
        entries.append((key, image))
        if entries.count > 4 { entries.removeFirst() }
        return image
    }

    /// `source`'s alpha filled with the colour (premultiplied).
    static func tinted(_ source: CGImage, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> CGImage {
        let pixels = source.premultipliedARGBPixels.map { pixel -> UInt32 in
            let a = CGFloat(pixel >> 24) / 255 * alpha
            func channel(_ value: CGFloat) -> UInt32 { UInt32((value * a * 255).rounded()) }
            return UInt32((a * 255).rounded()) << 24 | channel(red) << 16 | channel(green) << 8 | channel(blue)
        }
        return CGImage(width: source.width, height: source.height, premultipliedARGB: pixels,
                       shouldInterpolate: source.shouldInterpolate) ?? source
    }
}
