import Foundation

/// The launch and termination sequence `UIApplicationMain` runs, in UIKit's order:
///
/// 1. `application(_:willFinishLaunchingWithOptions:)`, then
///    `application(_:didFinishLaunchingWithOptions:)` (windows made here with
///    `UIWindow(frame:)` join the app's scene), `didFinishLaunchingNotification`;
/// 2. the scene connects: `application(_:configurationForConnecting:options:)`;
///    when the delegate implements it (answers with a configuration of its own),
///    the scene delegate is made from the configuration's `delegateClass`, or is
///    the class named `SceneDelegate` in the app delegate's module (what Xcode's
///    template names in Info.plist); then `scene(_:willConnectTo:options:)`;
/// 3. once the window is on screen (`activate()`): `sceneWillEnterForeground`,
///    `sceneDidBecomeActive` (scene apps) or `applicationDidBecomeActive`,
///    `didBecomeActiveNotification`;
/// 4. `terminate()`: resign active, enter the background, disconnect, then
///    `applicationWillTerminate` and `willTerminateNotification`.
extension UIApplication {
    /// Makes an object of a responder class from the class alone, as UIKit's
    /// runtime does (through `init?(coder:)`, which every responder inherits).
    public static func makeResponder(ofClass type: AnyClass) -> UIResponder? {
        (type as? UIResponder.Type)?.init(coder: NSCoder())
    }

    /// Steps 1 and 2: launches with `delegate` on `screen`; returns the connected scene.
    @discardableResult
    public func launch(delegate: UIApplicationDelegate, screen: UIScreen) -> UIWindowScene {
        ApplicationContext.makeCurrent(self)
        self.delegate = delegate
        let session = UISceneSession(role: .windowApplication)
        let scene = UIWindowScene(screen: screen, session: session)
        scene.application = self
        launchScene = scene
        isLaunched = true
        _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)

        let options = UIScene.ConnectionOptions()
        let configuration = delegate.application(self, configurationForConnecting: session, options: options)
        // A delegate that answers with a configuration of its own uses scenes (the
        // default answer is the session's own); only then is a SceneDelegate looked for.
        let usesScenes = configuration !== session.configuration
        session.configuration = configuration
        scene.delegate = usesScenes ? makeSceneDelegate(for: configuration) : nil
        connect(scene)
        launchScene = nil
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        return scene
    }

    /// Step 3: the app's scenes come to the foreground and the app becomes active.
    public func activate() {
        ApplicationContext.makeCurrent(self)
        let scenes = orderedScenes
        for scene in scenes { scene.activate() }
        guard applicationState != .active else { return }
        applicationState = .active
        if !scenes.contains(where: { $0.delegate != nil }) { delegate?.applicationDidBecomeActive(self) }
        NotificationCenter.default.post(name: Self.didBecomeActiveNotification, object: self)
    }

    /// Step 4: every scene resigns, goes to the background and disconnects; then
    /// the delegate hears `applicationWillTerminate`.
    public func terminate() {
        guard applicationState != .background else { return }
        let usesScenes = orderedScenes.contains { $0.delegate != nil }
        if applicationState == .active {
            applicationState = .inactive
            if !usesScenes { delegate?.applicationWillResignActive(self) }
            NotificationCenter.default.post(name: Self.willResignActiveNotification, object: self)
        }
        for scene in orderedScenes { scene.disconnect() }
        applicationState = .background
        if !usesScenes { delegate?.applicationDidEnterBackground(self) }
        NotificationCenter.default.post(name: Self.didEnterBackgroundNotification, object: self)
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: Self.willTerminateNotification, object: self)
    }

    /// The window the app shows: its scene's key window, else its first window,
    /// else the delegate's `window` (or the scene delegate's).
    public var windowToShow: UIWindow? {
        let scene = orderedScenes.first as? UIWindowScene
        return scene?.keyWindow ?? scene?.windows.first ?? delegate?.window
            ?? (scene?.delegate as? UIWindowSceneDelegate)?.window
    }

    private func makeSceneDelegate(for configuration: UISceneConfiguration) -> UISceneDelegate? {
        let type: AnyClass? = configuration.delegateClass ?? delegate.flatMap { delegate in
            let name = String(reflecting: Swift.type(of: delegate))
            guard let dot = name.firstIndex(of: ".") else { return nil }
            return ClassLookup.class(named: name[..<dot] + ".SceneDelegate")
        }
        guard let type else { return nil }
        return Self.makeResponder(ofClass: type) as? UISceneDelegate
    }
}
