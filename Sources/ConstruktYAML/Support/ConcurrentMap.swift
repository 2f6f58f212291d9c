import Dispatch

extension Array {
    /// `map` over every core: files are independent until their app is assembled, so the stages
    /// load, read and check them with this. Results come back in the array's order, so output does
    /// not depend on scheduling; the first error in that order is the one thrown.
    public func concurrentMap<T, Failure: Error>(_ transform: (Element) throws(Failure) -> T) throws(Failure) -> [T] {
        guard count > 1 else { return try map(transform) }
        let results = withoutActuallyEscaping(transform) { transform in
            let work = ConcurrentWork(inputs: self, transform: transform)
            DispatchQueue.concurrentPerform(iterations: count) { work.run(at: $0) }
            return work.results
        }
        return try results.map { result throws(Failure) in try result!.get() }
    }
}

/// The shared state of one `concurrentMap`: its inputs, its transform and one result slot per
/// input. Each slot is written by exactly one iteration of `concurrentPerform`, which returns only
/// when all have run, so no two threads ever touch one slot: that is why it may be unchecked.
private final class ConcurrentWork<Element, T, Failure: Error>: @unchecked Sendable {
    let inputs: [Element]
    let transform: (Element) throws(Failure) -> T
    private let slots: UnsafeMutableBufferPointer<Result<T, Failure>?>

    init(inputs: [Element], transform: @escaping (Element) throws(Failure) -> T) {
        self.inputs = inputs
        self.transform = transform
        slots = .allocate(capacity: inputs.count)
        slots.initialize(repeating: nil)
    }

    deinit {
        _ = slots.deinitialize()
        slots.deallocate()
    }

    func run(at index: Int) {
        do throws(Failure) {
            slots[index] = .success(try transform(inputs[index]))
        } catch {
            slots[index] = .failure(error)
        }
    }

    var results: [Result<T, Failure>?] { Array(slots) }
}
