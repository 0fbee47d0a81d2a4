import Foundation
import XCTest
import UIKit
@testable import ModalDemoKit

/// A temporary directory removed when the harness goes.
final class TemporaryDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("modal-demo-tests-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The names in the directory, sorted (hidden files included).
    var contents: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }
}

/// The demo on a 390 × 844 headless window with a notes store in a temp directory,
/// a trace that collects its lines, and the usual moves of the form tests.
final class DemoHarness {
    let host: HeadlessHost
    let app: DemoApp
    let store: NotesStore
    let directory: TemporaryDirectory
    var traceLines: [String] = []
    var quitCount = 0
    var messages: [String] = []

    init(size: CGSize = CGSize(width: 390, height: 844), rows: Int = 30, storeDirectory: URL? = nil,
         directory: TemporaryDirectory = TemporaryDirectory()) {
        self.directory = directory
        host = HeadlessHost(size: size, scale: 1)
        store = NotesStore(directory: storeDirectory ?? directory.url)
        let clock = host
        var sink: ((String) -> Void)?
        let trace = AppTrace(enabled: true, clock: { clock.now }, write: { sink?($0) })
        app = DemoApp(window: host.window, store: store, notes: SampleNotes.notes(count: rows), trace: trace)
        PresentationTracer(trace: trace).attach(to: host.window)
        sink = { [unowned self] line in self.traceLines.append(line) }
        app.onQuit = { [unowned self] in self.quitCount += 1 }
        app.onMessage = { [unowned self] in self.messages.append($0) }
        host.runUntilIdle()
    }

    var window: UIWindow { host.window }
    var list: NotesListViewController { app.list }

    // MARK: Trace

    /// The trace lines parsed as JSON objects.
    var traceEvents: [[String: Any]] {
        traceLines.map { try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
    }

    /// The `event` names in order.
    var traceNames: [String] { traceEvents.map { $0["event"] as! String } }

    func events(named name: String) -> [[String: Any]] { traceEvents.filter { $0["event"] as? String == name } }

    // MARK: Finding things

    func view(_ identifier: String) -> UIView? { window.view(withAccessibilityIdentifier: identifier) }

    /// The window-point frame of the view with `identifier` (fails the test when missing).
    func frame(of identifier: String, file: StaticString = #filePath, line: UInt = #line) -> CGRect {
        guard let view = view(identifier) else {
            XCTFail("no view with accessibilityIdentifier '\(identifier)'", file: file, line: line)
            return .zero
        }
        return view.convert(view.bounds, to: nil)
    }

    func center(of identifier: String, file: StaticString = #filePath, line: UInt = #line) -> CGPoint {
        let rect = frame(of: identifier, file: file, line: line)
        return CGPoint(x: rect.midX, y: rect.midY)
    }

    func click(_ identifier: String, file: StaticString = #filePath, line: UInt = #line) {
        host.click(at: center(of: identifier, file: file, line: line))
        host.runUntilIdle()
    }

    // MARK: The edit sheet

    /// The presented navigation controller of the edit sheet, if up.
    var editSheet: UINavigationController? { app.navigation.presentedViewController as? UINavigationController }
    var form: NoteFormViewController? { editSheet?.viewControllers.first as? NoteFormViewController }

    /// The frontmost alert or action sheet, if any.
    var alert: UIAlertController? { app.navigation.frontmostPresentedController as? UIAlertController }

    /// The card's top edge in window points.
    var cardTop: CGFloat {
        guard let card = editSheet?.presentationController?.presentedView else { return .nan }
        return card.convert(card.bounds, to: nil).minY
    }

    /// Clicks the list row at `index` (row height 60 under the navigation bar) and waits.
    func openRow(_ index: Int) {
        let table = list.tableView
        let rowMidY = CGFloat(index) * table.rowHeight + table.rowHeight / 2 - table.contentOffset.y + table.adjustedContentInset.top
        let point = table.convert(CGPoint(x: table.bounds.midX, y: rowMidY), to: nil)
        host.click(at: point)
        host.runUntilIdle()
    }

    /// Drags the sheet by its navigation bar by `distance` in 0.4 s and lets go.
    func dragSheet(by distance: CGFloat, duration: TimeInterval = 0.4) {
        let start = CGPoint(x: 120, y: cardTop + 22)
        host.drag(from: start, to: CGPoint(x: start.x, y: start.y + distance), duration: duration)
        host.runUntilIdle()
    }

    /// Clicks the bar button whose title is `title` in the edit sheet's navigation bar.
    func clickBarButton(_ title: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let bar = editSheet?.navigationBar, let button = Self.find(in: bar, where: { ($0 as? UIButton)?.currentTitle == title }) else {
            XCTFail("no bar button '\(title)'", file: file, line: line)
            return
        }
        host.click(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        host.runUntilIdle()
    }

    static func find(in root: UIView, where matches: (UIView) -> Bool) -> UIView? {
        var stack = [root]
        while let view = stack.popLast() {
            if matches(view) && !view.isHidden { return view }
            stack += view.subviews
        }
        return nil
    }

    /// Types `text` at the end of the focused field.
    func typeAtEnd(_ text: String) {
        host.key(.end)
        host.type(text)
        host.advance(by: 0.05)
    }
}

// MARK: Pixels

extension PixelBuffer {
    /// The straight colour at a point (in points, times `scale`).
    func color(at point: CGPoint, scale: CGFloat = 1) -> RGBA8 {
        pixel(x: Int((point.x * scale).rounded(.down)), y: Int((point.y * scale).rounded(.down)))
    }
}

func XCTAssertColor(_ actual: RGBA8, _ expected: RGBA8, tolerance: Int = 0, _ message: String = "",
                    file: StaticString = #filePath, line: UInt = #line) {
    let close = abs(Int(actual.r) - Int(expected.r)) <= tolerance && abs(Int(actual.g) - Int(expected.g)) <= tolerance
        && abs(Int(actual.b) - Int(expected.b)) <= tolerance && abs(Int(actual.a) - Int(expected.a)) <= tolerance
    XCTAssertTrue(close, "\(actual) is not \(expected) ± \(tolerance) \(message)", file: file, line: line)
}

/// CSS's cubic-bezier(p1x, p1y, p2x, p2y) solved here on its own (bisection on x),
/// independent of the library's `CubicBezierTimingCurve`.
struct ReferenceCubicBezier {
    let p1x: Double, p1y: Double, p2x: Double, p2y: Double

    static let cssEase = ReferenceCubicBezier(p1x: 0.25, p1y: 0.1, p2x: 0.25, p2y: 1)

    private func coordinate(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }

    func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var low = 0.0, high = 1.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if coordinate(mid, p1x, p2x) < x { low = mid } else { high = mid }
        }
        return coordinate((low + high) / 2, p1y, p2y)
    }
}
