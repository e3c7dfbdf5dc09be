import pytest

from kg.extract.abbreviations import find_abbreviations, is_short_form


@pytest.mark.parametrize("text, long, short", [
    ("we present Token-Superposition Training (TST), a method", "Token-Superposition Training", "TST"),
    ("We fine-tune with Low-Rank Adaptation (LoRA) on", "Low-Rank Adaptation", "LoRA"),
    ("the RISC-V Vector Extension (RVV) on", "RISC-V Vector Extension", "RVV"),
    ("using Grouped-Query Attention (GQA).", "Grouped-Query Attention", "GQA"),
    ("a multi-hot cross-entropy (MCE) objective", "multi-hot cross-entropy", "MCE"),
    ("Large language model (LLM) inference", "Large language model", "LLM"),
    ("we introduce Vehicle Vision Language Models (V2LMs), fine-tuned", "Vehicle Vision Language Models", "V2LMs"),
    ("the Spherical Sliced Wasserstein Topic Model (S2WTM) and", "Spherical Sliced Wasserstein Topic Model", "S2WTM"),
    # a short form may keep a word of its long form whole, up to 16 characters
    ("we introduce PoseFuse3D Keyframe Interpolator (PoseFuse3D-KI), a", "PoseFuse3D Keyframe Interpolator",
     "PoseFuse3D-KI"),
    ("the Image-Conditioned Gaussian Splat Quantizer (ICGS-Quantizer) is", "Image-Conditioned Gaussian Splat Quantizer",
     "ICGS-Quantizer"),
    # a count read as the word it sounds like
    ("presents a novel framework for Peer-to-Peer (P2P) lending", "Peer-to-Peer", "P2P"),
    ("to close the Sim-to-Real (Sim2Real) gap", "Sim-to-Real", "Sim2Real"),
    ("our proposed Multi-choice Mask-to-Box (MM2B) transformation", "Multi-choice Mask-to-Box", "MM2B"),
    ("an Encoder for Editing (E4E) inverts it", "Encoder for Editing", "E4E"),
])
def test_definitions_found(text, long, short):
    found = find_abbreviations(text)
    assert [(a.long, a.short) for a in found] == [(long, short)]
    a = found[0]
    assert text[a.long_start:a.long_end] == long and text[a.short_start:a.short_end] == short


@pytest.mark.parametrize("text", [
    "two phases: (i) a superposition phase", "results (see Fig. 2) show", "a 2.5x speedup (2.5x)",
    "as shown (e.g. in prior work)", "a method (ours) wins", "train a model (MODEL) now",
    # a "to" whose neighbours do not spell the parts around the count
    "we used it to serve video (I2V)", "we transform data into tokens (D2T)",
    "We finetune our models on the Waymo Open End-to-End Driving Dataset (WOD-E2E)",
    # a short form over 12 characters keeps a word of its long form whole and spells the others
    "M3-Bench comprises 100 newly recorded real-world videos captured from a robot perspective (M3-Bench-robot)",
])
def test_non_definitions_ignored(text):
    assert find_abbreviations(text) == []


@pytest.mark.parametrize("good", ["LoRA", "TST", "GPT-4", "RVV", "XMC"])
def test_short_form_good(good):
    assert is_short_form(good)


@pytest.mark.parametrize("bad", ["ii", "iv", "e.g.", "see Fig", "2.5x", "a", "ours", "ThisNameIsTooLongX"])
def test_short_form_bad(bad):
    assert not is_short_form(bad)


def test_a_long_form_does_not_reach_back_over_the_titles_line():
    found = find_abbreviations("Scaling Vision Language\nModels (VLMs) are strong.")
    assert all("\n" not in a.long for a in found)


def test_a_long_form_whose_initials_spell_the_short_form_wins_over_a_shorter_one():
    [found] = find_abbreviations("we develop the Adversarial Adaptation Framework (AAF) as the countermeasure")
    assert found.long == "Adversarial Adaptation Framework"
