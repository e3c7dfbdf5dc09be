"""Run named or ad-hoc SPARQL queries on a graph: ``kg.query(graph, "papers-by-hardware", hardware="RISC-V")``.

The graph may be a pyoxigraph ``Store``, any rdflib ``Graph`` (including one on the oxrdflib ``"Oxigraph"``
store), or a path (a build folder, an Oxigraph database folder or a graph file). Parameters are bound as RDF
terms, never pasted into the query text as given: rdflib gets ``initBindings``; Oxigraph gets a ``VALUES``
block of checked terms (:func:`bind_values`), because it applies ``substitutions`` after planning the query.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyoxigraph as ox

from .errors import QueryError
from .queries import NamedQuery, Term, parse_query, resolve

XSD = "http://www.w3.org/2001/XMLSchema#"
_INTEGERS = {XSD + t for t in ("integer", "int", "long", "short", "byte", "nonNegativeInteger", "positiveInteger",
                               "nonPositiveInteger", "negativeInteger", "unsignedInt", "unsignedLong",
                               "unsignedShort", "unsignedByte", "gYear")}
_FLOATS = {XSD + t for t in ("decimal", "double", "float")}
Row = dict[str, Any]
_EMPTY = ox.Store()  # parses serialized parameter terms back


@dataclass(frozen=True)
class Result:
    """A query's answer: the projected variables, in order, and one dict per solution."""

    columns: tuple[str, ...]
    rows: list[Row]


def python_value(kind: str, value: str, datatype: str | None) -> Any:
    """A plain Python value for an RDF term: an IRI or a string as ``str``, numbers and years as numbers.

    >>> python_value("literal", "2026", XSD + "gYear"), python_value("literal", "true", XSD + "boolean")
    (2026, True)
    """
    if kind == "literal" and datatype:
        try:
            if datatype in _INTEGERS:
                return int(value)
            if datatype in _FLOATS:
                return float(value)
        except ValueError:
            return value
        if datatype == XSD + "boolean":
            return value in ("true", "1")
    return value


def _ox_term(term: Term) -> ox.NamedNode | ox.Literal:
    if term.kind == "iri":
        return ox.NamedNode(term.value)
    return ox.Literal(term.value, datatype=ox.NamedNode(term.datatype)) if term.datatype else ox.Literal(term.value)


def _from_ox(term: object) -> Any:
    if term is None:
        return None
    if isinstance(term, ox.Literal):
        return python_value("literal", term.value, term.datatype.value)
    return getattr(term, "value", str(term))


_TOKEN = re.compile("|".join((
    r'"""(?:[^"\\]|\\.|"(?!""))*"""', r"'''(?:[^'\\]|\\.|'(?!''))*'''",   # long strings
    r'"(?:[^"\\\n]|\\.)*"', r"'(?:[^'\\\n]|\\.)*'",                          # strings
    r'<[^<>"{}|^`\\\s]*>', r"#[^\n]*",                                        # IRIs, comments
    r"(?P<open>\{)", r"(?P<close>\})", r"(?P<where>\bWHERE\b)")), re.IGNORECASE)


def _group_start(text: str) -> int:
    """The offset just after the ``{`` that opens the query's WHERE group (strings, IRIs, comments skipped)."""
    depth, after_where, first = 0, False, None
    for token in _TOKEN.finditer(text):
        if token["where"] and depth == 0:
            after_where = True
        elif token["open"]:
            if depth == 0:
                if after_where:
                    return token.end()
                first = token.end() if first is None else first
            depth += 1
        elif token["close"]:
            depth -= 1
    if first is None:
        raise QueryError("malformed SPARQL query: no WHERE group to bind the parameters in")
    return first


def bind_values(text: str, bindings: dict[str, Term]) -> str:
    """``text`` with a one-row ``VALUES`` block of the bound terms opening its WHERE group.

    The block is inside the group, so the group's FILTERs see the values and Oxigraph plans from them. Each
    term is written by pyoxigraph (escaped N-Triples) and parsed back by the SPARQL parser, which must give the
    same single term: no value can add syntax (not even ``\\u0022``, which SPARQL unescapes before parsing).

    >>> bind_values("SELECT * WHERE { ?c ?p ?hardware }", {"hardware": Term("literal", 'risc-v" } #')})
    'SELECT * WHERE { VALUES (?hardware) { ("risc-v\\\\" } #") } ?c ?p ?hardware }'
    """
    if not bindings:
        return text
    terms = []
    for name, term in bindings.items():
        node = _ox_term(term)
        written = str(node)
        try:
            parsed = list(_EMPTY.query(f"SELECT ?v WHERE {{}} VALUES ?v {{ {written} }}"))
        except SyntaxError:
            parsed = []
        if len(parsed) != 1 or parsed[0]["v"] != node:
            raise QueryError(f"parameter {name}: cannot bind {term.value!r} as an RDF term")
        terms.append(written)
    at = _group_start(text)
    names = " ".join(f"?{name}" for name in bindings)
    return f"{text[:at]} VALUES ({names}) {{ ({' '.join(terms)}) }}{text[at:]}"


