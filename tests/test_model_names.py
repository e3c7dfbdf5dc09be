import pytest

from kg.extract.model_names import expand_braces, find_model_names

FAMILIES = frozenset({"qwen3", "qwen2.5", "llama", "vit", "gpt2", "smollm2", "deberta", "debertav3", "gemma", "gpt", "eva", "repvgg",
                      "deimv2"})


@pytest.mark.parametrize("text, names", [
    ("Qwen3-8B", ["Qwen3-8B"]),
    ("LLaMA-3-8B", ["LLaMA-3-8B"]),
    ("Qwen2.5-{0.5B,3B,7B}-Instruct", ["Qwen2.5-0.5B-Instruct", "Qwen2.5-3B-Instruct", "Qwen2.5-7B-Instruct"]),
    ("ViT-B/16", ["ViT-B/16"]),
    ("ViT-Base", ["ViT-Base"]),
    ("SmolLM2-360M", ["SmolLM2-360M"]),
    ("GPT2-XL", ["GPT2-XL"]),
    ("DeBERTaV3-base", ["DeBERTaV3-base"]),
    ("Gemma-2-9b-it", ["Gemma-2-9b-it"]),
    ("GPT-4o", ["GPT-4o"]),
    ("Mistral-7B", ["Mistral-7B"]),  # unknown family, but a size makes it a model
    ("LLaMA-Med3D", ["LLaMA-Med3D"]),  # a known family with a named, numbered part
    ("Qwen2.5-3B/7B", ["Qwen2.5-3B", "Qwen2.5-7B"]),  # a slash list of sizes
    ("LLaMA-3-8B/70B-Instruct", ["LLaMA-3-8B-Instruct", "LLaMA-3-70B-Instruct"]),
    ("LLaMA-OneVision-7B", ["LLaMA-OneVision-7B"]),  # a CamelCase part
    ("EVA-CLIP-L/14", ["EVA-CLIP-L/14"]),  # an all-capitals part before the size
    ("ViT-Ti", ["ViT-Ti"]), ("RepVGG-A2", ["RepVGG-A2"]),  # a size letter, a letter-digit variant
    ("llama-3.2-1b-instruct", ["llama-3.2-1b-instruct"]), ("qwen2.5-7b", ["qwen2.5-7b"]),  # a hub id in lower case
    ("SenseNova-Mars-8B", ["SenseNova-Mars-8B"]), ("Llama-Distill-Qwen-7B", ["Llama-Distill-Qwen-7B"]),  # words
    ("Llama 3.1", ["Llama 3.1"]),  # a known family's dotted version after a space
    ("GPT-2 Small", ["GPT-2 Small"]),  # a capitalised size word after a space
    ("Qwen2.5VL-7B", ["Qwen2.5VL-7B"]),  # a VL glued onto a dotted version
    ("BLOOM-1b7", ["BLOOM-1b7"]),  # a hub's size with its decimal after the letter
    ("DEIMv2-Pico", ["DEIMv2-Pico"]), ("DEIMv2-X", ["DEIMv2-X"]),  # the smallest size word, a one-letter size
    ("GPT-5.3 Codex", ["GPT-5.3 Codex"]), ("GPT-5.1-Codex-Max", ["GPT-5.1-Codex-Max"]),  # a coding variant
    ("DeepSeek-R1-Distill-LLaMA-3-8B", ["DeepSeek-R1-Distill-LLaMA-3-8B"]),  # a part written LLaMA
    ("Gemma-3n-E2B", ["Gemma-3n-E2B"]), ("Gemma 3n E4B", ["Gemma 3n E4B"]),  # an effective size, after "3n"
    ("Gemma-4-E4B-it", ["Gemma-4-E4B-it"]),
    ("Gemma 3 4B-it", ["Gemma 3 4B-it"]), ("Qwen2.5 7B-Instruct", ["Qwen2.5 7B-Instruct"]),   # a variant after a spaced size
])
def test_model_names_found(text, names):
    found = find_model_names(f"We fine-tune {text} on math.", FAMILIES)
    assert [n for m in found for n in m.names] == names
    assert found[0].text == text


@pytest.mark.parametrize("text, names", [
    ("Llama-3-8B-based agents", ["Llama-3-8B"]), ("ViT-B/16-based encoders", ["ViT-B/16"]),   # a modifier follows
    ("GPT-2/3 models", ["GPT-2", "GPT-3"]), ("Llama-2/3 models", ["Llama-2", "Llama-3"]),
    ("GPT-3.5/4 models", ["GPT-3.5", "GPT-4"]), ("Llama 3.1/3.2 models", ["Llama 3.1", "Llama 3.2"]),   # dotted
])
def test_a_name_ends_before_a_modifier_and_a_slash_lists_numbers(text, names):
    assert [n for m in find_model_names(text, FAMILIES) for n in m.names] == names


def test_a_count_names_a_model_where_it_is_given_in_parameters():
    text = "UltraSeg-130K (0.13M parameters) is fast; UltraSeg-130K also beats Ego-1K models."
    assert [m.text for m in find_model_names(text, FAMILIES)] == ["UltraSeg-130K", "UltraSeg-130K"]


@pytest.mark.parametrize("text", ["GPT-based agents", "COVID-19 data", "a LLaMA-like model", "Figure-3 shows",
                                  "Llama 3 times", "GPT-4-Based agents", "Llama 0.745 nDCG", "Llama 12.375",
                                  "Llama Large Language Models",
                                  "ResNet-style blocks", "the 10B A1B model", "Top-5 accuracy",
                                  "BERT-BiLSTM-CRF tagger", "the Ego-1K set", "PAP-12K samples",   # a count
                                  "state-of-the-art-7b", "covid-19b"])   # lower case, no known family
