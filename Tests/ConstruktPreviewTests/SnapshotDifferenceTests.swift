import Testing

@testable import ConstruktPreview

/// What a failed `snapshot:` shows: the drawn elements in one picture and not the other, each
/// outlined where it lies (a group's change at its children's union).
@Suite struct SnapshotDifferenceTests {
    static let reference = """
        <svg xmlns="http://www.w3.org/2000/svg" width="393" height="852" viewBox="0 0 393 852" xml:space="preserve">
        <rect width="393" height="852" fill="#ffffff"/>
        <g opacity="0.5">
         <rect x="10" y="20" width="100" height="40" fill="#000000"/>
         <text x="60" y="100" font-family="Inter" font-size="10" font-weight="400" text-anchor="middle" fill="#000000">abcd</text>
        </g>
        <ellipse cx="50" cy="50" rx="5" ry="10" fill="#ff0000"/>
        </svg>

        """

    @Test func aChangedGroupIsOutlinedAroundItsChildren() {
        let actual = Self.reference.replacingOccurrences(of: "<g opacity=\"0.5\">", with: "<g opacity=\"1\">")
        let difference = SnapshotDifference(reference: Self.reference, actual: actual)
        #expect(difference.addedCount == 1)
        #expect(difference.goneCount == 1)
        #expect(difference.added == [Rect(x: 10, y: 20, width: 100, height: 82.5)])
        #expect(difference.summary == "1 drawn element is new or changed, 1 of the reference's gone")
        #expect(difference.highlightedActual.contains("<rect x=\"8\" y=\"18\" width=\"104\" height=\"86.5\"/>"))
        #expect(difference.highlightedActual.hasSuffix("</g>\n</svg>\n"))
    }

    @Test func textEllipsesAndTheSizeAreRead() {
        let actual = Self.reference
            .replacingOccurrences(of: ">abcd<", with: ">abcdefgh<")
            .replacingOccurrences(of: "rx=\"5\"", with: "rx=\"6\"")
            .replacingOccurrences(
                of: "height=\"852\" viewBox=\"0 0 393 852\"", with: "height=\"900\" viewBox=\"0 0 393 900\"")
        let difference = SnapshotDifference(reference: Self.reference, actual: actual)
        #expect(difference.added.contains(Rect(x: 38, y: 90, width: 44, height: 12.5)))
        #expect(difference.added.contains(Rect(x: 44, y: 40, width: 12, height: 20)))
        #expect(difference.summary.hasSuffix("it is 393 × 900 points where the reference is 393 × 852"))
    }
}
