import Foundation

/// A type that defines methods for decoding (`JSONDecoder`, `PropertyListDecoder`).
public protocol TopLevelDecoder<Input> {
    /// The type this decoder accepts.
    associatedtype Input
    /// Decodes an instance of the indicated type.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// A type that defines methods for encoding (`JSONEncoder`, `PropertyListEncoder`).
public protocol TopLevelEncoder<Output> {
    /// The type this encoder produces.
    associatedtype Output
    /// Encodes an instance of the indicated type.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publisher {
    /// Decodes the output from the upstream using a specified decoder; a decoding error
    /// fails the stream.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
        -> Publishers.TryMap<Self, Item> where Output == Coder.Input {
        tryMap { try decoder.decode(type, from: $0) }
    }

    /// Encodes the output from the upstream using a specified encoder.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.TryMap<Self, Coder.Output> where Output: Encodable {
        tryMap { try encoder.encode($0) }
    }
}
