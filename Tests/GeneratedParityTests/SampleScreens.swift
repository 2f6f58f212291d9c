@testable import ConstruktDemoSample
@testable import CounterSample
@testable import MoviesSample
@testable import ProfileSample
@testable import SportsAppSample

/// Every screen of every sample, by app folder and screen name: how to make its generated view
/// model and view from its params (defaults filled in), and how to send it each of its actions.
@MainActor
enum SampleScreens {
    typealias Factory = (ScenarioArguments) throws -> GeneratedScreen

    static var factories: [String: [String: Factory]] {
        [
            "Samples/Counter": counter, "Samples/Movies": movies, "Samples/SportsApp": sportsApp,
            "Samples/Profile": profile,
            "Samples/ConstruktDemo": construktDemo,
        ]
    }

    private static var counter: [String: Factory] {
        [
            "Counter": { params in
                let viewModel = CounterViewModel(title: try params("title"), start: try params("start"))
                return GeneratedScreen(viewModel, Counter(viewModel: viewModel)) { action, _ in
                    switch action {
                    case "increment": viewModel.send(.increment)
                    case "decrement": viewModel.send(.decrement)
                    case "reset": viewModel.send(.reset)
                    default: throw GeneratedScreen.UnknownAction(name: action)
                    }
                }
            }
        ]
    }

    private static var movies: [String: Factory] {
        [
            "HomeView": { _ in
                let viewModel = MoviesSample.HomeViewModel()
                return GeneratedScreen(viewModel, MoviesSample.HomeView(viewModel: viewModel)) { action, arguments in
                    switch action {
                    case "reload": viewModel.send(.reload)
                    case "refresh": viewModel.send(.refresh)
                    case "open": viewModel.send(.`open`(movieId: try arguments("movieId")))
                    default: throw GeneratedScreen.UnknownAction(name: action)
                    }
                }
            },
            "SearchView": { _ in
                let viewModel = MoviesSample.SearchViewModel()
                return GeneratedScreen(viewModel, MoviesSample.SearchView(viewModel: viewModel)) { action, arguments in
                    switch action {
                    case "queryEdited": viewModel.send(.queryEdited(text: try arguments("text")))
                    case "submitSearch": viewModel.send(.submitSearch)
                    case "useRecent": viewModel.send(.useRecent(text: try arguments("text")))
                    case "clearQuery": viewModel.send(.clearQuery)
                    case "clearRecents": viewModel.send(.clearRecents)
                    case "open": viewModel.send(.`open`(movieId: try arguments("movieId")))
                    default: throw GeneratedScreen.UnknownAction(name: action)
                    }
                }
            },
            "MovieDetailView": { params in
                let viewModel = MoviesSample.MovieDetailViewModel(movieId: try params("movieId"))
                return GeneratedScreen(viewModel, MoviesSample.MovieDetailView(viewModel: viewModel)) { action, _ in
                    switch action {
                    case "close": viewModel.send(.close)
                    case "toggleFavorite": viewModel.send(.toggleFavorite)
                    case "playTrailer": viewModel.send(.playTrailer)
                    default: throw GeneratedScreen.UnknownAction(name: action)
                    }
                }
            },
            "SettingsView": { params in
                let viewModel = MoviesSample.SettingsViewModel(appVersion: try params("appVersion"))
                return GeneratedScreen(viewModel, MoviesSample.SettingsView(viewModel: viewModel)) { action, _ in
                    guard action == "clearCache" else { throw GeneratedScreen.UnknownAction(name: action) }
                    viewModel.send(.clearCache)
                }
            },
            "AboutView": { params in
                let viewModel = AboutViewModel(appVersion: try params("appVersion"))
                return GeneratedScreen(viewModel, AboutView(viewModel: viewModel)) { action, _ in
                    guard action == "openTMDB" else { throw GeneratedScreen.UnknownAction(name: action) }
                    viewModel.send(.openTMDB)
                }
            },
        ]
    }

