/// What a scalar value says, before any type checking (Docs/language.md, Values).
///
/// - `text`: no expression at all. `$$` decodes to `$`; a `$` not followed by `{`, and not the
///   start of a whole-value shorthand, is kept as written (`$5`, `Price: $`, `Hello $name`).
/// - `expression`: the whole value is one expression, so it has the expression's type. Either
///   exactly `${ expr }` (white space inside the braces is fine, outside it is text) or the
///   shorthand `$name` / `$name.path.more` as the entire value.
/// - `interpolation`: at least one `${…}` inside other text; the value is a `String`.
///
/// Mistakes are errors, never silently text: `${` without its `}` (CK0301), an empty `${}`
/// (CK0302), a `${…}` whose content is not an expression. Only the `$name` inside text, which is
/// text by the rule above, gets a warning (CK0316), because it is almost always a forgotten `{}`.
///
/// Quoting never changes which of the three a value is: `"${count}"` is an expression just like
/// `${count}`. Quoting only keeps YAML from reading `: `, ` #`, `{ } [ ] ,` as structure.
/// The rules apply to the decoded text, so a block scalar (`|`, `>`) that keeps its final line
/// break is text around the expression: write `|-` or `>-` for a whole expression on its own lines.
public enum ValueSyntax: Hashable, Sendable {
    case text(String)
    case expression(ExpressionSyntax)
    case interpolation([InterpolationSegment])
}
