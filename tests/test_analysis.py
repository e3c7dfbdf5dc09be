"""kg.analysis: networkx views, measures, exports and `kg analyze`, on small graphs with answers worked out
by hand. (``kg analyze`` on the seeds build is checked by hand, see the README, to keep these tests free of a
spaCy build.)"""
from __future__ import annotations

import json

import networkx as nx
import pyoxigraph as ox
import pytest

from kg.analysis import (analyze, bipartite_graph, bridging_entities, charts, communities, components, cooccurrence,
                         counts_by_venue_year, degree_by_class, entity_type_counts, export_ready,
                         hardware_family_matrix, hardware_landscape, load_graph, model_family, node_link_data,
                         pagerank_by_class, paper_projection, summarize, typed_graph, write_csv, write_gexf,
                         write_graphml, write_json)
from kg.analysis.views import example_view
from kg.cli import main
from kg.errors import KGError, OutputError
from kg.graphview import ConceptRecord, GraphView, LinkRecord, PaperRecord

# ---------------------------------------------------------------- small graphs


def make_view(links, *, concepts=(), papers=None):
    """A view from ``(paper, concept, predicate[, mentions])`` tuples; concept ids are ``Class:name``."""
    found = {}
    for link in links:
        found.setdefault(link[0], None)
    paper_records = papers or {p: PaperRecord(p, p.upper(), None, "NeurIPS", 2026) for p in found}
    concept_records = {c.iri: c for c in concepts}
    for link in links:
        iri = link[1]
        if iri not in concept_records:
            cls, name = iri.split(":", 1)
            concept_records[iri] = ConceptRecord(iri, cls, name, (), (), False)
    records = [LinkRecord(k[0], k[1], k[2], k[3] if len(k) > 3 else 1, "", "", 0, 0) for k in links]
    return GraphView(paper_records, concept_records, records)


def two_clusters():
    """Papers a1-a3 share three methods; b1-b3 share three datasets; a3 and b1 both use Model:bridge."""
    links = [(p, f"Method:m{i}", "uses") for p in ("a1", "a2", "a3") for i in range(3)]
    links += [(p, f"Dataset:d{i}", "evaluatesOn") for p in ("b1", "b2", "b3") for i in range(3)]
    links += [("a3", "Model:bridge", "uses"), ("b1", "Model:bridge", "uses")]
    return typed_graph(make_view(links))


# ---------------------------------------------------------------- views


def test_typed_graph_nodes_edges_and_attributes():
    g = typed_graph(example_view())
    assert g.number_of_nodes() == 9 and g.number_of_edges() == 11  # 10 links + 1 broader
    assert g.nodes["p1"] == {"class": "Paper", "label": "Paper 1", "venue": "NeurIPS", "year": 2025}
    assert g.nodes["m:lora"] == {"class": "Method", "label": "LoRA", "aliases": ("Low-Rank Adaptation",),
                                 "generic": False}
    assert sorted(g["p1"]["m:lora"]) == ["mentions", "uses"]
    assert g.edges["p1", "m:lora", "uses"] == {"role": "uses", "evidence": 2}
    assert g.edges["o:llama3-8b", "o:llama", "broader"] == {"role": "broader", "evidence": 0}
    assert list(g) == sorted(example_view().papers) + sorted(example_view().concepts)


