import Foundation

/// An image, as SwiftUI's `Image`: SF Symbol names through `UIImage(systemName:)`
/// (sized by the font and tinted with the foreground style), image files through
/// `UIImage(named:)`. An unknown name draws nothing and says so once.
public struct Image: View, PrimitiveView, Equatable {
    public typealias Body = Never
    enum Source: Equatable { case system(String), named(String), uiImage(UIImage) }
    let source: Source
    var isResizable = false
    var renderingTemplate: Bool?

    public init(systemName: String) { source = .system(systemName) }
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }
    public init(uiImage: UIImage) { source = .uiImage(uiImage) }
    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name) }

    public enum TemplateRenderingMode: Equatable { case template, original }
    public enum ResizingMode: Equatable { case tile, stretch }

    /// The image scales to the frame it is given (otherwise it keeps its size).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self; copy.isResizable = true; return copy
    }

    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var copy = self; copy.renderingTemplate = mode.map { $0 == .template }; return copy
    }

    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.source == rhs.source && lhs.isResizable == rhs.isResizable && lhs.renderingTemplate == rhs.renderingTemplate
    }

    /// Whether the image is a system symbol (drawn as a template).
    var isSystem: Bool { if case .system = source { return true }; return false }

    func resolvedImage(font: UIFont) -> UIImage? {
        switch source {
        case .system(let name):
            guard let image = UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(font: font)) else {
                AssetWarnings.warnOnce("no system image named '\(name)'; it draws nothing")
                return nil
            }
            return image
        case .named(let name):
            guard let image = UIImage(named: name) else {
                AssetWarnings.warnOnce("no image named '\(name)' (asset catalogs are Xcode's; put the file beside the program); it draws nothing")
                return nil
            }
            return image
        case .uiImage(let image):
            return image
        }
    }

    func update(node: ViewNode) {
        let element = node.element(ImageElement.self) { ImageElement(view: UIImageView(image: nil)) }
        let imageView = element.view as! UIImageView
        let font = (node.environment.font ?? .body).uiFont
        let image = resolvedImage(font: font)
        if imageView.image !== image { imageView.image = image }
        // Symbols take the foreground style (a button's label gets its tint), else the label colour.
        imageView.tintColor = node.environment.foregroundColor?.uiColor ?? .label
        element.isResizable = isResizable
        element.aspect = node.environment.aspectRatioMode
        imageView.contentMode = element.aspect == .fill ? .scaleAspectFill : (element.aspect == .fit ? .scaleAspectFit : .scaleToFill)
    }
}

/// An image's layout: its size, or (resizable) the proposal, keeping the aspect ratio when asked.
@MainActor
final class ImageElement: LayoutElement {
    var isResizable = false
    var aspect: ContentMode?

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let natural = (view as! UIImageView).image?.size ?? .zero
        guard isResizable else { return natural }
        let proposed = proposal.replacingUnspecifiedDimensions(by: natural)
        guard let aspect, natural.width > 0, natural.height > 0 else { return proposed }
        let ratio = natural.width / natural.height
        let byWidth = CGSize(width: proposed.width, height: proposed.width / ratio)
        let byHeight = CGSize(width: proposed.height * ratio, height: proposed.height)
        switch aspect {
        case .fit: return byWidth.height <= proposed.height ? byWidth : byHeight
        case .fill: return byWidth.height >= proposed.height ? byWidth : byHeight
        }
    }
}

/// How content keeps its aspect ratio.
public enum ContentMode: Hashable, CaseIterable { case fit, fill }

struct AspectRatioKey: EnvironmentKey { static let defaultValue: ContentMode? = nil }

extension EnvironmentValues {
    var aspectRatioMode: ContentMode? { get { self[AspectRatioKey.self] } set { self[AspectRatioKey.self] = newValue } }
}

extension View {
    /// Keeps a resizable image's aspect ratio, fitting or filling its frame.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        environment(\.aspectRatioMode, contentMode)
    }
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
    /// Symbol variants and rendering modes are drawn as the plain symbol here.
    public func imageScale(_ scale: Image.Scale) -> some View { self }
}

extension Image {
    public enum Scale: Hashable { case small, medium, large }
}

/// A title with an icon, as SwiftUI's `Label`: the icon then the title, in an HStack.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
    public var body: some View {
        HStack(spacing: 8) {
            icon
            title
        }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

/// A thin line across (or, in an HStack, along) the stack, as SwiftUI's `Divider`.
public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    func update(node: ViewNode) {
        let element = node.element(DividerElement.self) { DividerElement(view: UIView()) }
        element.view.backgroundColor = .separator
    }
}

/// A divider takes the width offered and is 1 point thick.
@MainActor
final class DividerElement: LayoutElement {
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0, height: 1)
    }
}
