"""Completion, hover, definition, references, rename, code actions and symbols."""

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcException

from conftest import position_of, sample
from helpers import change, open_file, wait_for_diagnostics


def doc(uri):
    return types.TextDocumentIdentifier(uri=uri)


async def complete(client, uri, position):
    result = await client.text_document_completion_async(types.CompletionParams(text_document=doc(uri), position=position))
    items = result.items if isinstance(result, types.CompletionList) else result
    return {item.label: item for item in items}


async def test_completion_inside_an_expression_offers_names_then_model_fields(client):
    path = sample("MovieRow.screen.yaml")
    uri, text = await open_file(client, path)
    at = position_of(text, "${movie.releaseYear}", len("${"))
    names = await complete(client, uri, at)
    assert "movie" in names and "Movie" in names["movie"].detail
    fields = await complete(client, uri, position_of(text, "${movie.releaseYear}", len("${movie.")))
    assert {"title", "releaseYear", "rating"} <= set(fields)


async def test_completion_inside_an_action_offers_its_params(client):
    uri, text = await open_file(client, sample("HomeView.screen.yaml"))
    names = await complete(client, uri, position_of(text, "with: { movieId: $movieId }", len("with: { movieId: $")))
    assert names["movieId"].detail == "action param: Int"
    assert "trending" in names


async def test_completion_offers_components_with_snippets_members_and_actions(client):
    path = sample("MovieDetailView.screen.yaml")
    uri, text = await open_file(client, path)
    line = text[: text.index("            - SpacerView:")].count("\n")
    components = await complete(client, uri, types.Position(line=line, character=len("            - ")))
    assert "LabelView" in components and "MovieRow" in components
    assert components["MovieRow"].insert_text == "MovieRow: { movie: ${1} }"
    members = await complete(client, uri, position_of(text, "                id: back", len("                ")))
    assert {"title", "onTap", "image"} <= set(members)
    actions = await complete(client, uri, position_of(text, "onTap: close", len("onTap: ")))
    assert {"close", "toggleFavorite", "playTrailer"} <= set(actions)
    signals = await complete(client, uri, position_of(text, "emit: favoriteChanged", len("emit: ")))
    assert set(signals) == {"loadRequested", "favoriteChanged", "trailerRequested"}
    colors = await complete(client, uri, position_of(text, "tintColor: systemPink", len("tintColor: ")))
    assert "systemPink" in colors


async def test_completion_offers_destinations_step_kinds_and_screens(client):
    uri, text = await open_file(client, sample("HomeView.screen.yaml"))
    destinations = await complete(client, uri, position_of(text, "route: movieDetail", len("route: ")))
    assert {"home", "movieDetail", "search"} <= set(destinations)
    assert destinations["movieDetail"].detail == "→ MovieDetailView(movieId: Int)"
    params = await complete(client, uri, position_of(text, "with: { movieId: $movieId }", len("with: { ")))
    assert set(params) == {"movieId"}
    routes_uri, routes = await open_file(client, sample("Movies.routes.yaml"))
    screens_in_routes = await complete(client, routes_uri, position_of(routes, "screen: SearchView", len("screen: ")))
    assert {"SearchView", "HomeView", "AboutView"} <= set(screens_in_routes)
    scenario_uri, scenario = await open_file(client, sample("Scenarios/About.scenario.yaml"))
    steps = await complete(client, scenario_uri, position_of(scenario, "  - tap:", len("  - ")))
    assert {"tap", "expect", "send", "back"} <= set(steps)
    screens = await complete(client, scenario_uri, position_of(scenario, "screen: AboutView", len("screen: ")))
    assert "AboutView" in screens and "HomeView" in screens