    private static var sportsApp: [String: Factory] {
        [
            "LaunchView": { _ in
                let viewModel = SportsAppSample.LaunchViewModel()
                return GeneratedScreen(viewModel, SportsAppSample.LaunchView(viewModel: viewModel)) { action, _ in
                    guard action == "retry" else { throw GeneratedScreen.UnknownAction(name: action) }
                    viewModel.send(.retry)
                }
            },
            "WelcomeView": { params in
                let viewModel = WelcomeViewModel(pageCount: try params("pageCount"))
                return GeneratedScreen(viewModel, WelcomeView(viewModel: viewModel)) { action, _ in
                    switch action {
                    case "next": viewModel.send(.next)
                    case "skip": viewModel.send(.skip)
                    default: throw GeneratedScreen.UnknownAction(name: action)
                    }
                }
            },
            "SignInView": { _ in
                let viewModel = SignInViewModel()
                return GeneratedScreen(viewModel, SignInView(viewModel: viewModel)) { action, _ in
                    switch action {
                    case "submit": viewModel.send(.submit)
                    case "cancel": viewModel.send(.cancel)
                    default: throw GeneratedScreen.UnknownAction(name: action)
                    }
                }
            },
            "ScoresView": { _ in
                let viewModel = ScoresViewModel()
                return GeneratedScreen(viewModel, ScoresView(viewModel: viewModel)) { action, arguments in
                    switch action {
                    case "open": viewModel.send(.`open`(matchId: try arguments("matchId")))
                    case "editFilter": viewModel.send(.editFilter)
                    default: throw GeneratedScreen.UnknownAction(name: action)
                    }
                }
            },
            "ScoresFilterView": { params in
                let viewModel = ScoresFilterViewModel(
                    liveOnly: try params("liveOnly"), favouritesOnly: try params("favouritesOnly"))
                return GeneratedScreen(viewModel, ScoresFilterView(viewModel: viewModel)) { action, _ in
                    switch action {
                    case "apply": viewModel.send(.apply)
                    case "reset": viewModel.send(.reset)
                    default: throw GeneratedScreen.UnknownAction(name: action)
                    }
                }
            },
            "TeamsView": { _ in
                let viewModel = TeamsViewModel()
                return GeneratedScreen(viewModel, TeamsView(viewModel: viewModel)) { action, arguments in
                    switch action {
                    case "filter": viewModel.send(.filter(text: try arguments("text")))
                    case "open": viewModel.send(.`open`(teamId: try arguments("teamId")))
                    default: throw GeneratedScreen.UnknownAction(name: action)
                    }
                }
            },
            "TeamDetailView": { params in
                let viewModel = TeamDetailViewModel(teamId: try params("teamId"))
                return GeneratedScreen(viewModel, TeamDetailView(viewModel: viewModel)) { action, arguments in
                    switch action {
                    case "toggleFavourite": viewModel.send(.toggleFavourite)
                    case "openPlayer": viewModel.send(.openPlayer(playerId: try arguments("playerId")))
                    default: throw GeneratedScreen.UnknownAction(name: action)
                    }
                }
            },
            "MatchDetailView": { params in
                let viewModel = MatchDetailViewModel(matchId: try params("matchId"))
                return GeneratedScreen(viewModel, MatchDetailView(viewModel: viewModel)) { action, arguments in
                    switch action {
                    case "toggleFollow": viewModel.send(.toggleFollow)
                    case "openTeam": viewModel.send(.openTeam(teamId: try arguments("teamId")))
                    default: throw GeneratedScreen.UnknownAction(name: action)
                    }
                }
            },
            "PlayerView": { params in
                let viewModel = PlayerViewModel(teamId: try params("teamId"), playerId: try params("playerId"))
                return GeneratedScreen(viewModel, PlayerView(viewModel: viewModel))
            },
            "FantasyView": { params in
                let viewModel = FantasyViewModel(squadSize: try params("squadSize"), budget: try params("budget"))
                return GeneratedScreen(viewModel, FantasyView(viewModel: viewModel)) { action, arguments in
                    switch action {
                    case "pick": viewModel.send(.pick(player: try arguments("player")))
                    case "undo": viewModel.send(.undo)
                    case "save": viewModel.send(.save)
                    default: throw GeneratedScreen.UnknownAction(name: action)
                    }
                }
            },
            "SettingsView": { _ in
                let viewModel = SportsAppSample.SettingsViewModel()
                return GeneratedScreen(viewModel, SportsAppSample.SettingsView(viewModel: viewModel))
            },
        ]
    }

