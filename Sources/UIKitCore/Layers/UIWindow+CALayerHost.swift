import Foundation

/// A window shows its views' layers and runs their animations on its clock, as the
/// host QuartzCore's layers find through their owners.
extension UIWindow: CALayerHost {
    package var maximumFramesPerSecond: Int { screen.maximumFramesPerSecond }

    package var canSnapshotLayers: Bool { host != nil }

    package func snapshot(ofLayer layer: CALayer) -> CGImage? { sceneHost?.snapshot(of: layer) }
}

extension CADisplayLink {
    /// The window the link fires on (our extension: iOS names only run loops).
    public var window: UIWindow? { host as? UIWindow }

    /// Starts firing on every frame of `window` (our extension).
    public func add(to window: UIWindow) { add(toHost: window) }
}
