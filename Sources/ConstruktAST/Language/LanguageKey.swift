/// One key of a mapping the language defines: its name, the form its value takes, whether it must
/// be written, and the text an editor shows for it. The reader checks keys against it and the JSON
/// Schema is written from it.
public struct LanguageKey: Sendable {
    public let name: String
    public let form: KeyValueForm
    public let isRequired: Bool
    /// Keys that may not be written beside this one.
    public let excludes: [String]
    public let title: String
    public let doc: String
    /// What lint's error says to write when a required key is missing.
    public let missingHelp: String?

    public init(
        _ name: String, _ form: KeyValueForm, required: Bool = false, excludes: [String] = [], title: String? = nil,
        doc: String,
        missingHelp: String? = nil
    ) {
        self.name = name
        self.form = form
        self.isRequired = required
        self.excludes = excludes
        self.title = title ?? name
        self.doc = doc
        self.missingHelp = missingHelp
    }
}
