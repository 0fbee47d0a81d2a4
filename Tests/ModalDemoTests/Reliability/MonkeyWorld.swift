import Foundation
@testable import UIKitCore
import UIKitCairo
import UIKitApp
@testable import ModalDemoKit

/// The whole demo on a `HeadlessHost`, with a notes store in a temp directory so
/// saves really happen, and the invariants the monkey checks after every event.
/// `failure` holds the first broken invariant.
final class MonkeyWorld {
    let host: HeadlessHost
    /// A precise (touchpad) scroll came since the last settle: the fingers may still be down.
    private var fingersOnTouchpad = false
    let app: DemoApp
    let store: NotesStore
    let dataDirectory: URL
    private(set) var failure: String?
    private(set) var eventCount = 0
    private(set) var stats = MonkeyStats()

    /// With `keepsEveryPresentation`, every presentation ever made (weakly), for the leak walk.
    var keepsEveryPresentation = false
    private(set) var everyPresentation: [TrackedPresentation] = []
    private var ledger = PresentationLedger()
    private var tracked: [TrackedPresentation] = []
    private var completions: [CompletionRecord] = []
    private var coveredOffset: CGPoint?
    private var dataChanged = false
    private var pointer = CGPoint.zero
    private var isDown = false

    init(rows: Int = 60) {
        dataDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("monkey-\(getpid())-\(UInt32.random(in: 0...UInt32.max))", isDirectory: true)
        store = NotesStore(directory: dataDirectory)
        host = HeadlessHost(size: CGSize(width: 390, height: 844), scale: 1)
        let clock = host
        app = DemoApp(window: host.window, store: store, notes: SampleNotes.notes(count: rows),
                      trace: AppTrace(enabled: false, clock: { clock.now }))
        app.onMessage = { _ in }
        app.onQuit = { [unowned self] in self.stats.quits += 1 }
        host.window.application?.warningHandler = { [unowned self] _ in self.stats.warnings += 1 }
        let demoHandler = host.window.onPresentationEvent
        host.window.onPresentationEvent = { [unowned self] event in
            demoHandler?(event)
            self.observe(event)
        }
        store.beforeRename = { [unowned self] in self.dataChanged = true; self.stats.saves += 1 }
        host.advance(by: 0)
    }

    deinit { try? FileManager.default.removeItem(at: dataDirectory) }

    // MARK: Applying events

    func apply(_ event: MonkeyEvent) {
        eventCount += 1
        switch event {
        case .advance(let seconds): host.advance(by: seconds)
        case .down(let point): press(at: point)
        case .pressOn(let key):
            if let target = findTarget(key) { press(at: target.center) }
        case .move(let point):
            pointer = point
            host.pointerMove(to: point)
        case .up(let point):
            if let point { pointer = point }
            isDown = false
            host.pointerUp(at: pointer)
        case .cancel:
            isDown = false
            host.pointerCancel()
        case .wheel(let dy, let point, let precise):
            host.scroll(by: CGVector(dx: 0, dy: dy), at: point, precise: precise)
            if precise { fingersOnTouchpad = true }
        case .key(let key, let control):
            host.key(key, modifiers: control ? .control : [])
        case .type(let text): host.type(text)
        case .resize(let size):
            host.resize(to: size)
            checkLayoutIsSane(after: "resize to \(size)")
        case .closeRequest: app.windowCloseRequested()
        case .present(let name, let animated): presentWithCompletion(name, animated: animated)
        case .dismissTop(let animated): dismissTopWithCompletion(animated: animated)
        case .settle: settleAndCheck()
        }
        checkAfterEvent(event)
    }

    private func press(at point: CGPoint) {
        pointer = point
        isDown = true
        host.pointerDown(at: point)
    }

    private func presentWithCompletion(_ name: String, animated: Bool) {
        let top = app.navigation.frontmostPresentedController
        let controller: UIViewController
        switch name {
        case "sheet": controller = InfoSheetViewController.makeSheet()
        case "custom": controller = app.customTransition.makeModal()
        case "web": controller = WebLoginModalViewController.make()
        default:
            let form = NoteFormViewController(note: app.list.notes[0])
            let navigation = UINavigationController(rootViewController: form)
            navigation.modalPresentationStyle = .pageSheet
            controller = navigation
        }
        // UIKit runs the completion once the presentation has appeared; a present on a
        // controller that is itself going away is dropped with a warning, completion and all.
        let presenter = top.presentationContextRoot
        let immediate = presenter.activeTransition == nil && presenter.presentedViewController == nil && presenter.viewIfLoaded?.window != nil
        let record = CompletionRecord(what: "present(\(name), animated: \(animated)) from \(type(of: top))", mustRun: immediate)
        completions.append(record)
        top.present(controller, animated: animated) { [unowned self] in self.completionRan(record) }
    }

