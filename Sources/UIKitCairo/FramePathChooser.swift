import Foundation

/// Chooses, frame by frame, whether a composable frame is built in the X server or
/// rendered on the client, by `FrameCostModel`'s estimates, and keeps the choice
/// stable: each path is weighed over the next `horizon` frames like this one, its
/// one-time cost of switching (pictures to send, a whole repaint) spread over them,
/// and the other path must win by `margin` to be taken. A drag thus does not flip
/// paths every other frame (each flip would send pictures or repaint everything).
public struct FramePathChooser {
    /// Where a frame is drawn.
    public enum Path: String {
        case xrender, client
    }

    /// A frame's estimated costs (nanoseconds): `now` this frame on that path, from
    /// where things are; `steady` a later frame like it once the path is established.
    public struct Estimate: Equatable {
        public var serverNow: Double, serverSteady: Double
        public var clientNow: Double, clientSteady: Double
        /// The client's own part of `clientNow` by the uncalibrated weights (its fixed
        /// cost and pixman work, not the upload): what a measured client frame is compared
        /// with (`FrameCostModel.learnClientCost`); 0 when unknown.
        public var clientNowWork: Double = 0
        /// The device pixels `clientNow` has the client repaint (a measurement teaches the
        /// weights only when the client repainted about as much).
        public var clientNowArea = 0
        public init(serverNow: Double, serverSteady: Double, clientNow: Double, clientSteady: Double) {
            (self.serverNow, self.serverSteady, self.clientNow, self.clientSteady) = (serverNow, serverSteady, clientNow, clientSteady)
        }
    }

    /// A choice and why.
    public struct Choice: Equatable {
        public let path: Path
        /// `cheaper` (the other path was dearer), `stays` (the other was cheaper but not by
        /// the margin), `refused` (not composable), `forced` (the environment chose),
        /// `prepared` (the client gave its copies to the server for this frame: `prepared()`).
        public let reason: String
    }

    /// Frames over which a switch's cost is spread.
    public var horizon: Double
    /// How much cheaper the other path must be to switch to it (0.15: 15 %).
    public var margin: Double
    /// The path of the last frame.
    public private(set) var current: Path

    public init(horizon: Double = 8, margin: Double = 0.15, current: Path = .client) {
        (self.horizon, self.margin, self.current) = (horizon, margin, current)
    }

    /// The path for a composable frame.
    public mutating func choose(_ estimate: Estimate) -> Choice {
        let server = estimate.serverNow + (horizon - 1) * estimate.serverSteady
        let client = estimate.clientNow + (horizon - 1) * estimate.clientSteady
        let (stay, other, otherPath): (Double, Double, Path) = current == .xrender
            ? (server, client, .client) : (client, server, .xrender)
        if other < stay * (1 - margin) {
            current = otherPath
            return Choice(path: otherPath, reason: "cheaper")
        }
        return Choice(path: current, reason: other < stay ? "stays" : "cheaper")
    }

    /// A frame that cannot be composited (drawn on the client).
    public mutating func refused() -> Choice {
        current = .client
        return Choice(path: .client, reason: "refused")
    }

    /// A frame whose bitmaps were made for the server and whose client copies were
    /// released to build it there (the client would have to draw them all again).
    public mutating func prepared() -> Choice {
        current = .xrender
        return Choice(path: .xrender, reason: "prepared")
    }

    /// A frame whose path the environment forces.
    public mutating func forced(_ path: Path) -> Choice {
        current = path
        return Choice(path: path, reason: "forced")
    }
}
