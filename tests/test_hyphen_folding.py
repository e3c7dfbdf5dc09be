"""Case-blind vocabulary matching reads a hyphen joining two words as a space (kg.extract.hyphen_folding)."""
import pytest
import spacy

from kg.extract.hyphen_folding import FoldedMatcher
from kg.extract.tokenizer import AbstractTokenizer

METHOD = "https://w3id.org/mlkg/concept/method/"


@pytest.fixture(scope="module")
def matched():
    nlp = spacy.blank("en")
    nlp.tokenizer = AbstractTokenizer(nlp.vocab)
    matcher = FoldedMatcher(nlp.vocab, "found")
    matcher.add_patterns([("answer set programming", "Method", METHOD + "asp"),
                          ("multi-head attention", "Method", METHOD + "mha"), ("CPU", "Hardware", "cpu"),
                          ("8 cpu nodes", "Hardware", "nodes")])

    def run(text):
        doc = matcher(nlp.make_doc(text))
        return [(span.text, span.label_, span.id_) for span in doc.spans["found"]]
    return run


@pytest.mark.parametrize("text, surface", [
    ("We use answer-set programming here.", "answer-set programming"),
    ("We use Answer Set Programming here.", "Answer Set Programming"),
    ("We use answer-set-programming here.", "answer-set-programming"),
    ("A multi head attention layer.", "multi head attention"),
    ("A Multi-Head Attention layer.", "Multi-Head Attention"),
    ("We use answer–set programming here.", "answer–set programming"),   # an en dash
])
def test_a_joining_hyphen_and_a_space_are_the_same(matched, text, surface):
    assert matched(text) == [(surface, "Method", METHOD + ("asp" if "answer" in surface.lower() else "mha"))]


@pytest.mark.parametrize("text", [
    "We use answer- set programming here.",     # a hyphen before a space joins nothing
    "We use answer -set programming here.",
    "We use answersetprogramming here.",        # words run together are another word
    "A multihead attention layer.",
])
def test_only_a_hyphen_glued_between_letters_is_folded(matched, text):
    assert matched(text) == []


def test_a_counts_hyphen_joins_no_words(matched):
    assert matched("On 8-CPU nodes it runs.") == [("CPU", "Hardware", "cpu")]   # not the pattern "8 cpu nodes"


def test_spans_index_the_original_tokens(matched):
    assert matched("On 8-CPU nodes, answer-set programming-based search.") == [
        ("CPU", "Hardware", "cpu"), ("answer-set programming", "Method", METHOD + "asp")]


def test_the_bundled_extractor_finds_hyphen_and_space_variants(extract_bundled):
    e = extract_bundled("We add total-variation regularization to state-space models via answer-set programming.")
    assert {m.text: m.name for m in e.mentions}.items() >= {
        "total-variation regularization": "total variation regularization",
        "state-space models": "state space model", "answer-set programming": "answer set programming"}.items()


def test_a_doc_from_another_tokenizer_is_matched_from_its_tokens():
    nlp = spacy.blank("en")   # spaCy's own tokenizer leaves no word list behind for the matcher to read
    matcher = FoldedMatcher(nlp.vocab, "found")
    matcher.add_patterns([("answer set programming", "Method", METHOD + "asp")])
    doc = matcher(nlp.make_doc("We use answer-set programming here."))
    assert [(span.text, span.id_) for span in doc.spans["found"]] == [("answer-set programming", METHOD + "asp")]