    private func dismissTopWithCompletion(animated: Bool) {
        let top = app.navigation.frontmostPresentedController
        let record = CompletionRecord(what: "dismiss(animated: \(animated)) of \(type(of: top))", mustRun: true)
        completions.append(record)
        top.dismiss(animated: animated) { [unowned self] in self.completionRan(record) }
    }

    private func completionRan(_ record: CompletionRecord) {
        record.runs += 1
        stats.completions += 1
        if record.runs > 1 { fail("completion of \(record.what) ran \(record.runs) times") }
    }

    // MARK: Targets

    struct Target { let key: String; let center: CGPoint }

    /// A view worth pressing: identified, a control, or a table row, and on screen.
    func randomTarget(using random: inout SplitMix64) -> Target? {
        let targets = collectTargets()
        return targets.isEmpty ? nil : targets[random.below(targets.count)]
    }

    func findTarget(_ key: String) -> Target? { collectTargets(matching: key).first }

    private func collectTargets(matching wanted: String? = nil) -> [Target] {
        let window = host.window
        let bounds = window.bounds
        var found: [Target] = []
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            if view.isHidden || view.alpha <= 0.01 { continue }
            stack.append(contentsOf: view.subviews)
            guard let key = Self.targetKey(of: view) else { continue }
            if let wanted, key != wanted { continue }
            let frame = view.convert(view.bounds, to: nil)
            guard frame.intersects(bounds), frame.width.isFinite, frame.height.isFinite else { continue }
            let visible = frame.intersection(bounds)
            found.append(Target(key: key, center: CGPoint(x: visible.midX.rounded(), y: visible.midY.rounded())))
            if wanted != nil { break }
        }
        return found
    }

    private static func targetKey(of view: UIView) -> String? {
        if let identifier = view.accessibilityIdentifier { return identifier }
        if let cell = view as? UITableViewCell { return "row:" + (cell.textLabel?.text ?? "") }
        if let button = view as? UIButton, let title = button.title(for: .normal) { return "button:" + title }
        if view is UIControl { return "control:\(type(of: view))" }
        return nil
    }

    /// The frontmost presented card in window points.
    var frontmostCardFrame: CGRect? {
        let top = app.navigation.frontmostPresentedController
        guard top !== app.navigation, let card = top.presentationControllerStorage?.presentedView else { return nil }
        return card.convert(card.bounds, to: nil)
    }

    // MARK: Invariants after every event

    private func fail(_ message: String) {
        if failure == nil { failure = message }
    }

    private func checkAfterEvent(_ event: MonkeyEvent) {
        // The list behind a presentation keeps its offset, exactly.
        let list = app.list.tableView
        let offset = list.contentOffset
        if app.navigation.presentedViewController != nil {
            // A resize may clamp an offset the content can no longer reach (as UIKit's
            // scroll views do when their bounds change); nothing else may move it.
            if let covered = coveredOffset, covered != offset,
               !(event.isResize && list.clampedToRange(covered) == offset) {
                fail("the background list scrolled from \(covered) to \(offset) while covered, after \(event)")
            }
            coveredOffset = offset
        } else {
            coveredOffset = nil
        }
        if dataChanged {
            dataChanged = false
            checkDataFile()
        }
    }

    /// The notes file, when it exists, is complete JSON in the store's format.
    func checkDataFile() {
        guard let data = FileManager.default.contents(atPath: store.fileURL.path) else { return }
        do {
            let file = try JSONDecoder().decode(NotesStore.File.self, from: data)
            if file.notes.isEmpty { fail("the data file has no notes") }
        } catch {
            fail("the data file is not valid: \(error)")
        }
    }

    /// No frame in the window is NaN, infinite or of negative size.
    func checkLayoutIsSane(after what: String) {
        var stack: [UIView] = [host.window]
        while let view = stack.popLast() {
            let frame = view.frame
            let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
            if numbers.contains(where: { !$0.isFinite }) || frame.size.width < 0 || frame.size.height < 0 {
                var path: [String] = []
                var current: UIView? = view
                while let ancestor = current { path.append("\(type(of: ancestor))\(ancestor.accessibilityIdentifier.map { "#" + $0 } ?? "")"); current = ancestor.superview }
                fail("a view has frame \(frame) after \(what): \(path.joined(separator: " < "))")
                return
            }
            stack.append(contentsOf: view.subviews)
        }
    }

    // MARK: Presentation events

    private func observe(_ event: PresentationEvent) {
        if let problem = ledger.record(event) { fail(problem) }
        switch event {
        case .presented(let controller, let presentation):
            stats.presentations += 1
            if let index = tracked.firstIndex(where: { $0.controller === controller }) { tracked.remove(at: index) }
            let entry = TrackedPresentation(controller: controller, presentation: presentation)
            tracked.append(entry)
            if keepsEveryPresentation { everyPresentation.append(entry) }
        case .dismissed(let controller, _):
            stats.dismissals += 1
            for entry in tracked where entry.controller === controller { entry.dismissed = true }
        default:
            break
        }
    }

    // MARK: At rest

    /// Input stops: release the pointer, let every animation finish, then check
    /// what must hold at rest.
    func settleAndCheck() {
        if isDown {
            isDown = false
            host.pointerUp(at: pointer)
        }
        if fingersOnTouchpad {
            // The fingers leave the touchpad: X11 says nothing, 60 ms without a delta
            // ends the swipe (a scroll view's or a sheet's). Until then it is input.
            fingersOnTouchpad = false
            host.advance(by: UIScrollView.preciseScrollEndDelay + 1.0 / 60)
        }
        host.runUntilIdle(limit: 30)
        stats.settles += 1
        let window = host.window
        if window.wantsAnimationFrames { fail("still animating 30 s after input stopped") }
        if window.gestureArena.hasActiveGestures { fail("a gesture is still active at rest") }
        if window.pointerTouch != nil { fail("a touch is still active at rest") }
        var controller = app.navigation.presentedViewController
        while let presented = controller {
            if presented.activeTransition != nil { fail("\(type(of: presented))'s transition is still running at rest") }
            if let presentation = presented.presentationControllerStorage, let card = presentation.presentedView {
                // Centre and size, not frame: a card a sheet above pushes back is scaled (transform).
                let rest = presentation.frameOfPresentedViewInContainerView
                let center = card.center, size = card.bounds.size
                let off = abs(center.x - rest.midX) + abs(center.y - rest.midY) + abs(size.width - rest.width) + abs(size.height - rest.height)
                if !(off < 0.5) {
                    fail("\(type(of: presented)) rests at center \(center) size \(size), not at its detent \(rest)")
                }
            } else {
                fail("\(type(of: presented)) is presented without a presentation controller or view")
            }
            controller = presented.presentedViewController
        }
        if app.navigation.presentedViewController == nil && app.list.tableView.isOutOfRange {
            fail("the list rests out of its scroll range at \(app.list.tableView.contentOffset)")
        }
        for record in completions where record.runs == 0 && record.mustRun {
            fail("completion of \(record.what) never ran")
        }
        completions.removeAll()
        tracked.removeAll { entry in
            guard entry.dismissed else { return entry.controller == nil }
            if let leak = entry.leak() { fail("dismissed \(entry.name) is still alive: \(leak)") }
            return true
        }
        if let problem = ledger.openProblems() { fail(problem) }
        checkDataFile()
    }
}

/// What the monkey counted (for the report).
struct MonkeyStats {
    var presentations = 0
    var dismissals = 0
    var saves = 0
    var completions = 0
    var settles = 0
    var quits = 0
    /// UIKit warnings the random input provoked (presenting while presenting, and so
    /// on): counted, not printed, as UIKit only logs them.
    var warnings = 0

    mutating func add(_ other: MonkeyStats) {
        presentations += other.presentations
        dismissals += other.dismissals
        saves += other.saves
        completions += other.completions
        settles += other.settles
        quits += other.quits
        warnings += other.warnings
    }
}

final class CompletionRecord {
    let what: String
    let mustRun: Bool
    var runs = 0
    init(what: String, mustRun: Bool) {
        self.what = what
        self.mustRun = mustRun
    }
}

/// Weak references to everything a presentation made: once it is dismissed and
/// the window is at rest, all of them must be gone.
final class TrackedPresentation {
    weak var controller: UIViewController?
    weak var presentation: UIPresentationController?
    weak var view: UIView?
    let name: String
    var dismissed = false
    private var views: [WeakBox<UIView>] = []
    private var recognizers: [WeakBox<UIGestureRecognizer>] = []

    init(controller: UIViewController, presentation: UIPresentationController) {
        self.controller = controller
        self.presentation = presentation
        view = controller.viewIfLoaded
        name = String(describing: type(of: controller))
        var stack: [UIView] = [presentation.presentedView, controller.viewIfLoaded].compactMap { $0 }
        while let next = stack.popLast() {
            views.append(WeakBox(next))
            for recognizer in next.gestureRecognizerStorage { recognizers.append(WeakBox(recognizer)) }
            stack.append(contentsOf: next.subviews)
        }
    }

    /// What is still alive, or nil.
    func leak() -> String? {
        if controller != nil { return "the controller" }
        if presentation != nil { return "its presentation controller" }
        if let alive = views.first(where: { $0.value != nil })?.value { return "a \(type(of: alive)) of its view tree" }
        if let alive = recognizers.first(where: { $0.value != nil })?.value { return "a \(type(of: alive))" }
        return nil
    }

    var isFullyReleased: Bool { leak() == nil }
}

struct WeakBox<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}
