"""The statistics a build adds (kg.statistics) and the VALUES binding of query parameters (kg.sparql)."""
from __future__ import annotations

from pathlib import Path

import pyoxigraph as ox
import pytest

import kg
from kg import statistics
from kg.errors import QueryError
from kg.queries import Term
from kg.sparql import bind_values
from kg.statistics import add_statistics, statistics_nodes
from kg.validate import validate_graph

GRAPH = Path(__file__).resolve().parent / "data" / "query_graph.ttl"
ML = "https://w3id.org/mlkg/ontology#"
C = "https://w3id.org/mlkg/concept/"
S = "https://w3id.org/mlkg/statistics/"


@pytest.fixture()
def store():
    graph = ox.Store()
    graph.load(path=str(GRAPH), format=ox.RdfFormat.TURTLE)
    return graph


def _values(store, subject, predicate):
    return sorted(q.object.value for q in store.quads_for_pattern(ox.NamedNode(subject), ox.NamedNode(ML + predicate), None))


def test_concept_counts_ranks_and_label_keys(store):
    add_statistics(store)
    lora = C + "method/lora"
    assert _values(store, lora, "paperCount") == ["2"] and _values(store, lora, "usedCount") == ["2"]
    assert _values(store, lora, "rankInClass") == ["1"] and _values(store, lora, "topOfClass") == [ML + "Method"]
    rl = C + "method/rl"                      # only mentioned: linked, not used
    assert _values(store, rl, "paperCount") == ["2"] and _values(store, rl, "usedCount") == ["0"]
    assert "low-rank adaptation" in _values(store, lora, "labelKey")
    assert _values(store, "https://w3id.org/mlkg/paper/a", "labelKey") == ["a", "valor", "valor: low-rank on risc-v"]


def test_cooccurrences_keep_the_top_pairs_of_each_class_pair_in_both_orders(store, monkeypatch):
    monkeypatch.setattr(statistics, "TOP_PAIRS", 2)
    triples = add_statistics(store)
    rows = kg.query(store, "class-cooccurrence", first="Method", second="Dataset")
    # ties (one paper each: SVD, VALOR, reinforcement learning) are ranked by label, code point order
    assert [(r["a"], r["b"], r["papers"]) for r in rows] == [("LoRA", "ImageNet", 2), ("SVD", "ImageNet-C", 1)]
    backwards = kg.query(store, "class-cooccurrence", first="Dataset", second="Method")
    assert (backwards[0]["a"], backwards[0]["b"]) == ("ImageNet", "LoRA")
    assert validate_graph(statistics_nodes(triples)).conforms


def test_paper_groups_and_void_description(store):
    before = len(store)
    triples = add_statistics(store)
    rows = kg.query(store, "papers-per-venue-year")
    assert [(r["venue"], r["year"], r["papers"]) for r in rows] == [(None, 2025, 1), ("NeurIPS", 2026, 2)]
    total = next(store.quads_for_pattern(ox.NamedNode(S + "graph"), ox.NamedNode("http://rdfs.org/ns/void#triples"), None))
    assert int(total.object.value) == before + len(triples) == len(store)


def test_shacl_rejects_a_malformed_statistics_node(store):
    triples = add_statistics(store)
    pair = next(t.subject for t in triples if t.subject.value.startswith(S + "pair/"))
    broken = [t for t in triples if not (t.subject == pair and t.predicate.value == ML + "paperCount")]
    assert not validate_graph(statistics_nodes(broken)).conforms


@pytest.mark.parametrize("hostile", ['x" } UNION { ?s ?p ?o } #', "x'}} #", r"\u0022 } #", "a\nb\\", "{ }", "😀"])
def test_bound_values_stay_one_term(hostile, store):
    add_statistics(store)
    text = bind_values("SELECT ?v WHERE { }", {"v": Term("literal", hostile)})
    assert [row["v"].value for row in store.query(text)] == [hostile]


V = " VALUES (?x) { (<https://e.org/a>) }"


