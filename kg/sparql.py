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


_NAME_CHARS = r"[\w\u00B7\u0300-\u036F\u203F\u2040]"
_TOKEN = re.compile("|".join((
    r'"""(?:[^"\\]|\\.|"(?!""))*"""', r"'''(?:[^'\\]|\\.|'(?!''))*'''",   # long strings
    r'"(?:[^"\\\n\r]|\\.)*"', r"'(?:[^'\\\n\r]|\\.)*'",                     # strings
    r"@[A-Za-z]+(?:-[A-Za-z0-9]+)*",                                      # language tags
    r'(?P<iri><[^<>"{}|^`\\\s()]*>)', r"(?P<comment>#[^\n\r]*)",       # IRIs, comments
    rf"(?P<variable>[?$]{_NAME_CHARS}+)",                                 # variables
    rf"(?P<prefixed>(?:[A-Za-z]{_NAME_CHARS}*|[A-Za-z][\w.\-]*)?:(?:{_NAME_CHARS}|[.:%\-]|\\.)*)",   # prefixed names
    r"(?P<open>\{)", r"(?P<close>\})", r"(?P<paren>\()", r"(?P<unparen>\))",
    r"(?P<keyword>\b(?:WHERE|CONSTRUCT|SELECT|VALUES|HAVING|ORDER|LIMIT|OFFSET)\b)")), re.IGNORECASE)


def reads_statistics(text: str) -> bool:
    """Whether a query reads the statistics that ``kg.statistics`` adds to a built graph: an ``mlkg:`` term
    of theirs or any VoID term, under whatever prefix the query declares (comments and strings don't count).

    >>> reads_statistics("PREFIX m: <https://w3id.org/mlkg/ontology#> SELECT * { ?c m:labelKey ?label }")
    True
    >>> reads_statistics('# mlkg:labelKey\\nSELECT * { ?c a <https://w3id.org/mlkg/ontology#Model> ; ?p "mlkg:paperCount" }')
    False
    """
    from .statistics import TERMS, VOID

    tokens = [t for t in _TOKEN.finditer(text) if not t["comment"]]
    namespaces = {}
    for token, following in zip(tokens, tokens[1:]):
        if token["prefixed"] and token["prefixed"].endswith(":") and following["iri"]:
            namespaces[token["prefixed"][:-1]] = following["iri"][1:-1]
    for token in tokens:
        if token["prefixed"]:
            prefix, _, local = token["prefixed"].partition(":")
            iri = namespaces.get(prefix, "") + local
        elif token["iri"]:
            iri = token["iri"][1:-1]
        else:
            continue
        if iri.startswith(VOID) or iri in TERMS:
            return True
    return False


@dataclass(frozen=True)
class _Group:
    """A group graph pattern of a query: the offset just after its ``{``, and the variables inside it."""

    start: int
    variables: frozenset[str]
    outer: bool


def _groups(text: str) -> tuple[list[_Group], frozenset[str]]:
    """The query's group graph patterns and the variables its HAVING clauses read.

    The groups are its WHERE group (``outer``) and every group nested in it (OPTIONAL, UNION, MINUS, GRAPH,
    EXISTS, subqueries' WHERE groups), not a CONSTRUCT template, a VALUES data block or the braces around a
    subquery. Strings, IRIs, comments, variables and prefixed names are tokens, so a
    ``{`` or keyword inside them counts for nothing.

    Raises:
        QueryError: the query has no WHERE group, or is a ``CONSTRUCT WHERE {}`` short form, whose group is
            also its template and cannot hold a VALUES block.
    """
    tokens = [t for t in _TOKEN.finditer(text) if not t["comment"]]
    stack: list[tuple[int, set[str] | None]] = []   # open braces: (start, variables) or (start, None) if skipped
    groups: list[tuple[int, frozenset[str]]] = []
    tops: list[int] = []   # groups not inside another group, in order: the first is the WHERE group
    having_variables: set[str] = set()
    construct = template_done = values_pending = False
    parens = 0   # a group inside parentheses at the top (EXISTS in a SELECT expression) is not the WHERE group
    having = False
    for index, token in enumerate(tokens):
        keyword = (token["keyword"] or "").upper()
        having = keyword == "HAVING" or (having and not keyword and not token["open"] and not token["close"])
        if having and token["variable"]:
            having_variables.add(token["variable"][1:])
        if keyword == "CONSTRUCT" and not stack:
            construct = True
        elif keyword == "WHERE" and not stack and construct and not template_done:
            raise QueryError("cannot bind parameters in a CONSTRUCT WHERE { } short form: "
                             "write CONSTRUCT { template } WHERE { pattern }")
        elif keyword == "VALUES":
            values_pending = True
        elif token["variable"]:
            for _, variables in stack:
                if variables is not None:
                    variables.add(token["variable"][1:])
        elif token["open"]:
            following = tokens[index + 1] if index + 1 < len(tokens) else None
            wraps_select = following is not None and (following["keyword"] or "").upper() == "SELECT"
            skip = values_pending or wraps_select or (construct and not template_done and not stack)
            template_done = template_done or (construct and not stack)
            values_pending = False
            if not skip and not parens and not any(variables is not None for _, variables in stack):
                tops.append(token.end())
            stack.append((token.end(), None if skip else set()))
        elif token["close"] and stack:
            start, variables = stack.pop()
            if variables is not None:
                groups.append((start, frozenset(variables)))
        elif token["paren"] or token["unparen"]:
            parens += 1 if token["paren"] else -1
    if not tops:
        raise QueryError("malformed SPARQL query: no WHERE group to bind the parameters in")
    found = [_Group(start, variables, outer=start == tops[0]) for start, variables in sorted(groups)]
    return found, frozenset(having_variables)