def test_paper_projection_weights_by_hand():
    # p1 {A, B, C}, p2 {B, C, D}, p3 {C, G}, p4 {} -> p1-p2: B, C = 2; p1-p3: C = 1; p2-p3: C = 1.
    view = make_view([("p1", "Method:A", "uses"), ("p1", "Method:B", "uses"), ("p1", "Dataset:C", "evaluatesOn"),
                      ("p2", "Method:B", "proposes"), ("p2", "Dataset:C", "evaluatesOn"), ("p2", "Task:D", "addresses"),
                      ("p3", "Dataset:C", "evaluatesOn"), ("p3", "Model:G", "uses")],
                     concepts=[ConceptRecord("Model:G", "Model", "G", (), (), True)])
    view.papers["p4"] = PaperRecord("p4", "P4", None, None, None)
    g = typed_graph(view)
    projection = paper_projection(g)
    assert sorted(projection.edges(data="weight")) == [("p1", "p2", 2), ("p1", "p3", 1), ("p2", "p3", 1)]
    assert "p4" in projection and projection.degree("p4") == 0
    assert projection.nodes["p1"]["label"] == "P1"
    assert sorted(paper_projection(g, classes=["Method"]).edges(data="weight")) == [("p1", "p2", 1)]
    # C is in all three papers: without it (max_papers=2) only B links p1 and p2.
    assert sorted(paper_projection(g, max_papers=2).edges(data="weight")) == [("p1", "p2", 1)]
    # p3 shares nothing but the generic G, which it alone has: excluding generic changes nothing here ...
    assert sorted(paper_projection(g, exclude_generic=True).edges(data="weight")) == sorted(
        projection.edges(data="weight"))
    # ... but a second paper on G is linked only while generic concepts count.
    view.links.append(LinkRecord("p4", "Model:G", "uses", 1, "", "", 0, 0))
    g = typed_graph(view)
    assert paper_projection(g).edges["p3", "p4"]["weight"] == 1
    assert not paper_projection(g, exclude_generic=True).has_edge("p3", "p4")


def test_cooccurrence_by_class_pair():
    # p1 {m1, d1, d2}, p2 {m1, d1, h1}, p3 {m2, h1}
    g = typed_graph(make_view([("p1", "Method:m1", "uses"), ("p1", "Dataset:d1", "evaluatesOn"),
                               ("p1", "Dataset:d2", "evaluatesOn"), ("p2", "Method:m1", "uses"),
                               ("p2", "Dataset:d1", "evaluatesOn"), ("p2", "Hardware:h1", "targetsHardware"),
                               ("p3", "Method:m2", "uses"), ("p3", "Hardware:h1", "targetsHardware")]))
    md = cooccurrence(g, "Method", "Dataset")
    assert sorted(md.edges(data="weight")) == [("Dataset:d1", "Method:m1", 2), ("Dataset:d2", "Method:m1", 1)]
    assert sorted(md) == ["Dataset:d1", "Dataset:d2", "Method:m1"]
    assert sorted(cooccurrence(g, "Hardware", "Method").edges(data="weight")) == [
        ("Hardware:h1", "Method:m1", 1), ("Hardware:h1", "Method:m2", 1)]
    assert sorted(cooccurrence(g, "Dataset", "Dataset").edges(data="weight")) == [("Dataset:d1", "Dataset:d2", 1)]
    every = cooccurrence(g)
    assert every.number_of_edges() == 3 + 3 + 1 - 1  # pairs in p1, p2, p3; m1-d1 is in both p1 and p2
    assert every.edges["Dataset:d1", "Method:m1"]["weight"] == 2
    assert cooccurrence(g, "Hardware").number_of_edges() == 3  # h1 with m1, d1 (p2) and m2 (p3)


def test_bipartite_graph_merges_predicates():
    b = bipartite_graph(typed_graph(example_view()))
    assert b.number_of_edges() == 9
    assert b.edges["p1", "m:lora"] == {"weight": 3, "roles": ("mentions", "uses")}
    assert {n for n, side in b.nodes(data="bipartite") if side == 0} == {"p1", "p2", "p3", "p4"}
    assert "o:llama" not in b  # only a broader concept, never linked
    assert "h:gpu" not in bipartite_graph(typed_graph(example_view()), exclude_generic=True)


def test_load_graph_from_folder_and_store(tmp_path):
    folder = write_mini_graph(tmp_path)
    from_folder = load_graph(folder)
    store = ox.Store()
    store.bulk_load(path=str(folder / "graph.ttl"), format=ox.RdfFormat.TURTLE)
    from_store = load_graph(store)
    assert nx.utils.graphs_equal(from_folder, from_store)
    assert from_folder.nodes[PAPER_1] == {"class": "Paper", "label": "Alpha", "title": "Alpha: a test",
                                          "venue": "NeurIPS", "year": 2026}
    assert from_folder.edges[PAPER_1, LORA, "uses"] == {"role": "uses", "evidence": 2}
    assert from_folder.edges[LLAMA_8B, LLAMA, "broader"]["role"] == "broader"


