import Foundation

/// A size class, as SwiftUI's `UserInterfaceSizeClass`: how much room there is along an axis.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular

    /// The SwiftUI size class of a UIKit one (nil for `.unspecified`).
    init?(_ sizeClass: UIUserInterfaceSizeClass) {
        switch sizeClass {
        case .compact: self = .compact
        case .regular: self = .regular
        default: return nil
        }
    }
}

struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }

extension EnvironmentValues {
    /// The horizontal size class of the hosting controller's trait collection (updated when it changes).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// The vertical size class of the hosting controller's trait collection.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