def bind_values(text: str, bindings: dict[str, Term]) -> str:
    """``text`` with a one-row ``VALUES`` block of the bound terms opening its WHERE group and every other group
    that uses a parameter (see :func:`_groups`).

    The block is inside the group, so the group's FILTERs see the values and Oxigraph plans from them; a
    UNION branch, OPTIONAL, MINUS or subquery gets its own block, so a parameter binds there too, as rdflib's
    ``initBindings`` do. Each
    term is written by pyoxigraph (escaped N-Triples) and parsed back by the SPARQL parser, which must give the
    same single term: no value can add syntax (not even ``\\u0022``, which SPARQL unescapes before parsing).

    >>> bind_values("SELECT * WHERE { ?c ?p ?hardware }", {"hardware": Term("literal", 'risc-v" } #')})
    'SELECT * WHERE { VALUES (?hardware) { ("risc-v\\\\" } #") } ?c ?p ?hardware }'
    """
    if not bindings:
        return text
    terms = []
    for name, term in bindings.items():
        try:
            node = _ox_term(term)
            written = str(node)
            parsed = list(_EMPTY.query(f"SELECT ?v WHERE {{}} VALUES ?v {{ {written} }}"))
        except (SyntaxError, ValueError):  # UnicodeError is a ValueError
            parsed = []
        if len(parsed) != 1 or parsed[0]["v"] != node:
            raise QueryError(f"parameter {name}: cannot bind {term.value!r} as an RDF term")
        terms.append(written)
    block = f" VALUES ({' '.join(f'?{name}' for name in bindings)}) {{ ({' '.join(terms)}) }}"
    groups, having = _groups(text)
    if having & set(bindings):
        raise QueryError(f"parameter ?{sorted(having & set(bindings))[0]} is read in HAVING, after grouping, where a "
                         "bound value does not reach on Oxigraph: filter on it in an enclosing query instead")
    pieces, last = [], 0
    for at in (g.start for g in groups if g.outer or g.variables & set(bindings)):
        pieces += [text[last:at], block]
        last = at
    return "".join(pieces) + text[last:]


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


def _has_statistics(graph: Any) -> bool:
    from .statistics import GRAPH, VOID_DATASET, has_statistics

    if isinstance(graph, ox.Store):
        return has_statistics(graph)
    from rdflib import RDF, URIRef

    return (URIRef(GRAPH), RDF.type, URIRef(VOID_DATASET)) in graph


def run(graph: Any, named: NamedQuery, params: dict[str, object] | None = None) -> Result:
    """Run a parsed query with its parameters bound as terms.

    Args:
        graph: a pyoxigraph ``Store``, an rdflib ``Graph``, or a path to open with ``kg.store.open_graph``.
        named: the query.
        params: values of the declared parameters (defaults fill the rest).

    Raises:
        QueryError: a bad parameter, a malformed query, a graph that cannot be opened, or no answer from a
            query that reads statistics on a graph that has none.
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
    empty = not result.rows or result.rows == [{"ask": False}]
    if empty and reads_statistics(named.text) and not _has_statistics(graph):
        raise QueryError("this query reads the statistics a build adds, and this graph has none: "
                         "rebuild it with `kg build` (or call kg.statistics.add_statistics on its store)")
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
