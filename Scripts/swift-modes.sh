# The Swift modes generated Swift must compile in, sourced by the scripts that type-check it:
# `swift_mode_flags MODE` prints swiftc's flags for MODE, one of
#   5             the Swift 5 language mode;
#   6             the Swift 6 language mode;
#   6-main-actor  Swift 6 as a new Xcode app target builds it: MainActor default isolation,
#                 nonisolated async functions run on their caller's actor, isolated conformances
#                 inferred.
# and fails on any other.
swift_mode_flags() {
    case $1 in
        5) echo "-swift-version 5" ;;
        6) echo "-swift-version 6" ;;
        6-main-actor) echo "-swift-version 6 -default-isolation MainActor -enable-upcoming-feature NonisolatedNonsendingByDefault -enable-upcoming-feature InferIsolatedConformances" ;;
        *) echo "error: unknown Swift mode $1 (5, 6, 6-main-actor)" >&2; return 2 ;;
    esac
}
