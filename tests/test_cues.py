"""Cues for new names and roles (kg.extract.cues): a name's own shape first, then the contexts it occurs in."""
import pytest

from kg.extract.assemble import occurrences
from kg.extract.cues import classify_in_text, context_class, name_class, role_in_context


@pytest.mark.parametrize("name, cls", [
    ("CTSpine1K", "Dataset"), ("VerSe2020", "Dataset"), ("ImageNet-21K", "Dataset"), ("MathBench", "Dataset"),
    ("YOLOv11n", "Model"), ("Pangu Ultra MoE", "Model"), ("CardioEmbed", "Model"), ("SwinFormer", "Model"),
    ("Token-Superposition Training", "Method"), ("limited-parameter finetuning", "Method"),
    ("long-tailed recognition", "Task"), ("Radio Frequency Fingerprint Identification", "Task"),
    ("Vision-and-Language Navigation", "Task"), ("Structural Health Monitoring", "Task"),
    ("open-domain claim verification", "Task"), ("Referring expression counting", "Task"),
    ("RGCN", "Model"), ("SBTAYLOR-KAN", "Model"), ("TotalSegmentator", "Model"), ("DSGym-Tasks", "Dataset"),
    ("Area Under the Risk-Coverage Curve", "Metric"), ("SRMambaV2", "Model"), ("GraphCLIP", "Model"), ("MMDiT", "Model"),
    ("Self-Supervised YOLO", "Model"), ("Multi-Scale Alignment", "Method"), ("TriLMs", "Model"), ("SpeechNets", "Model"),
    ("EdgeRunner 20B", "Model"), ("VQ-VAEs", "Model"), ("ConvGRUs", "Model"),
    # a part of a model written as words is a technique; a name with the part noun fused or hyphenated, a model
    ("Context-Aware Mask Decoder", "Method"), ("Temporal Knowledge Graph Generator", "Method"),
    ("Causal Anomaly Classifier", "Method"), ("Penguin-Encoder", "Model"), ("DeepEncoder", "Model"),
])
def test_the_shape_of_a_name_gives_its_class(name, cls):
    assert name_class(name) == cls


@pytest.mark.parametrize("name", ["FORA", "ROUTE", "MI300X", "GPT4o", "Idaho Cameratraps", "TextDiffuser-RL",
                                  "CIFAR-10", "CoT-Reasoning", "Video CoM Instruct"])
def test_a_shape_without_a_cue_gives_no_class(name):
    assert name_class(name) is None


def test_a_camelcase_names_version_is_a_model_only_where_no_context_says_otherwise():
    assert name_class("TextDiffuser-2") is None
    assert classify_in_text("TextDiffuser-2", "TextDiffuser-2", [(0, 14)]) == "Model"
    text = "We release SemiFA-930, a dataset of 930 wafer images."
    assert classify_in_text("SemiFA-930", text, [(11, 21)]) == "Dataset"


def test_the_first_occurrence_with_a_cue_decides():
    text = "ROUTE: Fast and Frugal. We present ROUTE, a framework for serving; the ROUTE model adapts."
    spans = occurrences(text, "ROUTE")
    assert len(spans) == 3
    assert classify_in_text("ROUTE", text, spans) == "Method"      # the title gives no cue, ", a framework" does
    assert classify_in_text("ROUTE", text, spans[:1], default="Model") == "Model"


@pytest.mark.parametrize("after, cls", [
    (", a novel 3D object detection framework for multi-accelerator devices", "Method"),   # the head, not "detection"
    (", a sparse LLM with 718 billion parameters", "Model"),
    (" is a benchmark of data science tasks", "Dataset"),
    (" for Cost-Efficient and Reliable LLM Serving", None),     # what it is for, not what it is
    (": GPU Accelerated Byte Level BPE Tokenization", "Method"),   # the technique, not the GPU it runs on
    (", a scalable autoregressive image generator that predicts", "Model"),   # a network named by its job
    (", an efficient dynamic tracker that adapts", "Model"),
    (", an open suite of TriLMs trained on 1.2T tokens", "Model"),   # a coined kind of language model
    (", a ReAct agent for tool use", "Method"),
    (", a 2.4B text-to-image flow-matching model distilled from FLUX.1", "Model"),   # a decimal point ends nothing
    (" (financial herding under long and uncertain context), a benchmark for evaluating", "Dataset"),   # bracketed
    (", a method. The 7B model", "Method"),
    (" dataset demonstrate consistent performance gains", "Dataset"),   # the verb closes the name's phrase
    (" instead adopt a bidirectional approach", None),   # what the name does, not what it is
])
def test_the_head_of_the_phrase_after_a_name_gives_its_class(after, cls):
    assert context_class("", after) == cls


