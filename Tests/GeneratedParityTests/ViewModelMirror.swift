import ConstruktChecker
import ConstruktKit
import ConstruktRuntime
import Foundation
import Testing

/// A generated view model seen by the names its screen declares, as the runtime sees the screen:
/// its state read and set by name (each `@Variable` found by reflection, its value carried as JSON
/// between the Swift type and a runtime value of the declared type), and every signal it sends,
/// in order, with its value. So one test can feed, read and watch any generated screen.
@MainActor
final class ViewModelMirror {
    private let viewModel: AnyObject
    private let screen: CheckedScreen
    private let types: TypeEnvironment
    private var sent: [SignalEmission] = []
    private var observations: [AnyCancellableLifecycle] = []

    /// Watches the signals of `viewModel`, the generated view model of `screen` in `app`, handing
    /// each emission to `onEmission` too, so that several mirrors can keep one ordered log.
    init(
        _ viewModel: AnyObject, of screen: CheckedScreen, in app: CheckedApp,
        onEmission: @escaping (SignalEmission) -> Void = { _ in }
    ) {
        self.viewModel = viewModel
        self.screen = screen
        types = app.symbols.types
        for child in Mirror(reflecting: viewModel).children {
            guard let name = child.label, let signal = child.value as? MirroredSignal,
                let type = screen.signals.first(where: { $0.name == name })?.type
            else { continue }
            observations.append(
                signal.observeValues { [unowned self] value in
                    let encodable = value as? any Encodable
                    let emission = SignalEmission(
                        signal: name,
                        value: encodable.flatMap { encodable in
                            runtimeValue(as: type) { try Self.encoder.encode(EncodedInList(value: encodable)) }
                        })
                    sent.append(emission)
                    onEmission(emission)
                })
        }
    }

    /// The view model's state, by name, as runtime values.
    func state() -> [String: RuntimeValue] {
        var state: [String: RuntimeValue] = [:]
        for declared in screen.state {
            guard let variable = variable(named: declared.name) else { continue }
            state[declared.name] = runtimeValue(as: declared.type) { try variable.encoded(with: Self.encoder) }
        }
        return state
    }

    /// Sets each state value of `values` on the view model, as the host does.
    func feed(_ values: [String: RuntimeValue]) {
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let variable = variable(named: name) else { continue }
            do {
                let data = try JSONSerialization.data(withJSONObject: [value.jsonObject], options: [.fragmentsAllowed])
                try variable.set(decoding: data, with: Self.decoder)
            } catch {
                Issue.record("\(screen.name).\(name) cannot be set to \(value): \(error)")
            }
        }
    }

    /// The signals sent so far, in order, with their values (nil for a Void signal).
    func emissions() -> [SignalEmission] {
        sent
    }

    private func variable(named name: String) -> MirroredVariable? {
        let found = Mirror(reflecting: viewModel).children.first { $0.label == "_" + name }?.value as? MirroredVariable
        if found == nil { Issue.record("\(screen.name)'s view model has no Codable state \(name)") }
        return found
    }

    /// A value `encode` writes as a one-element JSON array, read back as the runtime reads JSON of
    /// `type`.
    private func runtimeValue(as type: ValueType, encode: () throws -> Data) -> RuntimeValue? {
        do {
            let data = try encode()
            guard case .array(let items) = try JSONInput.parse(String(decoding: data, as: UTF8.self)),
                let json = items.first
            else { return nil }
            return try RuntimeValue(json: json, as: type, types: types)
        } catch {
            Issue.record("a value of \(screen.name) does not read as \(type): \(error)")
            return nil
        }
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}

/// One value as a one-element JSON array, so that nil and plain values encode too.
struct EncodedInList: Encodable {
    let value: any Encodable

    func encode(to encoder: any Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(value)
    }
}

/// A `@Variable` whose value Swift can encode and decode, reached without knowing its type.
private protocol MirroredVariable {
    func encoded(with encoder: JSONEncoder) throws -> Data
    func set(decoding data: Data, with decoder: JSONDecoder) throws
}

extension Variable: MirroredVariable where T: Codable {
    /// The value as a one-element JSON array.
    fileprivate func encoded(with encoder: JSONEncoder) throws -> Data {
        try encoder.encode([wrappedValue])
    }

    /// Sets the value decoded from a one-element JSON array. The variable is a handle on shared
    /// storage, so setting a copy sets the view model's.
    fileprivate func set(decoding data: Data, with decoder: JSONDecoder) throws {
        var handle = self
        handle.wrappedValue = try decoder.decode([T].self, from: data)[0]
    }
}

/// A `Signal` observed without knowing its value's type.
private protocol MirroredSignal {
    func observeValues(_ handler: @escaping (Any) -> Void) -> AnyCancellableLifecycle
}

extension Signal: MirroredSignal {
    fileprivate func observeValues(_ handler: @escaping (Any) -> Void) -> AnyCancellableLifecycle {
        observe(on: nil) { handler($0) }
    }
}