def test_non_models_ignored(text):
    assert find_model_names(text, FAMILIES) == []


@pytest.mark.parametrize("text, names", [
    ("YOLOv5/v7", ["YOLOv5", "YOLOv7"]),
    ("YOLO architectures (v8, v9, v10, and v11)", ["YOLOv8", "YOLOv9", "YOLOv10", "YOLOv11"]),
    ("YOLO (v5, v8)", ["YOLOv5", "YOLOv8"]),
    ("Llama2/3", ["Llama2", "Llama3"]), ("ResNet18/50/101", ["ResNet18", "ResNet50", "ResNet101"]),   # glued numbers
    ("Qwen2/2.5", ["Qwen2", "Qwen2.5"]), ("Qwen2/2.5/3-VL", ["Qwen2-VL", "Qwen2.5-VL", "Qwen3-VL"]),   # a shared VL
])
def test_a_known_family_with_a_list_of_versions_is_one_model_per_version(text, names):
    [found] = find_model_names(f"We compare {text} on COCO.", FAMILIES | {"yolo", "resnet", "qwen"})
    assert list(found.names) == names and found.text == text


def test_an_unknown_family_with_versions_is_no_model_list():
    assert find_model_names("the SIFT (v1, v2) descriptors and Foo (v1 and v2)", FAMILIES) == []
    assert find_model_names("Tokyo24/7 and Top1/5 and COVID19/20", FAMILIES) == []


@pytest.mark.parametrize("text", ["Qwen2.5-0.5/1.5/3/7B", "Gemini 3/3.1 Flash/Pro", "GPT-3.5/4/4o"])
def test_a_slash_list_is_expanded_whole_or_not_at_all(text):
    """No half-expanded names ("Qwen2.5-0.5/7B", "Gemini 3 Flash/Pro"): what the grammar cannot split stays one."""
    assert [n for m in find_model_names(f"We use {text} here.", FAMILIES | {"gemini"}) for n in m.names] == [text]


@pytest.mark.parametrize("text, listed", [
    ("Qwen3 (0.6B, 1.7B, 4B)", ["Qwen3-0.6B", "Qwen3-1.7B", "Qwen3-4B"]),
    ("Gemma 3 (270M, 1B)", ["Gemma 3 270M", "Gemma 3 1B"]),   # a spaced version keeps its space
    ("Qwen3 backbones (0.6B/1.7B/4B)", ["Qwen3-0.6B", "Qwen3-1.7B", "Qwen3-4B"]),
    ("Llama-3 models (8B and 70B)", ["Llama-3-8B", "Llama-3-70B"]),
    ("GPT2 (124M, 355M, and 774M)", ["GPT2-124M", "GPT2-355M", "GPT2-774M"]),
    ("Qwen2.5-VL (3B, 7B)", ["Qwen2.5-VL-3B", "Qwen2.5-VL-7B"]),   # a family with its parts
    ("DeepSeek-R1-Distill-Qwen (1.5B/7B)", ["DeepSeek-R1-Distill-Qwen-1.5B", "DeepSeek-R1-Distill-Qwen-7B"]),
    ("Qwen (7B, 14B)", ["Qwen-7B", "Qwen-14B"]),   # a family word alone, each size a known model
])
def test_sizes_listed_in_brackets_after_a_known_family_are_one_model_each(text, listed):
    """The family keeps its own mention; each size is a mention of the model of that size."""
    found = find_model_names(f"We fine-tune {text} on math.", FAMILIES | {"qwen", "qwen-7b", "qwen-14b", "deepseek"})
    assert [n for m in found for n in m.names if n != text.split()[0]] == listed
    assert all(m.text == n.removeprefix(m.family).lstrip("- ") for m in found for n in m.names if n in listed)


@pytest.mark.parametrize("text", ["Stage2 (3B, 7B)", "Qwen3 (8B)", "Llama-3 (8B tokens, 70B)", "LLMs (7B, 70B)",
                                  "Qwen (3B, 7B)", "Transformers (110M, 340M)", "Qwen 2024 (7B, 14B)",
                                  "Llama-3.x (8B, 70B)", "VGG16 (138M, 15.5B) and ResNet50 by parameters",
                                  "LLaMA models (1B, 3B, 8B)", "Qwen2.5-based (7B, 14B)", "GPT-style (125M, 350M)",
                                  "LLM-as-a-Judge (7B and 32B)", "Qwen2.5-VL. (3B, 7B)"])
def test_bracketed_sizes_need_a_known_family_name_two_sizes_and_no_count(text):
    """Not an unknown family, one size, a family word whose sized models the vocabulary does not all know (a class
    such as "LLMs", or "Qwen-3B"), a modifier taken for a part, a year or a version the grammar cannot read, nor
    counts of parameters or FLOPs."""
    found = find_model_names(f"We train {text} here.", FAMILIES | {"qwen", "qwen-7b", "vgg", "llms", "transformers",
                                                                   "llm"})
    assert [n for m in found for n in m.names if m.text[0].isdigit()] == []


def test_brace_expansion_nested_order():
    assert expand_braces("M-{1B,2B}-{a,b}") == ["M-1B-a", "M-1B-b", "M-2B-a", "M-2B-b"]


def test_a_glued_version_is_not_cut_at_its_dot():
    """"Qwen2.5VL" is no "Qwen2" (the vocabulary knows it whole); "Qwen2." at a sentence's end is."""
    found = find_model_names("on Qwen2.5VL and GPT4o and Qwen2.", frozenset({"qwen", "gpt"}))
    assert [m.text for m in found] == ["GPT4o", "Qwen2"]
    found = find_model_names("We train YOLOv8.Furthermore, it runs.", frozenset({"yolo"}))   # text run on after a stop
    assert [m.text for m in found] == ["YOLOv8"]
