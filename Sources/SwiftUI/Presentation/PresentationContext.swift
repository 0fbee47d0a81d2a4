import Foundation
import UIKitCore

/// One presented SwiftUI sheet, cover or popover as its content sees it (through
/// the environment): what the content's presentation modifiers ask for
/// (`presentationDetents`, `interactiveDismissDisabled`, ...), collected per
/// modifier and applied to the presented hosting controller and its
/// `UISheetPresentationController`, and how the content dismisses it.
///
/// SwiftUI carries these as preferences flowing up to the hosting controller;
/// here each modifier's node writes its entry and removes it when it leaves, and
/// the deepest entry wins where SwiftUI's innermost modifier does (detents,
/// indicator, radius, interactions), while any lock locks.
@MainActor
final class PresentationContext {
    /// The presented hosting controller (weak: the presenter owns it while it is up).
    weak var controller: UIViewController?
    /// The environment the content gets (the presenter's), for custom detents.
    var environment = EnvironmentValues()
    /// Dismisses the presentation as `DismissAction` does (programmatic: not blocked by the lock).
    var dismiss: () -> Void = {}

    private var detents: [ObjectIdentifier: Entry<DetentsRequest>] = [:]
    private var dragIndicators: [ObjectIdentifier: Entry<Visibility>] = [:]
    private var cornerRadii: [ObjectIdentifier: Entry<CGFloat?>] = [:]
    private var backgroundInteractions: [ObjectIdentifier: Entry<PresentationBackgroundInteraction>] = [:]
    private var contentInteractions: [ObjectIdentifier: Entry<PresentationContentInteraction>] = [:]
    private var backgrounds: [ObjectIdentifier: Entry<BackgroundFill>] = [:]
    private var compactAdaptations: [ObjectIdentifier: Entry<PresentationAdaptation>] = [:]
    private var locks: [ObjectIdentifier: Bool] = [:]
    private var confirmations: [ObjectIdentifier: Entry<DismissalConfirmation>] = [:]
    private var attemptHandlers: [ObjectIdentifier: Entry<() -> Void>] = [:]
    private var sizings: [ObjectIdentifier: Entry<any PresentationSizing>] = [:]
    /// The identifiers of the detents last applied, back to SwiftUI's detents.
    private var detentsByIdentifier: [UISheetPresentationController.Detent.Identifier: PresentationDetent] = [:]
    private var appliedDetents: [PresentationDetent] = []

    /// A presentation's background: a colour (nil: clear), or a material blurring what is behind the card.
    enum BackgroundFill {
        case color(UIColor?)
        case material(UIBlurEffect.Style)
    }

    struct Entry<Value> {
        var depth: Int
        var value: Value
    }

    struct DetentsRequest {
        var detents: [PresentationDetent]
        var selection: Binding<PresentationDetent>?
    }

    // MARK: Writing entries (one per modifier node)

    func setDetents(_ request: DetentsRequest?, owner: ObjectIdentifier, depth: Int) {
        set(&detents, request, owner, depth)
        apply()
    }
    func setDragIndicator(_ value: Visibility?, owner: ObjectIdentifier, depth: Int) {
        set(&dragIndicators, value, owner, depth)
        apply()
    }
    func setCornerRadius(_ value: CGFloat??, owner: ObjectIdentifier, depth: Int) {
        set(&cornerRadii, value, owner, depth)
        apply()
    }
    func setBackgroundInteraction(_ value: PresentationBackgroundInteraction?, owner: ObjectIdentifier, depth: Int) {
        set(&backgroundInteractions, value, owner, depth)
        apply()
    }
    func setContentInteraction(_ value: PresentationContentInteraction?, owner: ObjectIdentifier, depth: Int) {
        set(&contentInteractions, value, owner, depth)
        apply()
    }
    func setBackground(_ value: UIColor??, owner: ObjectIdentifier, depth: Int) {
        set(&backgrounds, value.map { BackgroundFill.color($0) }, owner, depth)
        apply()
    }
    func setBackground(material: UIBlurEffect.Style, owner: ObjectIdentifier, depth: Int) {
        set(&backgrounds, .material(material), owner, depth)
        apply()
    }
    func setCompactAdaptation(_ value: PresentationAdaptation?, owner: ObjectIdentifier, depth: Int) {
        set(&compactAdaptations, value, owner, depth)
        apply()
    }
    func setLock(_ locked: Bool?, owner: ObjectIdentifier) {
        locks[owner] = locked
        applyLock()
    }
    func setDismissalConfirmation(_ value: DismissalConfirmation?, owner: ObjectIdentifier, depth: Int) {
        set(&confirmations, value, owner, depth)
        applyLock()
    }
    func setSizing(_ value: (any PresentationSizing)?, owner: ObjectIdentifier, depth: Int) {
        set(&sizings, value, owner, depth)
        apply()
    }
    func setDismissAttemptHandler(_ value: (() -> Void)?, owner: ObjectIdentifier, depth: Int) {
        set(&attemptHandlers, value, owner, depth)
    }

    /// Removes every entry `owner` made (its modifier left the view tree).
    func removeEntries(of owner: ObjectIdentifier) {
        detents[owner] = nil
        dragIndicators[owner] = nil
        cornerRadii[owner] = nil
        backgroundInteractions[owner] = nil
        contentInteractions[owner] = nil
        backgrounds[owner] = nil
        compactAdaptations[owner] = nil
        locks[owner] = nil
        confirmations[owner] = nil
        attemptHandlers[owner] = nil
        sizings[owner] = nil
        apply()
    }

