import Foundation
import UIKitCore
import UIKitX11

/// `--trace-frames`: a `frame` event for every frame drawn and an `idle` event each
/// time the window settles, so tests wait for what is on screen instead of sleeping.
///
/// Both carry `n` (frames drawn so far), `input` (the X server time of the newest
/// input event handled; absent before any) and `server` (the newest server time the
/// app has seen, from any event, e.g. a property change another client made on the
/// window). A `frame` event is written once the X server has the frame's pixels;
/// its `shown` is the frame's own time (seconds since start, as `t`), its `path`
/// how it was built: `xrender` (composites in the X server) or `client` (rendered here),
/// its `why` the reason of that choice (`cheaper`, `stays`, `refused`, `forced`; see
/// `FramePathChooser`) and `cost_us` the estimates for this frame, server then client
/// (`client_calibration`: the factor measured client frames taught the client's weights),
/// its `damage` the device pixels it copied to the window (a client frame sends only
/// what changed, see `DamageTracker`), and `cpu_us` the app's CPU for drawing it (the X
/// server's share not counted).
enum AppFrameTrace {
    static func frameDrawn(host: X11Host, trace: AppTrace, at time: TimeInterval) {
        host.synchronize()
        var fields = fields(host)
        fields["shown"] = (time * 1000).rounded() / 1000
        fields["path"] = host.lastFrameWasComposited ? "xrender" : "client"
        fields["why"] = host.lastFramePathReason
        if let cost = host.lastFrameCostEstimate {
            fields["cost_us"] = [(cost.server / 1000).rounded(), (cost.client / 1000).rounded()]
            fields["client_calibration"] = (host.frameCostModel.clientCalibration * 1000).rounded() / 1000
        }
        fields["damage"] = DamageRegion(host.lastFrameDamage).area
        fields["cpu_us"] = (host.lastFrameDrawCPU * 1_000_000).rounded()
        trace.emit("frame", fields)
    }

    static func idle(host: X11Host, trace: AppTrace) {
        trace.emit("idle", fields(host))
    }

    private static func fields(_ host: X11Host) -> [String: Any] {
        var fields: [String: Any] = ["n": host.framesDrawn, "server": Int(host.lastServerTime)]
        if let input = host.lastInputServerTime { fields["input"] = Int(input) }
        return fields
    }
}