def test_load_graph_errors(tmp_path):
    with pytest.raises(KGError, match="no graph.nt"):
        load_graph(tmp_path)
    (tmp_path / "graph.nt").write_text("this is not N-Triples\n", encoding="utf-8")
    with pytest.raises(KGError, match="not a readable graph"):
        load_graph(tmp_path)


# ---------------------------------------------------------------- measures


def test_community_split_by_hand():
    g = two_clusters()
    found = communities(g)
    # Cutting the one bridge splits the graph into two equal halves; the bridge entity joins one of them (a
    # tie in modularity), which makes that community the larger, so it comes first.
    split = {tuple(c["papers"]): c["entities"] for c in found}
    assert set(split) == {("a1", "a2", "a3"), ("b1", "b2", "b3")}
    assert {"Method:m0", "Method:m1", "Method:m2"} <= set(split["a1", "a2", "a3"])
    assert {"Dataset:d0", "Dataset:d1", "Dataset:d2"} <= set(split["b1", "b2", "b3"])
    assert sum("Model:bridge" in entities for entities in split.values()) == 1
    assert "Model:bridge" in found[0]["entities"]
    found.sort(key=lambda c: c["papers"])
    assert found[0]["name"] == "m0, m1, m2" and found[1]["name"] == "d0, d1, d2"
    assert communities(g) == communities(g)  # seeded: same answer every time
    by_labels = communities(g, method="label_propagation")
    assert [c["papers"] for c in by_labels] == [["a1", "a2", "a3"], ["b1", "b2", "b3"]]
    with pytest.raises(ValueError, match="louvain"):
        communities(g, method="girvan")


def test_components_and_bridging_entities():
    g = two_clusters()
    assert [(len(c["papers"]), len(c["entities"])) for c in components(g)] == [(6, 7)]
    g.remove_edge("b1", "Model:bridge", "uses")
    assert [(c["papers"], len(c["entities"])) for c in components(g)] == [
        (["a1", "a2", "a3"], 4), (["b1", "b2", "b3"], 3)]
    g = two_clusters()
    assert bridging_entities(g, communities(g)) == [
        {"iri": "Model:bridge", "label": "bridge", "class": "Model", "communities": 2, "papers": 2}]


def test_degree_and_pagerank_by_class():
    g = typed_graph(example_view())
    top = degree_by_class(g)
    assert [(r["label"], r["papers"]) for r in top["Method"]] == [("LoRA", 2)]
    assert [(r["label"], r["papers"]) for r in top["Model"]] == [("Llama-3-8B", 2)]
    assert top["Task"] == [] and set(top) == {"Method", "Model", "Dataset", "Hardware", "Task", "Metric"}
    ranks = pagerank_by_class(g)
    # GPU has 3 papers, Llama-3-8B 2, and Llama-3-8B's papers (p3, p4) also link GPU: GPU ranks higher.
    assert ranks["Hardware"][0]["pagerank"] > ranks["Model"][0]["pagerank"] > 0
    scores = nx.pagerank(bipartite_graph(g), weight=None)
    assert ranks["Method"][0]["pagerank"] == round(scores["m:lora"], 6)


def test_entity_type_counts_and_venue_year():
    g = typed_graph(example_view())
    rows = {r["class"]: r for r in entity_type_counts(g)}
    assert rows["Hardware"] == {"class": "Hardware", "entities": 1, "papers": 3, "links": 3}
    assert rows["Model"] == {"class": "Model", "entities": 1, "papers": 2, "links": 2}
    assert rows["Task"]["entities"] == 0
    view = example_view()
    view.papers["p5"] = PaperRecord("p5", "Paper 5", None, None, None)
    assert counts_by_venue_year(typed_graph(view))[-1] == {"venue": None, "year": None, "papers": 1}