@pytest.mark.parametrize("left, role", [
    ("Compared with guideline-based ", "baseline"),                          # a hyphenated modifier between
    ("It improves 6.6%, surpassing the state-of-the-art, ", "baseline"),      # an apposition's comma
    ("An extensive comparison with baseline CNN models, including ", "baseline"),   # rivals by example
    ("Experiments on two ", "used"),
    ("surpassing strong baselines such as ENT (0.82 & 0.55) and ", "baseline"),   # figures between list items
    ("correlate better with humans than traditional heuristics such as ENT or ", "baseline"),
    ("outperforming state-of-the-art models such as NT, ENT, and ", "baseline"),   # an item no rule found
    ("compared against five controllers including Static, Round Robin, and ", "baseline"),
    ("achieves 0.83, versus 0.69 for ", "baseline"),
    ("We use tools such as Static, Round Robin, and ", "used"),   # a list with no rival's cue
    ("trained on ImageNet, COCO, and ", "used"),
    ("Compared to English, ", "used"),   # a fronted phrase's comma, no list
    ("We study models exceeding 100B parameters, such as ", "used"),
    ("It achieves performance comparable to that of the best open-source model ", "baseline"),
    ("It achieves comparable accuracy to the ", "baseline"),   # the measure between the words of the cue
    ("The compact variant matches the precision of ", "baseline"),
    ("It improves mask quality to 68.0 compared to 62.3 of ", "baseline"),   # a figure "of" a rival
    ("It outperforms traditional ", "baseline"),
    ("even surpassing the iterative-based method ", "baseline"),
    ("a 5x speedup over the fastest ", "baseline"),
    ("Compared with the SOTA ", "baseline"),
    ("We fine-tune the best model ", "used"),   # a filler word with no rival's cue before it
    ("We compare ENT to traditional ", "used"),   # "compare X to Y" sets no rival before Y
    ("Inputs often exceed the context window of LLMs such as ", "used"),   # no rival's cue before the examples
    ("GPT-4 agents competing with ", "used"),
    ("Our model is comparable in size to ", "used"),   # comparable in a measure of quality only
    ("It keeps 8 layers compared to 32 layers of ", "used"),   # a count of parts, not a figure of merit
    ("It outperforms ENT and even matches ", "baseline"),   # "matches" after an adverb of degree
    ("ENT closely matches the ", "baseline"),
    ("We use pattern matching ", "used"),                    # a gerund's noun, no verb
    ("surpasses the much larger ", "baseline"),
    ("It outperforms ENT and OpenAI's ", "baseline"),        # a maker's name in the list
    ("It beats OpenAI's ", "baseline"),
    ("We fine-tune Meta's ", "used"),
    ("It outperforms ENT and Table's ", "used"),             # no maker
    ("outperforming other competitive models such as, ", "baseline"),   # a comma after "such as"
    ("It outperforms baselines such as, ", "baseline"),
])
def test_baseline_cues_reach_over_modifiers_and_examples(left, role):
    assert role_in_context(left, "", "Model", "") == role


@pytest.mark.parametrize("left, right, role", [
    ("ENT matches ", " reasoning accuracy at 2x throughput", "baseline"),   # a name's measure after it
    ("it matches ", "'s compute scaling slope", "baseline"),
    ("ENT matches ", " keypoints across image pairs", "used"),   # matching things, not a rival
    ("Given two images, it matches ", " keypoints", "used"),
    ("We show that matching ", " features helps", "used"),
    ("Compared with ENT, Google's ", " is cheaper.", "used"),   # a comma closes a fronted phrase, no list
])
def test_a_subject_matching_a_names_measure_makes_it_a_rival(left, right, role):
    assert role_in_context(left, right, "Model", "") == role


