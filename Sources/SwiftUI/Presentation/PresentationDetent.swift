import Foundation
import UIKitCore

/// A height at which a sheet rests, as in SwiftUI (iOS 16+): `.medium`, `.large`,
/// `.fraction(_:)`, `.height(_:)` or a `CustomPresentationDetent`.
///
/// Each maps on the UIKit detent the hosting controller's sheet gets
/// (`UISheetPresentationController.Detent`): `.medium` and `.large` on UIKit's own,
/// the others on `.custom` detents whose resolver gets UIKit's maximum detent value
/// (the large detent's height: the window's height less 40 points at 390 × 844).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium
        case large
        case fraction(CGFloat)
        case height(CGFloat)
        case custom(ObjectIdentifier)
    }

    let kind: Kind
    /// How a custom detent resolves (kept out of equality: the type's identity is its identity).
    private let resolver: CustomResolver?

    init(_ kind: Kind, resolver: CustomResolver? = nil) {
        self.kind = kind
        self.resolver = resolver
    }

    /// About half the window's height; hidden when the window is compact in height.
    public static let medium = PresentationDetent(.medium)
    /// The full height.
    public static let large = PresentationDetent(.large)

    /// A fraction of the large detent's height (`fraction(0.25)`: a quarter).
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(.fraction(fraction)) }

    /// A fixed height in points (clamped to the large detent's height).
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(.height(height)) }

    /// A detent whose height `D.height(in:)` computes.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(.custom(ObjectIdentifier(type)), resolver: CustomResolver(name: String(reflecting: type)) { D.height(in: $0) })
    }

    public static func == (lhs: PresentationDetent, rhs: PresentationDetent) -> Bool { lhs.kind == rhs.kind }
    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    /// What a custom detent's `height(in:)` is given, as in SwiftUI.
    @dynamicMemberLookup
    public struct Context {
        /// The height of the large detent: the most a sheet can be.
        public let maxDetentValue: CGFloat
        let environment: EnvironmentValues

        init(maxDetentValue: CGFloat, environment: EnvironmentValues) {
            self.maxDetentValue = maxDetentValue
            self.environment = environment
        }

        /// Environment values of the sheet's content (`context.verticalSizeClass`, `context.dynamicTypeSize`, ...).
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
    }

    struct CustomResolver: @unchecked Sendable {
        let name: String
        let height: (Context) -> CGFloat?
    }

    // MARK: UIKit

    /// The identifier of the UIKit detent this one becomes.
    var identifier: UISheetPresentationController.Detent.Identifier {
        switch kind {
        case .medium: return .medium
        case .large: return .large
        case .fraction(let value): return .init("SwiftUI.fraction.\(value)")
        case .height(let value): return .init("SwiftUI.height.\(value)")
        case .custom: return .init("SwiftUI.custom.\(resolver?.name ?? "")")
        }
    }

    /// The UIKit detent, resolving custom heights against `environment`.
    func uiKitDetent(environment: EnvironmentValues) -> UISheetPresentationController.Detent {
        switch kind {
        case .medium: return .medium()
        case .large: return .large()
        case .fraction(let value):
            return .custom(identifier: identifier) { $0.maximumDetentValue * value }
        case .height(let value):
            return .custom(identifier: identifier) { _ in value }
        case .custom:
            let resolver = self.resolver
            return .custom(identifier: identifier) { context in
                resolver?.height(Context(maxDetentValue: context.maximumDetentValue, environment: environment))
            }
        }
    }
}

/// A detent of your own, as in SwiftUI: `static func height(in:)` returns its
/// height (nil leaves it out).
public protocol CustomPresentationDetent {
    static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
    public typealias Context = PresentationDetent.Context
}