def test_model_family_follows_non_generic_broader_models():
    concepts = [ConceptRecord("llm", "Model", "large language model", (), (), True),
                ConceptRecord("llama", "Model", "LLaMA", (), ("llm",), False),
                ConceptRecord("llama3", "Model", "Llama 3", (), ("llama",), False),
                ConceptRecord("llama31", "Model", "Llama 3.1", (), ("llama3",), False),
                ConceptRecord("llama31-8b", "Model", "Llama-3.1-8B", (), ("llama31",), False),
                ConceptRecord("vit", "Model", "ViT", (), ("vision-transformer",), False),
                ConceptRecord("vision-transformer", "Model", "vision transformer", (), (), True),
                ConceptRecord("x", "Model", "X", (), ("y",), False),
                ConceptRecord("y", "Model", "Y", (), ("x",), False)]
    g = typed_graph(GraphView({}, {c.iri: c for c in concepts}, []))
    assert model_family(g, "llama31-8b") == "llama"
    assert model_family(g, "llama") == "llama"
    assert model_family(g, "vit") == "vit"  # its only broader model is generic
    assert model_family(g, "llm") == "llm"
    assert model_family(g, "x") == "y"  # a cycle stops


def test_hardware_landscape_and_matrix_by_hand():
    concepts = [ConceptRecord("Model:llama", "Model", "LLaMA", (), (), False),
                ConceptRecord("Model:llama-7b", "Model", "LLaMA-7B", (), ("Model:llama",), False),
                ConceptRecord("Model:llama-13b", "Model", "LLaMA-13B", (), ("Model:llama",), False)]
    # q1: GPU + LLaMA-7B + LoRA; q2: GPU + LLaMA-13B + BERT; q3: TPU + BERT + pruning; q4: GPU only.
    g = typed_graph(make_view([
        ("q1", "Hardware:GPU", "targetsHardware"), ("q1", "Model:llama-7b", "uses"), ("q1", "Method:LoRA", "uses"),
        ("q2", "Hardware:GPU", "mentionsHardware"), ("q2", "Model:llama-13b", "uses"), ("q2", "Model:BERT", "uses"),
        ("q3", "Hardware:TPU", "targetsHardware"), ("q3", "Model:BERT", "uses"), ("q3", "Method:pruning", "proposes"),
        ("q4", "Hardware:GPU", "targetsHardware")], concepts=concepts))
    assert hardware_landscape(g) == [
        {"iri": "Hardware:GPU", "label": "GPU", "papers": ["Q1", "Q2", "Q4"],
         "models": ["BERT", "LLaMA-13B", "LLaMA-7B"], "methods": ["LoRA"], "families": ["BERT", "LLaMA"]},
        {"iri": "Hardware:TPU", "label": "TPU", "papers": ["Q3"], "models": ["BERT"], "methods": ["pruning"],
         "families": ["BERT"]}]
    assert hardware_family_matrix(g) == {"hardware": ["GPU", "TPU"], "families": ["BERT", "LLaMA"],
                                         "counts": [[1, 2], [1, 0]]}
    assert hardware_family_matrix(g, top=1) == {"hardware": ["GPU"], "families": ["BERT"], "counts": [[1]]}
    assert hardware_family_matrix(typed_graph(make_view([("p", "Method:m", "uses")]))) == {
        "hardware": [], "families": [], "counts": []}


# ---------------------------------------------------------------- exports


def _edges(graph, drop=()):
    """Sorted (source, target, attributes) of every edge; keys are left out (they equal the ``role``)."""
    return sorted((u, v, sorted((a, b) for a, b in d.items() if a not in drop)) for u, v, d in graph.edges(data=True))


@pytest.mark.parametrize("graph_of", [lambda: typed_graph(example_view()), two_clusters])
def test_graphml_reads_back_equal(tmp_path, graph_of):
    graph = graph_of()
    write_graphml(graph, tmp_path / "g.graphml")
    back = nx.read_graphml(tmp_path / "g.graphml", force_multigraph=True)
    expected = export_ready(graph)
    assert sorted(back.edges(keys=True)) == sorted(expected.edges(keys=True))
    assert dict(back.nodes(data=True)) == dict(expected.nodes(data=True))
    assert _edges(back) == _edges(expected)


