"""Shared records passed between the pipeline stages. All frozen and small, so papers stream."""
from __future__ import annotations

from dataclasses import dataclass, field

ENTITY_CLASSES = ("Method", "Model", "Dataset", "Hardware", "Task", "Metric")
ROLES = ("proposed", "baseline", "used", "mentioned")


@dataclass(frozen=True)
class Paper:
    """One input record. ``abstract`` is verbatim; ``key`` is the stable local name of its IRI."""

    key: str
    abstract: str
    source: str
    line: int
    title: str | None = None
    identifier: str | None = None
    venue: str | None = None
    year: int | None = None
    date: str | None = None
    categories: tuple[str, ...] = ()
    doi: str | None = None
    url: str | None = None


@dataclass(frozen=True)
class Concept:
    """A SKOS concept of a vocabulary."""

    iri: str
    cls: str
    pref_label: str
    alt_labels: tuple[str, ...] = ()
    broader: tuple[str, ...] = ()
    generic: bool = False


@dataclass(frozen=True)
class Mention:
    """An entity mention with offsets into the paper's ORIGINAL text (title + abstract, see ``field``).

    ``field`` is "abstract" or "title"; ``start``/``end`` index into that field's verbatim string.
    """

    field: str
    start: int
    end: int
    text: str
    cls: str
    name: str
    concept: str | None
    role: str
    rule: str
    sentence: tuple[int, int]
    family: str | None = None


@dataclass(frozen=True)
class Extraction:
    """What extraction found in one paper."""

    paper: Paper
    mentions: tuple[Mention, ...]
    proposed: tuple[str, ...] = field(default=())
