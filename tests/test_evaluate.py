"""kg eval on a hand-scored example: one paper, counts worked out by hand."""
import json

import pytest

from kg.errors import IngestError
from kg.evaluate import Scores, agreement, evaluate, render, score_paper, system_entities

ABSTRACT = "We fine-tune LLaMA-3-8B with Low-Rank Adaptation (LoRA) on GSM8K using a GPU."


def gold_record(**extra):
    record = {"file": "p.jsonl", "index": 1, "id": "p1", "start": ABSTRACT[:80], "proposed": [],
              "entities": [
                  {"name": "LoRA", "type": "Method", "aliases": ["Low-Rank Adaptation", "LoRA"], "tier": "core",
                   "role": "used"},
                  {"name": "LLaMA-3-8B", "type": "Model", "aliases": ["LLaMA-3-8B"], "tier": "core", "role": "used"},
                  {"name": "GSM8K", "type": "Dataset", "aliases": ["GSM8K"], "tier": "core", "role": "used"},
                  {"name": "ImageNet", "type": "Dataset", "aliases": ["ImageNet"], "tier": "core", "role": "used"},
                  {"name": "fine-tuning", "type": "Method", "aliases": ["fine-tune"], "tier": "optional",
                   "role": "used"}]}
    record.update(extra)
    return record


def agree_with(tmp_path, second):
    """The agreement of the records ``second`` with the gold record, as files."""
    (tmp_path / "a.json").write_text(json.dumps([gold_record()]), encoding="utf-8")
    (tmp_path / "b.json").write_text(json.dumps(second), encoding="utf-8")
    return agreement([tmp_path / "a.json"], [tmp_path / "b.json"])


def test_hand_scored_paper(tmp_path, mini_extractor):
    (tmp_path / "p.jsonl").write_text(json.dumps({"id": "p1", "abstract": ABSTRACT}) + "\n", encoding="utf-8")
    (tmp_path / "gold.json").write_text(json.dumps([gold_record()]), encoding="utf-8")
    scores = evaluate([tmp_path / "gold.json"], [tmp_path / "p.jsonl"], mini_extractor)
    data = scores.as_dict()
    # found: LoRA, LLaMA-3-8B, GSM8K (tp); GPU is not in the gold (fp); ImageNet is missed (fn).
    assert data["core"] == pytest.approx({"precision": 0.75, "recall": 0.75, "f1": 0.75})
    assert data["per_class"]["Dataset"]["recall"] == 0.5
    assert data["per_class"]["Hardware"]["fp"] == 1
    assert data["role_accuracy"] == 1.0 and data["class_accuracy"] == 1.0
    assert scores.misses == ["p.jsonl#1: Dataset 'ImageNet'"]
    assert "GPU" in render(scores)


def test_wrong_class_counts_against_both_classes(extract, mini_vocabulary):
    scores = Scores()
    record = gold_record(entities=[{"name": "GSM8K", "type": "Method", "aliases": [], "tier": "core",
                                    "role": "used"}])
    score_paper(scores, "x", system_entities(extract("Results on GSM8K."), mini_vocabulary), record)
    assert (scores.fn["Method"], scores.fp["Dataset"], scores.found, scores.class_right) == (1, 1, 1, 0)


def test_proposed_recall(extract, mini_vocabulary):
    scores = Scores()
    record = {"file": "x", "index": 1, "proposed": [{"name": "Token-Superposition Training", "type": "Method"}],
              "entities": [{"name": "Token-Superposition Training", "type": "Method", "aliases": ["TST"],
                            "tier": "core", "role": "proposed"}]}
    system = system_entities(extract("We present Token-Superposition Training (TST), a method."), mini_vocabulary)
    score_paper(scores, "x", system, record)
    assert scores.proposed_found == scores.proposed_total == 1


def test_proposed_recall_skips_contributions_described_not_named(extract, mini_vocabulary):
    scores = Scores()
    record = {"file": "x", "index": 1, "proposed": [{"name": "look-ahead scheme", "type": "Method"}],
              "entities": [{"name": "look-ahead scheme", "type": "Method", "aliases": [], "tier": "optional",
                            "role": "proposed"}]}
    score_paper(scores, "x", system_entities(extract("We add a look-ahead scheme."), mini_vocabulary), record)
    assert scores.proposed_total == 0 and scores.as_dict()["proposed_recall"] == 0.0


