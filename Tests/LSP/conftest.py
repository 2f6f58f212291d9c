"""The language server under a real LSP client (pytest-lsp): `construkt-gen lsp` is started as a
subprocess and driven over stdio. CONSTRUKT_GEN names the binary (default: the debug build)."""

import os
import pathlib
import sys

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("CONSTRUKT_GEN", str(REPOSITORY / ".build" / "debug" / "construkt-gen"))
MOVIES = REPOSITORY / "Samples" / "Movies"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BINARY, "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(
        types.InitializeParams(capabilities=types.ClientCapabilities(), root_uri=MOVIES.as_uri())
    )
    yield
    await lsp_client.shutdown_session()


def sample(name: str) -> pathlib.Path:
    return MOVIES / name


def position_of(text: str, needle: str, offset: int = 0) -> types.Position:
    """The position of the first `needle` in `text`, `offset` characters into it."""
    index = text.index(needle) + offset
    line = text.count("\n", 0, index)
    character = index - (text.rfind("\n", 0, index) + 1)
    return types.Position(line=line, character=character)