    private func set<Value>(_ table: inout [ObjectIdentifier: Entry<Value>], _ value: Value?, _ owner: ObjectIdentifier, _ depth: Int) {
        table[owner] = value.map { Entry(depth: depth, value: $0) }
    }

    private func deepest<Value>(_ table: [ObjectIdentifier: Entry<Value>]) -> Value? {
        table.values.max { $0.depth < $1.depth }?.value
    }

    // MARK: What the content asks for

    /// Whether the user may not swipe (or Escape, or click) the presentation away.
    var isLocked: Bool { locks.values.contains(true) || confirmation?.shouldPresent == true }
    /// The dismissal confirmation to show on a refused attempt (our addition).
    var confirmation: DismissalConfirmation? { deepest(confirmations) }
    /// The handlers `onDismissAttempt` installed (outermost first).
    var dismissAttemptHandlers: [() -> Void] { attemptHandlers.values.sorted { $0.depth < $1.depth }.map(\.value) }

    // MARK: Applying to UIKit

    /// Writes everything to the presented controller and its sheet.
    func apply() {
        applyLock()
        guard let controller else { return }
        if let popover = controller.presentationController as? UIPopoverPresentationController {
            switch deepest(compactAdaptations)?.kind {
            case .none?, .popover?: popover.compactAdaptation = UIModalPresentationStyle.none
            case .sheet?: popover.compactAdaptation = .pageSheet
            case .fullScreenCover?: popover.compactAdaptation = .fullScreen
            case .automatic?, nil: popover.compactAdaptation = nil
            }
        }
        let sheetController = controller.presentationController as? UISheetPresentationController
        switch deepest(backgrounds) {
        case .color(let color)?:
            controller.viewIfLoaded?.backgroundColor = color
            sheetController?.backgroundEffect = nil
        case .material(let style)?:
            controller.viewIfLoaded?.backgroundColor = .clear
            if (sheetController?.backgroundEffect as? UIBlurEffect)?.style != style {
                sheetController?.backgroundEffect = UIBlurEffect(style: style)
            }
        case nil:
            sheetController?.backgroundEffect = nil
        }
        guard let sheet = controller.presentationController as? UISheetPresentationController else { return }
        applySizing(deepest(sizings), to: controller, sheet: sheet)
        let request = deepest(detents)
        let wanted = request?.detents.isEmpty == false ? request!.detents : [.large]
        if wanted != appliedDetents {
            appliedDetents = wanted
            detentsByIdentifier = Dictionary(wanted.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
            sheet.detents = wanted.map { $0.uiKitDetent(environment: environment) }
        }
        if let selection = request?.selection?.wrappedValue, wanted.contains(selection),
           sheet.selectedDetentIdentifier != selection.identifier {
            let isPresented = controller.presentingViewController != nil && !controller.isBeingPresented
            if isPresented {
                sheet.animateChanges { sheet.selectedDetentIdentifier = selection.identifier }
            } else {
                sheet.selectedDetentIdentifier = selection.identifier
            }
        }
        switch deepest(dragIndicators) ?? .automatic {
        case .visible: sheet.prefersGrabberVisible = true
        case .hidden: sheet.prefersGrabberVisible = false
        case .automatic: sheet.prefersGrabberVisible = wanted.count > 1
        }
        sheet.preferredCornerRadius = deepest(cornerRadii) ?? nil
        switch deepest(backgroundInteractions)?.kind ?? .automatic {
        case .automatic, .disabled: sheet.largestUndimmedDetentIdentifier = nil
        case .enabled: sheet.largestUndimmedDetentIdentifier = sheet.detentIdentifiersLargestFirst.first
        case .enabledUpThrough(let detent): sheet.largestUndimmedDetentIdentifier = detent.identifier
        }
        sheet.prefersScrollingExpandsWhenScrolledToEdge = deepest(contentInteractions)?.kind != .scrolls
    }

    private func applyLock() {
        controller?.isModalInPresentation = isLocked
    }

    /// The user dragged the sheet to another detent: the selection binding follows.
    func userSelectedDetent(_ identifier: UISheetPresentationController.Detent.Identifier?) {
        guard let identifier, let detent = detentsByIdentifier[identifier], let selection = deepest(detents)?.selection else { return }
        if selection.wrappedValue != detent { selection.wrappedValue = detent }
    }
}

/// What `dismissalConfirmationDialog` asks for (our addition on iOS).
struct DismissalConfirmation {
    var title: String
    var shouldPresent: Bool
    var actions: [DialogAction]
    var message: String?
}

/// The presentation the content is in (nil outside any presentation).
struct PresentationContextKey: EnvironmentKey {
    static let defaultValue: PresentationContext? = nil
}

/// The context of the window's root content (outside any presentation): what its
/// `dismissalConfirmationDialog` and `onDismissAttempt` ask when the window is closed.
struct WindowPresentationContextKey: EnvironmentKey {
    static let defaultValue: PresentationContext? = nil
}

extension EnvironmentValues {
    var presentationContext: PresentationContext? {
        get { self[PresentationContextKey.self] }
        set { self[PresentationContextKey.self] = newValue }
    }

    var windowPresentationContext: PresentationContext? {
        get { self[WindowPresentationContextKey.self] }
        set { self[WindowPresentationContextKey.self] = newValue }
    }
}
