"""A query worker of ``kg serve``: one process answering SPARQL queries on a read-only Oxigraph store.

``python -m kg.endpoint_worker STORE`` reads requests from stdin and writes answers to stdout, one frame
each: a JSON header line, then (for answers) ``length`` bytes of body. The server kills a worker whose query
exceeds the time limit and starts a new one, so a runaway query never keeps a core busy.

Request header: ``{"query": str, "accept": [media types, best first], "max_rows": int}``.
Answer header: ``{"status": int, "type": media type, "length": int}``.
"""
from __future__ import annotations

import io
import json
import sys
from collections.abc import Sequence

import pyoxigraph as ox

RESULT_TYPES = {  # media type -> format, for SELECT and ASK; the first is the default
    "application/sparql-results+json": ox.QueryResultsFormat.JSON,
    "application/sparql-results+xml": ox.QueryResultsFormat.XML,
    "text/csv": ox.QueryResultsFormat.CSV,
    "text/tab-separated-values": ox.QueryResultsFormat.TSV,
    "application/json": ox.QueryResultsFormat.JSON,
    "application/xml": ox.QueryResultsFormat.XML,
}
GRAPH_TYPES = {  # for CONSTRUCT and DESCRIBE
    "text/turtle": ox.RdfFormat.TURTLE,
    "application/ld+json": ox.RdfFormat.JSON_LD,
    "application/n-triples": ox.RdfFormat.N_TRIPLES,
    "application/rdf+xml": ox.RdfFormat.RDF_XML,
    "application/json": ox.RdfFormat.JSON_LD,
    "text/plain": ox.RdfFormat.N_TRIPLES,
}


class TooLarge(Exception):
    """The result has more rows (or triples) than the limit."""


class _LineLimit(io.RawIOBase):
    """A byte sink that refuses more than ``limit`` lines (TSV rows and N-Triples are one line each)."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit, self.lines, self.data = limit, 0, bytearray()

    def writable(self) -> bool:
        return True

    def write(self, chunk: bytes) -> int:
        self.lines += bytes(chunk).count(b"\n")
        if self.lines > self.limit:
            raise TooLarge
        self.data += chunk
        return len(chunk)


def choose(accept: Sequence[str], offered: dict) -> str | None:
    """The first acceptable media type among ``offered`` (``*/*`` and ``type/*`` match the first offered).

    >>> choose(["text/html", "text/*"], RESULT_TYPES)
    'text/csv'
    >>> choose([], GRAPH_TYPES)
    'text/turtle'
    >>> choose(["image/png"], RESULT_TYPES) is None
    True
    """
    if not accept:
        return next(iter(offered))
    for media in accept:
        if media in offered:
            return media
        if media == "*/*":
            return next(iter(offered))
        if media.endswith("/*"):
            for candidate in offered:
                if candidate.startswith(media[:-1]):
                    return candidate
    return None


def _is_update(text: str) -> bool:
    from rdflib.plugins.sparql.parser import parseUpdate

    try:
        parseUpdate(text)
        return True
    except Exception:  # noqa: BLE001 - any parser failure means: not an update either
        return False


def answer(store: ox.Store, text: str, accept: Sequence[str], max_rows: int) -> tuple[int, str, bytes]:
    """Answer one query: ``(HTTP status, media type, body)``; never raises for a bad query.

    >>> store = ox.Store()
    >>> answer(store, "ASK {}", ["text/csv"], 10)
    (200, 'text/csv', b'true')
    >>> answer(store, "SELEC", [], 10)[0]
    400
    """
    try:
        result = store.query(text)
    except SyntaxError as error:
        if _is_update(text):
            return 403, "text/plain", b"This endpoint is read-only: SPARQL Update is refused.\n"
        return 400, "text/plain", f"Malformed SPARQL query: {error}\n".encode()
    except OSError as error:
        return 500, "text/plain", f"Store error: {error}\n".encode()
    graph = isinstance(result, ox.QueryTriples)
    offered = GRAPH_TYPES if graph else RESULT_TYPES
    media = choose(accept, offered)
    if media is None:
        return 406, "text/plain", f"None of {', '.join(accept)} is available; try {', '.join(offered)}.\n".encode()
    if isinstance(result, ox.QueryBoolean):
        return 200, media, result.serialize(format=offered[media])
    sink = _LineLimit(max_rows + (0 if graph else 1))
    try:
        if graph:
            ox.serialize(result, sink, format=ox.RdfFormat.N_TRIPLES)
        else:
            result.serialize(sink, format=ox.QueryResultsFormat.TSV)
    except TooLarge:
        what = "triples" if graph else "rows"
        return 422, "text/plain", (f"The result has more than {max_rows} {what}, this endpoint's limit; "
                                   f"add LIMIT or narrow the query.\n").encode()
    data = bytes(sink.data)
    if graph:
        if offered[media] == ox.RdfFormat.N_TRIPLES:
            return 200, media, data
        triples = [quad.triple for quad in ox.parse(data, format=ox.RdfFormat.N_TRIPLES)]
        return 200, media, ox.serialize(triples, format=offered[media])
    if offered[media] == ox.QueryResultsFormat.TSV:
        return 200, media, data
    solutions = ox.parse_query_results(data, format=ox.QueryResultsFormat.TSV)
    return 200, media, solutions.serialize(format=offered[media])


def main(argv: Sequence[str]) -> int:
    """Serve requests from stdin until it closes."""
    store = ox.Store.read_only(argv[0])
    source, sink = sys.stdin.buffer, sys.stdout.buffer
    for line in source:
        request = json.loads(line)
        status, media, body = answer(store, request["query"], request["accept"], request["max_rows"])
        sink.write(json.dumps({"status": status, "type": media, "length": len(body)}).encode() + b"\n" + body)
        sink.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
