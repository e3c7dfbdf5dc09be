"""The library of named SPARQL queries (``kg/ontology/queries/*.rq``) and their parameters.

Each ``.rq`` file opens with a comment header::

    # title: Papers on a hardware concept
    # description: Papers that target or mention a hardware concept or any narrower one.
    # param: hardware label = RISC-V -- any label of the hardware concept, any case

A ``param`` line is ``NAME KIND [= DEFAULT] [-- help]``; a parameter without a default is required. The
parameter binds the query variable of the same name, as an RDF term, never as query text (``kg.sparql``).
Where a query projects its parameter variables, ``kg.sparql`` drops those constant columns from the rows. Kinds:

- ``label``: a plain string literal, lowercased with runs of white space collapsed (:func:`label_key`): the
  queries match it against ``mlkg:labelKey``, which ``kg.statistics`` writes for every label, so any case matches;
- ``text``: a plain string literal, compared as is;
- ``int``: an ``xsd:integer`` literal;
- ``iri``: an IRI;
- ``class``: an entity class name (``Model``, ``Hardware``, ...) bound as its ``mlkg:`` IRI.

This module knows no RDF library: a bound value is a ``Term`` (kind and lexical value) that
``kg.sparql`` turns into an rdflib or pyoxigraph term.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Literal as TypingLiteral

from .errors import QueryError
from .resources import query_files
from .types import ENTITY_CLASSES

MLKG = "https://w3id.org/mlkg/ontology#"
XSD_INTEGER = "http://www.w3.org/2001/XMLSchema#integer"
ParamKind = TypingLiteral["label", "text", "int", "iri", "class"]
KINDS = ("label", "text", "int", "iri", "class")
_SPACE = re.compile(r"\s+")
_IRI = re.compile(r'[A-Za-z][A-Za-z0-9+.-]*:[^\x00-\x20\x7f<>"{}|^`\\\s]*')
_PARAM = re.compile(r"^(?P<name>[A-Za-z_]\w*)\s+(?P<kind>\w+)(?:\s*=\s*(?P<default>.*?))?\s*(?:--\s*(?P<help>.*))?$")


def label_key(label: str) -> str:
    """The form labels are matched in: lowercase, white space runs as one space, no outer space.

    >>> label_key("  Low-Rank\tAdaptation ")
    'low-rank adaptation'
    """
    return _SPACE.sub(" ", label).strip().lower()


@dataclass(frozen=True)
class Term:
    """A backend-neutral RDF term: ``kind`` is "iri" or "literal" (with an optional datatype IRI)."""

    kind: TypingLiteral["iri", "literal"]
    value: str
    datatype: str | None = None


@dataclass(frozen=True)
class Param:
    """One declared query parameter."""

    name: str
    kind: ParamKind
    default: str | None = None
    help: str = ""

    def term(self, value: object) -> Term:
        """The RDF term that ``value`` binds to, checked against the parameter's kind.

        Args:
            value: the user's value (a string from the CLI, or any str/int from Python).

        Returns:
            The term to bind to the variable ``?name``.

        Raises:
            QueryError: the value does not fit the kind.

        >>> Param("hardware", "label").term('RISC-V" } ; DROP ALL ; {')
        Term(kind='literal', value='risc-v" } ; drop all ; {', datatype=None)
        >>> Param("first", "class").term("model").value
        'https://w3id.org/mlkg/ontology#Model'
        """
        text = str(value)
        try:
            text.encode("utf-8")
        except UnicodeEncodeError as error:
            raise QueryError(f"parameter {self.name}: not valid Unicode text ({error.reason})") from error
        if self.kind == "label":
            return Term("literal", label_key(text))
        if self.kind == "text":
            return Term("literal", text)
        if self.kind == "int":
            try:
                return Term("literal", str(int(text)), XSD_INTEGER)
            except ValueError as error:
                raise QueryError(f"parameter {self.name}: expected an integer, got {text!r}") from error
        if self.kind == "class":
            names = {name.lower(): name for name in ENTITY_CLASSES}
            if text.lower() not in names:
                raise QueryError(f"parameter {self.name}: expected one of {', '.join(ENTITY_CLASSES)}, got {text!r}")
            return Term("iri", MLKG + names[text.lower()])
        if not _IRI.fullmatch(text):
            raise QueryError(f"parameter {self.name}: expected an absolute IRI, got {text!r}")
        return Term("iri", text)


@dataclass(frozen=True)
class NamedQuery:
    """A query of the library (or a user's ``.rq`` file): its text and header."""

    name: str
    title: str
    description: str
    params: tuple[Param, ...]
    text: str

    def bindings(self, values: dict[str, object]) -> dict[str, Term]:
        """Check ``values`` against the declared parameters and fill in defaults.

        Raises:
            QueryError: an unknown parameter, or a required one is missing.

        >>> q = parse_query("x", "# param: hardware label = RISC-V\\nSELECT * {}")
        >>> q.bindings({})
        {'hardware': Term(kind='literal', value='risc-v', datatype=None)}
        """
        known = {p.name: p for p in self.params}
        unknown = sorted(set(values) - set(known))
        if unknown:
            raise QueryError(f"query {self.name}: unknown parameter {', '.join(unknown)} "
                             f"(expected: {', '.join(known) or 'none'})")
        bound = {}
        for param in self.params:
            if param.name in values:
                bound[param.name] = param.term(values[param.name])
            elif param.default is not None:
                bound[param.name] = param.term(param.default)
            else:
                raise QueryError(f"query {self.name}: parameter {param.name} is required ({param.help or param.kind})")
        return bound


def parse_query(name: str, text: str) -> NamedQuery:
    """Read the header of a query's text.

    Args:
        name: the query's name (its file name without ``.rq``).
        text: the SPARQL text with its comment header.

    Raises:
        QueryError: a malformed ``param`` line.

    >>> q = parse_query("demo", "# title: Demo\\n# param: n int = 3 -- how many\\nSELECT * {}")
    >>> (q.title, q.params[0].name, q.params[0].default, q.params[0].help)
    ('Demo', 'n', '3', 'how many')
    """
    title, description, params = name, "", []
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped.startswith("#"):
            if stripped:
                break
            continue
        key, _, rest = stripped.lstrip("#").strip().partition(":")
        rest = rest.strip()
        if key == "title":
            title = rest
        elif key == "description":
            description = rest
        elif key == "param":
            match = _PARAM.match(rest)
            if not match or match["kind"] not in KINDS:
                raise QueryError(f"query {name}: bad param line {rest!r} "
                                 f"(expected 'NAME KIND [= DEFAULT] [-- help]', KIND one of {', '.join(KINDS)})")
            params.append(Param(match["name"], match["kind"], match["default"] or None, match["help"] or ""))
    return NamedQuery(name, title, description, tuple(params), text)


@lru_cache(maxsize=1)
def library() -> dict[str, NamedQuery]:
    """Every named query of the package, by name, sorted."""
    return {path.stem: parse_query(path.stem, path.read_text(encoding="utf-8")) for path in query_files()}


def resolve(name_or_file: str | Path) -> NamedQuery:
    """A named query, or a query read from a ``.rq`` file.

    Raises:
        QueryError: neither a named query nor a readable file.

    >>> resolve("papers-by-hardware").params[0].name
    'hardware'
    """
    queries = library()
    if str(name_or_file) in queries:
        return queries[str(name_or_file)]
    path = Path(name_or_file)
    if path.suffix == ".rq" or path.is_file():
        try:
            return parse_query(path.stem, path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as error:
            raise QueryError(f"{path}: cannot read the query ({error})") from error
    raise QueryError(f"no named query {str(name_or_file)!r} (see `kg query --list`) and no such .rq file")
