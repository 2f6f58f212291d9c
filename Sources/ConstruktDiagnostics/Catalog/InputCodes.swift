extension DiagnosticCode {
    public static let unreadableFile = DiagnosticCode(
        "CK0001", .error,
        summary: "a file cannot be read",
        explanation: """
            construkt-gen could not open or read a file it was given or found while walking a directory.
            The message carries the operating system's reason (no such file, permission denied, …).

            Check the path and the file's permissions. Paths are taken relative to the directory the
            command runs in.
            """
    )
}

extension DiagnosticCatalog {
    static let inputCodes: [DiagnosticCode] = [.unreadableFile]
}
