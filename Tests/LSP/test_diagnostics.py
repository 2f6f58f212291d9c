"""Diagnostics as you type: lint's codes for the open buffer, checked with the rest of its app,
updated by incremental edits and cleared once fixed."""

from lsprotocol import types

from conftest import position_of, sample
from helpers import change, open_file, wait_for_diagnostics


async def test_a_clean_sample_has_no_diagnostics(client):
    uri, _ = await open_file(client, sample("HomeView.screen.yaml"))
    assert len(client.diagnostics[uri]) == 0


async def test_an_edit_reports_lints_code_and_fixing_it_clears_it(client):
    path = sample("MovieRow.screen.yaml")
    uri, text = await open_file(client, path)
    start = position_of(text, "text: $movie.title", len("text: $movie."))
    end = types.Position(line=start.line, character=start.character + len("title"))
    change(client, uri, 2, [types.TextDocumentContentChangePartial(range=types.Range(start=start, end=end), text="titel")])
    found = await wait_for_diagnostics(client, uri, 2)
    assert [d.code for d in found] == ["CK0407"]
    assert found[0].range.start.line == start.line
    assert found[0].severity == types.DiagnosticSeverity.Error
    assert "title" in found[0].message

    fixed_end = types.Position(line=start.line, character=start.character + len("titel"))
    change(client, uri, 3, [types.TextDocumentContentChangePartial(range=types.Range(start=start, end=fixed_end), text="title")])
    assert len(await wait_for_diagnostics(client, uri, 3)) == 0


async def test_a_screen_is_checked_against_its_apps_other_files(client):
    path = sample("HomeView.screen.yaml")
    uri, text = await open_file(client, path)
    broken = text.replace("route: movieDetail", "route: movieDetails")
    change(client, uri, 2, [types.TextDocumentContentChangeWholeDocument(text=broken)])
    found = await wait_for_diagnostics(client, uri, 2)
    assert any("movieDetails" in d.message for d in found)


async def test_labels_become_related_information(client):
    path = sample("HomeView.screen.yaml")
    uri, text = await open_file(client, path)
    doubled = text.replace("  isRefreshing: Bool\n", "  isRefreshing: Bool\n  isRefreshing: Bool\n")
    change(client, uri, 2, [types.TextDocumentContentChangeWholeDocument(text=doubled)])
    found = await wait_for_diagnostics(client, uri, 2)
    assert found[0].code == "CK0114"
    related = found[0].related_information[0]
    assert related.message == "first defined here"
    assert related.location.uri == uri and related.location.range.start == position_of(text, "  isRefreshing", 2)


async def test_a_file_that_is_not_yaml_gets_a_diagnostic_not_a_crash(client):
    path = sample("Broken.screen.yaml")
    uri, _ = await open_file(client, path, text="screen: [\n\t{{{ :::\n\x00")
    assert client.diagnostics[uri]
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=99, character=99))
    )
    assert hover is None or hover.contents is not None
