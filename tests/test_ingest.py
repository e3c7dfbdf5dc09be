import gzip
import json

import pytest

from conftest import SEEDS
from kg.errors import IngestError
from kg.ingest import paper_key, read_papers


def test_seed_lists_parse_venue_year_and_paragraphs():
    papers = list(read_papers([SEEDS]))
    assert len(papers) == 57
    assert {(p.venue, p.year) for p in papers} == {("NeurIPS", 2026)}
    first = papers[0]
    assert first.line == 3 and first.abstract.startswith("Pre-training of Large Language Models")
    text = (SEEDS / first.source).read_text(encoding="utf-8")
    assert all(p.abstract in text or p.source != first.source for p in papers)


def _write_jsonl(path, records):
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")


def test_jsonl_plain_gzip_and_summary_field(tmp_path):
    records = [{"id": "2501.00001", "title": "A  title", "abstract": "First abstract.", "date": "2025-01-02",
                "categories": ["cs.LG"]},
               {"id": "2501.00002", "summary": "Second abstract.", "venue": "ICML", "year": 2025}]
    _write_jsonl(tmp_path / "a.jsonl", records)
    with gzip.open(tmp_path / "b.jsonl.gz", "wt", encoding="utf-8") as handle:
        handle.write(json.dumps({"id": "x1", "abstract": "Third abstract."}) + "\n")
    papers = list(read_papers([tmp_path]))
    assert [p.key for p in papers] == ["2501.00001", "2501.00002", "x1"]
    assert papers[0].title == "A title" and papers[0].year == 2025 and papers[0].categories == ("cs.LG",)
    assert papers[1].abstract == "Second abstract." and papers[1].venue == "ICML"


def test_csv(tmp_path):
    (tmp_path / "p.csv").write_text('id,title,abstract,year\n7,T,"An abstract, with a comma.",2024\n',
                                    encoding="utf-8")
    [paper] = read_papers([tmp_path / "p.csv"])
    assert (paper.key, paper.title, paper.abstract, paper.year) == ("7", "T", "An abstract, with a comma.", 2024)


def test_keys_are_stable_and_duplicates_collapse(tmp_path):
    (tmp_path / "a.txt").write_text("ICLR 2025 paper list\n\nAlpha abstract.\n\nBeta abstract.\n", encoding="utf-8")
    (tmp_path / "b.txt").write_text("ICLR 2025 paper list\n\nBeta  abstract.\n\nAlpha abstract.\n\nAlpha abstract.\n",
                                    encoding="utf-8")
    first = {p.abstract: p.key for p in read_papers([tmp_path / "a.txt"])}
    second = {p.abstract: p.key for p in read_papers([tmp_path / "b.txt"])}
    assert first["Alpha abstract."] == second["Alpha abstract."]
    assert first["Beta abstract."] == second["Beta  abstract."]
    assert len(list(read_papers([tmp_path / "b.txt"]))) == 2
    assert len(list(read_papers([tmp_path]))) == 2
    assert paper_key(None, "x") == paper_key("", "x")


@pytest.mark.parametrize("name, content, message", [
    ("empty.txt", b"", "file is empty"),
    ("blank.jsonl", b"\n\n", "file is empty"),
    ("binary.txt", b"\x7fELF\x00\x01", "binary file"),
    ("latin1.txt", "Venue 2020\n\ncaf\xe9".encode("latin-1"), "not UTF-8"),
    ("bad.jsonl", b'{"id": "1", "abstract": "ok"}\n{"id": 2,\n', "bad.jsonl:2: malformed JSON"),
    ("noabs.jsonl", b'{"id": "1", "title": "t"}\n', "noabs.jsonl:1: record has no abstract"),
    ("array.jsonl", b'[1, 2]\n', "array.jsonl:1: expected a JSON object"),
    ("badyear.jsonl", b'{"id": "1", "abstract": "a", "year": "soon"}\n', "'year' must be a number"),
    ("header.txt", b"NeurIPS 2026\n", "header but no abstracts"),
])
def test_bad_input_names_file_and_line(tmp_path, name, content, message):
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(IngestError, match=message) as caught:
        list(read_papers([path]))
    assert "\n" not in str(caught.value) and name in str(caught.value)


def test_missing_path_and_empty_folder(tmp_path):
    with pytest.raises(IngestError, match="no such file"):
        list(read_papers([tmp_path / "nope"]))
    with pytest.raises(IngestError, match="holds no input files"):
        list(read_papers([tmp_path]))


def test_skip_invalid_warns_per_record(tmp_path):
    path = tmp_path / "mixed.jsonl"
    path.write_text('{"id": "1", "abstract": "Good."}\nnot json\n{"id": "3"}\n{"id": "4", "abstract": "Also."}\n',
                    encoding="utf-8")
    warnings = []
    papers = list(read_papers([path], skip_invalid=True, warn=warnings.append))
    assert [p.key for p in papers] == ["1", "4"]
    assert len(warnings) == 2 and "mixed.jsonl:2" in warnings[0] and "mixed.jsonl:3" in warnings[1]
