"""A small per-paper digest of what was extracted, for the report and the HTML view (no RDF needed)."""
from __future__ import annotations

from dataclasses import dataclass

from .rdf import link_predicate, paper_label, paper_roles
from .types import Extraction


@dataclass(frozen=True)
class Link:
    """One paper-entity link with its first piece of evidence."""

    concept: str
    cls: str
    predicate: str
    surface: str
    sentence: str


@dataclass(frozen=True)
class PaperDigest:
    key: str
    label: str
    venue: str | None
    year: int | None
    links: tuple[Link, ...]


def digest(extraction: Extraction) -> PaperDigest:
    """Summarise one extraction: one :class:`Link` per (concept, role), evidence from its first mention."""
    paper = extraction.paper
    links = []
    for concept, roles in sorted(paper_roles(extraction.mentions).items()):
        for role in sorted(roles):
            first = next(m for m in extraction.mentions if m.concept == concept and
                         (m.role == role or role == "proposed"))
            source = paper.title if first.field == "title" else paper.abstract
            sentence = " ".join(source[first.sentence[0]:first.sentence[1]].split())
            predicate = str(link_predicate(first.cls, role)).rsplit("#", 1)[1]
            links.append(Link(concept, first.cls, predicate, " ".join(first.text.split()), sentence))
    return PaperDigest(paper.key, paper_label(extraction), paper.venue, paper.year, tuple(links))
