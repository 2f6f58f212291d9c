import Foundation

/// The app's own code that reads routes and models off the main actor: a deep link parsed where
/// the URL arrives, a saved navigation state or a server's movies decoded on a background task.
/// The generated route enum and models are nonisolated, so this compiles in every Swift mode,
/// MainActor default isolation included.
nonisolated enum BackgroundDecoding {
    static func route(for url: URL) -> MoviesRoute? {
        MoviesRoute(url: url)
    }

    static func savedRoutes(from data: Data) throws -> [MoviesRoute] {
        try JSONDecoder().decode([MoviesRoute].self, from: data)
    }

    static func movies(from data: Data) throws -> [Movie] {
        try JSONDecoder().decode([Movie].self, from: data)
    }
}
