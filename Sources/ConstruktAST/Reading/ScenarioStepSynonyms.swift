/// Step names of other UI-testing tools (XCUITest, Playwright, Cypress, Maestro) with the step
/// that does the same here: `click:` is `tap:`, `fill:` is `type:`, `assert:` is `expect:`.
enum ScenarioStepSynonyms {
    static let steps: [String: String] = [
        "click": "tap", "press": "tap", "tapOn": "tap",
        "fill": "type", "enter": "type", "input": "type", "typeText": "type", "inputText": "type",
        "assert": "expect", "verify": "expect", "see": "expect", "assertVisible": "expect",
        "visit": "open", "goto": "open", "navigate": "open", "openLink": "open", "deepLink": "open",
        "goBack": "back", "pop": "back",
    ]

    /// The help for a step written under another tool's name.
    static func help(_ written: String, meaning step: String) -> String {
        "'\(written)' is '\(step)' here"
    }
}