@pytest.mark.parametrize("graph_of", [lambda: typed_graph(example_view()), two_clusters])
def test_gexf_reads_back_equal(tmp_path, graph_of):
    graph = graph_of()
    write_gexf(graph, tmp_path / "g.gexf")
    back = nx.read_gexf(tmp_path / "g.gexf")  # a DiGraph when no pair has two links
    expected = export_ready(graph)
    assert back.is_directed() and back.number_of_edges() == expected.number_of_edges()
    assert dict(back.nodes(data=True)) == dict(expected.nodes(data=True))
    assert _edges(back, drop=("id",)) == _edges(expected)
    assert "lastmodifieddate" not in (tmp_path / "g.gexf").read_text(encoding="utf-8")


def test_csv_and_json_exports(tmp_path):
    import csv

    graph = typed_graph(example_view())
    write_csv(graph, tmp_path / "nodes.csv", tmp_path / "edges.csv")
    nodes = list(csv.DictReader(open(tmp_path / "nodes.csv", encoding="utf-8")))
    edges = list(csv.DictReader(open(tmp_path / "edges.csv", encoding="utf-8")))
    assert len(nodes) == 9 and len(edges) == 11
    assert nodes[0] == {"id": "p1", "aliases": "", "class": "Paper", "generic": "", "label": "Paper 1",
                        "venue": "NeurIPS", "year": "2025"}
    assert {"source": "p1", "target": "m:lora", "key": "uses", "evidence": "2", "role": "uses"} in edges
    write_json(graph, tmp_path / "g.json")
    data = json.loads((tmp_path / "g.json").read_text(encoding="utf-8"))
    assert data == json.loads(json.dumps(node_link_data(graph)))
    assert len(data["nodes"]) == 9 and len(data["links"]) == 11
    assert nx.node_link_graph(data, edges="links").number_of_edges() == 11


# ---------------------------------------------------------------- report and CLI

PAPER_1, PAPER_2 = "https://w3id.org/mlkg/paper/alpha", "https://w3id.org/mlkg/paper/beta"
C = "https://w3id.org/mlkg/concept/"
LORA, GLUE, GPU, LLAMA, LLAMA_8B = (C + "method/lora", C + "dataset/glue", C + "hardware/gpu", C + "model/llama",
                                    C + "model/llama-3-8b")


