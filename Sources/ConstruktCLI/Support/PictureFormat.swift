/// The kind of picture a file name asks for, by its extension.
enum PictureFormat: Equatable {
    case svg, png

    init(output: String) throws {
        switch output.split(separator: ".").last?.lowercased() {
        case "svg": self = .svg
        case "png": self = .png
        default: throw CommandFailure(message: "--output '\(output)' must end in .svg or .png")
        }
    }
}
