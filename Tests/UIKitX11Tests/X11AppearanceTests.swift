import CX11
import UIKitCore
import UIKitCairo
import UIKitImaging
import UIKitX11
import UIKitTestSupport
import XCTest

/// A settings manager on the test's control connection: owns `_XSETTINGS_S0` and
/// publishes `Net/ThemeName`, as gnome-settings-daemon or xsettingsd do.
private final class FakeSettingsManager {
    let display: OpaquePointer
    let window: Window
    private let settingsAtom: Atom

    init(display: OpaquePointer, themeName: String) {
        self.display = display
        let root = XDefaultRootWindow(display)
        window = XCreateSimpleWindow(display, root, 0, 0, 1, 1, 0, 0, 0)
        settingsAtom = XInternAtom(display, "_XSETTINGS_SETTINGS", 0)
        publish(themeName: themeName)
        let selection = XInternAtom(display, "_XSETTINGS_S0", 0)
        XSetSelectionOwner(display, selection, window, Time(CurrentTime))
        // Announce the new manager to clients already running, as the specification says.
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = root
        event.xclient.message_type = XInternAtom(display, "MANAGER", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = 0
        event.xclient.data.l.1 = Int(selection)
        event.xclient.data.l.2 = Int(window)
        XSendEvent(display, root, 0, StructureNotifyMask, &event)
        XSync(display, 0)
    }

    func publish(themeName: String) {
        let bytes = XSettingsEncoder().encode([("Net/ThemeName", .string(themeName)), ("Xft/Antialias", .integer(1))])
        XChangeProperty(display, window, settingsAtom, settingsAtom, 8, PropModeReplace, bytes, Int32(bytes.count))
        XSync(display, 0)
    }

    func quit() {
        XDestroyWindow(display, window)
        XSync(display, 0)
    }
}

private final class StyleWatchingView: UIView {
    var changes: [UIUserInterfaceStyle] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        changes.append(traitCollection.userInterfaceStyle)
    }
}

/// The window follows the desktop's XSETTINGS theme, live, unless forced.
final class X11AppearanceTests: XvfbTestCase {
    private var hosts: [X11Host] = []
    private var managers: [FakeSettingsManager] = []

    override func tearDown() {
        for manager in managers { manager.quit() }
        managers = []
        for host in hosts { host.close() }
        hosts = []
        super.tearDown()
    }

    private func startManager(themeName: String) throws -> FakeSettingsManager {
        let manager = FakeSettingsManager(display: try xvfb().control, themeName: themeName)
        managers.append(manager)
        return manager
    }

    private func openHost() throws -> X11Host {
        let host = try X11Host(size: CGSize(width: 120, height: 100), scale: 1, displayName: try xvfb().displayName)
        hosts.append(host)
        var ready = false
        host.onFirstFrame = { ready = true }
        XCTAssertTrue(host.run(until: { ready }, timeout: 5), "first frame never shown")
        return host
    }

    func testADarkThemeMakesTheWindowDarkFromItsFirstFrame() throws {
        // Given a settings manager publishing Adwaita-dark
        _ = try startManager(themeName: "Adwaita-dark")

        // When a window opens
        let host = try openHost()

        // Then it is dark and its first frame shows the dark background
        XCTAssertEqual(host.desktopAppearance.themeName, "Adwaita-dark")
        XCTAssertEqual(host.window.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(host.captureWindow()?.pixel(x: 60, y: 50), RGBA8(r: 0, g: 0, b: 0))
    }

    func testAThemeChangeIsFollowedLive() throws {
        // Given a light theme and a window with a view
        let manager = try startManager(themeName: "Adwaita")
        let host = try openHost()
        let view = StyleWatchingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        host.runOnce(timeout: 0.05)
        XCTAssertEqual(host.window.traitCollection.userInterfaceStyle, .light)

        // When the user switches the desktop to the dark theme
        manager.publish(themeName: "Adwaita-dark")

        // Then the window follows and the view hears it once
        XCTAssertTrue(host.run(until: { view.changes == [.dark] }, timeout: 5), "changes: \(view.changes)")
        XCTAssertEqual(host.window.screen.systemUserInterfaceStyle, .dark)
    }

    func testAManagerThatStartsOrQuitsLaterIsNoticed() throws {
        // Given a window with no settings manager running
        let host = try openHost()
        XCTAssertNil(host.desktopAppearance.themeName)
        XCTAssertEqual(host.window.traitCollection.userInterfaceStyle, .light)

        // When a manager with a dark theme starts (announcing itself on the root window)
        let manager = try startManager(themeName: "Yaru-dark")

        // Then the window turns dark; when it quits, the window is light again
        XCTAssertTrue(host.run(until: { host.window.screen.systemUserInterfaceStyle == .dark }, timeout: 5))
        manager.quit()
        managers.removeAll()
        XCTAssertTrue(host.run(until: { host.desktopAppearance.themeName == nil }, timeout: 5))
        XCTAssertEqual(host.window.screen.systemUserInterfaceStyle, .light)
    }

    func testAForcedAppearanceAndThePortalComeBeforeTheTheme() throws {
        // Given a dark desktop theme
        _ = try startManager(themeName: "Adwaita-dark")
        let host = try openHost()

        // When --appearance light is given, light wins; unforced, the theme is back
        host.forcedUserInterfaceStyle = .light
        XCTAssertEqual(host.window.screen.systemUserInterfaceStyle, .light)
        host.forcedUserInterfaceStyle = nil
        XCTAssertEqual(host.window.screen.systemUserInterfaceStyle, .dark)

        // And the portal's "prefer light" beats the theme, its "no preference" does not
        host.setPortalColorScheme(2)
        XCTAssertEqual(host.window.screen.systemUserInterfaceStyle, .light)
        host.setPortalColorScheme(0)
        XCTAssertEqual(host.window.screen.systemUserInterfaceStyle, .dark)
    }
}
