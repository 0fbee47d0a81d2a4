import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitX11
import UIKitTestSupport
import XCTest

/// The rules that pick the scale and the frame rate (no X server needed).
final class X11DisplayMetricsTests: XCTestCase {
    func testDPIGivesScalesInQuartersFromOneToFour() {
        let cases: [(Double, CGFloat)] = [(72, 1), (96, 1), (110, 1.25), (120, 1.25), (144, 1.5), (168, 1.75),
                                          (192, 2), (240, 2.5), (288, 3), (600, 4)]
        for (dpi, scale) in cases {
            XCTAssertEqual(X11DisplayMetrics.scale(forDPI: dpi), scale, "\(dpi) dpi")
        }
        XCTAssertEqual(X11Resources.scale(forDPI: 144), 1.5, "Xft.dpi 144 is 1.5, no longer rounded to 2")
        XCTAssertEqual(X11Resources.scale(forDPI: nil), 1)
    }

    func testGDKScaleIsAPositiveNumberToTheNearestQuarter() {
        XCTAssertEqual(X11DisplayMetrics.scale(environmentValue: "2"), 2)
        XCTAssertEqual(X11DisplayMetrics.scale(environmentValue: " 1.5 "), 1.5)
        XCTAssertEqual(X11DisplayMetrics.scale(environmentValue: "1.3"), 1.25)
        XCTAssertNil(X11DisplayMetrics.scale(environmentValue: "0"))
        XCTAssertNil(X11DisplayMetrics.scale(environmentValue: "two"))
        XCTAssertNil(X11DisplayMetrics.scale(environmentValue: nil))
    }

    func testTheAppsScaleThenGDKScaleThenXftDPIThenTheMonitor() {
        let dense = X11Monitor(name: "dense", frame: CGRect(x: 0, y: 0, width: 1280, height: 1024),
                               millimetres: CGSize(width: 169, height: 135))
        func scale(_ requested: CGFloat?, _ gdk: String?, _ dpi: Double?, _ monitor: X11Monitor?) -> (CGFloat, X11DisplayMetrics.ScaleSource) {
            let environment = gdk.map { ["GDK_SCALE": $0] } ?? [:]
            let result = X11DisplayMetrics.scale(requested: requested, environment: environment, resourceDPI: dpi, monitor: monitor)
            return (result.scale, result.source)
        }
        XCTAssertTrue(scale(1.5, "2", 192, dense) == (1.5, .requested))
        XCTAssertTrue(scale(nil, "3", 120, dense) == (3, .environment))
        XCTAssertTrue(scale(nil, nil, 120, dense) == (1.25, .resources))
        XCTAssertTrue(scale(nil, nil, nil, dense) == (2, .monitor))
        XCTAssertTrue(scale(nil, nil, nil, nil) == (1, .fallback))
        XCTAssertEqual(dense.dpi ?? 0, 192.52, accuracy: 0.01)   // √(192.38 × 192.66)
        XCTAssertTrue(X11DisplayMetrics.ScaleSource.monitor.followsMonitor)
        XCTAssertFalse(X11DisplayMetrics.ScaleSource.resources.followsMonitor)
    }

    func testTheWindowIsOnTheMonitorItOverlapsMostIgnoringOnesThatHoldOthers() {
        let screen = X11Monitor(name: "screen", frame: CGRect(x: 0, y: 0, width: 2560, height: 1024), millimetres: .zero)
        let left = X11Monitor(name: "left", frame: CGRect(x: 0, y: 0, width: 1280, height: 1024), millimetres: .zero)
        let right = X11Monitor(name: "right", frame: CGRect(x: 1280, y: 0, width: 1280, height: 1024), millimetres: .zero)
        let monitors = [screen, left, right]

        XCTAssertEqual(X11DisplayMetrics.monitor(for: CGRect(x: 100, y: 100, width: 400, height: 300), among: monitors)?.name, "left")
        XCTAssertEqual(X11DisplayMetrics.monitor(for: CGRect(x: 1100, y: 100, width: 400, height: 300), among: monitors)?.name,
                       "right", "220 of 400 pixels are on the right one")
        XCTAssertEqual(X11DisplayMetrics.monitor(for: CGRect(x: 5000, y: 0, width: 10, height: 10), among: monitors)?.name, nil)
        XCTAssertEqual(X11DisplayMetrics.monitor(for: CGRect(x: 5, y: 5, width: 1, height: 1), among: [screen])?.name, "screen")
    }

    func testRefreshRatesFromModeTimings() {
        // CVT timings of 1920x1080 (2200 x 1125 total) at 60, 120 and 144 Hz, and 1080i.
        XCTAssertEqual(X11DisplayMetrics.refreshRate(dotClock: 148_500_000, horizontalTotal: 2200, verticalTotal: 1125), 60)
        XCTAssertEqual(X11DisplayMetrics.refreshRate(dotClock: 297_000_000, horizontalTotal: 2200, verticalTotal: 1125), 120)
        XCTAssertEqual(X11DisplayMetrics.refreshRate(dotClock: 356_400_000, horizontalTotal: 2200, verticalTotal: 1125), 144)
        XCTAssertEqual(X11DisplayMetrics.refreshRate(dotClock: 74_250_000, horizontalTotal: 2200, verticalTotal: 1125,
                                                     interlaced: true), 60)
        XCTAssertEqual(X11DisplayMetrics.refreshRate(dotClock: 74_250_000, horizontalTotal: 2200, verticalTotal: 1125,
                                                     doubleScan: true), 15)
        XCTAssertNil(X11DisplayMetrics.refreshRate(dotClock: 0, horizontalTotal: 0, verticalTotal: 0), "Xvfb's mode has no timings")
        XCTAssertEqual(X11DisplayMetrics.frameInterval(refreshRate: nil), 1.0 / 60)
        XCTAssertEqual(X11DisplayMetrics.frameInterval(refreshRate: 144), 1.0 / 144)
    }
}
