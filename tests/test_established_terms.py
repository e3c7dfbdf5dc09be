"""Terms of the field many abstracts define: mined from a corpus, shipped, and read by the extractor."""
import gzip
import importlib.util
import json

from conftest import ROOT

from kg.vocab import established_terms, label_key

_SPEC = importlib.util.spec_from_file_location("mine", ROOT / "scripts" / "vocab" / "mine_established_terms.py")
mine = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(mine)


def test_a_long_form_counts_once_per_paper_and_evaluation_records_are_left_out(tmp_path):
    records = [{"id": f"p{i}", "title": "T", "abstract": "Agents use Theory of Mind (ToM). Theory of Mind (ToM) helps."}
               for i in range(3)] + [{"id": "q", "title": "T", "abstract": "We add a Dual Feature Coupler (DFC)."}]
    corpus = tmp_path / "corpus.jsonl.gz"
    with gzip.open(corpus, "wt", encoding="utf-8") as out:
        out.writelines(json.dumps(record) + "\n" for record in records)
    papers, spelling = mine.defined_long_forms(corpus, skip={"p0"})
    assert papers[label_key("Theory of Mind")] == 2 and papers[label_key("Dual Feature Coupler")] == 1
    assert spelling[label_key("theory of mind")] == "Theory of Mind"


def test_the_shipped_list_holds_terms_of_the_field_not_coinages():
    assert {label_key("Theory of Mind"), label_key("Nash equilibrium")} <= established_terms()
    assert label_key("Dual-Domain Feature Coupler") not in established_terms()


def test_the_script_writes_the_terms_enough_papers_define_and_skips_the_evaluation_records(tmp_path, monkeypatch):
    assert len(mine.evaluation_ids()) >= 3355   # every development and held-out record
    corpus, out = tmp_path / "corpus.jsonl.gz", tmp_path / "terms.txt"
    with gzip.open(corpus, "wt", encoding="utf-8") as lines:
        for i, body in enumerate(["Theory of Mind (ToM) helps."] * 2 + ["A Dual Feature Coupler (DFC) helps."]):
            lines.write(json.dumps({"id": f"p{i}", "title": "Agents", "abstract": body}) + "\n")
    monkeypatch.setattr("sys.argv", ["mine", "--corpus", str(corpus), "--min-papers", "2", "--out", str(out)])
    mine.main()
    assert [line for line in out.read_text(encoding="utf-8").splitlines() if not line.startswith("#")] == [
        "Theory of Mind"]
