import UIKit

/// A state of the demo that `--screenshot --scene NAME` renders, reached by
/// driving `HeadlessHost` through the same input path as the mouse.
public struct DemoScene {
    public let name: String
    public let summary: String
    public let setUp: (DemoStage) -> Void
}

/// A headless host with the demo app in it, and the moves scenes and scenarios use.
public final class DemoStage {
    public let host: HeadlessHost
    let app: DemoApp

    public init(size: CGSize, scale: CGFloat, framesPerSecond: Double = 60, trace: AppTrace? = nil, rows: Int = 240,
                appearance: UIUserInterfaceStyle = .light) {
        host = HeadlessHost(size: size, scale: scale, framesPerSecond: framesPerSecond, userInterfaceStyle: appearance)
        let clock = host
        let trace = trace ?? AppTrace(enabled: false)
        trace.clock = { [weak clock] in clock?.now ?? 0 }
        app = DemoApp(window: host.window, store: nil, noteList: NoteList(sampleCount: rows), trace: trace)
        PresentationTracer(trace: trace).attach(to: host.window)
        host.advance(by: 0)
    }

    /// The stage of a demo `UIApplicationMain` launched headlessly (`--screenshot --scene`).
    init(host: HeadlessHost, app: DemoApp) {
        self.host = host
        self.app = app
    }

    public var size: CGSize { host.window.bounds.size }
    public var centerX: CGFloat { size.width / 2 }

    /// The presented card's top edge (window points).
    public var cardTop: CGFloat {
        let top = app.navigation.frontmostPresentedController
        guard let card = top.presentationController?.presentedView else { return size.height }
        return card.convert(card.bounds, to: nil).minY
    }

    public func present(_ name: String) {
        app.present(name, animated: true)
        host.runUntilIdle()
    }

    /// Presses on the card's top area (its navigation bar) and drags down by `distance`, holding.
    public func holdDragOnCard(by distance: CGFloat, duration: TimeInterval = 0.5) {
        let start = CGPoint(x: centerX, y: cardTop + 22)
        host.pointerDown(at: start)
        let steps = max(1, Int(duration * host.framesPerSecond))
        for step in 1...steps {
            host.advance(by: duration / Double(steps))
            host.pointerMove(to: CGPoint(x: start.x, y: start.y + distance * CGFloat(step) / CGFloat(steps)))
        }
        host.advance(by: 1 / host.framesPerSecond)
    }

    /// Types into whatever has focus, which edits the form and locks it.
    public func editForm(_ text: String = " (edited)") {
        host.key(.end)
        host.type(text)
        host.advance(by: 0.1)
    }
}

public enum DemoScenes {
    public static let all: [DemoScene] = [
        DemoScene(name: "list", summary: "the notes list, the parent screen") { _ in },
        DemoScene(name: "sheet", summary: "the edit sheet at rest, the list pushed back behind it") { stage in
            stage.present("edit")
        },
        DemoScene(name: "sheet-drag", summary: "the edit sheet dragged down 40 % of its height, held") { stage in
            stage.present("edit")
            stage.holdDragOnCard(by: (stage.size.height - stage.cardTop) * 0.4)
        },
        DemoScene(name: "locked-rubber-band", summary: "an edited (locked) sheet pulled 300 pt, stretched by the rubber band") { stage in
            stage.present("edit")
            stage.editForm()
            stage.holdDragOnCard(by: 300)
        },
        DemoScene(name: "discard-action-sheet", summary: "the \"Discard changes?\" action sheet after a locked drag") { stage in
            stage.present("edit")
            stage.editForm()
            stage.holdDragOnCard(by: 300)
            stage.host.pointerUp(at: CGPoint(x: stage.centerX, y: stage.cardTop + 300))
            stage.host.runUntilIdle()
        },
        DemoScene(name: "custom", summary: "the second seed's full-screen modal at rest") { stage in
            stage.present("custom")
        },
        DemoScene(name: "custom-midway", summary: "the second seed's custom dismissal dragged 40 % down, held") { stage in
            stage.present("custom")
            stage.holdDragOnCard(by: stage.size.height * 0.4)
        },
        DemoScene(name: "web", summary: "the web-style login modal over the dimmed list") { stage in
            stage.present("web")
        },
        DemoScene(name: "web-zoom", summary: "the web-style modal 0.2 s into its zoom-in") { stage in
            stage.app.present("web", animated: true)
            stage.host.advance(by: 0.2)
        },
        DemoScene(name: "nested-sheets", summary: "the info sheet presented over the edit sheet") { stage in
            stage.present("edit")
            stage.present("sheet")
            stage.app.navigation.frontmostPresentedController.sheetPresentationController?.animateChanges {
                stage.app.navigation.frontmostPresentedController.sheetPresentationController?.selectedDetentIdentifier = .large
            }
            stage.host.runUntilIdle()
        },
        DemoScene(name: "medium-detent", summary: "the info sheet resting at its medium detent, with a grabber") { stage in
            stage.present("sheet")
        },
    ]

    public static func named(_ name: String) -> DemoScene? { all.first { $0.name == name } }
}
