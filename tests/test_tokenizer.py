import json
from pathlib import Path

import pytest
import spacy

from kg.extract.tokenizer import INFIX, PREFIX, SUFFIX, AbstractTokenizer, split

DEV = Path(__file__).parent / "data" / "dev"


def spacy_reference():
    """spaCy's own Tokenizer with kg's affix rules and no exceptions: what AbstractTokenizer reimplements."""
    tokenizer = spacy.blank("en").tokenizer
    tokenizer.rules = {}
    tokenizer.url_match = None
    tokenizer.prefix_search, tokenizer.suffix_search, tokenizer.infix_finditer = (
        PREFIX.search, SUFFIX.search, INFIX.finditer)
    return tokenizer


def test_splits_exactly_as_spacy_would_on_real_abstracts():
    reference = spacy_reference()
    texts = [r["title"] + "\n" + r["abstract"] for f in sorted(DEV.glob("*.jsonl"))
             for r in map(json.loads, f.read_text(encoding="utf-8").splitlines())]
    texts += ["  leading spaces", "trailing  ", "tabs\tand\nnew  lines", "((nested)).", "'quoted'", "a--b",
              "e.g., i.e.", "Qwen2.5-{0.5B,3B}-Instruct", "U.S.", "x/y/z", "8xH200 and 3x3", "abc8xH200", "mAP@0.5, Hits@k, a@b.com", "LoRA+GRPO, RGB+D, C++", "41 FPS(CPU), R(2+1)D", "CPU- and GPU-based, a - b", "LaSOT.Furthermore U.S.Army", "“curly” «guillemets»", ""]
    for text in texts:
        expected = reference(text)
        assert split(text) == ([t.text for t in expected], [bool(t.whitespace_) for t in expected]), text


@pytest.mark.parametrize("text, tokens", [
    ("low-rank", ["low", "-", "rank"]),
    ("GPT-4", ["GPT-4"]),
    ("ViT-B/16", ["ViT", "-", "B/16"]),
    ("(LoRA),", ["(", "LoRA", ")", ","]),
    ("8-GPU", ["8", "-", "GPU"]),
    ("8xH200", ["8", "x", "H200"]),
    ("4×A100", ["4", "×", "A100"]),
    ("3x3", ["3x3"]),
    ("MultiCore+TPU", ["MultiCore", "+", "TPU"]),
    ("RGB+D", ["RGB+D"]),
    ("Recall@10", ["Recall", "@", "10"]),
    ("FPS(GPU)", ["FPS", "(", "GPU", ")"]),
    ("CPU- and", ["CPU", "-", "and"]),
    ("LaSOT.Furthermore", ["LaSOT", ".", "Furthermore"]),
    ("VOT2018.We", ["VOT2018", ".", "We"]),
    ("s(CASP)", ["s(CASP", ")"]),
    ("0x1F", ["0x1F"]),
    ("model's", ["model", "'s"]),
    ("DINOv2-initialized", ["DINOv2", "-", "initialized"]),   # a participle comes off a name's number
    ("GPT-4-based", ["GPT-4", "-", "based"]),
])
def test_affix_rules(text, tokens):
    assert split(text)[0] == tokens


def test_a_doc_keeps_the_text():
    doc = AbstractTokenizer(spacy.blank("en").vocab)("Low-Rank Adaptation (LoRA) on GPUs.")
    assert doc.text == "Low-Rank Adaptation (LoRA) on GPUs."
