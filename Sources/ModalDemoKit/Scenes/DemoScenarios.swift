import UIKit

/// A scripted interaction that `--record` films: it drives `HeadlessHost` through
/// the same input path as the mouse, on the virtual clock.
struct DemoScenario {
    let name: String
    let summary: String
    let play: (DemoStage) -> Void
}

enum DemoScenarios {
    static let all: [DemoScenario] = [
        DemoScenario(name: "slow-drag-snaps-back", summary: "the edit sheet dragged 60 pt slowly, released: it snaps back") { stage in
            stage.present("edit")
            stage.host.advance(by: 0.3)
            let start = CGPoint(x: stage.centerX, y: stage.cardTop + 22)
            stage.host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 60), duration: 0.8, pauseBeforeRelease: 0.1)
            stage.host.runUntilIdle()
            stage.host.advance(by: 0.3)
        },
        DemoScenario(name: "flick-dismisses", summary: "the edit sheet flicked down 60 pt in 50 ms: it leaves with the hand's speed") { stage in
            stage.present("edit")
            stage.host.advance(by: 0.3)
            let start = CGPoint(x: stage.centerX, y: stage.cardTop + 22)
            stage.host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 60), duration: 0.05)
            stage.host.runUntilIdle()
            stage.host.advance(by: 0.3)
        },
        DemoScenario(name: "locked-drag-action-sheet", summary: "an edited sheet pulled down: rubber band, then \"Discard changes?\"") { stage in
            stage.present("edit")
            stage.editForm()
            stage.host.advance(by: 0.2)
            let start = CGPoint(x: stage.centerX, y: stage.cardTop + 22)
            stage.host.drag(from: start, to: CGPoint(x: start.x, y: start.y + 300), duration: 0.6)
            stage.host.runUntilIdle()
            stage.host.advance(by: 0.6)
        },
        DemoScenario(name: "custom-transition", summary: "the second seed: open the modal, drag it down past 30 %, release") { stage in
            stage.present("custom")
            stage.host.advance(by: 0.3)
            let start = CGPoint(x: stage.centerX, y: 200)
            stage.host.drag(from: start, to: CGPoint(x: start.x, y: start.y + stage.size.height * 0.4), duration: 0.7)
            stage.host.runUntilIdle()
            stage.host.advance(by: 0.3)
        },
        DemoScenario(name: "custom-flick", summary: "the second seed's modal flicked down 15 % at 1500 pt/s: it leaves at the hand's speed") { stage in
            stage.present("custom")
            stage.host.advance(by: 0.3)
            let start = CGPoint(x: stage.centerX, y: 200)
            let distance = (stage.size.height * 0.15).rounded()
            stage.host.drag(from: start, to: CGPoint(x: start.x, y: start.y + distance), duration: Double(distance) / 1500)
            stage.host.runUntilIdle()
            stage.host.advance(by: 0.3)
        },
        DemoScenario(name: "web-modal", summary: "the web-style modal zooms in, then closes with its × button") { stage in
            stage.host.advance(by: 0.2)
            stage.app.present("web", animated: true)
            stage.host.runUntilIdle()
            stage.host.advance(by: 0.5)
            if let close = stage.host.window.view(withAccessibilityIdentifier: "close") {
                stage.host.click(at: close.convert(close.bounds, to: nil).center)
            }
            stage.host.runUntilIdle()
            stage.host.advance(by: 0.3)
        },
        DemoScenario(name: "list-fling", summary: "the notes list flung up: it glides and slows down") { stage in
            stage.host.advance(by: 0.2)
            // 700 → 500 in the default 844-point window, in proportion in others (fixed points fell outside small windows)
            let height = stage.size.height
            stage.host.drag(from: CGPoint(x: stage.centerX, y: (height * 700 / 844).rounded()),
                            to: CGPoint(x: stage.centerX, y: (height * 500 / 844).rounded()), duration: 0.1)
            stage.host.runUntilIdle(limit: 5)
            stage.host.advance(by: 0.2)
        },
    ]

    static func named(_ name: String) -> DemoScenario? { all.first { $0.name == name } }
}
