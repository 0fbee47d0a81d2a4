extension Publishers {
    /// A publisher that prints log messages for all publishing events, optionally prefixed
    /// with a string, to standard output or to the given stream.
    public struct Print<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let prefix: String
        public let upstream: Upstream
        public let stream: TextOutputStream?

        public init(upstream: Upstream, prefix: String, to stream: TextOutputStream? = nil) {
            self.upstream = upstream
            self.prefix = prefix
            self.stream = stream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let log = PrintLog(prefix: prefix, stream: stream)
            upstream.handleEvents(receiveSubscription: { log.write("receive subscription: (\($0))") },
                                  receiveOutput: { log.write("receive value: (\($0))") },
                                  receiveCompletion: { completion in
                                      switch completion {
                                      case .finished: log.write("receive finished")
                                      case .failure(let error): log.write("receive error: (\(error))")
                                      }
                                  },
                                  receiveCancel: { log.write("receive cancel") },
                                  receiveRequest: { log.write("request \($0)") })
                .subscribe(subscriber)
        }
    }
}

/// Where `print(_:to:)` writes: Apple's format, `prefix: message`, one line per event.
final class PrintLog {
    private let prefix: String
    private var stream: TextOutputStream?
    private let lock = Lock()

    init(prefix: String, stream: TextOutputStream?) {
        self.prefix = prefix.isEmpty ? "" : prefix + ": "
        self.stream = stream
    }

    func write(_ message: String) {
        lock.withLock {
            if stream != nil {
                stream!.write(prefix + message + "\n")
            } else {
                Swift.print(prefix + message)
            }
        }
    }
}

extension Publisher {
    /// Prints log messages for all publishing events.
    public func print(_ prefix: String = "", to stream: TextOutputStream? = nil) -> Publishers.Print<Self> {
        Publishers.Print(upstream: self, prefix: prefix, to: stream)
    }
}