async def test_hover_shows_the_catalog_reference_a_names_type_and_a_codes_explanation(client):
    uri, text = await open_file(client, sample("MovieRow.screen.yaml"))
    component = await client.text_document_hover_async(types.HoverParams(text_document=doc(uri), position=position_of(text, "HStackView", 2)))
    assert "Swift:" in component.contents.value
    name = await client.text_document_hover_async(types.HoverParams(text_document=doc(uri), position=position_of(text, "$movie.title", 2)))
    assert "movie" in name.contents.value and "Movie" in name.contents.value
    font = await client.text_document_hover_async(types.HoverParams(text_document=doc(uri), position=position_of(text, "font: headline", 1)))
    assert font.contents.value.startswith("LabelView.font")
    broken = text.replace("font: headline", "font: headlin")
    change(client, uri, 2, [types.TextDocumentContentChangeWholeDocument(text=broken)])
    found = await wait_for_diagnostics(client, uri, 2)
    code = found[0].code
    explained = await client.text_document_hover_async(types.HoverParams(text_document=doc(uri), position=found[0].range.start))
    assert code in explained.contents.value


async def test_definition_jumps_from_a_route_to_its_destination_and_from_a_use_to_its_declaration(client):
    uri, text = await open_file(client, sample("HomeView.screen.yaml"))
    found = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(uri), position=position_of(text, "route: movieDetail", len("route: ") + 1))
    )
    target = found[0] if isinstance(found, list) else found
    assert target.uri.endswith("Movies.routes.yaml")
    detail_uri, detail = await open_file(client, sample("MovieDetailView.screen.yaml"))
    found = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(detail_uri), position=position_of(detail, "onTap: close", len("onTap: ")))
    )
    target = found[0] if isinstance(found, list) else found
    assert target.range.start == position_of(detail, "  close: [ back ]", 2)


async def test_an_app_action_is_renamed_where_the_routes_wire_signals_to_it(client):
    path = sample("../Profile/Profile.routes.yaml").resolve()
    uri, text = await open_file(client, path)
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=doc(uri), position=position_of(text, "closeEditor: [ dismiss ]", 1), new_name="closeSheet")
    )
    assert len(edit.changes[uri]) == 3
    with pytest.raises(JsonRpcException):
        await client.text_document_rename_async(
            types.RenameParams(text_document=doc(uri), position=position_of(text, "closeEditor: [ dismiss ]", 1), new_name="logOut")
        )


async def test_references_find_a_components_uses_across_the_app(client):
    uri, text = await open_file(client, sample("MovieRow.screen.yaml"))
    found = await client.text_document_references_async(
        types.ReferenceParams(text_document=doc(uri), position=position_of(text, "MovieRow", 1),
                              context=types.ReferenceContext(include_declaration=True))
    )
    files = {location.uri.rsplit("/", 1)[1] for location in found}
    assert {"MovieRow.screen.yaml", "HomeView.screen.yaml"} <= files


async def test_a_state_value_is_renamed_and_found_in_the_app_scenarios_that_feed_it(client):
    uri, text = await open_file(client, sample("HomeView.screen.yaml"))
    at = position_of(text, "popular: [Movie]", 1)
    edit = await client.text_document_rename_async(types.RenameParams(text_document=doc(uri), position=at, new_name="favourites"))
    open_movie = sample("Scenarios/OpenMovie.scenario.yaml")
    assert len(edit.changes[open_movie.as_uri()]) == 1
    assert len(edit.changes[sample("Scenarios/HomeLoading.scenario.yaml").as_uri()]) == 1
    found = await client.text_document_references_async(
        types.ReferenceParams(text_document=doc(uri), position=at, context=types.ReferenceContext(include_declaration=False))
    )
    assert open_movie.as_uri() in {location.uri for location in found}


async def test_an_app_scenarios_name_is_the_screens_it_last_expected_on_top_and_app_state_the_routes(client):
    uri, text = await open_file(client, sample("HomeView.screen.yaml"))
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=doc(uri), position=position_of(text, "isLoading:", 1), new_name="isFetching")
    )
    open_movie = sample("Scenarios/OpenMovie.scenario.yaml")
    scenario_edits = edit.changes[open_movie.as_uri()]
    assert [e.range.start.line for e in scenario_edits] == [5]
    routes = sample("../Profile/Profile.routes.yaml").resolve()
    routes_uri, routes_text = await open_file(client, routes)
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=doc(routes_uri), position=position_of(routes_text, "session: Session?", 1),
                           new_name="login")
    )
    assert len(edit.changes[routes_uri]) == 3
    log_out = routes.parent / "Scenarios" / "LogOut.scenario.yaml"
    assert len(edit.changes[log_out.as_uri()]) == 2


