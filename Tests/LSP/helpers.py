"""Opening a sample file in the client and waiting for its diagnostics."""

import asyncio

from lsprotocol import types


async def open_file(client, path, text=None, version=1):
    """Opens `path` (with `text` in place of its contents, if given) and returns its URI and text
    once the server published its diagnostics."""
    text = path.read_text() if text is None else text
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="yaml", version=version, text=text)
        )
    )
    await wait_for_diagnostics(client, uri, version)
    return uri, text


def change(client, uri, version, changes):
    """Sends `changes` (TextDocumentContentChangeEvent values) as `version` of `uri`."""
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version), content_changes=changes
        )
    )


async def wait_for_diagnostics(client, uri, version):
    """The diagnostics the server publishes for `version` of `uri` (call right after the edit,
    before any other await, so that the notification is not missed)."""
    while True:
        params = await asyncio.wait_for(client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), 60)
        if params.uri == uri and params.version == version:
            return params.diagnostics
