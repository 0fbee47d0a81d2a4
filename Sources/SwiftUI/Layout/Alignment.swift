import Foundation

/// Horizontal alignment of views in a VStack or a frame.
public struct HorizontalAlignment: Equatable {
    let fraction: CGFloat
    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Vertical alignment of views in an HStack or a frame (baselines align as centres here).
public struct VerticalAlignment: Equatable {
    let fraction: CGFloat
    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
    /// We align text baselines as the text's first line top to bottom; documented difference.
    public static let firstTextBaseline = VerticalAlignment(fraction: 0)
    public static let lastTextBaseline = VerticalAlignment(fraction: 1)
}

/// Both alignments, as SwiftUI's `Alignment`.
public struct Alignment: Equatable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a `size` child aligned in `bounds`.
    func origin(of size: CGSize, in bounds: CGRect) -> CGPoint {
        CGPoint(x: bounds.minX + (bounds.width - size.width) * horizontal.fraction,
                y: bounds.minY + (bounds.height - size.height) * vertical.fraction)
    }
}
