import Foundation
import UIKit
import XCTest

final class HeadlessMainQueueTests: XCTestCase {
    func testMainQueueBlocksRunAtTheNextFrameInOrder() {
        // Given a headless host and two blocks queued on the main queue
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
        var log: [String] = []
        DispatchQueue.main.async { log.append("first") }
        DispatchQueue.main.async { log.append("second") }
        XCTAssertEqual(log, [])

        // When one frame passes
        host.advance(by: 1.0 / 60)

        // Then both ran, in order, before anything else asked the run loop
        XCTAssertEqual(log, ["first", "second"])
    }

    func testABlockQueuedFromAnotherThreadRunsOnceItHasArrived() {
        // Given a block queued on the main queue by another thread
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), scale: 1)
        let queued = DispatchSemaphore(value: 0)
        var ranOnMain: Bool?
        DispatchQueue.global().async {
            DispatchQueue.main.async { ranOnMain = Thread.isMainThread }
            queued.signal()
        }
        XCTAssertEqual(queued.wait(timeout: .now() + 5), .success)

        // When a frame passes
        host.advance(by: 1.0 / 60)

        // Then it ran on the main thread
        XCTAssertEqual(ranOnMain, true)
    }
}
