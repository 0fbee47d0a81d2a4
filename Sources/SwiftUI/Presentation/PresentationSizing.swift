import Foundation
import UIKitCore

/// How a sheet is sized, as SwiftUI's `PresentationSizing` (iOS 18). A sizing
/// proposes a size for the sheet's content; `.automatic` and `.page` are the page
/// sheet, every other sizing is a form-sheet card of the size it resolves to
/// (UIKit's `.formSheet` with that `preferredContentSize`). In a compact-width
/// window every sheet is a page sheet, as on iPhone.
public protocol PresentationSizing {
    /// The size proposed to the sheet's content; an unspecified dimension takes
    /// the content's size for it.
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize
}

/// The content of a sheet, as a sizing sees it (SwiftUI's `PresentationSizingRoot`).
@MainActor
public struct PresentationSizingRoot {
    let measure: (ProposedViewSize) -> CGSize
    /// The content's size for `proposal` (`.unspecified`: its ideal size).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

/// Where a sheet is sized (SwiftUI's `PresentationSizingContext`): the window's size here.
public struct PresentationSizingContext {
    /// The size of the window the sheet is presented in (our addition).
    public let containerSize: CGSize
}

/// The platform's sizing: a page sheet here, as on iOS.
public struct AutomaticPresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        PagePresentationSizing().proposedSize(for: root, context: context)
    }
}

/// The page sheet: 704 points wide in a regular-width window, the window's height less the top inset.
public struct PagePresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        ProposedViewSize(width: min(704, context.containerSize.width - 40), height: context.containerSize.height)
    }
}

/// The form sheet: 540 × 620 points, as UIKit's `.formSheet`.
public struct FormPresentationSizing: PresentationSizing {
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        ProposedViewSize(width: 540, height: 620)
    }
}

/// The content's ideal size, in the dimensions asked for (the others are the form sheet's).
public struct FittedPresentationSizing: PresentationSizing {
    let horizontal: Bool
    let vertical: Bool
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : 540, height: vertical ? nil : 620)
    }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}
extension PresentationSizing where Self == PagePresentationSizing {
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}
extension PresentationSizing where Self == FormPresentationSizing {
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}
extension PresentationSizing where Self == FittedPresentationSizing {
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing(horizontal: true, vertical: true) }
}

extension PresentationSizing {
    /// This sizing, with the content's ideal size in the dimensions asked for.
    public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing {
        FittedOverride(base: self, horizontal: horizontal, vertical: vertical)
    }

    /// This sizing, grown to the content's size where the content is larger (never smaller).
    public func sticky(horizontal: Bool, vertical: Bool) -> some PresentationSizing {
        StickyOverride(base: self, horizontal: horizontal, vertical: vertical)
    }
}

struct FittedOverride<Base: PresentationSizing>: PresentationSizing {
    let base: Base
    let horizontal: Bool
    let vertical: Bool
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        let size = base.proposedSize(for: root, context: context)
        return ProposedViewSize(width: horizontal ? nil : size.width, height: vertical ? nil : size.height)
    }
}

struct StickyOverride<Base: PresentationSizing>: PresentationSizing {
    let base: Base
    let horizontal: Bool
    let vertical: Bool
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        let size = base.proposedSize(for: root, context: context)
        let ideal = MainActor.assumeIsolated { root.sizeThatFits(.unspecified) }
        return ProposedViewSize(width: size.width.map { horizontal ? max($0, ideal.width) : $0 },
                                height: size.height.map { vertical ? max($0, ideal.height) : $0 })
    }
}

extension View {
    /// How the sheet this view is in is sized, as SwiftUI's (iOS 18): `.form` is the
    /// 540 × 620 form sheet, `.fitted` fits the content's ideal size, `.page` and
    /// `.automatic` the page sheet. Compact-width windows show a page sheet whatever
    /// the sizing, as iPhones do.
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
        PresentationPreference(content: self) { context, owner, depth in
            context.setSizing(sizing, owner: owner, depth: depth)
        }
    }
}

extension PresentationContext {
    /// Applies the deepest `presentationSizing` to the presented sheet: the page sheet,
    /// or a form sheet whose `preferredContentSize` is what the sizing resolves to.
    func applySizing(_ sizing: (any PresentationSizing)?, to controller: UIViewController, sheet: UISheetPresentationController) {
        guard let sizing, !(sizing is AutomaticPresentationSizing), !(sizing is PagePresentationSizing) else {
            sheet.setSheetStyle(.pageSheet)
            return
        }
        let container = controller.presentingViewController?.view.window?.bounds.size
            ?? controller.viewIfLoaded?.window?.bounds.size ?? .zero
        let measure: (ProposedViewSize) -> CGSize = { [weak controller] proposal in
            guard let hosting = controller as? UIHostingController<AnyView> else { return .zero }
            return hosting.hostingView.contentSize(for: proposal)
        }
        let root = PresentationSizingRoot(measure: measure)
        let proposal = sizing.proposedSize(for: root, context: PresentationSizingContext(containerSize: container))
        var size = CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
        if proposal.width == nil || proposal.height == nil {
            let fitting = root.sizeThatFits(proposal)
            if proposal.width == nil { size.width = fitting.width }
            if proposal.height == nil { size.height = fitting.height }
        }
        size = CGSize(width: max(1, size.width.rounded(.up)), height: max(1, size.height.rounded(.up)))
        if controller.preferredContentSize != size { controller.preferredContentSize = size }
        sheet.setSheetStyle(.formSheet)
    }
}
