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

    /// A Swift Int is a C `long`: an Int conversion without a length modifier reads it whole with
    /// `l`, whatever its flags, width and precision; one written with a length is left as written.
    @Test func anIntConversionIsWidenedToLongAfterItsFlagsAndWidth() {
        #expect(NumberFormat("%d")?.widened == "%ld")
        #expect(NumberFormat("%+d views")?.widened == "%+ld views")
        #expect(NumberFormat("%013i")?.widened == "%013li")
        #expect(NumberFormat("#%-4X%%")?.widened == "#%-4lX%%")
        #expect(NumberFormat("%lld")?.widened == "%lld")
        #expect(NumberFormat("%hd")?.widened == "%hd")
        #expect(NumberFormat("%05.1f")?.widened == "%05.1f")
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
