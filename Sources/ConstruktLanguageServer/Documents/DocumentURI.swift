import Foundation

/// Conversions between `file://` URIs and file system paths.
public enum DocumentURI {
    /// The absolute path of a `file://` URI, percent-decoded; `nil` for another scheme.
    public static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    /// The `file://` URI of an absolute path.
    public static func uri(of path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