def test_agreement_scores_a_second_annotation_by_the_same_rules(tmp_path):
    """The second annotator finds LoRA (as a model), GSM8K and LLaMA-3-8B under another alias, misses ImageNet,
    adds a GPU, and marks fine-tuning optional: an unmatched optional entity is not counted against it."""
    second = gold_record(entities=[
        {"name": "LoRA", "type": "Model", "aliases": ["LoRA"], "tier": "core", "role": "used"},
        {"name": "Llama 3 8B", "type": "Model", "aliases": ["LLaMA-3-8B"], "tier": "core", "role": "baseline"},
        {"name": "GSM8K", "type": "Dataset", "aliases": ["GSM8K"], "tier": "core", "role": "used"},
        {"name": "GPU", "type": "Hardware", "aliases": ["GPU"], "tier": "core", "role": "used"},
        {"name": "parameter-efficient fine-tuning", "type": "Method", "aliases": [], "tier": "optional",
         "role": "used"}])
    scores = agree_with(tmp_path, [second])
    assert (scores.tp["Model"], scores.tp["Dataset"], scores.fn["Method"], scores.fp["Model"]) == (1, 1, 1, 1)
    assert (scores.fn["Dataset"], scores.fp["Hardware"], scores.generic_unmatched) == (1, 1, 1)
    assert (scores.found, scores.class_right, scores.role_right) == (3, 2, 1)
    assert "p.jsonl#1: Model 'LoRA' (gold: Method)" in scores.false_positives


def test_agreement_needs_the_same_papers_on_both_sides(tmp_path):
    with pytest.raises(IngestError, match=r"p.jsonl#1 has no record in the --against files"):
        agree_with(tmp_path, [gold_record(index=2)])


@pytest.mark.parametrize("record, message", [
    ({"file": "p.jsonl", "index": "x"}, "'index' a number"),
    ({"file": "p.jsonl", "index": 1, "entities": [{"name": "A"}]}, "'entities' must be a list"),
    ({"file": "p.jsonl", "index": 1, "entities": "oops"}, "'entities' must be a list"),
    ({"file": "p.jsonl", "index": 1, "proposed": "A"}, "'proposed' must be a list"),
])
def test_a_malformed_record_is_a_one_line_error(tmp_path, record, message):
    with pytest.raises(IngestError, match=message):
        agree_with(tmp_path, [record])


def test_a_paper_annotated_twice_is_an_error(tmp_path):
    with pytest.raises(IngestError, match=r"p.jsonl#1 is annotated twice"):
        agree_with(tmp_path, [gold_record(), gold_record(entities=[])])


def test_gold_without_matching_input_is_an_error(tmp_path, mini_extractor):
    (tmp_path / "p.jsonl").write_text(json.dumps({"id": "p1", "abstract": ABSTRACT}) + "\n", encoding="utf-8")
    (tmp_path / "gold.json").write_text(json.dumps([gold_record(file="other.jsonl")]), encoding="utf-8")
    with pytest.raises(Exception, match="no input paper matches"):
        evaluate([tmp_path / "gold.json"], [tmp_path / "p.jsonl"], mini_extractor)


def test_development_set_quality_does_not_regress(bundled_extractor):
    """The committed development set (tests/data/dev) scores at least what the README reports, rounded down."""
    from pathlib import Path

    from kg.evaluate import default_inputs

    golds = sorted((Path(__file__).parent / "data" / "dev").glob("*_gold.json"))
    figures = evaluate(golds, default_inputs(golds), bundled_extractor).as_dict()
    assert figures["papers"] == 5915
    assert figures["core"]["f1"] >= 0.82 and figures["per_class"]["Hardware"]["f1"] >= 0.91
    assert figures["class_accuracy"] >= 0.94 and figures["role_accuracy"] >= 0.88
    assert figures["proposed_recall"] >= 0.78


def test_second_annotation_agrees_as_the_readme_reports():
    """tests/data/agreement holds a second annotation of eight development files: the two agree at least as well
    as the README reports, rounded down."""
    from pathlib import Path

    data = Path(__file__).parent / "data"
    others = sorted((data / "agreement").glob("*_gold.json"))
    figures = agreement([data / "dev" / other.name for other in others], others).as_dict()
    assert figures["papers"] == 160
    assert figures["core"]["f1"] >= 0.98 and figures["per_class"]["Hardware"]["f1"] >= 0.98
    assert figures["class_accuracy"] >= 0.98 and figures["role_accuracy"] >= 0.97
    assert figures["proposed_recall"] >= 0.96
