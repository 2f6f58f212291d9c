import ConstruktChecker
import ConstruktRuntime
import Testing

@Suite struct ScreenInstanceTests {
    static func cart() throws -> ScreenInstance {
        let app = try SampleLoading.app([("Cart.screen.yaml", TestScreens.cart)])
        return try ScreenInstance(screen: try #require(app.screens.first), params: ["title": .string("Cart")])
    }

    @Test func stateStartsFromDefaultsAndZeroValues() throws {
        let cart = try Self.cart()
        #expect(
            cart.state == [
                "items": .list([.string("apple"), .string("pear")]), "count": .int(0), "price": .double(2.5),
                "busy": .bool(false),
            ])
        #expect(cart.derived.values["label"] == .string("Cart: 0"))
    }

    @Test func aCommittedActionChangesStateDerivedValuesAndSignals() throws {
        var cart = try Self.cart()
        let outcome = cart.send("removeAt", arguments: ["index": .int(0)])
        #expect(outcome == .committed(name: "removeAt"))
        #expect(cart.state["items"] == .list([.string("pear")]))
        #expect(cart.state["count"] == .int(1))
        #expect(cart.derived.values["itemCount"] == .int(1))
        #expect(cart.emissions == [SignalEmission(signal: "removed", value: .int(0))])
    }

    @Test func aRejectedActionChangesNothing() throws {
        var cart = try Self.cart()
        cart.send("increment")
        let before = (cart.state, cart.derived.values, cart.emissions)
        let outcome = cart.send("removeAt", arguments: ["index": .int(5)])
        let rejection = try #require(outcome.rejection)
        #expect(rejection.transaction == "removeAt")
        #expect(rejection.reason == "remove: items at 5 is out of range (items has 2 elements)")
        #expect(cart.state == before.0)
        #expect(cart.derived.values == before.1)
        #expect(cart.emissions == before.2)
        #expect(cart.rejections == [rejection])
    }

    @Test func backAtTheRootIsRejectedAndUndoesWhatCameBefore() throws {
        var cart = try Self.cart()
        let rejection = try #require(cart.send("leave").rejection)
        #expect(rejection.reason.hasPrefix("'back' at the root"))
        #expect(cart.state["busy"] == .bool(false))
    }

    @Test func unboundedRecursionIsRejected() throws {
        var cart = try Self.cart()
        let rejection = try #require(cart.send("forever").rejection)
        #expect(rejection.actions == Array(repeating: "forever", count: 32))
        #expect(rejection.reason.contains("nests actions 33 deep"))
    }

    @Test func aStateChangeRecomputesOnlyTheDerivedValuesThatReadIt() throws {
        var cart = try Self.cart()
        #expect(cart.derived.dependencies["total"] == ["price"])
        #expect(cart.derived.dependencies["label"] == ["count"])
        cart.send("increment")
        #expect(cart.derived.lastRecomputed == ["label"])
        try cart.feed(["items": .list([])])
        #expect(cart.derived.lastRecomputed == ["hasItems", "itemCount"])
        #expect(cart.derived.values["hasItems"] == .bool(false))
    }
}