    private static var profile: [String: Factory] {
        [
            "LoginView": { _ in
                let viewModel = LoginViewModel()
                return GeneratedScreen(viewModel, LoginView(viewModel: viewModel)) { action, _ in
                    guard action == "submit" else { throw GeneratedScreen.UnknownAction(name: action) }
                    viewModel.send(.submit)
                }
            },
            "ProfileView": { _ in
                let viewModel = ProfileSample.ProfileViewModel()
                return GeneratedScreen(viewModel, ProfileSample.ProfileView(viewModel: viewModel))
            },
            "EditProfileView": { _ in
                let viewModel = EditProfileViewModel()
                return GeneratedScreen(viewModel, EditProfileView(viewModel: viewModel)) { action, _ in
                    guard action == "save" else { throw GeneratedScreen.UnknownAction(name: action) }
                    viewModel.send(.save)
                }
            },
            "AvatarOptionsView": { _ in
                let viewModel = AvatarOptionsViewModel()
                return GeneratedScreen(viewModel, AvatarOptionsView(viewModel: viewModel)) { action, arguments in
                    guard action == "choose" else { throw GeneratedScreen.UnknownAction(name: action) }
                    viewModel.send(.choose(source: try arguments("source")))
                }
            },
        ]
    }

    /// The Demo's screens; its scenarios drive them by taps, steps and feeds, sending no action by name.
    private static var construktDemo: [String: Factory] {
        [
            "LaunchView": { _ in
                let viewModel = ConstruktDemoSample.LaunchViewModel()
                return GeneratedScreen(viewModel, ConstruktDemoSample.LaunchView(viewModel: viewModel))
            },
            "HomeView": { _ in
                let viewModel = ConstruktDemoSample.HomeViewModel()
                return GeneratedScreen(viewModel, ConstruktDemoSample.HomeView(viewModel: viewModel))
            },
            "MovieDetailView": { params in
                let viewModel = ConstruktDemoSample.MovieDetailViewModel(movieId: try params("movieId"))
                return GeneratedScreen(viewModel, ConstruktDemoSample.MovieDetailView(viewModel: viewModel))
            },
            "ExploreView": { _ in
                let viewModel = ConstruktDemoSample.ExploreViewModel()
                return GeneratedScreen(viewModel, ConstruktDemoSample.ExploreView(viewModel: viewModel))
            },
            "SearchView": { _ in
                let viewModel = ConstruktDemoSample.SearchViewModel()
                return GeneratedScreen(viewModel, ConstruktDemoSample.SearchView(viewModel: viewModel))
            },
            "MovieListView": { params in
                let viewModel = ConstruktDemoSample.MovieListViewModel(
                    title: try params("title"), section: try params("section"), genreId: try params("genreId"),
                    allGenres: try params("allGenres"))
                return GeneratedScreen(viewModel, ConstruktDemoSample.MovieListView(viewModel: viewModel))
            },
            "ProfileView": { _ in
                let viewModel = ConstruktDemoSample.ProfileViewModel()
                return GeneratedScreen(viewModel, ConstruktDemoSample.ProfileView(viewModel: viewModel))
            },
            "WebPage": { params in
                let viewModel = ConstruktDemoSample.WebPageViewModel(url: try params("url"))
                return GeneratedScreen(viewModel, ConstruktDemoSample.WebPage(viewModel: viewModel))
            },
        ]
    }
}