def test_a_rivals_filler_word_lets_no_use_cue_reach_a_background_name():
    """"traditional", "best", "fastest" stand between a rival's cue and its name; "the limitations of traditional
    ENT" in a background sentence still only mentions it."""
    sentence = "However, the limitations of traditional ENT remain."
    assert role_in_context("However, the limitations of traditional ", " remain.", "Method", sentence) == "mentioned"


@pytest.mark.parametrize("left", ["Leveraging ENT and ", "Across ENT, ENT, and ", "On ENT and ", "For "])
def test_a_sentences_first_word_is_no_item_of_the_list_after_it(left):
    """The cue before a list reaches its items however many there are, but a capitalised first word is that
    cue, not an item: its sentence reads as background without it."""
    assert role_in_context(left, ", X improves on prior methods.", "Method",
                           left + "X improves on prior methods.") == "used"


def test_a_long_list_of_capitalised_items_fails_fast():
    """A list's pieces match one way each: 26 items took minutes when the space after a comma could go two ways."""
    items = ", ".join("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    assert role_in_context(f"Answers {items} by ENT, ", "", "Model", "") == "used"
    assert role_in_context(f"compared against baselines such as {items[:22]}, and ", "", "Model", "") == "baseline"


def test_a_new_name_is_hardware_only_by_its_own_head():
    text = "Learners stay in the Zone of Proximal Development (ZPD) on ZPD devices; an image signal processor (ISP) helps."
    assert classify_in_text("Zone of Proximal Development", text, occurrences(text, "ZPD")) == "Method"
    assert classify_in_text("image signal processor", text, occurrences(text, "ISP")) == "Hardware"


def test_an_apposition_says_what_a_name_is_before_a_titles_colon():
    text = "EMIT: Enhancing MLLMs for Anomaly Detection\nWe propose EMIT, a unified framework that enhances MLLMs."
    assert classify_in_text("EMIT", text, occurrences(text, "EMIT"), contribution=True) == "Method"
    generator = "We present BitDance, a scalable autoregressive (AR) image generator."   # the bracket is skipped
    assert classify_in_text("BitDance", generator, occurrences(generator, "BitDance")) == "Model"


@pytest.mark.parametrize("text", ["ZorVex: A Benchmark for Code Agents\nWith ZorVex, a detector of failures wins.",
                                  "We release the ZorVex benchmark. On ZorVex, a model that plans wins."])
def test_a_fronted_phrases_name_is_no_apposition(text):
    assert classify_in_text("ZorVex", text, occurrences(text, "ZorVex")) == "Dataset"


def test_a_word_ending_in_lm_names_a_model_only_in_capitals():
    assert context_class("We present ", ", an open collection of films for research") is None


def test_a_list_after_a_colon_takes_the_class_of_the_noun_before_it():
    assert context_class("a collection of three object-centric dataset resources: Cityscapes-Pedestrian, ",
                         ", and COCO PottedPlant. The collection standardizes crops") == "Dataset"


def test_a_data_noun_after_a_model_shaped_name_makes_it_a_dataset():
    text = "We train on the TrashNet dataset and the STHLM3 cohort with ResNet."
    assert classify_in_text("TrashNet", text, [(16, 24)]) == "Dataset"
    assert classify_in_text("ResNet", text, [(59, 65)]) == "Model"
    text = "We propose FooNet, a segmentation network. The FooNet dataset-specific tuning is avoided."
    assert classify_in_text("FooNet", text, [(11, 17), (47, 53)]) == "Model"   # an apposition says what it is
    text = "We release TrashNet, a dataset of waste images. Models trained on the TrashNet dataset improve."
    assert classify_in_text("TrashNet", text, occurrences(text, "TrashNet")) == "Dataset"   # and says so
