import Foundation

/// Hears detent changes of a sheet, as in UIKit.
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}

/// What a custom detent's resolver is given, as in UIKit.
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The height of the large detent: the most a sheet can be.
    var maximumDetentValue: CGFloat { get }
}

extension UISheetPresentationController {
    /// A height at which a sheet rests, as in UIKit.
    public final class Detent: Equatable {
        public struct Identifier: Hashable, RawRepresentable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        public let identifier: Identifier
        let resolver: (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(identifier: Identifier, resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the window's height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { ($0.maximumDetentValue + topInsetReference($0)) / 2 }
        }

        /// The full height (the presenting view pushed back behind it).
        public static func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }

        /// A height of your own (iOS 16); return nil to leave the detent out.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom.\(UUID().uuidString)"), resolver: resolver)
        }

        private static func topInsetReference(_ context: UISheetPresentationControllerDetentResolutionContext) -> CGFloat {
            (context as? SheetResolutionContext)?.topInset ?? 0
        }

        public static func == (lhs: Detent, rhs: Detent) -> Bool { lhs.identifier == rhs.identifier }
    }
}

struct SheetResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let maximumDetentValue: CGFloat
    let topInset: CGFloat
}
