"""Read a built graph back as plain records: papers, concepts and paper-entity links with evidence.

The report, the HTML view and the analysis all start from this view, read with SPARQL from an Oxigraph store
(fast at millions of triples), instead of walking rdflib triples.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pyoxigraph as ox

from .store import open_graph

LINK_PREDICATES = ("proposes", "uses", "evaluatesOn", "addresses", "reports", "targetsHardware",
                   "mentionsHardware", "comparesWith", "mentions")
_PREFIXES = """PREFIX mlkg: <https://w3id.org/mlkg/ontology#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX dcterms: <http://purl.org/dc/terms/>
PREFIX nif: <http://persistence.uni-leipzig.org/nlp2rdf/ontologies/nif-core#>
"""
_ROLE_OF = {"proposes": "ProposedRole", "comparesWith": "BaselineRole", "mentions": "MentionedRole",
            "mentionsHardware": "MentionedRole"}


@dataclass(frozen=True)
class PaperRecord:
    iri: str
    label: str
    title: str | None
    venue: str | None
    year: int | None


@dataclass(frozen=True)
class ConceptRecord:
    iri: str
    cls: str
    label: str
    aliases: tuple[str, ...]
    broader: tuple[str, ...]
    generic: bool


@dataclass(frozen=True)
class LinkRecord:
    """One paper-entity link; the evidence is its first mention with that role (offsets within the sentence)."""

    paper: str
    concept: str
    predicate: str
    mentions: int
    surface: str
    sentence: str
    start: int
    end: int


@dataclass
class GraphView:
    papers: dict[str, PaperRecord] = field(default_factory=dict)
    concepts: dict[str, ConceptRecord] = field(default_factory=dict)
    links: list[LinkRecord] = field(default_factory=list)


def _value(term: ox.NamedNode | ox.Literal | None) -> str | None:
    return None if term is None else term.value


def load_view(store: ox.Store) -> GraphView:
    """Papers, concepts and links of the graph in ``store``, each list sorted."""
    view = GraphView()
    for row in store.query(_PREFIXES + """
            SELECT ?p ?label ?title ?venue ?year WHERE { ?p a mlkg:Paper ; rdfs:label ?label .
              OPTIONAL { ?p dcterms:title ?title } OPTIONAL { ?p mlkg:venue/rdfs:label ?venue }
              OPTIONAL { ?p mlkg:year ?year } }"""):
        year = _value(row["year"])
        view.papers[row["p"].value] = PaperRecord(row["p"].value, row["label"].value, _value(row["title"]),
                                                  _value(row["venue"]), int(year) if year else None)
    aliases: dict[str, list[str]] = {}
    for row in store.query(_PREFIXES + "SELECT ?c ?alt WHERE { ?c a skos:Concept ; skos:altLabel ?alt }"):
        aliases.setdefault(row["c"].value, []).append(row["alt"].value)
    broader: dict[str, list[str]] = {}
    for row in store.query(_PREFIXES + "SELECT ?c ?b WHERE { ?c a skos:Concept ; skos:broader ?b }"):
        broader.setdefault(row["c"].value, []).append(row["b"].value)
    for row in store.query(_PREFIXES + """
            SELECT ?c ?cls ?label ?generic WHERE { ?c a skos:Concept ; a ?cls ; skos:prefLabel ?label .
              FILTER(?cls IN (mlkg:Method, mlkg:Model, mlkg:Dataset, mlkg:Hardware, mlkg:Task, mlkg:Metric))
              OPTIONAL { ?c mlkg:generic ?generic } }"""):
        iri = row["c"].value
        view.concepts[iri] = ConceptRecord(iri, row["cls"].value.rsplit("#", 1)[1], row["label"].value,
                                           tuple(sorted(aliases.get(iri, ()))), tuple(sorted(broader.get(iri, ()))),
                                           _value(row["generic"]) == "true")
    evidence: dict[tuple[str, str, str], list[tuple[int, str, str, int, int]]] = {}
    for row in store.query(_PREFIXES + """
            SELECT ?p ?c ?role ?surface ?begin ?end ?sentence ?sbegin WHERE {
              ?m a mlkg:Mention ; mlkg:inPaper ?p ; mlkg:denotes ?c ; mlkg:role ?role ; nif:anchorOf ?surface ;
                 nif:beginIndex ?begin ; nif:endIndex ?end ; nif:sentence ?s .
              ?s nif:anchorOf ?sentence ; nif:beginIndex ?sbegin }"""):
        begin, sentence_begin = int(row["begin"].value), int(row["sbegin"].value)
        key = (row["p"].value, row["c"].value, row["role"].value.rsplit("#", 1)[1])
        evidence.setdefault(key, []).append((begin, row["surface"].value, row["sentence"].value,
                                            begin - sentence_begin, int(row["end"].value) - sentence_begin))
    predicates = " ".join(f"mlkg:{p}" for p in LINK_PREDICATES)
    for row in store.query(_PREFIXES + f"""
            SELECT ?p ?pred ?c WHERE {{ VALUES ?pred {{ {predicates} }} ?p a mlkg:Paper ; ?pred ?c }}"""):
        paper, concept, predicate = row["p"].value, row["c"].value, row["pred"].value.rsplit("#", 1)[1]
        role = _ROLE_OF.get(predicate, "UsedRole")
        found = sorted(evidence.get((paper, concept, role)) or
                       [e for r in ("ProposedRole", "BaselineRole", "UsedRole", "MentionedRole")
                        for e in evidence.get((paper, concept, r), ())])
        _, surface, sentence, start, end = found[0]
        view.links.append(LinkRecord(paper, concept, predicate, len(found), surface, sentence, start, end))
    view.links.sort(key=lambda link: (link.paper, link.concept, link.predicate))
    return view


def read_view(graph_dir: str | Path) -> GraphView:
    """The view of the graph in a folder written by ``kg build`` (``load_view(open_graph(graph_dir))``).

    Raises:
        QueryError: the folder holds no readable graph.
    """
    return load_view(open_graph(graph_dir))
