"""Triples per paper: links by role, and the offset check on every mention."""
import pytest

from kg.errors import ExtractionError
from kg.rdf import link_predicate, paper_roles, paper_triples
from kg.types import Extraction, Mention, Paper

PAPER = Paper(key="p", abstract="We run LoRA on a GPU.", source="t", line=1)


def mention(text, start, cls, concept, role):
    return Mention("abstract", start, start + len(text), text, cls, text, concept, role, "vocabulary", (0, 21))


@pytest.mark.parametrize("cls, role, predicate", [
    ("Dataset", "used", "evaluatesOn"), ("Hardware", "used", "targetsHardware"),
    ("Hardware", "mentioned", "mentionsHardware"), ("Method", "baseline", "comparesWith"),
    ("Model", "proposed", "proposes"), ("Method", "used", "uses"), ("Model", "mentioned", "mentions"),
    ("Task", "used", "addresses"), ("Metric", "mentioned", "reports"),
])
def test_link_predicate(cls, role, predicate):
    assert str(link_predicate(cls, role)).endswith("#" + predicate)


def test_roles_union_drops_mentioned_and_proposed_wins():
    mentions = (mention("LoRA", 7, "Method", "m:lora", "mentioned"), mention("LoRA", 7, "Method", "m:lora", "used"),
                mention("GPU", 17, "Hardware", "h:gpu", "proposed"), mention("GPU", 17, "Hardware", "h:gpu", "used"))
    assert paper_roles(mentions) == {"m:lora": {"used"}, "h:gpu": {"proposed"}}


def test_mention_offsets_must_select_its_text():
    good = Extraction(PAPER, (mention("GPU", 17, "Hardware", "https://x/gpu", "used"),))
    assert any(str(o) == "GPU" for _, _, o in paper_triples(good))
    bad = Extraction(PAPER, (mention("GPU", 16, "Hardware", "https://x/gpu", "used"),))
    with pytest.raises(ExtractionError, match="does not match its offsets"):
        list(paper_triples(bad))
