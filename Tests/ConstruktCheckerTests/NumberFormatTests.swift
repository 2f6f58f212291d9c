import ConstruktChecker
import Testing

/// `format(value, "…")` holds exactly one number conversion, found after its `%` whatever words
/// follow, so the checker, the runtime and the emitter pass the number the same way.
struct NumberFormatTests {
    @Test func readsTheConversionAfterItsFlagsWidthPrecisionAndLength() {
        #expect(NumberFormat("%d")?.conversion == "d")
        #expect(NumberFormat("%03d min")?.takesInt == true)
        #expect(NumberFormat("%ld items")?.takesInt == true)
        #expect(NumberFormat("%-8.2f")?.conversion == "f")
        #expect(NumberFormat("%x")?.takesInt == true)
    }

    @Test func wordsAfterTheConversionDoNotChangeIt() {
        #expect(NumberFormat("%.1f items")?.takesInt == false)
        #expect(NumberFormat("%d done")?.takesInt == true)
    }

    @Test func aPercentSignIsNoConversion() {
        #expect(NumberFormat("%.0f%%")?.conversion == "f")
        #expect(NumberFormat("100%%") == nil)
    }

    @Test func noneTwoOrANonNumberConversionIsRefused() {
        #expect(NumberFormat("abc") == nil)
        #expect(NumberFormat("%d of %d") == nil)
        #expect(NumberFormat("%@") == nil)
        #expect(NumberFormat("%s") == nil)
        #expect(NumberFormat("%u") == nil)
        #expect(NumberFormat("50%") == nil)
    }
}