@pytest.mark.parametrize("text", [
    '# WHERE {\nCONSTRUCT { ?s ?p "WHERE {" } WHERE {| ?s ?p ?x }',       # comment, string, template
    "SELECT * {| ?s ?p ?x }",
    "SELECT ?where WHERE {| ?s ?p ?x }",                                  # a variable named where
    "PREFIX where: <https://e.org/> SELECT * {| where:s ?p ?x }",         # a prefix named where
    "SELECT (EXISTS { ?a ?b ?c } AS ?e) {| ?s ?p ?x }",                   # a group in a SELECT expression
    "PREFIX e: <https://e.org/> SELECT * {| e:a\\#b ?p ?x }",              # an escaped # in a local name
    "CONSTRUCT { ?s ?p ?x } {| ?s ?p ?x }",                               # CONSTRUCT without WHERE
    "ASK {| ?s ?p ?x }",
    "SELECT ?s {| { SELECT ?s WHERE {| ?s ?p ?x } } FILTER EXISTS {| ?s ?q ?x } }",   # each group using ?x
    "SELECT ?s WHERE { SELECT ?s WHERE {| ?s ?p ?x } }",                 # a WHERE group that is a subquery
    "SELECT ?s {| {| ?s ?p ?x } UNION { ?s ?q ?o } MINUS {| ?s ?r ?x } OPTIONAL { ?s ?t ?z } }",
    "SELECT ?s ((?y<2025)AS?old) {| ?s ?p ?x ; ?q ?y }",                 # < as an operator, not an IRI
    "SELECT * {| ?s ?p ?x VALUES ?s { <https://e.org/s> } } VALUES ?x { <https://e.org/b> }",   # data blocks
    "SELECT ?n_select {| ?s ?p ?x ; ?q 'a'@select . VALUES ?s { <https://e.org/s> } }",
    "SELECT * WHERE\r# a comment {\r{| ?s ?p ?x }",                       # CR line ends
])
def test_values_open_the_where_group_and_each_group_using_a_parameter(text):
    bound = bind_values(text.replace("|", ""), {"x": Term("iri", "https://e.org/a")})
    assert bound == text.replace("|", V)
    assert ox.Store().query(bound) is not None   # still a query


def test_groups_that_cannot_take_values():
    bindings = {"x": Term("iri", "https://e.org/a")}
    with pytest.raises(QueryError, match="no WHERE group"):
        bind_values("SELECT * WHERE", bindings)
    with pytest.raises(QueryError, match="CONSTRUCT WHERE"):
        bind_values("CONSTRUCT FROM <https://e.org/g> WHERE { ?s ?p ?x }", bindings)
    with pytest.raises(QueryError, match="no WHERE group"):
        bind_values("DESCRIBE ?s VALUES ?s { <https://e.org/s> }", bindings)


def test_statistics_are_added_once(store):
    add_statistics(store)
    with pytest.raises(ValueError, match="already"):
        add_statistics(store)


def test_paper_groups_of_venues_with_the_same_last_segment_stay_apart():
    store, venue = ox.Store(), ox.NamedNode(ML + "venue")
    for paper, venue_iri in (("a", "https://e.org/x/2026"), ("b", "https://e.org/y/2026")):
        node = ox.NamedNode(f"https://e.org/paper/{paper}")
        store.add(ox.Quad(node, ox.NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#type"), ox.NamedNode(ML + "Paper")))
        store.add(ox.Quad(node, venue, ox.NamedNode(venue_iri)))
    groups = {t.subject for t in add_statistics(store) if t.predicate.value == ML + "groupVenue"}
    assert len(groups) == 2


def test_profiles_rank_the_partners_of_top_concepts(store, monkeypatch):
    monkeypatch.setattr(statistics, "TOP_PARTNERS", 1)
    add_statistics(store)
    rows = kg.query(store, "hardware-landscape")
    assert [(r["hardware"], r["model"]) for r in rows] == [("GPU", "ResNet"), ("RISC-V Vector Extension", "LLaMA-3-8B"),
                                                           ("SpacemiT X60", "LLaMA-3-8B")]
    assert [r["dataset"] for r in kg.query(store, "datasets-per-task")] == ["ImageNet"]


def test_a_parameter_read_in_having_is_refused():
    text = "SELECT ?o (COUNT(?s) AS ?n) WHERE { ?s ?p ?o } GROUP BY ?o HAVING (COUNT(?s) >= ?since) ORDER BY ?o"
    with pytest.raises(QueryError, match=r"\?since is read in HAVING"):
        bind_values(text, {"since": Term("literal", "2", "http://www.w3.org/2001/XMLSchema#integer")})
    assert "VALUES" in bind_values(text, {"p": Term("iri", "https://e.org/p")})


def test_every_mlkg_term_the_statistics_write_is_known_as_a_statistics_term(store):
    triples = add_statistics(store)
    written = {t.predicate.value for t in triples} | {t.object.value for t in triples if t.predicate.value.endswith("#type")}
    assert {t for t in written if t.startswith(ML)} <= statistics.TERMS
