"""Terms of the field many abstracts define, and the words abstracts write in lower case: mined from a corpus,
shipped, and read by the extractor."""
import gzip
import importlib.util
import json

from conftest import ROOT

from kg.vocab import common_words, established_terms, label_key

_SPEC = importlib.util.spec_from_file_location("mine", ROOT / "scripts" / "vocab" / "mine_established_terms.py")
mine = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(mine)
_WORDS_SPEC = importlib.util.spec_from_file_location("mine_words", ROOT / "scripts" / "vocab" / "mine_common_words.py")
mine_words = importlib.util.module_from_spec(_WORDS_SPEC)
_WORDS_SPEC.loader.exec_module(mine_words)


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


def test_a_lowercase_word_counts_once_per_abstract_outside_names_and_evaluation_records(tmp_path):
    bodies = ["Our position is clear; the position holds.", "A position paper on GPT-4o and re-think.",
              "Sparfels is fast.", "One position."]
    corpus = tmp_path / "corpus.jsonl.gz"
    with gzip.open(corpus, "wt", encoding="utf-8") as out:
        out.writelines(json.dumps({"id": f"p{i}", "title": "T", "abstract": b}) + "\n" for i, b in enumerate(bodies))
    papers = mine_words.lowercase_words(corpus, skip={"p3"})
    assert papers["position"] == 2 and "sparfels" not in papers and "think" not in papers and "clear" in papers


def test_the_shipped_word_list_holds_words_of_the_language_not_coinages():
    assert {"position", "memorization", "demo", "pointer"} <= common_words()
    assert not {"sparfels", "yanasse", "eidoku"} & common_words()

