import ConstruktYAML
import Testing

@Suite struct ConcurrentMapTests {
    private struct Failure: Error, Equatable {
        let index: Int
    }

    @Test func resultsKeepTheInputOrder() {
        let numbers = Array(0..<1_000)
        #expect(numbers.concurrentMap { $0 * 3 } == numbers.map { $0 * 3 })
    }

    @Test func emptyAndSingleArraysMapAsUsual() {
        #expect([Int]().concurrentMap { $0 + 1 } == [])
        #expect([41].concurrentMap { $0 + 1 } == [42])
    }

    @Test func theFirstFailureInInputOrderIsThrown() {
        #expect(throws: Failure(index: 10)) {
            try Array(0..<100).concurrentMap { index throws(Failure) -> Int in
                if index % 10 == 0, index > 0 { throw Failure(index: index) }
                return index
            }
        }
    }
}