async def test_a_type_is_renamed_where_types_name_it_and_where_an_expression_makes_it(client):
    uri, text = await open_file(client, sample("Movies.types.yaml"))
    at = position_of(text, "  Movie:", 2)
    hover = await client.text_document_hover_async(types.HoverParams(text_document=doc(uri), position=at))
    assert hover.contents.value.startswith("model **Movie**: `id: Int`")
    edit = await client.text_document_rename_async(types.RenameParams(text_document=doc(uri), position=at, new_name="Film"))
    files = {changed.rsplit("/", 1)[1] for changed in edit.changes}
    assert {"Movies.types.yaml", "HomeView.screen.yaml", "MovieRow.screen.yaml"} <= files
    with pytest.raises(JsonRpcException, match="already taken by a type"):
        await client.text_document_rename_async(types.RenameParams(text_document=doc(uri), position=at, new_name="Genre"))


async def test_a_models_field_and_an_enums_case_are_renamed_in_screens_and_in_scenario_values(client):
    uri, text = await open_file(client, sample("Movies.types.yaml"))
    at = position_of(text, "    title: String", 4)
    hover = await client.text_document_hover_async(types.HoverParams(text_document=doc(uri), position=at))
    assert hover.contents.value == "field **title**: `String` — of Movie"
    edit = await client.text_document_rename_async(types.RenameParams(text_document=doc(uri), position=at, new_name="name"))
    counts = {changed.rsplit("/", 1)[1]: len(edits) for changed, edits in edit.changes.items()}
    assert counts["MovieRow.screen.yaml"] == 1
    assert counts["MovieDetailView.screen.yaml"] == 1
    assert counts["OpenMovie.scenario.yaml"] == 2
    with pytest.raises(JsonRpcException, match="already taken by a field of Movie"):
        await client.text_document_rename_async(types.RenameParams(text_document=doc(uri), position=at, new_name="rating"))
    at = position_of(text, "drama")
    edit = await client.text_document_rename_async(types.RenameParams(text_document=doc(uri), position=at, new_name="tragedy"))
    counts = {changed.rsplit("/", 1)[1]: len(edits) for changed, edits in edit.changes.items()}
    assert counts == {"Movies.types.yaml": 1, "SearchAsYouType.scenario.yaml": 2, "MovieDetail.scenario.yaml": 1,
                      "HomeLoading.scenario.yaml": 3, "OpenMovie.scenario.yaml": 2}


async def test_a_sections_loop_variable_completes_its_fields_hovers_and_jumps_to_its_as(client):
    uri, text = await open_file(client, sample("HomeView.screen.yaml"))
    fields = await complete(client, uri, position_of(text, "id: $movie.id", len("id: $movie.")))
    assert {"title", "releaseYear", "rating"} <= set(fields)
    names = await complete(client, uri, position_of(text, "id: $movie.id", len("id: $")))
    assert names["movie"].detail == "loop variable: Movie"
    at = position_of(text, "id: $movie.id", len("id: $") + 1)
    hover = await client.text_document_hover_async(types.HoverParams(text_document=doc(uri), position=at))
    assert "loop variable **movie**: `Movie`" in hover.contents.value
    found = await client.text_document_definition_async(types.DefinitionParams(text_document=doc(uri), position=at))
    target = found[0] if isinstance(found, list) else found
    assert target.range.start == position_of(text, "as: movie", len("as: "))


async def test_rename_edits_every_use_and_refuses_a_taken_or_reserved_name(client):
    uri, text = await open_file(client, sample("MovieDetailView.screen.yaml"))
    at = position_of(text, "isFavorite: Bool", 1)
    prepared = await client.text_document_prepare_rename_async(types.PrepareRenameParams(text_document=doc(uri), position=at))
    assert prepared.placeholder == "isFavorite" and prepared.range.start == position_of(text, "isFavorite: Bool")
    edit = await client.text_document_rename_async(types.RenameParams(text_document=doc(uri), position=at, new_name="favorite"))
    edits = edit.changes[uri]
    assert len(edits) >= 4 and all(e.new_text == "favorite" for e in edits)
    scenario = sample("Scenarios/DetailAtRoot.scenario.yaml")
    assert len(edit.changes[scenario.as_uri()]) == 2
    refusals = {"movie": "already taken by a param, slot, state, derived value, action or signal of MovieDetailView",
                "nil": "reserved", "Favorite": "not a lowerCamelCase name"}
    for taken, why in refusals.items():
        with pytest.raises(JsonRpcException, match=why):
            await client.text_document_rename_async(types.RenameParams(text_document=doc(uri), position=at, new_name=taken))