def write_mini_graph(folder):
    """A hand-written graph.ttl: Alpha uses LoRA (2 mentions) on GLUE; Beta runs Llama-3-8B and LoRA on a GPU."""
    concepts = [(LORA, "Method", "LoRA", ""), (GLUE, "Dataset", "GLUE", ""), (GPU, "Hardware", "GPU", ""),
                (LLAMA, "Model", "LLaMA", ""), (LLAMA_8B, "Model", "Llama-3-8B", f"; skos:broader <{LLAMA}>")]
    lines = ["@prefix mlkg: <https://w3id.org/mlkg/ontology#> .",
             "@prefix skos: <http://www.w3.org/2004/02/skos/core#> .",
             "@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .",
             "@prefix dcterms: <http://purl.org/dc/terms/> .",
             "@prefix nif: <http://persistence.uni-leipzig.org/nlp2rdf/ontologies/nif-core#> .",
             f'<{PAPER_1}> a mlkg:Paper ; rdfs:label "Alpha" ; dcterms:title "Alpha: a test" ; mlkg:year 2026 ; '
             'mlkg:venue <https://w3id.org/mlkg/venue/neurips> .',
             '<https://w3id.org/mlkg/venue/neurips> rdfs:label "NeurIPS" .',
             f'<{PAPER_2}> a mlkg:Paper ; rdfs:label "Beta" .']
    lines += [f'<{iri}> a skos:Concept, mlkg:{cls} ; skos:prefLabel "{label}"@en {extra} .'
              for iri, cls, label, extra in concepts]
    links = [(PAPER_1, LORA, "uses", 2), (PAPER_1, GLUE, "evaluatesOn", 1), (PAPER_2, GPU, "targetsHardware", 1),
             (PAPER_2, LLAMA_8B, "uses", 1), (PAPER_2, LORA, "uses", 1)]
    for n, (paper, concept, predicate, mentions) in enumerate(links):
        lines.append(f"<{paper}> mlkg:{predicate} <{concept}> .")
        for k in range(mentions):
            m, s = f"<{paper}#m{n}-{k}>", f"<{paper}#s{n}>"
            lines.append(f'{m} a mlkg:Mention ; mlkg:inPaper <{paper}> ; mlkg:denotes <{concept}> ; '
                         f'mlkg:role mlkg:UsedRole ; nif:anchorOf "x" ; nif:beginIndex {10 * k} ; '
                         f'nif:endIndex {10 * k + 1} ; nif:sentence {s} .')
            lines.append(f'{s} nif:anchorOf "x y" ; nif:beginIndex 0 .')
    folder.mkdir(exist_ok=True)
    (folder / "graph.ttl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


def test_summarize_mini_graph(tmp_path):
    summary = summarize(load_graph(write_mini_graph(tmp_path)))
    assert summary["counts"] == {"papers": 2, "entities": 4, "paper_entity_pairs": 5, "links": 5,
                                 "communities": 2, "components": 1}
    assert summary["hardware_family_matrix"] == {"hardware": ["GPU"], "families": ["LLaMA"], "counts": [[1]]}
    assert summary["venue_year"] == [{"venue": "NeurIPS", "year": 2026, "papers": 1},
                                     {"venue": None, "year": None, "papers": 1}]


def test_analyze_writes_everything_byte_identically(tmp_path):
    graph = write_mini_graph(tmp_path / "graph")
    first, second = tmp_path / "one", tmp_path / "two"
    result = analyze(graph, first)
    analyze(graph, second)
    names = sorted(p.name for p in result.files)
    assert names == sorted(["analysis.md", "analysis-communities.png", "analysis-entity-types.png",
                            "analysis-hardware-models.png", "analysis-top-entities.png", "edges.csv", "graph.gexf",
                            "graph.graphml", "graph.json", "nodes.csv"])
    assert sorted(p.name for p in first.iterdir()) == names  # no staging folder left
    for name in names:
        assert (first / name).read_bytes() == (second / name).read_bytes(), name
    assert (first / "analysis-top-entities.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    report = (first / "analysis.md").read_text(encoding="utf-8")
    assert "| Hardware | 1 | 1 |" in report and "![Hardware × model family](analysis-hardware-models.png)" in report
    back = nx.read_graphml(first / "graph.graphml")
    assert back.nodes[LORA]["community"] in (0, 1) and back.nodes[LORA]["label"] == "LoRA"


def test_analyze_is_all_or_nothing(tmp_path, monkeypatch):
    graph = write_mini_graph(tmp_path / "graph")
    out = tmp_path / "out"
    out.mkdir()
    (out / "analysis.md").write_text("old", encoding="utf-8")

    def broken(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(charts, "heatmap_chart", broken)
    with pytest.raises(OutputError, match="disk full"):
        analyze(graph, out)
    assert [p.name for p in out.iterdir()] == ["analysis.md"]
    assert (out / "analysis.md").read_text(encoding="utf-8") == "old"
    (tmp_path / "file").write_text("", encoding="utf-8")
    with pytest.raises(OutputError, match="not a folder"):
        analyze(graph, tmp_path / "file")


def test_cli_analyze_json_and_errors(tmp_path, capsys):
    graph = write_mini_graph(tmp_path / "graph")
    assert main(["analyze", "--graph", str(graph), "--out", str(tmp_path / "out"), "--format", "json"]) == 0
    assert "analysed 2 papers, 4 entities" in capsys.readouterr().out
    data = json.loads((tmp_path / "out" / "analysis.json").read_text(encoding="utf-8"))
    assert data["counts"]["papers"] == 2 and not (tmp_path / "out" / "analysis.md").exists()
    assert main(["analyze", "--graph", str(tmp_path / "missing"), "--out", str(tmp_path / "o2")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no graph.nt" in err

