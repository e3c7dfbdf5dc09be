"""``kg build``: ingest -> extract -> RDF -> SHACL -> graph files, report and HTML view."""
from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from itertools import islice
from pathlib import Path

from rdflib import Graph

from .errors import IngestError
from .extract import Extractor
from .ingest import read_papers
from .outputs import write_all
from .rdf import ConceptLedger, paper_triples
from .report import render_report
from .serialize import FORMATS, sorted_triples, triple, write_rdf
from .summary import PaperDigest, digest
from .validate import require_valid
from .viz import write_html
from .vocab import load_vocabulary, vocabulary_graph

BATCH = 500


@dataclass(frozen=True)
class BuildResult:
    """What a build wrote and counted."""

    papers: int
    entities: int
    mentions: int
    triples: int
    skipped: int
    files: tuple[Path, ...]


def _batches(items: Iterator, size: int) -> Iterator[list]:
    while batch := list(islice(items, size)):
        yield batch


def build(inputs: Iterable[str | Path], out_dir: str | Path, *, skip_invalid: bool = False,
          warn: Callable[[str], None] | None = None) -> BuildResult:
    """Build the graph of ``inputs`` into ``out_dir``; nothing there changes unless every step succeeds.

    Raises:
        IngestError: bad input (or no papers at all).
        ShapeViolation: the graph does not conform to the shapes.
        OutputError: the outputs cannot be written.
    """
    skipped: list[str] = []

    def on_skip(message: str) -> None:
        skipped.append(message)
        if warn is not None:
            warn(message)

    vocabulary = load_vocabulary()
    require_valid(vocabulary_graph(), "bundled vocabularies")
    extractor = Extractor(vocabulary)
    ledger = ConceptLedger()
    digests: list[PaperDigest] = []
    triples = set()
    mentions = 0
    papers = read_papers(inputs, skip_invalid=skip_invalid, warn=on_skip)
    for batch in _batches(extractor.extract(papers), BATCH):
        graph = Graph()
        for extraction in batch:
            ledger.record(extraction)
            digests.append(digest(extraction))
            mentions += len(extraction.mentions)
            for t in paper_triples(extraction):
                graph.add(t)
        triples.update(triple(*t) for t in graph)
        for t in ledger.triples(vocabulary, {m.concept for e in batch for m in e.mentions}):
            graph.add(t)
        require_valid(graph, f"papers {len(digests) - len(batch) + 1}-{len(digests)}")
    if not digests:
        raise IngestError("no papers found in the inputs")
    concepts = Graph()
    for t in ledger.triples(vocabulary):
        concepts.add(t)
    require_valid(concepts, "concepts")
    triples.update(triple(*t) for t in concepts)
    ordered = sorted_triples(triples)
    digests.sort(key=lambda d: d.key)
    names = {iri: str(label) for iri, label in ((str(s), o) for s, p, o in concepts
                                                 if str(p) == "http://www.w3.org/2004/02/skos/core#prefLabel")}
    writers = {name: (lambda path, name=name: write_rdf(ordered, path, name)) for name in FORMATS}
    writers["report.md"] = lambda path: path.write_text(
        render_report(digests, names, triples=len(ordered), mentions=mentions, skipped=len(skipped)),
        encoding="utf-8")
    venues = sorted({f"{d.venue} {d.year}" if d.year else d.venue for d in digests if d.venue})
    writers["graph.html"] = lambda path: write_html(digests, names, path,
                                                     heading="kg: " + (", ".join(venues) or "paper graph"))
    files = write_all(Path(out_dir), writers)
    return BuildResult(len(digests), len(ledger.names), mentions, len(ordered), len(skipped), tuple(files))
