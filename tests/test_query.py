"""Named SPARQL queries, the Python API, the Oxigraph store and ``kg query`` (issue #4)."""
from __future__ import annotations

import json
from pathlib import Path

import pyoxigraph as ox
import pytest
from rdflib import Graph

import kg
from kg.cli import main
from kg.errors import QueryError
from kg.queries import Param, library, parse_query
from kg.statistics import add_statistics
from kg.store import open_graph, staged_store, write_store

DATA = Path(__file__).resolve().parent / "data"
GRAPH = DATA / "query_graph.ttl"
P = "https://w3id.org/mlkg/paper/"
C = "https://w3id.org/mlkg/concept/"

# name -> (parameters, column -> expected values in row order)
EXPECTED = {
    "papers-by-hardware": ({"hardware": "risc-v"}, {"label": ["Edge LoRA", "VALOR"],
                                                    "device": ["SpacemiT X60", "RISC-V Vector Extension"],
                                                    "link": ["mentionsHardware", "targetsHardware"]}),
    "hardware-evidence": ({}, {"surface": ["SpacemiT X60", "RVV"], "begin": [12, 21], "end": [24, 24]}),
    "hardware-landscape": ({}, {"hardware": ["GPU", "RISC-V Vector Extension", "SpacemiT X60"],
                                "model": ["ResNet", "LLaMA-3-8B", "LLaMA-3-8B"], "papers": [1, 1, 1]}),
    "models-on-hardware": ({"hardware": "RISC-V"}, {"device": ["RISC-V Vector Extension"], "model": ["LLaMA-3-8B"]}),
    "methods-with-dataset": ({"dataset": "imagenet"}, {"method": ["LoRA", "VALOR"], "papers": [2, 1]}),
    "datasets-per-task": ({}, {"task": ["image classification"] * 2, "dataset": ["ImageNet", "ImageNet-C"]}),
    "top-models": ({}, {"label": ["LLaMA-3-8B", "ResNet"], "papers": [2, 1], "used": [2, 1]}),
    "top-datasets": ({"min_papers": 2}, {"label": ["ImageNet"], "papers": [2]}),
    "top-methods": ({}, {"label": ["LoRA", "reinforcement learning", "SVD", "VALOR"], "used": [2, 0, 0, 1]}),
    "top-hardware": ({}, {"label": ["GPU", "RISC-V Vector Extension", "SpacemiT X60"], "used": [1, 1, 0]}),
    "top-tasks": ({}, {"label": ["image classification"], "papers": [2]}),
    "paper-contributions": ({"paper": "valor"}, {"relation": ["comparesWith", "proposes"], "label": ["SVD", "VALOR"]}),
    "paper-links": ({"paper": "c"}, {"relation": ["evaluatesOn", "targetsHardware", "uses", "uses"],
                                     "label": ["ImageNet", "GPU", "LoRA", "ResNet"]}),
    "link-evidence": ({"paper": "VALOR: low-rank on RISC-V", "entity": "rvv"},
                      {"surface": ["RVV"], "begin": [21], "end": [24], "sentence": ["We propose VALOR for RVV."],
                       "role": ["UsedRole"], "field": ["abstract"], "rule": ["vocabulary"]}),
    "papers-per-venue-year": ({}, {"venue": [None, "NeurIPS"], "year": [2025, 2026], "papers": [1, 2]}),
    "entity-lookup": ({"label": "low-rank adaptation"}, {"concept": [C + "method/lora"], "pref": ["LoRA"],
                                                         "matched": ["Low-Rank Adaptation"], "class": ["Method"],
                                                         "papers": [2]}),
    "class-cooccurrence": ({"first": "method", "second": "dataset", "min_papers": 2},
                           {"a": ["LoRA"], "b": ["ImageNet"], "papers": [2]}),
    "similar-papers": ({"paper": "a"}, {"other": [P + "b"], "shared": [2]}),
    "papers-by-entity": ({"entity": "llama"}, {"label": ["Edge LoRA", "VALOR"], "concept": ["LLaMA-3-8B"] * 2}),
    "narrower-concepts": ({"concept": "risc v"}, {"label": ["RISC-V", "RISC-V Vector Extension", "SpacemiT X60"],
                                                  "parent": [None, "RISC-V", "RISC-V"]}),
    "graph-summary": ({}, {"class": ["Dataset", "Hardware", "Mention", "Method", "Metric", "Model", "Paper", "Task"],
                           "count": [2, 4, 2, 4, 1, 3, 3, 1]}),
}


