import ConstruktChecker
import Testing

/// A screen's view model says `View` once: `SearchView`'s is `SearchViewModel`, unless the app
/// has that name already.
@Suite struct ViewModelTypeNamesTests {
    @Test func aNameEndingInViewDropsItBeforeViewModel() {
        let names = ViewModelTypeNames(screens: ["SearchView", "Home", "View", "Preview"], types: ["Movie"])
        #expect(names.of("SearchView") == "SearchViewModel")
        #expect(names.of("Home") == "HomeViewModel")
        #expect(names.of("View") == "ViewViewModel")
        #expect(names.of("Preview") == "PreviewViewModel")
    }

    @Test func theShorterNameIsNotTakenFromAnotherScreenOrAType() {
        #expect(
            ViewModelTypeNames(screens: ["Search", "SearchView"], types: []).of("SearchView") == "SearchViewViewModel")
        #expect(ViewModelTypeNames(screens: ["Search", "SearchView"], types: []).of("Search") == "SearchViewModel")
        #expect(
            ViewModelTypeNames(screens: ["ProfileView"], types: ["ProfileViewModel"]).of("ProfileView")
                == "ProfileViewViewModel")
        #expect(
            ViewModelTypeNames(screens: ["ListView", "ListViewModel"], types: []).of("ListView") == "ListViewViewModel")
    }
}
