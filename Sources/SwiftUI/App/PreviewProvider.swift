/// Xcode's previews, as SwiftUI's `PreviewProvider`: compiles, shows nothing
/// (previews are Xcode's; run the app or a test with `--screenshot` instead).
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

public enum PreviewLayout { case device, sizeThatFits, fixed(width: CGFloat, height: CGFloat) }

extension View {
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    public func previewDisplayName(_ value: String?) -> some View { self }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}

public enum InterfaceOrientation { case portrait, portraitUpsideDown, landscapeLeft, landscapeRight }