@pytest.fixture(scope="module")
def graph_nt(tmp_path_factory):
    """The test graph with its statistics, as ``kg build`` would write it: a folder with graph.nt."""
    graph = ox.Store()
    graph.load(path=str(GRAPH), format=ox.RdfFormat.TURTLE)
    add_statistics(graph)
    folder = tmp_path_factory.mktemp("graph")
    ox.serialize([q.triple for q in graph], str(folder / "graph.nt"), ox.RdfFormat.N_TRIPLES)
    return folder / "graph.nt"


@pytest.fixture(scope="module")
def rdflib_graph(graph_nt):
    return Graph().parse(graph_nt, format="nt")


@pytest.fixture(scope="module")
def ox_store(graph_nt):
    path = graph_nt.parent / "store"
    write_store((q.triple for q in open_graph(graph_nt)), path)
    return open_graph(graph_nt.parent)


def test_library_has_every_query_documented():
    queries = library()
    assert len(queries) >= 15
    assert set(queries) == set(EXPECTED)
    for query in queries.values():
        assert query.title and query.description, query.name
        assert all(p.help for p in query.params), query.name


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_named_query_known_answers_on_both_stores(name, rdflib_graph, ox_store):
    params, expected = EXPECTED[name]
    rows = kg.query(ox_store, name, **params)
    for column, values in expected.items():
        assert [row[column] for row in rows] == values, (name, column)
    assert _order_free(kg.query(rdflib_graph, name, **params)) == _order_free(rows)


def _order_free(rows):
    """GROUP_CONCAT has no defined order: compare its lists as sets."""
    return [{k: sorted(v.split("; ")) if k == "entities" else v for k, v in row.items()} for row in rows]


def test_oxrdflib_graph_gives_the_same_rows(ox_store, graph_nt):
    graph = Graph(store="Oxigraph")
    graph.parse(graph_nt, format="nt")
    assert kg.query(graph, "papers-by-hardware", hardware="RISC-V") == kg.query(ox_store, "papers-by-hardware")


@pytest.mark.parametrize("hostile", ['RISC-V" } UNION { ?top ?p ?o } #', "RISC-V'}}", "{ }", '\\" .'])
def test_parameters_are_terms_not_query_text(hostile, ox_store, rdflib_graph):
    assert kg.query(ox_store, "papers-by-hardware", hardware=hostile) == []
    assert kg.query(rdflib_graph, "papers-by-hardware", hardware=hostile) == []


def test_parameter_errors(ox_store):
    with pytest.raises(QueryError, match="unknown parameter colour"):
        kg.query(ox_store, "papers-by-hardware", colour="red")
    with pytest.raises(QueryError, match="is required"):
        kg.query(ox_store, "similar-papers")
    with pytest.raises(QueryError, match="expected an integer"):
        kg.query(ox_store, "top-models", min_papers="many")
    with pytest.raises(QueryError, match="expected one of Method"):
        kg.query(ox_store, "class-cooccurrence", first="Chip")
    with pytest.raises(QueryError, match="bad param line"):
        parse_query("x", "# param: n number\nSELECT * {}")
    assert Param("x", "iri").term("https://example.org/a").kind == "iri"
    for not_an_iri in ("not an iri", "https://example.org/a\n", "https://e.org/\x07"):
        with pytest.raises(QueryError, match="absolute IRI"):
            Param("x", "iri").term(not_an_iri)
    for kind in ("iri", "label", "text"):
        with pytest.raises(QueryError, match="not valid Unicode"):
            Param("x", kind).term("https://e.org/\ud800")


def test_a_graph_without_statistics_is_an_error_not_an_empty_answer(tmp_path):
    bare = ox.Store()
    bare.load(path=str(GRAPH), format=ox.RdfFormat.TURTLE)
    with pytest.raises(QueryError, match="has none: rebuild"):
        kg.query(bare, "top-models")
    with pytest.raises(QueryError, match="has none: rebuild"):
        kg.query(Graph().parse(GRAPH), "papers-by-hardware")
    assert kg.query(bare, "PREFIX mlkg: <https://w3id.org/mlkg/ontology#> SELECT * { ?x a mlkg:Nothing }") == []
    for reads in ("graph-summary",                                                    # VoID only
                  "PREFIX m: <https://w3id.org/mlkg/ontology#> SELECT * { ?c m:labelKey 'x' }",   # any prefix
                  "ASK { ?c <https://w3id.org/mlkg/ontology#labelKey> 'x' }"):
        with pytest.raises(QueryError, match="has none: rebuild"):
            kg.query(bare, reads)
    # a comment or a string naming a statistics term reads nothing
    assert kg.query(bare, "# mlkg:labelKey\nSELECT * { ?c ?p 'mlkg:paperCount' }") == []


