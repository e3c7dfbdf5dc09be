"""End to end: the seeds build, its graph, determinism and all-or-nothing outputs."""
import re

import pytest
from rdflib import Graph

from conftest import SEEDS
from kg.build import build
from kg.errors import IngestError

OUTPUTS = ("graph.ttl", "graph.nt", "graph.jsonld", "report.md", "graph.html")

HARDWARE_PAPERS = """
PREFIX mlkg: <https://w3id.org/mlkg/ontology#>
PREFIX nif: <http://persistence.uni-leipzig.org/nlp2rdf/ontologies/nif-core#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
SELECT ?paper ?hardware ?surface ?sentence ?begin ?end WHERE {
  ?mention a mlkg:Mention ; mlkg:inPaper ?paper ; mlkg:denotes ?h ; nif:anchorOf ?surface ;
           nif:beginIndex ?begin ; nif:endIndex ?end ; nif:sentence/nif:anchorOf ?sentence .
  ?h a mlkg:Hardware ; skos:prefLabel ?hardware .
}"""


@pytest.fixture(scope="module")
def seeds_graph(seeds_build):
    _, out = seeds_build
    return Graph().parse(out / "graph.ttl", format="turtle")


def test_all_outputs_written(seeds_build):
    result, out = seeds_build
    assert result.papers == 57
    for name in OUTPUTS:
        assert (out / name).stat().st_size > 0
    assert not list(out.glob(".kg-staging-*"))


def test_every_seed_paper_with_its_full_abstract(seeds_graph):
    rows = list(seeds_graph.query("""PREFIX mlkg: <https://w3id.org/mlkg/ontology#>
        PREFIX dcterms: <http://purl.org/dc/terms/>
        SELECT ?p ?a WHERE { ?p a mlkg:Paper ; dcterms:abstract ?a }"""))
    assert len(rows) == 57
    text = "".join(path.read_text(encoding="utf-8") for path in sorted(SEEDS.glob("*.txt")))
    assert all(str(a) in text for _, a in rows)


def test_hardware_papers_with_evidence(seeds_graph):
    rows = list(seeds_graph.query(HARDWARE_PAPERS))
    assert rows
    abstracts = {str(p): str(a) for p, a in seeds_graph.subject_objects(
        predicate=__import__("rdflib").namespace.DCTERMS.abstract)}
    for paper, _, surface, sentence, begin, end in rows:
        assert abstracts[str(paper)][int(begin):int(end)] == str(surface)
        assert str(surface) in str(sentence)
    found = {str(h) for _, h, *_ in rows}
    assert {"GPU", "Tensor Core", "RISC-V Vector Extension", "SpacemiT X60", "edge device"} <= found


def test_narrower_hardware_is_found_through_the_taxonomy(seeds_graph):
    rows = seeds_graph.query("""PREFIX mlkg: <https://w3id.org/mlkg/ontology#>
        PREFIX skos: <http://www.w3.org/2004/02/skos/core#>
        SELECT DISTINCT ?label WHERE {
          ?paper mlkg:targetsHardware|mlkg:mentionsHardware ?h . ?h skos:broader* ?top ; skos:prefLabel ?label .
          ?top skos:prefLabel "RISC-V"@en }""")
    assert {"RISC-V Vector Extension", "SpacemiT X60"} <= {str(r.label) for r in rows}


def test_turtle_ntriples_and_jsonld_hold_the_same_graph(seeds_build):
    _, out = seeds_build
    graphs = [Graph().parse(out / name, format=fmt)
              for name, fmt in (("graph.ttl", "turtle"), ("graph.nt", "nt"), ("graph.jsonld", "json-ld"))]
    assert len(graphs[0]) == len(graphs[1]) == len(graphs[2])
    assert set(graphs[0]) == set(graphs[1])


def test_rebuild_is_byte_identical_and_order_independent(seeds_build, tmp_path):
    _, out = seeds_build
    files = sorted(SEEDS.glob("*.txt"))
    build(list(reversed(files)), tmp_path)
    for name in OUTPUTS:
        assert (tmp_path / name).read_bytes() == (out / name).read_bytes(), name


def test_failed_build_leaves_earlier_outputs_intact(seeds_build, tmp_path):
    _, out = seeds_build
    build([SEEDS / "000_ebba54b034dc3311.txt"], tmp_path)
    before = {name: (tmp_path / name).read_bytes() for name in OUTPUTS}
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "1", "abstract": "fine"}\n{oops\n', encoding="utf-8")
    with pytest.raises(IngestError, match="bad.jsonl:2"):
        build([SEEDS, bad], tmp_path)
    assert {name: (tmp_path / name).read_bytes() for name in OUTPUTS} == before
    assert not list(tmp_path.glob(".kg-staging-*"))


def test_skip_invalid_counts_skipped_records_in_the_report(tmp_path):
    data = tmp_path / "in.jsonl"
    data.write_text('{"id": "1", "abstract": "We train on GPUs."}\n{oops\n{"id": "3"}\n', encoding="utf-8")
    warnings, progress = [], []
    result = build([data], tmp_path / "out", skip_invalid=True, warn=warnings.append, progress=progress.append)
    assert (result.papers, result.skipped, len(warnings)) == (1, 2, 2)
    assert progress == [1]
    assert "- skipped invalid records: 2" in (tmp_path / "out" / "report.md").read_text(encoding="utf-8")


def test_report_lists_counts_and_hardware(seeds_build):
    _, out = seeds_build
    report = (out / "report.md").read_text(encoding="utf-8")
    assert "- papers: 57" in report
    assert re.search(r"\| Hardware \| [1-9]\d* \|", report)
    assert "| SpacemiT X60 |" in report


def test_html_is_self_contained(seeds_build):
    _, out = seeds_build
    html = (out / "graph.html").read_text(encoding="utf-8")
    assert "new vis.Network" in html
    assert not re.search(r"""(?:src|href)\s*=\s*["']?(?:https?:)?//""", html)
    assert "jsdelivr" not in html and "cdnjs.cloudflare" not in html


def test_store_option_writes_a_queryable_oxigraph_database(tmp_path):
    import kg

    data = tmp_path / "in.jsonl"
    data.write_text('{"id": "1", "abstract": "We train LoRA adapters on a single GPU."}\n'
                    '{"id": "2", "abstract": "Kernels for the RISC-V Vector Extension (RVV) on edge devices."}\n',
                    encoding="utf-8")
    build([data], tmp_path / "out", store="oxigraph")
    assert (tmp_path / "out" / "store").is_dir()
    rows = kg.query(tmp_path / "out", "papers-by-hardware", hardware="risc-v")
    assert {row["paper"] for row in rows} == {"https://w3id.org/mlkg/paper/2"}
    assert "RISC-V Vector Extension" in {row["device"] for row in rows}
