import ConstruktEmitter
import Testing

/// Generated Swift states the isolation it needs, so it means the same in Swift 5, Swift 6 and
/// Swift 6 with MainActor default isolation (`Scripts/check-type-check-times.sh` compiles every
/// Generated folder in the three).
@Suite("Generated declarations state their isolation")
struct IsolationEmissionTests {
    @Test("what builds or drives UIKit views is @MainActor; data is nonisolated")
    func declarationsStateTheirIsolation() throws {
        let movies = try SampleEmission.emit(folder: "Samples/Movies")
        func file(_ name: String) throws -> String {
            try #require(movies.files.first { $0.name.fileName == name }).contents
        }
        let home = try file("HomeView.screen.swift")
        #expect(home.contains("@MainActor\nfinal class HomeViewModel {"))
        #expect(home.contains("@MainActor\nstruct HomeView: @MainActor ViewBuilder {"))
        #expect(home.contains("nonisolated enum HomeViewSection: String, SectionConfigIdentifier {"))

        let routes = try file("Movies.routes.swift")
        #expect(routes.contains("nonisolated enum MoviesRoute: Hashable, Codable {"))
        #expect(routes.contains("nonisolated enum MoviesNavigation: Hashable {"))
        #expect(routes.contains("@MainActor\nprotocol MoviesNavigator: AnyObject {"))
        #expect(routes.contains("@MainActor\nfinal class MoviesCoordinator: BaseCoordinator, MoviesNavigator {"))

        let types = try file("Movies.types.swift")
        #expect(types.contains("nonisolated struct Movie: Hashable, Codable, Identifiable {"))
    }
}