def test_a_parameter_binds_inside_subqueries_as_with_rdflib(ox_store, rdflib_graph):
    text = ("# param: hw iri\nPREFIX mlkg: <https://w3id.org/mlkg/ontology#>\n"
            "SELECT ?p WHERE { { SELECT ?p WHERE { ?p mlkg:targetsHardware ?hw } } } ORDER BY ?p")
    rows = kg.query(ox_store, text, hw=C + "hardware/gpu")
    assert rows == kg.query(rdflib_graph, text, hw=C + "hardware/gpu") == [{"p": P + "c"}]


def test_link_evidence_without_an_extractor_has_no_rule(ox_store):
    store = ox.Store()
    store.extend(q for q in ox_store if q.predicate.value != "https://w3id.org/mlkg/ontology#extractedBy")
    rows = kg.query(store, "link-evidence", paper="valor", entity="rvv")
    assert [(r["surface"], r["rule"]) for r in rows] == [("RVV", None)]


def test_ad_hoc_query_text_and_rq_file(ox_store, tmp_path):
    text = "PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>\nSELECT ?l WHERE { ?p rdfs:label ?l } ORDER BY ?l"
    assert [r["l"] for r in kg.query(ox_store, text)] == ["Edge LoRA", "GPU ResNet", "NeurIPS", "VALOR", "vocabulary"]
    rq = tmp_path / "mine.rq"
    rq.write_text("# param: name text -- a label\nPREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>\n"
                  "SELECT ?name ?p WHERE { ?p rdfs:label ?name }", encoding="utf-8")
    assert kg.query(ox_store, rq, name="VALOR") == [{"p": P + "a"}]
    with pytest.raises(QueryError, match="malformed SPARQL"):
        kg.query(ox_store, "SELECT ?x WHERE { ?x")


def test_as_frame(ox_store):
    pandas = pytest.importorskip("pandas")
    frame = kg.query(ox_store, "top-models", as_frame=True)
    assert isinstance(frame, pandas.DataFrame)
    assert list(frame.columns) == ["concept", "label", "papers", "used"]


def test_staged_store_is_all_or_nothing(tmp_path):
    triples = [ox.Triple(ox.NamedNode("http://e/a"), ox.NamedNode("http://e/p"), ox.Literal("1"))]
    with staged_store(triples, tmp_path, enabled=True) as commit:
        assert commit() == [tmp_path / "store"]
    with pytest.raises(RuntimeError):
        with staged_store(triples * 0, tmp_path, enabled=True):
            raise RuntimeError("a later output failed")
    assert len(open_graph(tmp_path)) == 1          # the old store stayed
    assert [p.name for p in tmp_path.iterdir()] == ["store"]


def test_cli_query_formats(tmp_path, capsys, graph_nt):
    (tmp_path / "graph.nt").write_bytes(graph_nt.read_bytes())
    assert main(["query", "papers-by-hardware", "--param", "hardware=RVV", "--graph", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "paper,label,year,link,device"  # a pipe gets CSV
    assert main(["query", "top-models", "--graph", str(tmp_path), "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["label"] == "LLaMA-3-8B"
    assert main(["query", "top-models", "--graph", str(tmp_path), "--format", "table"]) == 0
    assert "(2 rows)" in capsys.readouterr().out
    assert main(["query", "top-models", "--graph", str(tmp_path), "--format", "tsv"]) == 0
    assert capsys.readouterr().out.startswith("concept\tlabel\tpapers\tused\n")
    assert main(["query", "--list"]) == 0
    assert "papers-by-hardware(hardware=RISC-V)" in capsys.readouterr().out


def test_cli_query_errors(tmp_path, capsys):
    assert main(["query", "no-such-query", "--graph", str(tmp_path)]) == 2
    assert "no named query" in capsys.readouterr().err
    assert main(["query", "top-models", "--graph", str(tmp_path)]) == 2
    assert "run `kg build` first" in capsys.readouterr().err
    assert main(["query", "top-models", "--param", "oops", "--graph", str(tmp_path)]) == 2


@pytest.mark.parametrize("command", ["query", "serve"])
def test_commands_have_help_with_example(command, capsys):
    with pytest.raises(SystemExit):
        main([command, "--help"])
    assert "Example: kg " + command in capsys.readouterr().out


def test_every_named_query_runs_on_the_seeds_graph(seeds_build):
    _, out = seeds_build
    store = open_graph(out)
    rows = kg.query(store, "papers-by-hardware", hardware="risc-v")
    assert {"RISC-V Vector Extension", "SpacemiT X60"} <= {r["device"] for r in rows}
    assert {r["label"] for r in rows} == {"VALOR"}
    params = {"paper": "VALOR", "entity": "RVV"}
    for name, query in library().items():
        kg.query(store, name, **{p.name: params[p.name] for p in query.params if p.name in params})
