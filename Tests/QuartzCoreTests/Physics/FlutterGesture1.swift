import Foundation

/// One pointer event of a recorded Flutter gesture.
struct FlutterGestureEvent {
    enum Kind { case down, move, up }

    let kind: Kind
    /// Flutter's `timeStamp`, a `Duration` in milliseconds.
    let milliseconds: Int
    let x: Double
    let y: Double

    init(_ kind: Kind, milliseconds: Int, x: Double, y: Double) {
        self.kind = kind
        self.milliseconds = milliseconds
        self.x = x
        self.y = y
    }

    /// Seconds, as the tracker takes them.
    var timestamp: TimeInterval { TimeInterval(milliseconds) / 1000 }
}

/// "Gesture 1" (pointer 1) of Flutter's recorded velocity test data:
/// the first 51 events of `velocityEventData` in
/// flutter/flutter packages/flutter/test/gestures/velocity_tracker_data.dart.
/// velocity_tracker_test.dart adds the down and move events to the tracker,
/// asks for the velocity at the up event, and expects
/// Offset(219.59280094228163, 1304.701682306001) px/s within 0.1 %.
enum FlutterGesture1 {
    static let expectedVelocity = (x: 219.59280094228163, y: 1304.701682306001)

    static let events: [FlutterGestureEvent] = [
        FlutterGestureEvent(.down, milliseconds: 216690896, x: 270.0, y: 538.2857055664062),
        FlutterGestureEvent(.move, milliseconds: 216690906, x: 270.0, y: 538.2857055664062),
        FlutterGestureEvent(.move, milliseconds: 216690951, x: 270.0, y: 530.8571166992188),
        FlutterGestureEvent(.move, milliseconds: 216690959, x: 270.0, y: 526.8571166992188),
        FlutterGestureEvent(.move, milliseconds: 216690967, x: 270.0, y: 521.4285888671875),
        FlutterGestureEvent(.move, milliseconds: 216690975, x: 270.0, y: 515.4285888671875),
        FlutterGestureEvent(.move, milliseconds: 216690983, x: 270.0, y: 506.8571472167969),
        FlutterGestureEvent(.move, milliseconds: 216690991, x: 268.8571472167969, y: 496.0),
        FlutterGestureEvent(.move, milliseconds: 216690998, x: 267.4285583496094, y: 483.1428527832031),
        FlutterGestureEvent(.move, milliseconds: 216691006, x: 266.28570556640625, y: 469.71429443359375),
        FlutterGestureEvent(.move, milliseconds: 216691014, x: 265.4285583496094, y: 456.8571472167969),
        FlutterGestureEvent(.move, milliseconds: 216691021, x: 264.28570556640625, y: 443.71429443359375),
        FlutterGestureEvent(.move, milliseconds: 216691029, x: 264.0, y: 431.71429443359375),
        FlutterGestureEvent(.move, milliseconds: 216691036, x: 263.4285583496094, y: 421.1428527832031),
        FlutterGestureEvent(.move, milliseconds: 216691044, x: 263.4285583496094, y: 412.5714416503906),
        FlutterGestureEvent(.move, milliseconds: 216691052, x: 263.4285583496094, y: 404.5714416503906),
        FlutterGestureEvent(.move, milliseconds: 216691060, x: 263.4285583496094, y: 396.5714416503906),
        FlutterGestureEvent(.move, milliseconds: 216691068, x: 264.5714416503906, y: 390.0),
        FlutterGestureEvent(.move, milliseconds: 216691075, x: 265.1428527832031, y: 384.8571472167969),
        FlutterGestureEvent(.move, milliseconds: 216691083, x: 266.0, y: 380.28570556640625),
        FlutterGestureEvent(.move, milliseconds: 216691091, x: 266.5714416503906, y: 376.28570556640625),
        FlutterGestureEvent(.move, milliseconds: 216691098, x: 267.1428527832031, y: 373.1428527832031),
        FlutterGestureEvent(.move, milliseconds: 216691106, x: 267.71429443359375, y: 370.28570556640625),
        FlutterGestureEvent(.move, milliseconds: 216691114, x: 268.28570556640625, y: 367.71429443359375),
        FlutterGestureEvent(.move, milliseconds: 216691121, x: 268.5714416503906, y: 366.0),
        FlutterGestureEvent(.move, milliseconds: 216691130, x: 268.8571472167969, y: 364.5714416503906),
        FlutterGestureEvent(.move, milliseconds: 216691137, x: 269.1428527832031, y: 363.71429443359375),
        FlutterGestureEvent(.move, milliseconds: 216691145, x: 269.1428527832031, y: 362.8571472167969),
        FlutterGestureEvent(.move, milliseconds: 216691153, x: 269.4285583496094, y: 362.8571472167969),
        FlutterGestureEvent(.move, milliseconds: 216691168, x: 268.5714416503906, y: 365.4285583496094),
        FlutterGestureEvent(.move, milliseconds: 216691176, x: 267.1428527832031, y: 370.28570556640625),
        FlutterGestureEvent(.move, milliseconds: 216691183, x: 265.4285583496094, y: 376.8571472167969),
        FlutterGestureEvent(.move, milliseconds: 216691191, x: 263.1428527832031, y: 385.71429443359375),
        FlutterGestureEvent(.move, milliseconds: 216691199, x: 261.4285583496094, y: 396.5714416503906),
        FlutterGestureEvent(.move, milliseconds: 216691207, x: 259.71429443359375, y: 408.5714416503906),
        FlutterGestureEvent(.move, milliseconds: 216691215, x: 258.28570556640625, y: 419.4285583496094),
        FlutterGestureEvent(.move, milliseconds: 216691222, x: 257.4285583496094, y: 428.5714416503906),
        FlutterGestureEvent(.move, milliseconds: 216691230, x: 256.28570556640625, y: 436.0),
        FlutterGestureEvent(.move, milliseconds: 216691238, x: 255.7142791748047, y: 442.0),
        FlutterGestureEvent(.move, milliseconds: 216691245, x: 255.14285278320312, y: 447.71429443359375),
        FlutterGestureEvent(.move, milliseconds: 216691253, x: 254.85714721679688, y: 453.1428527832031),
        FlutterGestureEvent(.move, milliseconds: 216691261, x: 254.57142639160156, y: 458.5714416503906),
        FlutterGestureEvent(.move, milliseconds: 216691268, x: 254.2857208251953, y: 463.71429443359375),
        FlutterGestureEvent(.move, milliseconds: 216691276, x: 254.2857208251953, y: 470.28570556640625),
        FlutterGestureEvent(.move, milliseconds: 216691284, x: 254.2857208251953, y: 477.71429443359375),
        FlutterGestureEvent(.move, milliseconds: 216691292, x: 255.7142791748047, y: 487.1428527832031),
        FlutterGestureEvent(.move, milliseconds: 216691300, x: 256.8571472167969, y: 498.5714416503906),
        FlutterGestureEvent(.move, milliseconds: 216691307, x: 258.28570556640625, y: 507.71429443359375),
        FlutterGestureEvent(.move, milliseconds: 216691315, x: 259.4285583496094, y: 516.0),
        FlutterGestureEvent(.move, milliseconds: 216691323, x: 260.28570556640625, y: 521.7142944335938),
        FlutterGestureEvent(.up, milliseconds: 216691338, x: 260.28570556640625, y: 521.7142944335938),
    ]
}
