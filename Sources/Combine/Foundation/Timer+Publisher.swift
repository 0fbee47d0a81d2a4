import Foundation

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval.
    ///
    /// As on Apple, it is a `ConnectablePublisher`: it starts when `connect()` is called
    /// (or with `autoconnect()`, when the first subscriber attaches), scheduling a
    /// repeating `Timer` on the run loop; each firing publishes the date it fired at to
    /// every subscriber that has demand. Cancelling the connection invalidates the timer.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?

        private let subject = PassthroughSubject<Date, Never>()
        private let lock = Lock()
        private var timer: Timer?

        /// Creates a publisher that repeatedly emits the current date on the given interval.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.subscribe(subscriber)
        }

        /// Starts the timer (once; later calls share the running timer).
        public func connect() -> Cancellable {
            let timer = lock.withLock { () -> Timer? in
                guard self.timer == nil else { return nil }
                // The run loop keeps the timer, the timer keeps the subject (and so the
                // subscribers) until the connection is cancelled, as on Apple.
                let timer = Timer(timeInterval: interval, repeats: true) { [subject] fired in
                    subject.send(fired.fireDate)
                }
                if let tolerance { timer.tolerance = tolerance }
                self.timer = timer
                return timer
            }
            if let timer {
                runLoop.add(timer, forMode: mode)
            }
            return AnyCancellable { self.disconnect() }
        }

        private func disconnect() {
            let timer = lock.withLock { () -> Timer? in
                defer { self.timer = nil }
                return self.timer
            }
            timer?.invalidate()
        }
    }
}
