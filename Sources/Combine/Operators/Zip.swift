extension Publishers {
    /// A publisher created by applying the zip function to two upstream publishers: the
    /// oldest unconsumed value of each, paired, as soon as both have one.
    public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B

        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineSubscription(mode: .zip, count: 2, downstream: subscriber) { ($0[0] as! A.Output, $0[1] as! B.Output) }
                .start([a.erasedToAny(), b.erasedToAny()])
        }
    }

    /// A publisher created by applying the zip function to three upstream publishers.
    public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure

        public let a: A
        public let b: B
        public let c: C

        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineSubscription(mode: .zip, count: 3, downstream: subscriber) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
            }.start([a.erasedToAny(), b.erasedToAny(), c.erasedToAny()])
        }
    }
}

extension Publisher {
    /// Combines elements from another publisher and delivers pairs of elements as tuples.
    public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where Failure == P.Failure {
        Publishers.Zip(self, other)
    }

    /// Combines elements from another publisher and delivers a transformed output.
    public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.Zip<Self, P>, T> where Failure == P.Failure {
        Publishers.Zip(self, other).map(transform)
    }

    /// Combines elements from two other publishers and delivers groups of elements as tuples.
    public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.Zip3<Self, P, Q>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.Zip3(self, publisher1, publisher2)
    }
}
