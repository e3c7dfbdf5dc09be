"""The one exception family of kg. Only the CLI turns these into exit codes and one-line messages."""
from __future__ import annotations


class KGError(Exception):
    """Base class: a problem the user can fix, reported as one line."""

    exit_code = 2


class IngestError(KGError):
    """An input file or record cannot be read (names the file and line)."""


class VocabularyError(KGError):
    """A SKOS vocabulary file is missing or malformed."""


class ExtractionError(KGError):
    """The extractor produced an inconsistent mention (a bug: please report it with the input)."""

    exit_code = 1


class ShapeViolation(KGError):
    """The built graph does not conform to the SHACL shapes."""

    exit_code = 1


class OutputError(KGError):
    """An output file cannot be written."""


class QueryError(KGError):
    """A SPARQL query cannot be found, parsed, bound or answered, or the graph to query cannot be opened."""
