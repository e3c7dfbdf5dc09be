"""``kg build``: ingest -> extract -> RDF -> SHACL -> statistics -> graph files, report and HTML view."""
from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from itertools import islice
from pathlib import Path

import pyoxigraph as ox
from rdflib import Graph

from .errors import IngestError
from .extract import Extractor
from .ingest import read_papers
from .outputs import write_all
from .rdf import ConceptLedger, paper_triples
from .report import render_report
from .serialize import FORMATS, sorted_triples, triple, write_rdf
from .statistics import add_statistics, statistics_nodes
from .store import staged_store
from .graphview import load_view
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
          warn: Callable[[str], None] | None = None, store: str = "none",
          progress: Callable[[int], None] | None = None) -> BuildResult:
    """Build the graph of ``inputs`` into ``out_dir``; nothing there changes unless every step succeeds.

    ``store="oxigraph"`` also writes ``out_dir/store/``, an Oxigraph database of the graph (``kg.store``).
    ``progress`` receives the number of papers done after every batch.

    Raises:
        IngestError: bad input (or no papers at all).
        ShapeViolation: the graph does not conform to the shapes.
        OutputError: the outputs cannot be written.
    """
    write_database = store == "oxigraph"
    skipped: list[str] = []

    def on_skip(message: str) -> None:
        skipped.append(message)
        if warn is not None:
            warn(message)

    vocabulary = load_vocabulary()
    require_valid(vocabulary_graph(), "bundled vocabularies")
    extractor = Extractor(vocabulary)
    ledger = ConceptLedger()
    papers_seen = 0
    triples = set()
    mentions = 0
    papers = read_papers(inputs, skip_invalid=skip_invalid, warn=on_skip)
    for batch in _batches(extractor.extract(papers), BATCH):
        graph = Graph()
        for extraction in batch:
            ledger.record(extraction)
            papers_seen += 1
            mentions += len(extraction.mentions)
            for t in paper_triples(extraction):
                graph.add(t)
        triples.update(triple(*t) for t in graph)
        for t in ledger.triples(vocabulary, {m.concept for e in batch for m in e.mentions}):
            graph.add(t)
        require_valid(graph, f"papers {papers_seen - len(batch) + 1}-{papers_seen}")
        if progress is not None:
            progress(papers_seen)
    if not papers_seen:
        raise IngestError("no papers found in the inputs")
    concepts = Graph()
    for t in ledger.triples(vocabulary):
        concepts.add(t)
    require_valid(concepts, "concepts")
    triples.update(triple(*t) for t in concepts)
    store = ox.Store()
    store.extend(ox.Quad(t.subject, t.predicate, t.object) for t in triples)
    statistics = add_statistics(store)
    require_valid(statistics_nodes(statistics), "statistics")
    triples.update(statistics)
    ordered = sorted_triples(triples)
    view = load_view(store)
    writers = {name: (lambda path, name=name: write_rdf(ordered, path, name)) for name in FORMATS}
    writers["report.md"] = lambda path: path.write_text(
        render_report(view, triples=len(ordered), skipped=len(skipped)), encoding="utf-8")
    venues = sorted({f"{p.venue} {p.year}" if p.year else p.venue for p in view.papers.values() if p.venue})
    writers["graph.html"] = lambda path: write_html(view, path, heading="kg: " + (", ".join(venues) or "paper graph"))
    with staged_store(ordered, Path(out_dir), enabled=write_database) as commit_store:
        files = write_all(Path(out_dir), writers) + commit_store()
    return BuildResult(papers_seen, len(ledger.names), mentions, len(ordered), len(skipped), tuple(files))