def _run_oxigraph(store: ox.Store, text: str, bindings: dict[str, Term]) -> Result:
    try:
        answer = store.query(bind_values(text, bindings))
    except SyntaxError as error:
        raise QueryError(f"malformed SPARQL query: {error}") from error
    except OSError as error:
        raise QueryError(f"cannot read the store: {error}") from error
    if isinstance(answer, ox.QueryBoolean):
        return Result(("ask",), [{"ask": bool(answer)}])
    if isinstance(answer, ox.QueryTriples):
        return Result(("subject", "predicate", "object"),
                      [{"subject": _from_ox(t.subject), "predicate": _from_ox(t.predicate),
                        "object": _from_ox(t.object)} for t in answer])
    columns = tuple(v.value for v in answer.variables)
    return Result(columns, [{c: _from_ox(solution[c]) for c in columns} for solution in answer])


def _run_rdflib(graph: Any, text: str, bindings: dict[str, Term]) -> Result:
    from pyparsing import ParseException
    from rdflib import Literal, URIRef, Variable

    def rdflib_term(term: Term) -> URIRef | Literal:
        if term.kind == "iri":
            return URIRef(term.value)
        return Literal(term.value, datatype=URIRef(term.datatype) if term.datatype else None)

    def value(term: object) -> Any:
        if term is None:
            return None
        if isinstance(term, Literal):
            return python_value("literal", str(term), str(term.datatype) if term.datatype else None)
        return str(term)

    try:
        answer = graph.query(text, initBindings={Variable(k): rdflib_term(v) for k, v in bindings.items()})
    except (ParseException, SyntaxError) as error:
        raise QueryError(f"malformed SPARQL query: {error}") from error
    if answer.type == "ASK":
        return Result(("ask",), [{"ask": bool(answer.askAnswer)}])
    if answer.type in ("CONSTRUCT", "DESCRIBE"):
        return Result(("subject", "predicate", "object"),
                      [{"subject": value(s), "predicate": value(p), "object": value(o)} for s, p, o in answer])
    columns = tuple(str(v) for v in answer.vars)
    return Result(columns, [{c: value(row[c]) for c in columns} for row in answer])


def run(graph: Any, named: NamedQuery, params: dict[str, object] | None = None) -> Result:
    """Run a parsed query with its parameters bound as terms.

    Args:
        graph: a pyoxigraph ``Store``, an rdflib ``Graph``, or a path to open with ``kg.store.open_graph``.
        named: the query.
        params: values of the declared parameters (defaults fill the rest).

    Raises:
        QueryError: a bad parameter, a malformed query, or a graph that cannot be opened.
    """
    bindings = named.bindings(dict(params or {}))
    if isinstance(graph, (str, Path)):
        from .store import open_graph

        graph = open_graph(graph)
    if isinstance(graph, ox.Store):
        result = _run_oxigraph(graph, named.text, bindings)
    elif hasattr(graph, "query") and hasattr(graph, "triples"):
        result = _run_rdflib(graph, named.text, bindings)
    else:
        raise QueryError(f"expected a pyoxigraph Store, an rdflib Graph or a path, got {type(graph).__name__}")
    if not bindings:
        return result
    # Parameter variables are constant columns when a query projects them: drop them.
    columns = tuple(c for c in result.columns if c not in bindings)
    return Result(columns, [{c: row[c] for c in columns} for row in result.rows])


def query(graph: Any, name: str | Path, /, *, as_frame: bool = False, **params: object) -> Any:
    """Answer a named query (or a ``.rq`` file, or SPARQL text) on ``graph``.

    Args:
        graph: a pyoxigraph ``Store``, an rdflib ``Graph``, or a build folder / store folder / graph file.
        name: a query name from ``kg query --list``, a path to a ``.rq`` file, or the text of a query.
        as_frame: return a pandas ``DataFrame`` (needs pandas) instead of a list of dicts.
        **params: the query's parameters, e.g. ``hardware="RISC-V"``.

    Returns:
        One dict per solution, keys in the order of the projected variables (IRIs and strings as ``str``,
        numbers and years as numbers, unbound as ``None``), or a DataFrame with those columns.

    Raises:
        QueryError: unknown query or parameter, malformed query, graph not readable, pandas missing.

    The named queries read the statistics a build adds (``kg.statistics``):

    >>> import pyoxigraph as ox
    >>> from kg.statistics import add_statistics
    >>> store, gpu = ox.Store(), ox.NamedNode("https://w3id.org/mlkg/concept/hardware/gpu")
    >>> store.add(ox.Quad(gpu, ox.NamedNode("http://www.w3.org/2004/02/skos/core#prefLabel"), ox.Literal("GPU", language="en")))
    >>> store.add(ox.Quad(gpu, ox.NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#type"),
    ...     ox.NamedNode("https://w3id.org/mlkg/ontology#Hardware")))
    >>> _ = add_statistics(store)
    >>> query(store, "narrower-concepts", concept="gpu")
    [{'narrower': 'https://w3id.org/mlkg/concept/hardware/gpu', 'label': 'GPU', 'parent': None}]
    """
    text = str(name)
    named = parse_query("query", text) if "{" in text else resolve(name)
    result = run(graph, named, params)
    if not as_frame:
        return result.rows
    try:
        import pandas
    except ImportError as error:
        raise QueryError("as_frame=True needs pandas (python -m pip install pandas)") from error
    return pandas.DataFrame(result.rows, columns=list(result.columns))
