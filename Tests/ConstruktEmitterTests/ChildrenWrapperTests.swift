import Testing

@testable import ConstruktEmitter

/// The views a trailing slot's template wraps the node's views in, read from the halves of its
/// block (CenteredView's `{ VStackView { {{views}} }.position(.center) }`).
@Suite struct ChildrenWrapperTests {
    @Test func aPlainClosureHasNoWrapper() throws {
        let plain = try #require(ChildrenWrapper.split(opening: "{", closing: "}"))
        #expect(plain.opening == "{" && plain.wrappers.isEmpty)
        let proxy = try #require(ChildrenWrapper.split(opening: "{ (proxy: GeometryProxy) in", closing: "}"))
        #expect(proxy.opening == "{ (proxy: GeometryProxy) in" && proxy.wrappers.isEmpty)
    }

    @Test func aViewAroundTheViewsIsAWrapperWithItsChain() throws {
        let centred = try #require(
            ChildrenWrapper.split(opening: "{ VStackView {", closing: "}.position(.center) }"))
        #expect(centred.opening == "{")
        #expect(centred.wrappers == [ChildrenWrapper(opening: "VStackView {", chain: ".position(.center)")])
        #expect(ChildrenWrapper.empty(centred.wrappers) == "{ VStackView {}.position(.center) }")
    }

    @Test func bracesThatDoNotPairUpAreRefused() {
        #expect(ChildrenWrapper.split(opening: "{ VStackView {", closing: "} }.x") == nil)
        #expect(ChildrenWrapper.split(opening: "{", closing: "}.position(.center) }") == nil)
        #expect(ChildrenWrapper.split(opening: "{ (x: Int) in {", closing: "} }") == nil)
    }
}
