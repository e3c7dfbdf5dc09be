import re

import pytest

from kg.cleanup import clean

CASES = [
    ("plain text", "plain text"),
    ("hard\nline  wraps\n here", "hard line wraps here"),
    ("we use \\textsc{LoRA} and \\emph{DoRA}", "we use LoRA and DoRA"),
    ("code \\texttt{x.py} at \\url{https://a.b}", "code x.py at https://a.b"),
    ("gains of 5\\% at 2\\times speed", "gains of 5% at 2× speed"),
    ("a **bold** and *italic* and _under_ word", "a bold and italic and under word"),
    ("keep snake_case_names and 2*3*4", "keep snake_case_names and 2*3*4"),
    ("math $\\mathcal{O}(n)$ here", "math O(n) here"),
    ("R^3-Bench, D^{2}LoRA and A^2R^2, not O(n^2)", "R3-Bench, D2LoRA and A2R2, not O(n^2)"),
    ("we propose \\textbf{Self-Aware Safety\nAugmentation (SASA)}", "we propose Self-Aware Safety Augmentation (SASA)"),
    ('the Nystr\\"om method, Erd{\\H{o}}s, Pe\\v{c} and \\\'e', "the Nyström method, Erdős, Peč and é"),
    ("RTX\\,5090 at 16\\;FPS, vs.\\ ViT, $\\!>\\!40\\%$ and a \\: b ~ c", "RTX 5090 at 16 FPS, vs. ViT, >40% and a b c"),
    ("a\\quad b\\qquad c, 16\\thinspace FPS and 16\\>FPS, x~~y", "a b c, 16 FPS and 16 FPS, x y"),
]


@pytest.mark.parametrize("original, expected", CASES)
def test_clean_text(original, expected):
    assert clean(original).text == expected


@pytest.mark.parametrize("original, _", CASES)
def test_every_copied_character_maps_back(original, _):
    cleaned = clean(original)
    assert len(cleaned.source) == len(cleaned.text)
    for index, char in enumerate(cleaned.text):
        if char not in " ×%öőčé":
            assert original[cleaned.source[index]] == char


def test_span_maps_to_original_offsets():
    original = "Our \\textsc{Token-Superposition\nTraining} (TST)"
    cleaned = clean(original)
    start = cleaned.text.index("Token")
    end = start + len("Token-Superposition Training")
    o_start, o_end = cleaned.original_span(start, end)
    assert original[o_start:o_end] == "Token-Superposition\nTraining"
    t = cleaned.text.index("TST")
    assert original.__getitem__(slice(*cleaned.original_span(t, t + 3))) == "TST"


@pytest.mark.parametrize("original", ["plain text with\nwraps only", "two\n\nwraps", "a\u00a0nbsp", " lead", "x--y"])
def test_the_fast_path_for_plain_text_agrees_with_the_full_scan(original, monkeypatch):
    fast = clean(original)
    monkeypatch.setattr("kg.cleanup._MARKUP", re.compile(r"[\s\S]"))   # always take the full scan
    full = clean(original)
    assert (fast.text, list(fast.source), fast.original_length) == (full.text, list(full.source), full.original_length)


def test_math_glued_to_a_name_is_part_of_it():
    original = "We propose ${D}^{3}$ETOR and QV-M$^2$, unlike $k$ or top-$k$."
    cleaned = clean(original)
    assert cleaned.text == "We propose D3ETOR and QV-M2, unlike k or top-k."
    for name, written in (("D3ETOR", "${D}^{3}$ETOR"), ("QV-M2", "QV-M$^2$")):
        start = cleaned.text.index(name)
        o_start, o_end = cleaned.original_span(start, start + len(name))
        assert original[o_start:o_end] == written


def test_a_split_index_after_a_hyphen_joins_the_name():
    original = "on PASCAL-${5}^{i}$ and COCO-$20^i$."
    cleaned = clean(original)
    assert cleaned.text == "on PASCAL-5i and COCO-20i."
    start = cleaned.text.index("COCO")
    assert original[slice(*cleaned.original_span(start, start + len("COCO-20i")))] == "COCO-$20^i$"


def test_case_keeping_braces_and_superscript_commands_are_dropped_with_offsets_kept():
    original = "{GSR4B}: {S}entinel maps with DiM\\textsuperscript{3}"
    cleaned = clean(original)
    assert cleaned.text == "GSR4B: Sentinel maps with DiM3"
    start = cleaned.text.index("DiM3")
    assert original[slice(*cleaned.original_span(start, start + 4))] == "DiM\\textsuperscript{3"