async def test_a_fix_it_is_a_code_action(client):
    uri, text = await open_file(client, sample("MovieRow.screen.yaml"))
    broken = text.replace("text: $movie.title", "text: $movie.titel")
    change(client, uri, 2, [types.TextDocumentContentChangeWholeDocument(text=broken)])
    found = await wait_for_diagnostics(client, uri, 2)
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(text_document=doc(uri), range=found[0].range, context=types.CodeActionContext(diagnostics=found))
    )
    assert actions and actions[0].edit.changes[uri][0].new_text == "title"


async def test_document_symbols_outline_a_screen_and_a_routes_file(client):
    uri, _ = await open_file(client, sample("MovieDetailView.screen.yaml"))
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc(uri)))
    screen = symbols[0]
    assert screen.name == "MovieDetailView"
    assert {"movieId", "isFavorite", "toggleFavorite", "loadRequested", "body"} <= {child.name for child in screen.children}
    routes_uri, _ = await open_file(client, sample("Movies.routes.yaml"))
    routes = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc(routes_uri)))
    assert [child.name for child in routes[0].children] == ["home", "movieDetail", "search", "settings", "about"]


async def test_unknown_methods_and_bad_positions_get_errors_or_nothing(client):
    uri, _ = await open_file(client, sample("MovieRow.screen.yaml"))
    with pytest.raises(JsonRpcException):
        await client.protocol.send_request_async("construkt/noSuchMethod", {})
    far = types.Position(line=10_000, character=10_000)
    assert await client.text_document_definition_async(types.DefinitionParams(text_document=doc(uri), position=far)) is None
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc("file:///nowhere/notes.txt")))
    assert not symbols


async def test_completion_knows_the_keys_of_time(client):
    path = sample("../../Tests/EmitterScreens/Clock.screen.yaml").resolve()
    uri, text = await open_file(client, path)
    top = await complete(client, uri, position_of(text, "watch:"))
    assert {"watch", "timers", "lifecycle"} <= set(top)
    watched = await complete(client, uri, position_of(text, "  query: { debounce", len("  ")))
    assert {"query", "page", "clicks"} <= set(watched) and watched["query"].detail == "state: String"
    entry = await complete(client, uri, position_of(text, "    do:\n      - if: ${value > 2}", len("    ")))
    assert set(entry) == {"debounce", "do"}
    scenario_uri, scenario = await open_file(client, path.with_name("Clock.scenario.yaml"))
    steps = await complete(client, scenario_uri, position_of(scenario, "  - wait: 0.5s", len("  - ")))
    assert "wait" in steps


async def test_an_action_param_is_renamed_in_its_action_and_where_sends_pass_it(client):
    uri, text = await open_file(client, sample("SearchView.screen.yaml"))
    at = position_of(text, "queryEdited:\n    params: { text", len("queryEdited:\n    params: { "))
    hover = await client.text_document_hover_async(types.HoverParams(text_document=doc(uri), position=at))
    assert hover.contents.value.startswith("action param **text**: `String` — of queryEdited in SearchView")
    edit = await client.text_document_rename_async(types.RenameParams(text_document=doc(uri), position=at, new_name="typed"))
    lines = text.split("\n")
    edited = sorted((e.range.start.line, lines[e.range.start.line].strip()) for e in edit.changes[uri])
    assert [line for _, line in edited] == [
        "params: { text: String }",
        "to: ${!text.isEmpty}",
        "value: $text",
        "with: { text: $text }",
        "onChange: { send: queryEdited, with: { text: $value } }",
    ]
    passed = next(e for e in edit.changes[uri] if e.range.start.line == edited[3][0])
    assert passed.range.start.character == lines[edited[3][0]].index("text")
    with pytest.raises(JsonRpcException):
        await client.text_document_rename_async(types.RenameParams(text_document=doc(uri), position=at, new_name="query"))
