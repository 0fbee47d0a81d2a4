import Foundation
import XCTest

/// The demo says in `ready` how its frames reach the window, and takes
/// the path `MODAL_KIT_X11_UPLOAD` asks for (MIT-SHM by default on a local Xvfb).
final class UploadPathEndToEndTests: EndToEndTestCase {
    func testReadyNamesTheUploadPathTheEnvironmentAsksFor() throws {
        for (asked, expected) in [(nil, "shm"), ("shm", "shm"), ("xputimage", "xputimage"), ("cairo", "cairo")] {
            try launch(environment: asked.map { ["MODAL_KIT_X11_UPLOAD": $0] } ?? [:])

            XCTAssertEqual(ready?.fields["upload"] as? String, expected, "asked for \(asked ?? "nothing")")
            try running().kill()
        }
    }
}
