import Foundation

/// The host app's session, which Profile.types.yaml declares `external`: the generated code names
/// it and the app declares it, as this file does for the sample's module.
struct Session: Hashable, Codable {
    var userId: String
    var accessToken: String
    var expiresAt: Date
}
