"""The extraction rule families on the tiny vocabulary (tests/data/mini_vocab.ttl)."""
import pytest

HW = "https://w3id.org/mlkg/concept/hardware/"
METHOD = "https://w3id.org/mlkg/concept/method/"
MODEL = "https://w3id.org/mlkg/concept/model/"
DATASET = "https://w3id.org/mlkg/concept/dataset/"
METRIC = "https://w3id.org/mlkg/concept/metric/"


def concepts(extraction):
    return {m.concept for m in extraction.mentions}


def roles(extraction):
    found = {}
    for m in extraction.mentions:
        found.setdefault(m.concept, set()).add(m.role)
    return found


def test_hardware_taxonomy_terms_and_plurals(extract):
    e = extract("We optimize kernels for the RISC-V Vector Extension (RVV) on the SpacemiT X60 and compare "
                "with GPUs using Tensor Cores. RVV code runs on edge devices.")
    assert {HW + "rvv", HW + "spacemit-x60", HW + "gpu", HW + "tensor-core", HW + "edge-device"} <= concepts(e)
    assert {m.text for m in e.mentions if m.concept == HW + "rvv"} == {"RISC-V Vector Extension", "RVV"}


def test_a_hardware_line_with_a_model_number_is_that_product(extract):
    e = extract("We run on an Intel Xeon Gold 6248R with a GPU 1000 times faster than a GPU with 8GB.")
    product = next(m for m in e.mentions if m.text == "Intel Xeon Gold 6248R")
    assert product.cls == "Hardware" and product.concept == HW + "intel-xeon-gold-6248r"
    assert {m.text for m in e.mentions if m.cls == "Hardware"} == {"Intel Xeon Gold 6248R", "GPU"}


def test_a_cloud_gpu_is_its_own_class_unless_the_paper_names_bare_gpus(extract_bundled):
    alone = extract_bundled("Sampling takes one second on a cloud GPU.")
    both = extract_bundled("Sampling takes one second on a cloud GPU; other GPUs are slower.")
    assert [m.concept for m in alone.mentions] == [HW + "cloud-gpu"]
    assert {m.concept for m in both.mentions} == {HW + "gpu"}


def test_a_vendor_before_a_bare_card_number_and_a_memory_size_before_a_gpu_belong_to_the_mention(extract_bundled):
    e = extract_bundled("It runs on an NVIDIA 3090 GPU, a 24 GB GPU and earbuds, and needs 80 GB GPU memory.")
    assert [(m.text, m.concept) for m in e.mentions] == [
        ("NVIDIA 3090 GPU", HW + "nvidia-geforce-rtx-3090"), ("24 GB GPU", HW + "gpu"),
        ("earbuds", HW + "earbuds"), ("GPU", HW + "gpu")]


def test_a_numbered_product_with_its_tier_is_that_product(extract_bundled):
    e = extract_bundled("We collect the data with an iPhone 11 Pro, not an iPhone 11, and run it on the iPhone 11 Pro.")
    assert [(m.text, m.rule) for m in e.mentions] == [
        ("iPhone 11 Pro", "hardware-product"), ("iPhone 11", "vocabulary"), ("iPhone 11 Pro", "hardware-product")]
    assert e.mentions[0].concept == e.mentions[2].concept != e.mentions[1].concept


@pytest.mark.parametrize("product", ["Intel Xeon Gold S25+", "Intel Xeon Gold E5 Ultra", "Intel Xeon Gold p5000"])
def test_a_model_code_after_a_hardware_line_is_that_product(extract, product):
    e = extract(f"Latency is measured on an Intel Xeon Gold 8GB and on an {product}.")
    assert [m.text for m in e.mentions if m.cls == "Hardware"] == ["Intel Xeon Gold", product]


def test_a_count_glued_to_a_device_leaves_the_device_name(extract):
    e = extract("Training took a day on 8xGPU nodes, 4×SpacemiT X60 boards and 3x3 convolutions.")
    assert [(m.text, m.concept) for m in e.mentions if m.cls == "Hardware"] == [
        ("GPU", HW + "gpu"), ("SpacemiT X60", HW + "spacemit-x60")]


def test_a_chip_named_by_its_maker_and_a_product_code(extract):
    e = extract("It runs at 30 FPS(GPU) and on the Qualcomm SA8295P SoC, unlike NVIDIA Nemotron-3.")
    assert [(m.text, m.concept) for m in e.mentions if m.cls == "Hardware"] == [
        ("GPU", HW + "gpu"), ("Qualcomm SA8295P SoC", HW + "qualcomm-sa-8295p")]
    e = extract("It is deployed on a 13th Gen Intel i7-1355U CPU.")   # a processor's lowercase series letter
    assert [(m.text, m.concept) for m in e.mentions] == [("Intel i7-1355U CPU", HW + "intel-i7-1355u")]


def test_a_chip_takes_the_device_it_sits_in_and_a_product_its_kind(extract):
    e = extract("It runs on a consumer laptop GPU, on OULU-NPU, on a GPU, on an Intel Xeon Gold 6248R CPU and on a "
                "Raspberry Pi 5 NPU.")
    assert [(m.text, m.concept) for m in e.mentions if m.cls == "Hardware"] == [
        ("consumer laptop GPU", HW + "gpu"), ("GPU", HW + "gpu"),
        ("Intel Xeon Gold 6248R CPU", HW + "intel-xeon-gold-6248r"), ("Raspberry Pi 5", HW + "raspberry-pi-5"),
        ("NPU", HW + "npu")]


def test_a_qualifier_takes_its_head_from_the_coordinated_phrase(extract):
    e = extract("It cannot run on mobile and edge devices, nor on a cloud and edge GPU, nor on edge/mobile devices.")
    assert [(m.text, m.concept) for m in e.mentions if m.cls == "Hardware"] == [
        ("mobile", HW + "mobile-device"), ("edge devices", HW + "edge-device"), ("GPU", HW + "gpu"),
        ("edge", HW + "edge-device"), ("mobile devices", HW + "mobile-device")]


def test_a_list_of_qualifiers_takes_its_head_from_the_last(extract_bundled):
    e = extract_bundled("Deploying it on mobile, embedded, and edge devices is hard; on mobile, and we test edge devices.")
    assert [m.text for m in e.mentions if m.cls == "Hardware"] == ["mobile", "embedded", "edge devices", "edge devices"]


def test_a_qualified_class_is_the_bare_class_the_paper_also_names(extract):
    folded = extract("It runs on mobile NPUs: the NPU executes every layer.")
    assert [(m.text, m.concept) for m in folded.mentions if m.cls == "Hardware"] == [
        ("mobile NPUs", HW + "npu"), ("NPU", HW + "npu")]
    alone = extract("It runs on mobile NPUs and on a CPU.")
    assert [(m.text, m.concept) for m in alone.mentions if m.cls == "Hardware"] == [
        ("mobile NPUs", HW + "mobile-npu"), ("CPU", HW + "cpu")]
    product = extract("It runs on a Google Edge TPU; the TPU executes every layer.")   # a product keeps its concept
    assert [(m.text, m.concept) for m in product.mentions if m.cls == "Hardware"] == [
        ("Google Edge TPU", HW + "google-edge-tpu"), ("TPU", HW + "tpu")]


def test_a_hyphenated_verb_is_no_hardware_qualifier(extract):
    e = extract("We co-design GPU kernels for co-designed GPUs, and CPU- and GPU-based baselines.")
    assert [m.text for m in e.mentions if m.cls == "Hardware"] == ["GPU", "co-designed GPUs", "CPU", "GPU"]


def test_a_vendor_and_a_short_code_name_no_chip_without_a_kind_word(extract):
    e = extract("We compare Apple MM1 with an Apple M4 CPU and a Rockchip RK3588.")
    assert [m.text for m in e.mentions if m.cls == "Hardware"] == ["Apple M4 CPU", "Rockchip RK3588"]


def test_offsets_index_the_verbatim_abstract(extract):
    abstract = "We run \\textsc{LoRA} on a\nsingle **GPU**, see $\\mathcal{O}(n)$ and the RISC-V\ncore."
    e = extract(abstract)
    assert e.mentions
    for m in e.mentions:
        assert abstract[m.start:m.end] == m.text
        assert m.sentence[0] <= m.start < m.end <= m.sentence[1]
    assert {m.text for m in e.mentions} >= {"LoRA", "GPU", "RISC-V"}


def test_nothing_in_a_web_address_is_a_mention(extract):
    abstract = "We train LoRA on a GPU. Code: https://github.com/lab/LoRA-GPU-kit and www.gpu.org/LoRA."
    e = extract(abstract)
    assert {(m.text, m.start) for m in e.mentions} == {("LoRA", 9), ("GPU", 19)}
    assert abstract.endswith("LoRA.") and e.mentions[-1].end < abstract.index("https")


def test_title_mentions_point_into_the_title(extract):
    e = extract("We study adapters.", title="MASCA: LoRA based agents on GPUs")
    title_mentions = {m.text: m for m in e.mentions if m.field == "title"}
    assert set(title_mentions) >= {"MASCA", "LoRA", "GPUs"}
    assert title_mentions["MASCA"].role == "proposed"


def test_vocabulary_wins_ties_with_the_model_grammar(extract):
    e = extract("We compare GPT-2 with Qwen3 and LLaMA-3 variants.")
    gpt = [m for m in e.mentions if m.text == "GPT-2"]
    assert [m.rule for m in gpt] == ["vocabulary"] and gpt[0].concept == MODEL + "gpt-2"


def test_model_variants_link_to_their_family(extract):
    e = extract("We fine-tune LLaMA-3-8B and Qwen2.5-{0.5B,3B,7B}-Instruct on GSM8K.")
    variants = {m.name: m.family for m in e.mentions if m.rule == "model-grammar"}
    assert variants == {"LLaMA-3-8B": MODEL + "llama-3", "Qwen2.5-0.5B-Instruct": MODEL + "qwen2-5",
                        "Qwen2.5-3B-Instruct": MODEL + "qwen2-5", "Qwen2.5-7B-Instruct": MODEL + "qwen2-5"}


def test_abbreviation_links_both_forms_to_one_concept(extract):
    e = extract("We adapt models with Low-Rank Adaptation (LoRA). LoRA is cheap.")
    assert {m.concept for m in e.mentions if m.text in ("Low-Rank Adaptation", "LoRA")} == {METHOD + "lora"}


def test_new_abbreviation_mints_one_concept_for_both_forms(extract):
    e = extract("We train with a multi-hot cross-entropy (MCE) objective. MCE is stable.")
    [iri] = {m.concept for m in e.mentions if m.text in ("multi-hot cross-entropy", "MCE")}
    assert iri == METHOD + "multi-hot-cross-entropy"
    assert len([m for m in e.mentions if m.concept == iri]) == 3


def test_ambiguous_acronym_resolved_by_the_papers_definition(extract):
    e = extract("The Segment Anything Model (SAM) segments images. We prompt SAM with boxes.")
    assert {m.concept for m in e.mentions if m.text == "SAM"} == {MODEL + "segment-anything-model"}
    e = extract("We revisit Sharpness-Aware Maximization (SAM). SAM finds flat minima.")
    assert {m.concept for m in e.mentions if m.text == "SAM"} == {METHOD + "sharpness-aware-minimization"}


def test_a_plural_short_form_is_its_singular_where_the_long_form_spells_it(extract):
    e = extract("We fine-tune with low-rank adapters (LoRAs). Large-scale adaptation modules (LoRAs) differ.")
    assert [m.concept for m in e.mentions if m.text == "LoRAs"][0] == METHOD + "lora"


def test_a_defined_short_form_is_a_known_concept_only_as_written(extract):
    e = extract("We test on the spatial temporal action retrieval (STAR) suite. STAR is hard.")
    assert {m.concept for m in e.mentions if m.text == "STAR"} and not any(
        m.concept.endswith("/star") for m in e.mentions)


@pytest.mark.parametrize("abstract, concept", [
    ("Inspired by SAM, we prompt a segmentation model.", MODEL + "segment-anything-model"),
    ("Training with SAM lowers sharpness.", METHOD + "sharpness-aware-minimization"),
])
def test_an_undefined_ambiguous_acronym_is_the_concept_whose_words_the_text_shares(extract, abstract, concept):
    assert {m.concept for m in extract(abstract).mentions if m.text == "SAM"} == {concept}


@pytest.mark.parametrize("sentence, name", [
    ("In this work, we present Token-Superposition Training (TST), a simple drop-in method.",
     "Token-Superposition Training"),
    ("In this paper, we introduce MASCA, an LLM-driven multi-agent system.", "MASCA"),
    ("We propose a novel framework called Unsafe Weights Manipulation that edits weights.",
     "Unsafe Weights Manipulation"),
    ("We propose DSGym, a benchmark of data science tasks.", "DSGym"),
    ("We use diffusion to propose a Resource-aware Workload Transceiver (ROWT) for delivery.",
     "Resource-aware Workload Transceiver"),                                    # "to propose"
    ("Finally, a Densely Supervised Prompt Update (DSPU) strategy is proposed.", "Densely Supervised Prompt Update"),
    ("The core of HGS lies in our Static-Dynamic Decomposition (SDD) strategy.", "Static-Dynamic Decomposition"),
    ("We build a medical knowledge graph (termed M3KG) based on reports.", "M3KG"),   # "based on" is no modifier
    ("We propose spatial-Markov attention to cut the cost.", "spatial-Markov attention"),   # the part it names
    ("We introduce Polymorph, a context-aware framework for video.", "Polymorph"),   # a plain word, an apposition
    ("We define Open-Set Community Distortion (OSCD), a metric.", "Open-Set Community Distortion"),
    ("AF has two simple components: Token Importance Measurement (TIME) and Token Adaptive Pruning (TAP).",
     "Token Adaptive Pruning"),                                                        # the parts it lists
    ("We introduce Qwen3, a series of compact models.", "Qwen3"),     # a known name the paper says is its own
    ("To support this task, we collected the 3DTwins dataset of 76k pairs.", "3DTwins"),   # data it collects
    ("We collect AscendMotion, a large-scale, challenging climbing motion dataset.", "AscendMotion"),
    ("We will publicly release MedBench-X and our code.", "MedBench-X"),   # what "we will" do
    ("Two challenging datasets, PAC-105 and PAC-Somalia, are harvested.", "PAC-105"),   # made, in the passive
    ("Two challenging datasets, PAC-105 and PAC-Somalia, are harvested.", "PAC-Somalia"),
    ("A new benchmark, FooBench, is constructed from exam questions.", "FooBench"),
    ("We introduce a new multimodal UAV aerial video dataset (UAV-Test).", "UAV-Test"),   # past a word no entity
    ("We present The AI Scientist-v2, an end-to-end agentic system.", "AI Scientist-v2"),   # which leads a name
    ("We refer to these two adapters as Slow-LoRA and Fast-LoRA.", "Fast-LoRA"),   # the made thing named
    ("Key innovations include a novel loss function, Inner-CIOU, to enhance accuracy.", "Inner-CIOU"),   # new kind's
    ("A newly introduced balanced variant, DEFOM-PrunePlus (21M), offers the best trade-off.", "DEFOM-PrunePlus"),
    ("We evaluate on GSM8K and WebTailBench (our new benchmark).", "WebTailBench"),   # "our new" after it
    ("Building on EpG, we define the Orchestration Overhead Index (OOI) to isolate the cost.",
     "Orchestration Overhead Index"),                                                 # "we define the X (ABBR)"
    ("We present WebSpline. The core of WebSpline is the Structure-Informed Spline (SIS) representation.",
     "Structure-Informed Spline"),
    ("We study sign language and collect AscendSign, a large-scale dataset of signs.", "AscendSign"),   # joined
    ("We close the gap by collecting FooSet, a large corpus of dialogues.", "FooSet"),
    ("We curate two new benchmarks: FooBench for claim verification and BarQA for evaluating factuality.", "BarQA"),
    ("We introduce a novel structure named cyclic multi-access disjoint packing (CMA-DP).",
     "cyclic multi-access disjoint packing"),                                         # a kind noun, then "named"
    ("Unlike the method Smith et al. proposed, we introduce a new fused adapter (FA).", "fused adapter"),
    ("Smith et al. introduced a benchmark, while in this paper a new fused adapter (FA) is proposed.", "fused adapter"),
    ("Unlike prior designs, which Li et al. proposed for vision, our framework, termed FooNet, runs fast.", "FooNet"),
    ("We release FooBench-Refined, a cleaned version of FooBench.", "FooBench-Refined"),   # a capitalised part
])
def test_contribution_detected(extract, sentence, name):
    e = extract(sentence)
    proposed = [m for m in e.mentions if m.role == "proposed"]
    assert name in {m.name for m in proposed}
    assert set(e.proposed) == {m.concept for m in proposed}


@pytest.mark.parametrize("sentence", [
    "We propose a forward-looking approach to serving.",
    "This paper introduces a Gaussian Splatting (GS) based system for simulation.",
    "We propose an LLM-based agent for planning.",
    "Compared with the Static-Dynamic Decomposition (SDD) of prior work, ours is simpler.",
    "We propose LoRA adapters for GPT-2 on edge devices.",    # known concepts are not the paper's contribution
    "We introduce Bayesian priors to the model.",              # a plain word without an apposition
    "In this work, we define an unsupervised pipeline for labelling areas within Sentinel-2 imagery.",
    "We introduce a sequential-to-global framework based on LLaMA's objective.",   # a known name's possessive
    "We present coarsening, a GPU-oriented method for solvers.",   # a modifier, not a name
    "We introduce an RGB-only variant that needs no depth.",
    "We compare a state space model called YOLO with ImageNet, a large dataset.",   # "called" names another's
    "ArtSeek has two components: a module based on LoRA, a classifier on Qwen3.",   # a list, no apposition
    "We design a memory module and introduce a spatial encoder.",   # one word before a part describes it
    "We collect 3,418 CPG documents from 9 countries.",   # a count: the name qualifies what it counts
    "This study collects Google Maps reviews across two areas.",   # collected data not called a dataset
    "We collect a motion capture dataset of American Sign Language (ASL) dialogue.",
    "We compiled a massive dataset spanning Clinical Care, Wellness Health, and Professional Inquiry.",
    "We release a 24.14B-token refined corpus and a 10K-image benchmark.",   # counts of things, no names
    "The ImageNet and GSM8K datasets were collected from the web.",   # known data, made by others
    "The FooNet dataset was collected by Smith et al. in 2019.",
    "We refer to this curve as the Text Uncanny Valley.",   # a phenomenon named, no technique
    "We compare with a novel method, FooNet, proposed by Smith et al.",   # a new thing of others
    "Compared with a new model, FooNet, ours is faster.",
    "We study review sites and collect Google Maps reviews across two areas.",   # a joined verb, no dataset named
    "We compare against FooNet, which was designed for speed.",   # a relative clause, no passive of the paper's
    "Unlike FooNet, our proposed method is fast.",   # "our proposed" after a comma opens a new clause
    "On FooBench-X, our new model wins.",
    "Six variants of Meta-Llama-3.1-8B are constructed to test the effect.",   # made from the name, not the name
    "A subset from the public FooBench Dataset was curated for training.",
    "We will release GPT-4o-restored images and code.",   # a participle after a name makes it a modifier
    "We present CLIP-filtered pairs of images and captions.",
    "Recently, Cheng et al. proposed a framework called FooNet. We extend it.",   # named by its makers, others
    "Smith et al. (2023) introduced a new fused adapter (FA). We extend it.",
])
def test_no_contribution_for_unnamed_or_modifier(extract, sentence):
    assert extract(sentence).proposed == ()


@pytest.mark.parametrize("sentence, name", [
    ("We propose next-patch diffusion, which predicts many tokens at once.", "next-patch diffusion"),
    ("We introduce a novel dual-pool token-budget routing for serving.", "dual-pool token-budget routing"),
    ("We present algebraic coarsening, a GPU-oriented method for solvers.", "algebraic coarsening"),   # apposed
    ("We propose a straightforward dual contrastive loss for denoising.", "dual contrastive loss"),   # an epithet
    ("We propose learnable positional encoding for graphs.", "learnable positional encoding"),   # part of the name
    ("We propose a memory module and a gated fusion module.", "gated fusion module"),   # after a described part
    ("We propose both geometry-aware initialization and photometric strategies.", "geometry-aware initialization"),
])
def test_a_lowercase_technique_right_after_the_trigger_is_the_contribution(extract, sentence, name):
    e = extract(sentence)
    assert {(m.cls, m.role) for m in e.mentions if m.name == name} == {("Method", "proposed")}


def test_the_items_enumerated_after_a_trigger_are_proposed(extract):
    e = extract("To cut costs, we propose: (i) a bottleneck pixel decoder for fusion, (ii) Calibrated Decoder "
                "Pruning for speed, (iii) improving training stability, and (iv) a streamlined schedule.")
    assert {m.name for m in e.mentions if m.role == "proposed"} == {"bottleneck pixel decoder",
                                                                     "Calibrated Decoder Pruning"}
    e = extract("It runs through composable modules: a Program Orchestrator keeps order, a Tool Simulator "
                "adds gaps, and a KV Residency Model tracks placement.")
    assert {m.name for m in e.mentions if m.role == "proposed"} == {"Program Orchestrator", "Tool Simulator",
                                                                     "KV Residency Model"}
    e = extract("We design three collaborative modules: PreWeightNet for global assessment, ThresholdNet for "
                "adaptive filtering, and EffiWeightNet for weight computation.")
    assert {m.name for m in e.mentions if m.role == "proposed"} == {"PreWeightNet", "ThresholdNet", "EffiWeightNet"}
    e = extract("We propose ATN3D. ATN3D introduces (i) Density-aware early fusion with cross-modal gating, and (ii) "
                "Occupancy-gated neighborhood aggregation that fills gaps.")
    assert {m.text for m in e.mentions if m.role == "proposed"} == {
        "ATN3D", "Density-aware early fusion", "Occupancy-gated neighborhood aggregation"}   # items in sentence case
    e = extract("We propose OmniNFT. It has three key innovations: (1) Modality-wise advantage routing, which routes "
                "advantages. (2) Region-wise loss reweighting, which reweights losses.")
    assert {m.text for m in e.mentions if m.role == "proposed"} == {
        "OmniNFT", "Modality-wise advantage routing", "Region-wise loss reweighting"}   # items across sentences
    e = extract("The method follows three phases: Experience Anchoring, Experience Replay, and Knowledge-Driven "
                "Closed-Loop Control.")
    assert {m.name for m in e.mentions if m.role == "proposed"} == {
        "Experience Anchoring", "Experience Replay", "Knowledge-Driven Closed-Loop Control"}
    e = extract("We propose: (i) a novel bottleneck pixel decoder, and (ii) Calibrated Decoder Pruning.")
    assert {m.text for m in e.mentions if m.role == "proposed"} == {"bottleneck pixel decoder",
                                                                     "Calibrated Decoder Pruning"}
    e = extract("We propose FooNet and evaluate it on (a) QXRT-12 and (b) ZZData-7 scenes.")
    assert {m.name for m in e.mentions if m.role == "proposed"} == {"FooNet"}   # what it is evaluated on
    e = extract("Existing pipelines rely on modules: a Program Orchestrator and a Tool Simulator.")
    assert not [m for m in e.mentions if m.role == "proposed"]                    # prior work's parts
    e = extract("Prior systems use (i) a bottleneck pixel decoder and (ii) a mask head.")
    assert not [m for m in e.mentions if m.role == "proposed"]   # no trigger: not this paper's
    e = extract("We propose Sigma, a framework featuring: 1) sign-aware early fusion, which aligns cues, and 2) "
                "hierarchical alignment learning, which maximises agreement.")
    assert {m.name for m in e.mentions if m.role == "proposed"} == {
        "Sigma", "sign-aware early fusion", "hierarchical alignment learning"}   # items after the trigger's colon
    e = extract("We propose GraphMix and compare it with three strong baselines: (1) GraphZed, (2) NodeFormerX, and "
                "(3) HyperSAGE-2.")
    assert {m.name for m in e.mentions if m.role == "proposed"} == {"GraphMix"}   # the rivals listed
    e = extract("We propose a new method that addresses two limitations of existing approaches: (1) Mode Collapse "
                "and (2) Exposure Bias.")
    assert not [m for m in e.mentions if m.role == "proposed"]   # the problems listed
    e = extract("We present DeskSet, a dataset featuring: (1) complex multi-object scenes, (2) large-scale training.")
    assert {m.name for m in e.mentions if m.role == "proposed"} == {"DeskSet"}   # a dataset's features
    e = extract("We present Insight-V++. To go further, Insight-V++ introduces two novel algorithms, ST-GRPO and "
                "J-GRPO, which enhance reasoning.")
    assert {m.name for m in e.mentions if m.role == "proposed"} == {"Insight-V++", "ST-GRPO", "J-GRPO"}
    e = extract("We introduce two LoRA variants, FooLoRA and BarLoRA, for adapters.")
    assert {m.name for m in e.mentions if m.role == "proposed"} == {"FooLoRA", "BarLoRA"}   # a known name inside
    e = extract("We present MetaFind. MetaFind introduces a plug-and-play equivariant layout encoder ESSGNN that "
                "captures relations. We propose a new CKGE model BAKE.")
    assert {m.name for m in e.mentions if m.role == "proposed"} == {"MetaFind", "ESSGNN", "BAKE"}   # named after
    e = extract("Prior methods follow three steps: Data Collection, Model Training, and Human Evaluation.")
    assert not [m for m in e.mentions if m.role == "proposed"]   # prior work's steps
    e = extract("Our pipeline runs in three steps: Scene Anchoring, Trajectory Replay, and Closed-Loop Control.")
    assert {m.name for m in e.mentions if m.role == "proposed"} == {
        "Scene Anchoring", "Trajectory Replay", "Closed-Loop Control"}
    e = extract("The framework integrates three key innovations: model quantization for memory-efficient inference, "
                "Raspberry Pi-optimized vision pipelines, and secure IoT communication.")
    assert not [m for m in e.mentions if "optimized" in m.text]   # what the item is made for, not its name


@pytest.mark.parametrize("sentence", [
    "We propose two complementary regularization terms for the encoder.",   # a count, not a name
    "We propose joint optimization of both stages.",                         # a generic pairing
    "We present a polynomial-time algorithm for fair division.",             # a plain property of the head
    "We introduce the task of distillation data detection.",                 # a task, not a technique
    "We propose a novel filtering scheme for noisy text.",                  # only an adjective before the head
    "We propose a hybrid compression method, TailorKV, for caches.",        # a modifier of a generic noun
    "We present the systematic adaptation of UltraSeg to ultrasound.",      # an act on a named thing
    "We propose to apply mutual distillation between students.",             # not the trigger's object
])
def test_no_lowercase_contribution_without_a_technique_object(extract, sentence):
    assert not [m for m in extract(sentence).mentions if m.role == "proposed" and m.name[:1].islower()]


def test_a_known_name_the_tokens_hide_from_the_vocabulary_is_its_concept(extract):
    e = extract("We evaluate on CIFAR-10/100 and report accuracy.")   # "CIFAR-10/100" is one token
    assert [(m.text, m.concept) for m in e.mentions if m.cls == "Dataset"] == [
        ("CIFAR-10", DATASET + "cifar-10"), ("CIFAR-10/100", DATASET + "cifar-100")]
    e = extract("Results on CIFAR-10 and 100 and on CIFAR-10 and 50% noise, CIFAR-10 and 12 seeds, CIFAR-10 and 100.")
    assert [(m.text, m.concept) for m in e.mentions if m.cls == "Dataset"] == [
        ("CIFAR-10", DATASET + "cifar-10"), ("CIFAR-10 and 100", DATASET + "cifar-100"), ("CIFAR-10", DATASET + "cifar-10"),
        ("CIFAR-10", DATASET + "cifar-10"), ("CIFAR-10", DATASET + "cifar-10"), ("CIFAR-10 and 100", DATASET + "cifar-100")]


def test_a_name_shape_the_vocabulary_knows_in_another_case_is_its_concept_without_a_cue(extract):
    e = extract("Images come from open sources including Photo Bucket and Cifar-10.")
    assert [(m.text, m.concept) for m in e.mentions if m.cls == "Dataset"] == [("Cifar-10", DATASET + "cifar-10")]
    assert not [m for m in extract("The STAR of the show is Llama.").mentions if m.text == "STAR"]


def test_a_kind_of_method_named_by_the_method_is_the_method(extract):
    e = extract("Existing NAS methods ignore energy.")
    assert [(m.text, m.concept) for m in e.mentions] == [("NAS", METHOD + "neural-architecture-search")]


def test_a_defined_term_that_aims_to_do_something_is_a_task(extract):
    e = extract("Generalized Category Discovery (GCD) aims to classify unlabeled data. GCD is hard.")
    assert {m.cls for m in e.mentions} == {"Task"}
    e = extract("We propose Foo Bar Baz (FBB). FBB aims to classify unlabeled data.")   # a coined name is no task
    assert "Task" not in {m.cls for m in e.mentions if m.text == "FBB"}


def test_dataset_proposal_is_classified_as_dataset(extract):
    e = extract("We propose DSGym, a benchmark of data science tasks.")
    assert {m.cls for m in e.mentions if m.name == "DSGym"} == {"Dataset"}
    e = extract("We validated our method on a dataset we compiled (VID-AID), which includes 10,000 videos.")
    assert {(m.cls, m.role) for m in e.mentions if m.name == "VID-AID"} == {("Dataset", "proposed")}


@pytest.mark.parametrize("sentence, label, role", [
    ("Our method outperforms LoRA on GSM8K.", METHOD + "lora", "baseline"),
    ("Compared with strong baselines such as GPT-2, it wins.", MODEL + "gpt-2", "baseline"),
    ("We fine-tune GPT-2 on GSM8K.", MODEL + "gpt-2", "used"),
    ("Experiments show gains on ImageNet.", "https://w3id.org/mlkg/concept/dataset/imagenet", "used"),
    ("Our method runs on a single GPU.", HW + "gpu", "used"),
    ("This speeds up training without modifying the LoRA adapters.", METHOD + "lora", "mentioned"),
    ("GPUs have been widely used for training, but they remain costly.", HW + "gpu", "mentioned"),
    ("We run all experiments on GPUs.", HW + "gpu", "used"),
    ("It outperforms existing language models such as GPT-2 and LLaMA.", MODEL + "gpt-2", "baseline"),
    ("Our model reaches 0.9, and a baseline GPT-2 reaches 0.8.", MODEL + "gpt-2", "baseline"),
    ("We use language models such as GPT-2 as judges.", MODEL + "gpt-2", "used"),
])
def test_roles_from_context(extract, sentence, label, role):
    assert roles(extract(sentence))[label] == {role}


@pytest.mark.parametrize("sentence, text", [("We report accuracy on ImageNet-R and GSM8K.", "ImageNet-R"),
                                            ("We report accuracy on DriveLM-GSM8K and ImageNet.", "DriveLM-GSM8K"),
                                            ("Experiments on the ImageNet Val split show it.", "ImageNet Val"),
                                            ("It wins on Babel-ImageNet and GSM8K.", "Babel-ImageNet"),
                                            ("It wins on ImageNet v3 and GSM8K.", "ImageNet v3")])
def test_dataset_subsets_become_narrower_datasets(extract, sentence, text):
    """A suffix, a prefix, or a capitalised word before "dataset", "split" ... ("the ImageNet Val split")."""
    [variant] = [m for m in extract(sentence).mentions if m.rule == "dataset-variant"]
    family = "gsm8k" if "GSM8K" in text else "imagenet"
    assert (variant.text, variant.cls, variant.family) == (text, "Dataset",
                                                          "https://w3id.org/mlkg/concept/dataset/" + family)


def test_a_coordination_names_each_known_term_of_its_shared_head(extract_bundled):
    mentions = extract_bundled("Methods such as progressive and consistency distillation are slow; image and video "
                               "generation gain.").mentions
    elided = [(m.text, m.name, m.cls) for m in mentions if m.rule == "elided-head"]
    assert elided == [("progressive", "progressive distillation", "Method")]   # a task's head stays whole
    # a word another mention ends holds no elided term: no "k-means clustering", "flow matching"
    for sentence in ("We apply kernel k-means and spectral clustering.", "We use dense optical flow and bipartite "
                     "matching."):
        assert not [m for m in extract_bundled(sentence).mentions if m.rule == "elided-head"]


def test_a_capitalised_word_after_a_dataset_without_a_dataset_word_is_no_subset(extract):
    assert not [m for m in extract("Gains on ImageNet Models are large.").mentions if m.rule == "dataset-variant"]
    assert not [m for m in extract("Gains on Math-GSM8K are large.").mentions if m.rule == "dataset-variant"]


@pytest.mark.parametrize("sentence", [
    "It beats the state-of-the-art (SOTA) on MRI scans.",
    "Images from unmanned aerial vehicles (UAVs) are hard.",
    "Results on the no-KG and full-KG settings differ.",          # ablation settings, not datasets
    "Most work uses a single modality such as EEG, ECG, or PPG.",  # signals, not methods or datasets
    "It upconverts standard dynamic range (SDR) video to HDR.",     # properties of video
    "We fuse camera-LiDAR data and Vision-LiDAR inputs.",          # sensors joined
    "It mines previous NeurIPS and ICLR publications.",           # venues
    "It segments T1-weighted MRI volumes.",                        # a qualifier of an imaging modality
    "The app runs on iOS and streams over WiFi to the CSI-Sense toolkit.",   # an operating system, a wireless link
    "Generating Scalable Vector Graphics (SVG) code is hard.",     # a file format
])
def test_terms_that_are_never_entities(extract, sentence):
    assert extract(sentence).mentions == ()


def test_a_product_line_named_short_is_the_product_the_paper_names(extract):
    e = extract("We deploy the detector on a Raspberry Pi 5. On the Raspberry Pi, one frame takes 20 ms.")
    assert {m.text: m.concept for m in e.mentions if m.cls == "Hardware"} == {
        "Raspberry Pi 5": HW + "raspberry-pi-5", "Raspberry Pi": HW + "raspberry-pi-5"}


def test_a_short_form_names_what_its_long_form_names_beside_a_product(extract_bundled):
    """The line's short form follows its long form: the board in a paper on one board, the extension in a paper on
    one version of it."""
    e = extract_bundled("We build on the Raspberry Pi (RPi) platform and deploy on a Raspberry Pi 5.")
    assert {m.text: m.concept for m in e.mentions} == {"Raspberry Pi": HW + "raspberry-pi-5",
                                                         "RPi": HW + "raspberry-pi-5",
                                                         "Raspberry Pi 5": HW + "raspberry-pi-5"}
    e = extract_bundled("The RISC-V Vector Extension (RVV) is promising. We target RVV 1.0 cores.")
    assert [(m.text, m.concept) for m in e.mentions] == [
        ("RISC-V", HW + "risc-v"), ("RISC-V Vector Extension", HW + "risc-v-vector-extension"),
        ("RVV", HW + "risc-v-vector-extension"),
        ("RVV 1.0", HW + "risc-v-vector-extension-1-0")]


@pytest.mark.parametrize("abstract, text, concept", [
    ("We compare a Raspberry Pi 4 with a Raspberry Pi 5. The Raspberry Pi is cheap.", "Raspberry Pi", "raspberry-pi"),
    ("We vectorize for the RISC-V Vector Extension. RISC-V is open.", "RISC-V", "risc-v"),   # an extension, not a product
    ("Models on edge devices such as the Raspberry Pi 5.", "edge devices", "edge-device"),   # a class, not a line's name
])
def test_a_line_stays_itself_when_the_product_is_unclear(extract, abstract, text, concept):
    assert {m.concept for m in extract(abstract).mentions if m.text == text} == {HW + concept}


def test_the_family_of_versioned_model_labels_takes_further_variants(extract_bundled):
    """"GLM" is no label (it is also a generalized linear model), but "GLM-4", "GLM-4.5", ... make it a family for
    variants; a two-letter family ("SD-1.5", "RT-2") or one that names something else ("GAIA") does not."""
    e = extract_bundled("We report throughput on the MLA-based GLM-4.7-Flash and on GLM-4.5, not GLM-4.")
    assert [(m.text, m.cls, m.name) for m in e.mentions if m.cls == "Model"] == [
        ("GLM-4.7-Flash", "Model", "GLM-4.7-Flash"), ("GLM-4.5", "Model", "GLM-4.5"), ("GLM-4", "Model", "GLM-4")]
    e = extract_bundled("Patients were 54.2 years old (SD 12.3); the reverberation time RT60 was 1.2 s in GAIA-Level-3.")
    assert [m.text for m in e.mentions if m.cls == "Model"] == []


def test_an_image_encoders_vision_transformer_after_a_space_is_that_variant(extract_bundled):
    e = extract_bundled("We use the CLIP ViT-B/16 backbone, DINOv3 ViT-L/16 and OpenCLIP ViT-bigG/14, not Vision "
                        "Transformers ViT-H/14 or ResNet-50 ViT-B/16.")
    assert [m.text for m in e.mentions if m.cls == "Model"] == [
        "CLIP ViT-B/16", "DINOv3 ViT-L/16", "OpenCLIP ViT-bigG/14", "Vision Transformers", "ViT-H/14", "ResNet-50",
        "ViT-B/16"]


def test_an_apposition_calls_a_name_a_method_by_its_own_head_not_by_a_relative_clause(extract_bundled):
    e = extract_bundled("We present GateNet, a detector that uses a gating mechanism. We propose InfLLM v2, a trainable "
                        "sparse attention mechanism. We propose a mixture-of-experts decoder.")
    assert {(m.text, m.cls) for m in e.mentions if m.role == "proposed"} == {
        ("GateNet", "Model"), ("InfLLM v2", "Method"), ("mixture-of-experts decoder", "Model")}


def test_a_name_holding_a_known_model_is_a_method_where_an_apposition_calls_it_one(extract_bundled):
    e = extract_bundled("We propose SAM-MI, a mask-injected framework for segmentation. SDD-YOLO detects defects.",
                        title="SDD-YOLO: A Framework for Defects")
    assert {(m.text, m.cls) for m in e.mentions if "-" in m.text} == {("SAM-MI", "Method"), ("SDD-YOLO", "Model")}


def test_a_list_closing_after_a_years_item_gives_it_the_known_names_class(extract_bundled):
    e = extract_bundled("We achieve gold-level scores on AIME 2024 and CMO 2024.")
    assert [(m.text, m.cls) for m in e.mentions if m.cls == "Dataset"] == [("AIME 2024", "Dataset"),
                                                                           ("CMO 2024", "Dataset")]


def test_a_numbered_variant_of_a_defined_abbreviation_takes_the_definitions_class(extract_bundled):
    """PACS is a dataset in the vocabulary; here the abstract defines it as its own sampler."""
    e = extract_bundled("We propose Policy-Aware Contrastive Sampling (PACS), a sampler. PACS-2 and PACS-4 beat it.")
    assert {(m.text, m.cls) for m in e.mentions if m.text.startswith("PACS-")} == {("PACS-2", "Method"),
                                                                                 ("PACS-4", "Method")}


def test_a_known_models_version_written_out_is_that_version(extract_bundled):
    e = extract_bundled("Masks were annotated using the Segment Anything Model version 2 with farmer supervision.")
    assert [(m.text, m.cls) for m in e.mentions if m.cls == "Model"] == [("Segment Anything Model version 2", "Model")]


def test_known_families_with_glued_versions_are_models(extract):
    e = extract("We compare YOLOv8s, YOLOv12L and YOLOv11n for deer detection.")
    assert {(m.text, m.cls, m.family) for m in e.mentions if m.text.startswith("YOLO")} == {
        ("YOLOv8s", "Model", MODEL + "yolo"), ("YOLOv12L", "Model", MODEL + "yolo"),
        ("YOLOv11n", "Model", MODEL + "yolo")}


@pytest.mark.parametrize("title, abstract, name", [
    ("Dual-Pool Token-Budget Routing for LLM Serving", "We propose dual-pool token-budget routing, a dispatch "
     "mechanism.", "Dual-Pool Token-Budget Routing"),
    ("Shapes of Cognition for Cognitive Modeling", "Shapes of cognition is a new conceptual paradigm.",
     "Shapes of Cognition"),
    ("Shot-Aware Frame Sampling for Video LLMs", "Video frame sampling is costly; we select frames by shot.",
     "Shot-Aware Frame Sampling"),   # a technique's gerund closes it: a name even when not named again
    ("Mobile Segmentation via Bottleneck Fusion and Calibrated Decoder Pruning", "Segmenters are big; we shrink "
     "them.", "Calibrated Decoder Pruning"),   # the means a title names, closed by a technique's gerund
    ("Robust Canonicalization via Bootstrapped Data Re-Alignment", "Fine-grained classification is hard.",
     "Bootstrapped Data Re-Alignment"),   # any means after "via" when the abstract names nothing
])
def test_a_title_phrase_named_again_in_the_abstract_is_the_contribution(extract, title, abstract, name):
    e = extract(abstract, title=title)
    proposed = {m.name: m for m in e.mentions if m.role == "proposed"}
    assert set(proposed) == {name} and proposed[name].cls == "Method"
    assert "title" in {m.field for m in e.mentions if m.name == name}


@pytest.mark.parametrize("title, abstract", [
    ("Dual-Pool Token-Budget Dispatch for LLM Serving", "We route requests between two pools."),   # not named again
    ("Sparse Low-Rank Adaptation for Vision Models", "Sparse low-rank adaptation prunes adapters."),  # known + modifier
    ("Passive Dementia Screening via Facial Video", "We target passive dementia screening from video."),   # a task
    ("Efficient Inference for Language Models", "Efficient inference matters."),                   # two plain words
    ("Advancing MoE Efficiency for Serving", "Advancing MoE efficiency is hard."),                  # a gerund
    ("Diabetic Retinopathy Grading via Vision Models", "Grading retinopathy is hard."),          # a task's gerund
    ("Panoptic-CUDAL Technical Report: Rural Scenes", "The Panoptic-CUDAL technical report covers scenes."),
    ("Faster Language Models via Parallel Decoding", "We decode in parallel."),                # two plain words
    ("Knowledge-Informed Deep Learning for Irrigation Mapping", "We map irrigation."),   # a kind of a field
])
def test_a_title_phrase_that_is_not_a_new_name(extract, title, abstract):
    assert not [m for m in extract(abstract, title=title).mentions if m.role == "proposed"]


def test_a_titles_plain_means_is_no_name_when_the_abstract_names_the_contribution(extract):
    e = extract("We propose GVM-RAFT, a sampling strategy.", title="Reasoners via Gradient Variance Minimization")
    assert {m.name for m in e.mentions if m.role == "proposed"} == {"GVM-RAFT"}


@pytest.mark.parametrize("sentence, text", [
    ("We deploy it on resource-constrained edge devices.", "resource-constrained edge devices"),
    ("Inference runs on a dedicated GPU.", "dedicated GPU"),
    ("We compare state-of-the-art GPUs.", "GPUs"),                      # not a qualifier of the class
    ("The RISC-V Vector Extension speeds up low-bit GPUs.", "low-bit GPUs"),
    ("Kernels for the GPU are tuned.", "GPU"),
    ("It runs on a multicore GPU.", "multicore GPU"),
    ("It trains on 8-GPU nodes.", "GPU"),                              # a count comes off the class
])
def test_hardware_mentions_take_their_qualifiers(extract, sentence, text):
    assert text in {m.text for m in extract(sentence).mentions if m.cls == "Hardware"}


def test_a_hardware_product_counts_in_the_plural(extract_bundled):
    e = extract_bundled("It trains on 64 H100s and 8 RTX 4090s.")
    assert {(m.text, m.name) for m in e.mentions} == {("H100s", "NVIDIA H100"), ("RTX 4090s", "NVIDIA GeForce RTX 4090")}


@pytest.mark.parametrize("abstract, names", [
    ("It scores 0.91 AUC on the S1 dataset and on the taz2024full corpus.", {"S1", "taz2024full"}),
    ("Experiments on Replica, ImageNet, and Gibson show gains.", {"Replica", "ImageNet", "Gibson"}),
    ("We test on the English and Chinese corpora.", set()),                       # languages
    ("Nexar is hard. Results on the Deep Lesion Tracking dataset improve.", {"Deep Lesion Tracking dataset"}),
    ("We study Positive samples, unlike Web of Science and ImageNet.", {"ImageNet"}),
    ("We solve the Tower of Hanoi and ImageNet tasks.", {"ImageNet"}),     # a longer name's part
])
def test_a_plain_word_is_a_dataset_by_its_dataset_word_or_list(extract, abstract, names):
    assert {m.text for m in extract(abstract, title="Replica Nexar Dataset").mentions
            if m.cls == "Dataset" and m.field == "abstract"} == names


def test_a_plain_word_listed_with_a_model_is_a_model_and_its_rival(extract):
    e = extract("Our model outperforms world models such as Oasis, Qwen3 and GPT-2 across all metrics.")
    assert {(m.text, m.cls, m.role) for m in e.mentions if m.text in ("Oasis", "GPT-2")} == {
        ("Oasis", "Model", "baseline"), ("GPT-2", "Model", "baseline")}
    assert not [m for m in extract("Gemini by Google and Qwen3 answer.").mentions if m.text == "Google"]


def test_a_metric_with_its_cutoff_is_that_metric_at_the_cutoff(extract):
    e = extract("It reaches 53.8% mAP@30, a mAP of 0.4 and improves Recall@10.")
    assert {(m.text, m.cls, m.family) for m in e.mentions} == {
        ("mAP@30", "Metric", METRIC + "map"), ("Recall@10", "Metric", METRIC + "recall"), ("mAP", "Metric", None)}


def test_a_lowercase_definition_takes_its_class_from_the_definition_only(extract):
    e = extract("Parts come from additive manufacturing (AM) plants in many countries across the world today. Many "
                "experiments were run. Results on the AM dataset are good.")
    assert not [m for m in e.mentions if m.text in ("AM", "additive manufacturing")]


def test_a_model_with_its_size_after_a_space_is_that_size_variant(extract):
    e = extract("It runs 3x faster on Qwen2.5 1.5B and on BERT 110M parameters than on LLaMA-3 8B.")
    assert {(m.text, m.family) for m in e.mentions if m.cls == "Model"} == {
        ("Qwen2.5 1.5B", MODEL + "qwen2-5"), ("LLaMA-3 8B", MODEL + "llama-3"), ("BERT", None)}
    e = extract("We train Qwen2.5 400M image-text pairs and LLaMA-3 1M tokens.")
    assert {m.text for m in e.mentions if m.cls == "Model"} == {"Qwen2.5", "LLaMA-3"}   # counts of data
    e = extract("We prompt LLaMA-3 Instruct Cased and Large Language Models.")
    assert {m.text for m in e.mentions if m.cls == "Model"} >= {"LLaMA-3 Instruct Cased"}


def test_the_items_a_collection_word_introduces_are_datasets(extract):
    e = extract("Two datasets, MSLD and MSLD v2.0, were used. It wins on four benchmark datasets: Corrupted "
                "CIFAR-10, Biased FFHQ, WaterBirds, and Celeb-A.")
    assert [(m.text, m.name) for m in e.mentions if m.cls == "Dataset"] == [
        ("MSLD", "MSLD"), ("MSLD v2.0", "MSLD v2.0"), ("Corrupted CIFAR-10", "Corrupted CIFAR-10"),
        ("Biased FFHQ", "Biased FFHQ"), ("WaterBirds", "WaterBirds"), ("Celeb-A", "Celeb-A")]


def test_a_capitalised_run_before_a_lowercase_dataset_word_is_a_dataset(extract):
    e = extract("On the Edinburgh Pig dataset and the MRI-only ImageNet dataset, it wins.")
    assert {(m.text, m.name) for m in e.mentions if m.cls == "Dataset"} == {
        ("Edinburgh Pig dataset", "Edinburgh Pig"), ("ImageNet", "ImageNet")}   # named without the dataset word
    e = extract("We test on the Poplar-leaf and AMOS sets, then on the Poplar-leaf dataset.")
    assert [(m.text, m.name) for m in e.mentions if m.cls == "Dataset" and m.name != "AMOS"] == [
        ("Poplar-leaf", "Poplar-leaf"), ("Poplar-leaf dataset", "Poplar-leaf")]   # one word, and alone elsewhere


def test_a_capitalised_run_closed_by_dataset_is_a_dataset(extract):
    e = extract("Evaluations on the Azure LLM Inference Dataset and the ImageNet Dataset show gains.")
    datasets = {m.text: m.concept for m in e.mentions if m.cls == "Dataset"}
    assert datasets == {"Azure LLM Inference Dataset": "https://w3id.org/mlkg/concept/dataset/azure-llm-inference-dataset",
                        "ImageNet": "https://w3id.org/mlkg/concept/dataset/imagenet"}   # a known name stays itself


def test_a_challenge_keeps_its_year_and_acronym(extract):
    e = extract("We took part in the AIM 2025 Real-World RAW Image Denoising Challenge and the 2025 ACM MultiMedia "
                "Challenge.")
    assert [m.text for m in e.mentions if m.cls == "Dataset"] == [
        "AIM 2025 Real-World RAW Image Denoising Challenge", "2025 ACM MultiMedia Challenge"]
    counted = extract("The corpus holds 2000 Expert Annotated Medical Questions Benchmark items.")
    assert [m.text for m in counted.mentions] == ["Expert Annotated Medical Questions Benchmark"]


def test_a_shared_task_a_title_reports_on_or_its_challenges_are_a_dataset(extract):
    """"TEAM at EVENT YEAR: ..." names the shared task the paper reports on, as "two EVENT YEAR challenges" does;
    a conference is no dataset."""
    e = extract("We describe our runs and joined two eRisk 2025 challenges.", title="DS@GT at EXIST 2025: Sexism")
    assert [(m.text, m.cls, m.role) for m in e.mentions] == [
        ("EXIST 2025", "Dataset", "used"), ("eRisk 2025", "Dataset", "used")]
    assert extract("We describe our runs.", title="Team at CVPR 2025: Segmentation").mentions == ()
    assert extract("The 2025 challenges of deployment are many; Windows 2000 challenges remain.",
                   title="A Look at AI 2027: Forecasts").mentions == ()


def test_a_shared_task_the_vocabulary_knows_stays_its_concept(extract_bundled):
    e = extract_bundled("We join ArchEHR-QA 2026 with a grounded pipeline.", title="Team at ArchEHR-QA 2026: Grounding")
    assert {m.name for m in e.mentions if m.cls == "Dataset"} == {"ArchEHR-QA"}


def test_model_variants_of_the_proposed_name_are_proposed(extract):
    e = extract("We propose Hand Intent Tokens (HINT) for pointing. HINT-14B reaches 68% accuracy.")
    assert {m.text for m in e.mentions if m.role == "proposed"} >= {"Hand Intent Tokens", "HINT", "HINT-14B"}


@pytest.mark.parametrize("abstract, proposed", [
    ("The core of CIGPose is a novel Causal Intervention Module that removes confounders.", {"Causal Intervention Module"}),
    ("Our approach, VeloxSeg, is a framework for fast segmentation.", {"VeloxSeg"}),
    ("Our 1.1B-parameter prototype, SDict-VLM, achieves a BLEU-4 of 39.2.", {"SDict-VLM"}),
    ("Our multimodal LLM, Tar, enables cross-modal input and output.", {"Tar"}),
    ("It achieves 93.7% on a newly introduced SVO-Swap benchmark.", {"SVO-Swap"}),
    ("Even the newly released Gemini-3.1-pro-preview achieves an overall accuracy of 59.7%.", set()),
    ("It helps on the newly constructed MirrorAPI-Bench. Our target LLM, Kestrel, is attacked.", set()),
    ("Semi-supervised semantic segmentation (SSSS) is hard. It needs a novel SSSS framework with LoRA.", set()),
])
def test_a_new_name_called_novel_or_our_approach_is_proposed(extract, abstract, proposed):
    assert {m.text for m in extract(abstract).mentions if m.role == "proposed"} == proposed


@pytest.mark.parametrize("abstract, proposed", [
    ("All variants beat the baseline, and our ParetoGrad achieves the best balance.", {("ParetoGrad", "Method")}),
    ("We test it on our high-fidelity benchmark, Chip-Shortage, with ten tasks.", {("Chip-Shortage", "Dataset")}),
    ("Our implementation, Litespark-Inference, is pip-installable.", {("Litespark-Inference", "Method")}),
    ("At the heart of ZeCO lies All-Scan, a new collective communication primitive.", {("All-Scan", "Method")}),
])
def test_a_name_only_called_the_papers_own_is_found_and_proposed(extract, abstract, proposed):
    """No cue but "our X", "Our implementation, X," or "X, a new ..." makes a name-shaped word a name: the
    paper's own, of the class its shape or context gives, a Title Case compound too where the abstract calls
    it so."""
    assert {(m.text, m.cls) for m in extract(abstract).mentions if m.role == "proposed"} == proposed


@pytest.mark.parametrize("abstract", [
    "At its core is DrAction, a differentiable, format-agnostic renderer that converts poses.",   # no hardware
    "To this end, we propose a novel Multi-Modal Multi-agent pruning framework.",   # a longer run's modifier
    "Our Real-World experiments confirm this. In our ICU, 500 patients were admitted.",   # a modifier, a place
])
def test_an_own_name_is_no_hardware_and_no_modifier_of_a_longer_run(extract, abstract):
    e = extract(abstract)
    assert not [m for m in e.mentions if m.cls == "Hardware" or m.text in ("Multi-Modal", "Real-World", "ICU")]


@pytest.mark.parametrize("abstract, name, own", [
    ("We instantiate this principle through BioLip, a lightweight framework on landmarks.", "BioLip", True),
    ("We propose that tasks be decomposed and introduce SAGE, a trigger-guided framework.", "SAGE", True),
    ("This study reviews the field and presents ClawdLab, an open-source platform.", "ClawdLab", True),
    ("We translate this insight into ReasonMaxxer, a minimal method.", "ReasonMaxxer", True),
    ("We instantiate a tagger based on MatBERT, a domain-specific BERT variant.", "MatBERT", False),
    ("We train two variants and evaluate them on ExtraGLUE, a suite of tasks.", "ExtraGLUE", False),
    ("We train a baseline that adapts FUTR, a state-of-the-art anticipation model.", "FUTR", False),
    ("We train it and compare against SPDNet, a classification network.", "SPDNet", False),
    ("We instantiate and tune CoolNet, a framework developed by Smith et al.", "CoolNet", False),
    ("We design a method for FooChallenge, a dual-branch system for restoration.", "FooChallenge", False),
    ("We adopt machines as envelopes: an agent proposes steps through the FooMachine, a Simulation Agent checks them.",
     "FooMachine", False),   # another subject's verb
    ("We present a study in which WebGuru, a commercial agent, is queried.", "WebGuru", False),
    ("Can we build better agents? WebGuru, a prior agent, fails often.", "WebGuru", False),
    ("We introduce a model trained with ZapBench, a benchmark of tasks.", "ZapBench", False),
    ("We design the probes so that WebGuru, a commercial agent, reveals its biases.", "WebGuru", False),
    ("We train a policy and then benchmark WebGuru, a commercial agent.", "WebGuru", False),
    ("To enhance it, we train GeoLogic, a large model, on synthetic data.", "GeoLogic", True),
])
def test_a_name_the_paper_makes_and_describes_in_an_apposition_is_its_own(extract, abstract, name, own):
    """"We <make> ... X, a ...": the paper's own, unless a word between the verb and the name uses or compares
    another's work, or the apposition names its authors."""
    roles = {m.role for m in extract(abstract).mentions if m.text == name}
    assert roles and (roles == {"proposed"}) == own


def test_an_own_name_alone_is_neither_the_end_of_a_longer_one_nor_a_tool_used(extract):
    e = extract("Motivated by this, we propose Learnable SMPLify, a neural framework that replaces the fitting in "
                "SMPLify. Face features are extracted using EdgeFace, a novel efficient feature extractor.")
    assert [m.text for m in e.mentions if m.role == "proposed"] == ["Learnable SMPLify"]


def test_a_name_the_context_classes_elsewhere_keeps_that_class_where_it_is_only_called_own(extract):
    e = extract("We propose a new COD architecture, namely RetroMem. Our RetroMem is robust to noise.")
    assert {(m.text, m.cls) for m in e.mentions if m.text == "RetroMem"} == {("RetroMem", "Model")}
    assert len([m for m in e.mentions if m.text == "RetroMem"]) == 2


def test_a_contribution_holding_a_known_model_is_a_model(extract):
    e = extract("We present it for drones.", title="SDD-YOLO: A Small-Target Detection Framework for Drones")
    e2 = extract("We present it.", title="LLaMA-DPO: A Framework for Preference Tuning")
    assert [(m.text, m.cls) for m in e.mentions if m.role == "proposed"] == [("SDD-YOLO", "Model")]
    assert [(m.text, m.cls) for m in e2.mentions if m.role == "proposed"] == [("LLaMA-DPO", "Method")]


def test_a_contribution_neither_opens_with_a_joining_word_nor_ends_with_a_full_stop(extract):
    e = extract("We present a study and analysis of initialization. We propose the Segmentation Transformer. It helps.")
    assert [m.text for m in e.mentions if m.role == "proposed"] == ["Segmentation Transformer"]


@pytest.mark.parametrize("abstract, proposed", [
    ("We construct two datasets: AdaTooler-V-CoT-100k for SFT cold start and more.", "AdaTooler-V-CoT-100k"),
    ("We propose CLIP4VI-ReID for VI-ReID, which aligns the modalities.", "CLIP4VI-ReID"),
    ("We release DocArena-79K with QA pairs from court records.", "DocArena-79K"),
    ("We introduce Self-Refining Planning with Episodic Memory, a new agent.",   # a Title Case run goes on
     "Self-Refining Planning with Episodic Memory"),
    ("We propose Diff-Instruct with Diffused Reward (DI-DR), a data-free method.",   # its abbreviation spells it
     "Diff-Instruct with Diffused Reward"),
    ("We present Grounded-SAM with CLIP Guidance, a segmentation model.",   # an acronym opening a phrase
     "Grounded-SAM with CLIP Guidance"),
])
def test_a_hyphenated_name_ends_before_what_it_is_for_or_made_with(extract, abstract, proposed):
    """A preposition and an acronym or a known name after a hyphenated name is no part of it."""
    assert [m.text for m in extract(abstract).mentions if m.role == "proposed"][0] == proposed


def test_a_hyphenated_name_ends_before_a_known_name_it_is_made_with(extract_bundled):
    e = extract_bundled("We propose Meta-Planner with Chain-of-Thought prompting for agents.")
    assert [m.text for m in e.mentions if m.role == "proposed"] == ["Meta-Planner"]


def test_items_named_with_what_they_are_for_are_one_list(extract):
    e = extract("We curate two datasets, STGR-CoT-30k for SFT and STGR-RL-36k for RL, with care.")
    assert [m.text for m in e.mentions if m.role == "proposed"] == ["STGR-CoT-30k", "STGR-RL-36k"]


def test_a_count_between_letters_spells_to_or_for_in_a_short_form(extract):
    """"Video-to-Voxel (V2V)" defines V2V, one entity with its long form, in the title too."""
    e = extract("To address this, we introduce Video-to-Voxel (V2V), an approach that converts video frames. V2V "
                "enables a 150 times reduction in storage.", title="V2V: Scaling Event-Based Vision")
    assert {m.name for m in e.mentions if m.role == "proposed"} == {"Video-to-Voxel"}
    assert [m.text for m in e.mentions if m.role == "proposed"] == ["V2V", "Video-to-Voxel", "V2V", "V2V"]


def test_a_name_the_paper_proposes_is_no_condition(extract):
    e = extract("We propose Sparse Rank Deficiency (SRD), a method that prunes weights. SRD is fast.")
    assert [(m.text, m.role) for m in e.mentions] == [
        ("Sparse Rank Deficiency", "proposed"), ("SRD", "proposed"), ("SRD", "proposed")]


@pytest.mark.parametrize("abstract, classes", [
    # one medium turned into another is a task, though the paper's method is for it
    ("We present Lip Forcing, the first method for video-to-video (V2V) lip synchronization. V2V runs fast.",
     {"video-to-video": "Task", "V2V": "Task"}),
    ("We study Motion-to-Text (M2T) captioning.", {"Motion-to-Text": "Task", "M2T": "Task"}),
    # a part's noun after it makes it the part, a method (here the paper's own)
    ("Our system includes an audio-to-motion (A2M) module that generates motion frames.",
     {"audio-to-motion": "Method", "A2M": "Method"}),
    # a kind noun a word or two after the bracket, or the paper proposing it by that name
    ("We train a strong video-to-video (V2V) diffusion model.", {"video-to-video": "Model", "V2V": "Model"}),
    ("We propose Sketch-to-Scene (S2S), a new method for 3D generation.",
     {"Sketch-to-Scene": "Method", "S2S": "Method"}),
])
def test_one_medium_turned_into_another_is_a_task(extract, abstract, classes):
    e = extract(abstract)
    assert {m.text: m.cls for m in e.mentions if m.text in classes} == classes
    assert not [m for m in e.mentions if m.cls == "Task" and m.role == "proposed"]


@pytest.mark.parametrize("text, proposed", [
    # each name followed by what it is for: "A for ..., B for ..., and C that ..."
    ("We introduce Hybrid Gaussian Rasterization for unified rendering, Adaptive Type Exchange for dynamic adaptation "
     "between 2D and 3D Gaussians, and Frequency-Decoupled Optimization that exploits both.",
     ["Hybrid Gaussian Rasterization", "Adaptive Type Exchange", "Frequency-Decoupled Optimization"]),
    # a full stop glued to the next sentence's first word ends the name and its sentence
    ("To address this, we propose AIGer.Specifically, AIGer consists of two components. We also release "
     "Qwen2.5-VL-Max.", ["AIGer", "AIGer", "Qwen2.5-VL-Max"]),
    # "Its" and "Their" open no name, as "This" does not
    ("We propose SpikeLM. Its Dual-Path SparseTCAM module replaces self-attention. Their Cross-Gated Mixer block "
     "helps.", ["SpikeLM", "Dual-Path SparseTCAM", "Cross-Gated Mixer"]),
])
def test_the_papers_own_names_in_a_sentence(extract, text, proposed):
    assert [m.text for m in extract(text).mentions if m.role == "proposed"] == proposed


def test_immersive_media_are_tasks_and_vehicles_and_sensors_no_methods(extract_bundled):
    """"virtual reality (VR)" is an application area (a broad task), not a method a paper proposes; "autonomous
    vehicle (AV)" is driving; a dynamic vision sensor is a sensor, no entity."""
    e = extract_bundled("We build tools for virtual reality (VR) and augmented reality (AR). Our VR system helps "
                        "an autonomous vehicle (AV) with a dynamic vision sensor (DVS).")
    assert {(m.text, m.cls) for m in e.mentions} == {
        ("virtual reality", "Task"), ("VR", "Task"), ("augmented reality", "Task"), ("AR", "Task"),
        ("autonomous vehicle", "Task"), ("AV", "Task")}
    assert not e.proposed
    # a headset is the device, not the field: "Mixed Reality (MR) headsets", "virtual reality headsets"
    e = extract_bundled("Mixed Reality (MR) headsets and virtual reality headsets promise telepresence.")
    assert [(m.text, m.cls) for m in e.mentions] == [
        ("Mixed Reality", "Hardware"), ("MR", "Hardware"), ("virtual reality headsets", "Hardware")]


def test_what_follows_a_passive_trigger_is_not_the_contribution(extract):
    e = extract("Furthermore, a detail enhancement module (DEM) is proposed based on LoRA adapters. "
                "The following models are introduced: Low-Rank Adaptation (LoRA), which is widely used.")
    assert {m.text for m in e.mentions if m.role == "proposed"} == {"detail enhancement module", "DEM"}
    assert {m.text for m in e.mentions if m.concept == METHOD + "lora"} == {"LoRA", "Low-Rank Adaptation"}


def test_size_variants_of_a_new_proposed_name_are_proposed_models(extract):
    e = extract("This paper presents FastSHADE, a lightweight denoiser. FastSHADE-M runs in real time and "
                "FastSHADE-XL is the most accurate; FastSHADE-based pipelines follow.")
    family = next(m.concept for m in e.mentions if m.text == "FastSHADE")
    variants = {m.text: m for m in e.mentions if m.text.startswith("FastSHADE-")}
    assert set(variants) == {"FastSHADE-M", "FastSHADE-XL"}
    assert all(m.cls == "Model" and m.role == "proposed" and m.family == family for m in variants.values())
    e = extract("We present iLSU, a corpus. The iLSU-T part is larger.", title="iLSU-T: an Open Dataset")
    assert {m.cls for m in e.mentions if m.text == "iLSU-T"} == {"Dataset"}   # the title's own name is no variant
    e = extract("We introduce MedBench, a benchmark. MedBench-L is a harder subset.")
    # a dataset's part is its own dataset, no model
    assert {(m.cls, m.role) for m in e.mentions if m.text == "MedBench-L"} == {("Dataset", "proposed")}


def test_the_abstracts_opening_sentences_only_mention(extract):
    e = extract("For image classification, models such as GPT-2 are fine-tuned with LoRA on GPUs. "
                "We instead run GPT-2 on edge devices.")
    assert roles(e) == {MODEL + "gpt-2": {"mentioned", "used"}, METHOD + "lora": {"mentioned"},
                        HW + "gpu": {"mentioned"}, HW + "edge-device": {"used"},
                        "https://w3id.org/mlkg/concept/task/image-classification": {"used"}}   # the paper's task


def test_a_title_naming_the_abstracts_definition_in_the_plural_is_one_concept(extract):
    e = extract("We present a Self-Supervised Event Representation (SSER) for event cameras.",
                title="Self-Supervised Event Representations: Towards Real-Time Perception")
    assert len({m.concept for m in e.mentions if m.text.startswith(("Self-Supervised", "SSER"))}) == 1


def test_a_long_form_spelling_a_known_label_another_way_is_that_concept(extract):
    e = extract("We fine-tune with Low Rank Adapters (LoRA). LoRA is cheap.")
    assert {m.concept for m in e.mentions if m.text in ("Low Rank Adapters", "LoRA")} == {METHOD + "lora"}


def test_a_one_word_lowercase_long_form_is_no_name(extract):
    assert not extract("Unlike autoregressive (AR) decoding, it is parallel. AR models are slow.").mentions


def test_a_definition_in_the_title_is_the_contribution(extract):
    e = extract("Phishing pages fool detectors. ALP prompts the model with cues.",
                title="Adaptive Linguistic Prompting (ALP) Enhances Phishing Detection")
    assert {m.text for m in e.mentions if m.role == "proposed"} == {"Adaptive Linguistic Prompting", "ALP"}


def test_a_capitalised_compound_holding_a_known_name_is_a_name(extract):
    e = extract("The models include SBTAYLOR-LLaMA, which beats LLaMA-style baselines on GSM8K.")
    assert {m.text: m.cls for m in e.mentions if "LLaMA" in m.text} == {"SBTAYLOR-LLaMA": "Model", "LLaMA": "Model"}


def test_a_datasets_apposition_outranks_a_known_model_opening_the_name(extract_bundled):
    e = extract_bundled("We evaluate SelVA on VGG-MONOAUDIO, a curated benchmark of clean single-source videos.")
    assert {m.text: m.cls for m in e.mentions if "VGG" in m.text} == {"VGG-MONOAUDIO": "Dataset"}


def test_a_modifier_word_opening_a_collections_name_is_not_its_part(extract_bundled):
    e = extract_bundled("We introduce a missing-view protocol on the nuScenes-based SurroundOcc benchmark.")
    assert {(m.text, m.cls) for m in e.mentions if m.cls == "Dataset"} == {("nuScenes", "Dataset"),
                                                                           ("SurroundOcc", "Dataset")}


def test_an_acronym_before_a_specific_known_model_names_a_variant_but_not_before_a_class(extract_bundled):
    """"DEFFA-Unet" is a model of its own, not U-Net, and "ICH-Qwen" one whatever it is tested on; "CNN-Transformer"
    is two classes, "CNN-Mamba" a hybrid of two known ones, "FLOP-matched DiT" DiT, and "MC-LLaVA datasets" data."""
    e = extract_bundled("The DEFFA-Unet is proposed with an extra encoder. We compare CNN-Transformer and CNN-Mamba "
                        "hybrids with a FLOP-matched DiT baseline. We run experiments on ICH-Qwen and the MC-LLaVA "
                        "datasets.")
    assert [(m.text, m.cls) for m in e.mentions if m.cls in ("Model", "Dataset")] == [
        ("DEFFA-Unet", "Model"), ("CNN", "Model"), ("Transformer", "Model"), ("CNN", "Model"), ("Mamba", "Model"),
        ("DiT", "Model"), ("ICH-Qwen", "Model"), ("MC-LLaVA", "Dataset")]


@pytest.mark.parametrize("abstract, name, cls", [
    ("Our architecture adds a Context Block to each stage.", "Context Block", "Method"),
    ("We add a Usage-Frequency Penalty to the reward.", "Usage-Frequency Penalty", "Method"),
    ("Finally, Hybrid Gaussian Splatting renders the scene.", "Hybrid Gaussian Splatting", "Method"),
    ("The Hybrid Diffusion Transformer mixes attention types.", "Hybrid Diffusion Transformer", "Model"),
    ("We align them with Semantic-Guided Viewport Alignment.", "Semantic-Guided Viewport Alignment", "Method"),
])
def test_a_capitalised_run_closed_by_a_technique_word_is_a_new_name(extract, abstract, name, cls):
    assert (name, cls) in {(m.name, m.cls) for m in extract(abstract).mentions}


@pytest.mark.parametrize("abstract", [
    "We use Standard Low-Rank Adaptation here.",     # a plain adjective before a known name
    "Deep Learning has changed vision.",              # on the stop list
    "Since Training is costly, we skip it.",          # one word after the opener
])
def test_runs_that_are_no_new_technique_name(extract, abstract):
    assert not [m for m in extract(abstract).mentions if m.rule == "name-shape"]


def test_what_a_proposed_name_introduces_is_proposed(extract):
    e = extract("Retrieval ignores time. We propose IA-RAG, a framework. To handle fuzzy bounds, IA-RAG further "
                "introduces a Sub-graph Time Tightening mechanism. Prior work used a Global Graph Pruning module.")
    roles = {m.name: m.role for m in e.mentions}
    assert roles["Sub-graph Time Tightening"] == "proposed" and roles["Global Graph Pruning"] == "used"
    e = extract("Emotion is hard. We propose PhysioSync, a framework. PhysioSync incorporates Cross-Modal Consistency "
                "Alignment (CM-CA) for synchrony. Besides, it introduces Long-Term Temporal Contrastive Learning (LT-TCL). "
                "Earlier, a Global Graph Pruning module was used.")
    roles = {m.name: m.role for m in e.mentions}
    assert roles["Cross-Modal Consistency Alignment"] == roles["Long-Term Temporal Contrastive Learning"] == "proposed"
    assert roles["Global Graph Pruning"] != "proposed"
    e = extract("We propose FooNet, a retriever. GraphRAG is a strong baseline. It introduces a Community "
                "Summarization Module (CSM) that is slow.")
    assert {m.role for m in e.mentions if m.text == "CSM"} == {"used"}   # "it" is GraphRAG, not ours


def test_what_a_proposed_name_is_made_of_is_proposed(extract):
    """Past a modifier or a count of its parts: "introduces a learnable X (GDTKO)", "It has two key components, X
    (LCM) and Y (STZ)", "It consists of a X (MoG) attention"; not what others made, nor what another's "it"
    uses."""
    def roles(abstract):
        return {m.name: m.role for m in extract(abstract).mentions}

    assert roles("Sparse attention is slow. We propose ATK-SPA, an attention. ATK-SPA introduces a learnable Gated "
                 "Dynamic Top-K Operator (GDTKO) to retain scores.")["Gated Dynamic Top-K Operator"] == "proposed"
    assert roles("Sparse attention is slow. We propose ATK-SPA, an attention. ATK-SPA uses a learnable Gated "
                 "Dynamic Top-K Operator (GDTKO) to retain scores.")["Gated Dynamic Top-K Operator"] == "proposed"
    assert roles("Tracking drifts. We propose FooNet, a tracker. FooNet adopts a Fast Update Stream (FUS) and a "
                 "Slow Update Stream (SUS).")["Slow Update Stream"] == "proposed"   # a used part named as one
    for abstract in ("Sampling is slow. We propose DRA, a sampler. DRA uses Submodular Mutual Information (SMI) to "
                     "downweight redundant completions.",   # used, not named a part
                     "Detection is hard. We propose FooNet, a detector. FooNet uses a Convolutional Block Attention "
                     "Module (CBAM) to weigh channels."):   # a term of the field
        assert not [m for m in extract(abstract).mentions if m.role == "proposed" and m.text not in ("DRA", "FooNet")]
    assert roles("Tables are hard. We propose SPRINT, a parser. SPRINT includes recently introduced Optimized Table "
                 "Structure Language (OTSL) sequences.")["Optimized Table Structure Language"] != "proposed"
    for abstract in ("Fusion is hard. We propose FooNet, a detector. FooNet contains the baseline Multi-Scale Fusion "
                     "(MSF) blocks.", "Fusion is hard. We propose FooNet, a detector. It includes Multi-Scale Fusion "
                     "(MSF) from Li et al. and a head."):
        assert roles(abstract)["Multi-Scale Fusion"] != "proposed"   # others' work in the clause
    assert roles("Views drift. We propose FooNet, a detector. It is light, it further introduces a Cross-View "
                 "Alignment (CVA) block for views.")["Cross-View Alignment"] == "proposed"   # the later "it"
    found = roles("We present CAT-Q, a ternary scheme. It has two key components, Learnable Channel Modulation (LCM) "
                  "and Softened Ternarization (STZ), which are coupled.")
    assert found["Learnable Channel Modulation"] == found["Softened Ternarization"] == "proposed"
    assert roles("Detection is hard. We propose the Scale Comprehensive Sensing (SCS) framework. It consists of a "
                 "mixture-of-granularity (MoG) attention.")["mixture-of-granularity"] == "proposed"
    assert roles("We propose FooNet, a retriever. GraphRAG is a strong baseline. It uses a Community Summarization "
                 "Module (CSM) that is slow.")["Community Summarization Module"] == "used"


def test_a_term_of_the_field_a_sentence_about_the_paper_defines_is_not_its_own(extract_bundled):
    e = extract_bundled("Social agents are hard. We propose ToMAgent, an agent. We model its beliefs with Situational "
                        "Awareness (SA) and our new Belief Tracking Module (BTM).")
    roles = {m.name: m.role for m in e.mentions}
    assert roles["Situational Awareness"] != "proposed" and roles["Belief Tracking Module"] == "proposed"


def test_a_defined_part_of_the_own_system_is_proposed(extract):
    e = extract("Deepfakes spread. We propose SpecXNet, a dual-domain architecture. The core Dual-Domain Feature "
                "Coupler (DDFC) decomposes features. Detection uses Automatic Identification System (AIS) data.")
    roles = {m.name: m.role for m in e.mentions}
    assert roles["Dual-Domain Feature Coupler"] == "proposed"
    assert roles["Automatic Identification System"] != "proposed"   # no part's name: a defined term needs a cue
    e = extract("We propose DroneTrack, a tracker. Tracking fuses an Unscented Particle Filter (UPF) with radar.")
    assert {m.name: m.role for m in e.mentions}["Unscented Particle Filter"] != "proposed"

@pytest.mark.parametrize("abstract, names", [
    ("It adds a Sub-graph Time Tightening mechanism.", {"Sub-graph Time Tightening"}),
    ("We present ROAD (Reflective Optimization via Automated Debugging), a framework.", set()),   # a part of it
    ("We introduce QUAD (Quantization with Unified Adaptive Distillation), a strategy.", set()),
    ("It trains a Generative Adversarial network and a CNN-based YOLO26 module.", set()),   # an adjective ends it
    ("It adds an Adaptive Inference Engine to the loop.", {"Adaptive Inference Engine"}),
    ("A Shape-Aware Sparse Router and a Language Grouped Threshold Gate help.",
     {"Shape-Aware Sparse Router", "Language Grouped Threshold Gate"}),
    ("It adds a Windowed Average Attention Distance to the loop.", set()),    # the run goes on past "Attention"
])
def test_a_capitalised_run_named_by_the_kind_noun_after_it(extract, abstract, names):
    assert {m.name for m in extract(abstract).mentions if m.rule == "name-shape"} == names


def test_an_item_joined_to_an_own_technique_is_own_too(extract):
    for first, second in (("Cross-Expert Calibration", "Predictive Token Rectification"),
                          ("Predictive Token Rectification", "Cross-Expert Calibration")):   # in either order
        e = extract(f"We present FooTrack, a tracker. It integrates a {first} mechanism to reduce bias, along with "
                    f"a {second} mechanism. Prior work used a Global Graph Pruning module.")
        roles = {m.name: m.role for m in e.mentions}
        assert roles["Predictive Token Rectification"] == roles["Cross-Expert Calibration"] == "proposed"
        assert roles["Global Graph Pruning"] != "proposed"


def test_a_coined_technique_is_own_where_its_sentence_speaks_of_no_other_work(extract):
    e = extract("We propose HERA, a framework. At the local level, Role-Aware Prompt Evolution refines behaviours. "
                "A Deep Channel-wise Attention (DCA) block weights channels. Existing systems use Global Graph Pruning. "
                "Hierarchical Token Merging outperforms ToMe.")
    roles = {m.name: m.role for m in e.mentions}
    assert roles["Role-Aware Prompt Evolution"] == roles["Deep Channel-wise Attention"] == "proposed"
    assert roles["Hierarchical Token Merging"] == "proposed"   # the paper's claim, not others' work
    assert roles["Global Graph Pruning"] != "proposed"
    e = extract("We study rendering. Scenes are rendered with Hybrid Gaussian Splatting to create data.")
    assert {m.role for m in e.mentions if m.name == "Hybrid Gaussian Splatting"} == {"used"}   # nothing named


def test_a_lowercase_technique_a_proposed_name_introduces_is_proposed(extract):
    e = extract("We propose ClipTBP, a framework. ClipTBP introduces a clip-level alignment loss for learning. "
                "It integrates into standard pathology optimization.")
    roles = {m.text: m.role for m in e.mentions}
    assert roles["clip-level alignment loss"] == "proposed"
    assert not [m for m in e.mentions if m.text.startswith("into")]
    e = extract("We propose ClipTBP, a framework. ClipTBP introduces a set of trainable compression and designs a "
                "novel LoRA scaling loss.")
    assert not [m for m in e.mentions if m.text.startswith("set") or "LoRA" in m.text and m.role == "proposed"]


def test_a_technique_opening_a_sentence_after_the_parts_are_counted_is_own(extract):
    e = extract("We train a student via three tightly integrated components. Hierarchical Progressive Knowledge "
                "Distillation employs masks.")
    assert {m.name: m.role for m in e.mentions}["Hierarchical Progressive Knowledge Distillation"] == "proposed"
    e = extract("Three datasets are used. Results on Global Graph Pruning sets vary.")
    assert "proposed" not in {m.role for m in e.mentions}


def test_a_technique_name_does_not_open_with_the_verb_before_it(extract):
    e = extract("Leveraging Fully Explicit Dynamic Gaussian Splatting as a baseline, we compress scenes.")
    assert "Fully Explicit Dynamic Gaussian Splatting" in {m.name for m in e.mentions}
    assert not [m for m in e.mentions if m.name.startswith("Leveraging")]


def test_a_definition_the_abstract_calls_a_disease_or_language_is_no_entity(extract):
    e = extract("Multiple Sclerosis (MS) is a chronic autoimmune disease. We segment MS lesions with MS models.",
                title="Evaluating Multiple Sclerosis (MS) Lesion Segmentation Models")
    assert not [m for m in e.mentions if m.text in ("MS", "Multiple Sclerosis")]


@pytest.mark.parametrize("definition", ["Cocoa Swollen Shoot Virus Disease (CSSVD)", "Peripheral Physiological Signals (PPS)",
                                        "Taiwan Space Agency (TASA)", "Paediatric brain tumours (PBTs)",
                                        "Operating System (OS)", "Oak Ridge National Laboratory (ORNL)",
                                        "American Diabetes Association (ADA)", "International Society for Photogrammetry "
                                        "and Remote Sensing (ISPRS)", "National Institute of Standards and Technology "
                                        "(NIST)", "British Broadcast Corporation (BBC)",
                                        "Acquired Brain Injury (ABI)", "anterior cruciate ligament (ACL)",
                                        "Knee Osteoarthritis (KOA)", "Color Vision Deficiencies (CVD)",
                                        "Acute Myeloid Leukemia (AML)", "IgA nephropathy (IgAN)",
                                        "diabetic macular edema (DME)", "intraoperative hypotension (IOH)",
                                        "Mild Cognitive Impairment (MCI)"])
def test_a_long_form_headed_by_a_condition_signal_or_body_is_no_entity(extract, definition):
    short = definition.split("(")[1].rstrip(")")
    e = extract(f"We study {definition} with LoRA. Our {short} detector outperforms prior {short} work.")
    assert [m.text for m in e.mentions] == ["LoRA"]


@pytest.mark.parametrize("definition", ["Optical Coherence Tomography (OCT)", "chest X-ray (CXR)",
                                        "Light Detection and Ranging (LiDAR)", "low Earth orbit (LEO)",
                                        "Channel State Information (CSI)", "Not-Safe-For-Work (NSFW)"])
def test_a_modality_sensor_orbit_or_signal_the_corpus_defines_often_is_no_entity(extract, definition):
    short = definition.split("(")[1].rstrip(")")
    e = extract(f"We study {definition} with LoRA. Our {short} detector outperforms prior {short} work.")
    assert [m.text for m in e.mentions] == ["LoRA"]


@pytest.mark.parametrize("abstract, name", [
    ("We use Error Reflection Prompting (ERP). ERP helps.", "Error Reflection Prompting"),   # ERP: no listed term
    ("We propose Neural Field of View (NFoV), a rendering method. NFoV wins.", "Neural Field of View"),
    ("We evaluate on the Multi-shell Diffusion MRI (MDM) dataset. MDM is large.", "Multi-shell Diffusion MRI"),
    ("We present TALL (Trainable Architecture for Enhancing LLM Performance in Low-Resource Languages).",
     "Trainable Architecture for Enhancing LLM Performance in Low-Resource Languages")])
def test_a_name_spelling_out_or_ending_in_a_listed_term_is_still_a_name(extract_bundled, abstract, name):
    assert name in {m.name for m in extract_bundled(abstract).mentions}


def test_a_dataset_named_after_the_bodies_that_made_it_keeps_its_name(extract_bundled):
    e = extract_bundled("We evaluate on the Karlsruhe Institute of Technology and Toyota Technological Institute (KITTI) "
                "dataset. We study Structural Heart Disease (SHD) in SHD patients.")
    assert [(m.text, m.concept.rsplit("/", 1)[1]) for m in e.mentions] == [("KITTI", "kitti")]


def test_an_association_or_a_council_of_no_country_may_be_a_method(extract):
    e = extract("We propose Recursive Association (RA), a tracking method. We present Market Regime Council, a "
                "multi-agent framework.")
    assert {m.text for m in e.mentions if m.role == "proposed"} == {"Recursive Association", "RA", "Market Regime Council"}


@pytest.mark.parametrize("sentence, name", [
    ("We propose a Virtual Research Institute (VRI) of LLM agents.", "VRI"),
    ("We build the Open-World Agent Society (OWAS), a multi-agent framework.", "OWAS"),
    ("We propose Agent Laboratory to automate research.", "Agent Laboratory"),
    ("We introduce a simulacrum of hospital called Agent Hospital that simulates care.", "Agent Hospital"),
    ("We release the German Hospital dataset (DeKH) of point clouds.", "German Hospital")])
def test_a_body_the_paper_names_as_its_own_is_its_contribution(extract, sentence, name):
    assert name in {m.text for m in extract(sentence).mentions if m.role == "proposed"}


def test_a_body_a_data_noun_follows_names_a_dataset(extract):
    e = extract("Scans come from the National Institutes of Health (NIH) Chest X-ray dataset.")
    assert {(m.text, m.cls) for m in e.mentions} >= {("NIH", "Dataset")}


@pytest.mark.parametrize("place", ["Great Ormond Street Hospital", "the Department of Pathology", "Tel Aviv University",
                                   "the Huawei Translation Service Center"])
def test_a_workplace_is_no_contribution(extract, place):
    e = extract(f"We present data collected at {place} and train LoRA adapters on it.")
    assert [m.text for m in e.mentions] == ["LoRA"]


def test_a_one_word_term_with_an_acronym_is_no_entity(extract):
    e = extract("Electroencephalography (EEG) monitors the brain. We build EEG foundation models.")
    assert not [m for m in e.mentions if m.text in ("EEG", "Electroencephalography")]


def test_a_new_technique_named_in_our_own_sentence_is_proposed(extract):
    e = extract("Transformers are slow. Our architecture adds a Context Block to each stage. "
                "Prior work used a Gated Fusion Module instead.")
    roles = {m.name: m.role for m in e.mentions}
    assert roles["Context Block"] == "proposed" and roles["Gated Fusion Module"] != "proposed"


@pytest.mark.parametrize("abstract, name, cls", [
    ("We enrol patients with traumatic brain injury (TBI) and track TBI outcomes.", "traumatic brain injury", None),
    ("Turbines age. We monitor each wind turbine (WT) with a WT sensor.", "wind turbine", None),
    ("We denoise with the stationary wavelet transform (SWT) first.", "stationary wavelet transform", "Method"),
    ("Trials use the ordered decision method (ODM) and ODM scores.", "ordered decision method", "Method"),
    ("We denoise with Stationary Shift Filtering (SSF) first.", "Stationary Shift Filtering", "Method"),
    ("We propose a new fused low-rank adapter (FLoRA) that adds no latency.", "fused low-rank adapter", "Method"),
    ("The proposed full-reference (FR) and no-reference (NR) models win.", "full-reference", None),
    ("We propose a new fused adapter (FA) and show that it is fast.", "fused adapter", "Method"),
    ("Care is poor in developing low-income countries (LICs) and in newly developed deep brain stimulation (DBS).",
     "low-income countries", None),
])
def test_a_lowercase_new_definition_needs_a_class_from_its_head_context_or_naming_verb(extract, abstract, name, cls):
    assert {m.cls for m in extract(abstract).mentions if m.name == name} == ({cls} if cls else set())


@pytest.mark.parametrize("abstract, title, proposed", [
    ("We find a fingerprint in fakes, termed cross-modal temporal artifact (CMTA). We propose the CMTA framework, "
     "a detection approach.", None, {"CMTA"}),
    ("We find a fingerprint in fakes, termed cross-modal temporal artifact (CMTA). It is subtle.",
     "CMTA: Leveraging Temporal Artifacts for Detection", {"CMTA"}),
    ("Faults in wind turbines (WT) are costly. We propose a WT fault detector and a new WT model.", None, set()),
    ("Methods for illumination degradation image restoration (IDIR) vary. Ours is a new IDIR model.", None, set()),
    ("Grids rely on grid-forming inverters (GFI). We present GFI measurements. We propose our GFI controller.", None,
     set()),
])
def test_a_plain_terms_short_form_is_the_papers_own_where_the_title_or_a_proposing_verb_names_it(
        extract, abstract, title, proposed):
    """A lowercase term's short form is no name ("wind turbine (WT)"), unless the title names it or "we propose
    (the)" does right before it and a kind noun right after it; a proposal whose object only holds it ("a WT fault
    detector", "GFI measurements") does not."""
    e = extract(abstract, title=title)
    assert {m.text for m in e.mentions if m.role == "proposed"} == proposed


def test_a_slash_adds_numbered_siblings_of_datasets_and_models(extract):
    e = extract("We tune Llama-2/3 on CIFAR-10/100 with ViT-B/16 as a teacher.")
    names = {m.name for m in e.mentions}
    assert names >= {"Llama-2", "Llama-3", "CIFAR-10", "CIFAR-100"} and "Llama-2/3" not in names
    assert not [n for n in names if n.startswith("ViT") and n != "ViT-B/16"]   # a patch size, no sibling


def test_glued_and_bracketed_version_lists_name_one_model_each(extract_bundled):
    """"Llama2/3" is Llama 2 and Llama 3, not one model that "LLaMA 2.3" would share; "Qwen3 (0.6B/4B)" names
    each size, beside the family."""
    e = extract_bundled("We tune Llama2/3, GPT-3.5/4 and Qwen3 backbones (0.6B/4B) against LLaMA 2.3.")
    iris: dict[str, list[str]] = {}
    for m in e.mentions:
        iris.setdefault(m.text, []).append(m.concept.rsplit("/", 1)[-1])
    assert sorted(iris["Llama2/3"]) == ["llama-2", "llama-3"] and sorted(iris["GPT-3.5/4"]) == ["gpt-3-5", "gpt-4"]
    assert iris["Qwen3"] == ["qwen3"] and iris["0.6B"] == ["qwen3-0-6b"] and iris["4B"] == ["qwen3-4b"]
    e = extract_bundled("We tune Gemma 3 (270M, 1B, 4B) on receipts.", "Tuning 270M-8B Models")
    assert {m.text: m.name for m in e.mentions if m.cls == "Model"} == {   # a size alone names no variants
        "Gemma 3": "Gemma 3", "270M": "Gemma 3 270M", "1B": "Gemma 3 1B", "4B": "Gemma 3 4B"}


def test_a_size_listed_after_its_family_takes_the_familys_role(extract_bundled):
    e = extract_bundled("Results on AIME use different sizes of recent Qwen3 models (1.7B, 4B, and 8B). "
                        "Averaged over Qwen3 (0.6B, 8B), ours beats them.")
    roles = [(m.text, m.role) for m in e.mentions if m.cls == "Model"]
    first, second = roles[:4], roles[4:]
    assert len({role for _, role in first}) == 1 and len({role for _, role in second}) == 1, roles
    assert second[0] == ("Qwen3", "baseline")


def test_a_new_abbreviation_defined_in_our_own_sentence_is_proposed(extract):
    e = extract("Speech models drift. Our decoder adds Gated Token Fusion (GTF) to each layer. "
                "Prior work used Cross Layer Mixing (CLM) instead.")
    roles = {m.name: m.role for m in e.mentions}
    assert roles["Gated Token Fusion"] == "proposed" and roles["Cross Layer Mixing"] != "proposed"


def test_an_abbreviation_long_form_is_not_also_a_technique_name(extract):
    e = extract("In this work, we investigate Channel-wise Knowledge Distillation (CWD) for weeds.")
    mentions = [m for m in e.mentions if m.name == "Channel-wise Knowledge Distillation"]
    assert {m.rule for m in mentions} == {"abbreviation-long-form", "abbreviation-short-form"}
    assert {m.role for m in mentions} != {"proposed"}   # "we investigate" is no contribution


@pytest.mark.parametrize("abstract, name", [
    ("It has three core designs: (1) Hybrid Diffusion Transformer architecture mixes attention. "
     "(2) Cycle-Reverse Regularization keeps frames consistent.", "Cycle-Reverse Regularization"),
    ("Video editing is slow. Cycle-Reverse Regularization is a novel training strategy.", "Cycle-Reverse Regularization"),
    ("Phones are slow. HyperVL adds two techniques: (1) a Visual Resolution Compressor (VRC) that picks sizes, and "
     "(2) Dual Consistency Learning (DCL).", "Visual Resolution Compressor"),
    ("Drones see far. We propose SCP, a framework. Its core module, the Dual-Layer Router (DLR), selects experts.",
     "Dual-Layer Router"),
    ("Segmentation is slow. VeloxSeg fuses streams. Finally, Spatially Decoupled Knowledge Transfer (SDKT) "
     "injects a texture prior.", "Spatially Decoupled Knowledge Transfer"),
    ("We study chat translation and manually construct LiveChatBench, a benchmark of 1,000 pairs.", "LiveChatBench"),
    ("Distillation helps. The proposed lightweight student model (LiteDenoiseNet) is released.", "LiteDenoiseNet"),
    ("Edges blur. We design a parallel graph attention fusion module and a cross-frequency consistency loss.",
     "parallel graph attention fusion module"),
    ("Edges blur. We design a parallel graph attention fusion module and a cross-frequency consistency loss.",
     "cross-frequency consistency loss"),
    ("Segmentation is hard. The proposed method contains a temporal query encoder and a gated fusion module.",
     "gated fusion module"),
    ("Dance videos drift. A novel MaskPoseAdapter binds who and how at every step.", "MaskPoseAdapter"),
    ("Masks leak. We present IP-SAM. To suppress false positives, Prompt-Space Gating (PSG) leverages the prompt "
     "prior to decoding.", "Prompt-Space Gating"),                   # "prior to" speaks of no prior work
])
def test_an_enumerated_or_novel_technique_is_proposed(extract, abstract, name):
    assert {m.role for m in extract(abstract).mentions if m.name == name} == {"proposed"}


def test_a_title_phrase_closed_by_a_kind_noun_is_a_name_only_when_abbreviated(extract):
    e = extract("Deep learning models detect spoofs. We train deep learning models on faces.",
                title="Deep Learning Models for Robust Facial Liveness Detection")
    assert not [m for m in e.mentions if m.role == "proposed"]   # what the work is, not its name
    e = extract("Clips vary. The Slow-Fast Architecture (SFA) reads them at two rates.",
                title="Slow-Fast Architecture for Video")
    assert {m.name for m in e.mentions if m.role == "proposed"} == {"Slow-Fast Architecture"}


def test_a_title_naming_its_dataset_proposes_it(extract):
    e = extract("To our knowledge, Spectrascapes is the first open dataset of its kind.",
                title="The Spectrascapes Dataset: Street-view imagery beyond the visible")
    assert {(m.name, m.cls, m.role) for m in e.mentions} == {("Spectrascapes", "Dataset", "proposed")}


def test_a_size_variant_of_a_model_only_the_paper_names_is_a_model(extract):
    e = extract("We fine-tune BanglaBERT-Large with a stacked LSTM.", title="BanglaBERT and LSTM for Bangla Text")
    assert ("BanglaBERT-Large", "Model") in {(m.text, m.cls) for m in e.mentions}
    e = extract("We present ZetaLM, a family of language models. ZetaLM-Large is the best.")   # the paper's own
    assert {(m.text, m.role) for m in e.mentions if m.text.startswith("ZetaLM")} == {("ZetaLM", "proposed"),
                                                                                      ("ZetaLM-Large", "proposed")}


def test_a_capitalised_title_word_the_abstract_uses_as_a_name_is_the_contribution(extract):
    e = extract("Each pointer moves. Tests show that Pointer-7B beats the pointer networks.",
                title="Pointer: Linear-Complexity Long-Range Modeling")
    assert {(m.field, m.text) for m in e.mentions if m.role == "proposed"} == {("title", "Pointer"),
                                                                               ("abstract", "Pointer-7B")}
    e = extract("Pointer moves every token.", title="Pointer: Linear-Complexity Long-Range Modeling")
    assert not [m for m in e.mentions if m.role == "proposed"]   # only a sentence's first word: no name


@pytest.mark.parametrize("title, proposed", [
    ("Sparfels: Fast Reconstruction from Sparse Unposed Imagery", {("title", "Sparfels")}),   # no word of the language
    ("Position: General Alignment Has Hit a Ceiling", set()),   # a word abstracts write ("position")
    ("Memorization: A Close Look at Books", set()),
    ("Pointer: Linear-Complexity Long-Range Modeling", set()),
])
def test_a_titles_coined_word_is_the_contribution_without_the_abstract_naming_it(extract_bundled, title, proposed):
    e = extract_bundled("We study the problem from scratch and report results on standard data.", title=title)
    assert {(m.field, m.text) for m in e.mentions if m.role == "proposed"} == proposed


@pytest.mark.parametrize("abstract, names", [
    ("F1 rises by 34% on the NIST SD27 dataset.", {("NIST SD27", "Dataset")}),     # two name words, one name
    ("Recall improves on SYKE-IFCB 2022 and ZooScan-X.", {("SYKE-IFCB 2022", "Dataset"), ("ZooScan-X", "Dataset")}),
    ("We compare with CAPRA-S 2024 runs.", {("CAPRA-S", "Method")}),              # a year only closes datasets
    ("It gains on AND gates, UAV-Assisted sensing and CTs in the U.S today.", set()),   # no names
    ("On BacSeg, classification reached AUROC 0.87.", {("BacSeg", "Dataset")}),     # a metric reports results
    ("On ZooLake the fixed-recall baseline was close.", {("ZooLake", "Dataset")}),
    ("A cache-acceleration setting based on FORA reaches lower FID.", {("FORA", "Method")}),   # built upon
    ("Profiling on a Dell XPS 13 laptop shows speedups.", set()),                  # a device, not a dataset
    ("Results on Few-Shot Event-Based benchmarks and Training-Free Zero-Shot tasks.", set()),   # title-case words
    ("Tests on the MSRS, TNO and RoadScene datasets.", {("MSRS", "Dataset"), ("TNO", "Dataset"), ("RoadScene", "Dataset")}),
    ("We test on ImageNet, TNOX and MSRS.", {("TNOX", "Dataset"), ("MSRS", "Dataset")}),   # a known name leads
    ("We train on ImageNet and MIT data from NASA.", set()),          # a known name's class needs a comma list
    ("Our GPU-HPU system beats a GPUonly system and copies to RAM.", set()),   # devices, not names
    ("Prior methods (LoRA, Hydra, STaR) are slow.", {("Hydra", "Method")}),   # a plain word between two methods
    ("Prior methods (LoRA, Hydra) are slow.", set()),                # one neighbour is not enough for a plain word
])
def test_name_shaped_words_joined_and_dated(extract, abstract, names):
    """Also: a size or tuned-variant suffix makes a model whatever the context says."""
    assert {(m.name, m.cls) for m in extract(abstract).mentions if m.rule == "name-shape"} == names


def test_a_known_name_hidden_from_the_rulers_keeps_its_class_against_the_context(extract):
    e = extract("Ours gains 16.9 CIFAR-10/100 points over baseline MT systems.")
    assert {(m.text, m.cls) for m in e.mentions if m.rule == "name-shape"} == {("CIFAR-10", "Dataset")}


def test_a_compound_holding_a_known_name_takes_its_class_without_a_cue(extract):
    e = extract("It adapts XR-LoRA to text, then LoRA-Tuner.")   # "Tuner" has no inner capital
    assert {(m.name, m.cls) for m in e.mentions if m.rule == "name-shape"} == {("XR-LoRA", "Method")}


def test_a_compound_opening_with_a_known_model_is_a_model_unless_its_tail_is_a_technique(extract):
    e = extract("We compare with LLaMA-CRF. We use LLaMA-DPO, an alignment method.")
    assert {(m.name, m.cls) for m in e.mentions if m.rule == "name-shape"} == {("LLaMA-CRF", "Model"),
                                                                                ("LLaMA-DPO", "Method")}


@pytest.mark.parametrize("abstract", [
    "We use cardiac magnetic resonance imaging (CMR) scans; CMR helps.",   # a kind of a stop-listed field
    "The ECGs and CTs of AI-enhanced tools are analysed with accuracy.",  # plural acronyms, modifier compound
    "It reaches WISE-surpassing accuracy with an SCM-mechanism view.",    # an acronym qualifying a word
])
def test_kinds_of_fields_and_plural_acronyms_are_no_entities(extract, abstract):
    assert not [m for m in extract(abstract).mentions if m.cls != "Metric"]


@pytest.mark.parametrize("abstract, names", [
    ("We add cross-attention mechanisms to the decoder.", {"cross-attention"}),   # not "attention mechanisms"
    ("We add attention mechanisms to the decoder.", {"attention mechanism"}),
])
def test_a_generic_match_yields_to_the_term_whose_head_it_continues(extract, abstract, names):
    assert {m.name for m in extract(abstract).mentions} == names


def test_a_full_stop_before_a_capitalised_word_ends_a_name(extract):
    e = extract("It scores 0.7 AUC on the LaSOT.Compared with others, it is fast.")
    assert "LaSOT" in {m.text for m in e.mentions} and not [m for m in e.mentions if "." in m.text]


def test_a_coined_technique_in_the_title_counts_from_its_use_in_the_abstract(extract):
    e = extract("We propose VidGround, a grounding model. Dual-Prompt Guidance aligns frames with text.",
                title="Video Grounding with Dual-Prompt Guidance")
    assert {m.role for m in e.mentions if m.name == "Dual-Prompt Guidance"} == {"proposed"}


def test_a_product_takes_the_kind_after_it_not_a_class(extract):
    e = extract("It runs on a Raspberry Pi 5 Edge Device, on a Raspberry Pi 4 GPU and on a RISC-V GPU.")
    assert [(m.text, m.concept) for m in e.mentions if m.cls == "Hardware"] == [
        ("Raspberry Pi 5 Edge Device", HW + "raspberry-pi-5"), ("Raspberry Pi 4 GPU", HW + "raspberry-pi-4"),
        ("RISC-V", HW + "risc-v"), ("GPU", HW + "gpu")]


def test_a_coined_name_mention_takes_the_kind_noun_after_it(extract):
    e = extract("We propose MKSNet, a network featuring a novel Multi-Kernel Selection mechanism.")
    [mention] = [m for m in e.mentions if m.name == "Multi-Kernel Selection"]
    assert (mention.text, mention.role) == ("Multi-Kernel Selection mechanism", "proposed")


def test_review_cases_of_the_round_stay_fixed(extract):
    e = extract("We deploy it on the edge device NVIDIA Jetson Nano. On mobile devices GPU inference is slow.")
    assert [m.text for m in e.mentions if m.cls == "Hardware"] == ["edge device", "mobile devices", "GPU"]
    e = extract("We propose X. It applies Adaptive Token Merging layer by layer.")
    assert "Adaptive Token Merging" in {m.text for m in e.mentions}
    e = extract("We propose FreqNorm, a normalization layer. Dual-Prompt Guidance overfits, which FreqNorm fixes.",
                title="Revisiting Dual-Prompt Guidance for Video Grounding")
    assert {m.role for m in e.mentions if m.name == "Dual-Prompt Guidance"} != {"proposed"}


def test_plain_words_before_a_known_task_name_the_task_a_technique_s_words_coin_a_name(extract):
    e = extract("We propose FastIR for Sketch-based Image Retrieval. It beats Interactive Image Retrieval baselines.")
    names = {m.name for m in e.mentions}
    assert "Sketch-based Image Retrieval" in names and "Interactive Image Retrieval" not in names


def test_a_class_noun_before_a_preposition_names_no_class_of_what_follows(extract):
    e = extract("Our single-step generator surpasses existing online methods on InterHuman and InterX by 40% in FID.")
    assert {(m.text, m.cls) for m in e.mentions if m.text.startswith("Inter")} == {
        ("InterHuman", "Dataset"), ("InterX", "Dataset")}


def test_a_name_in_what_follows_an_unnamed_object_is_not_the_contribution(extract):
    e = extract("We introduce a perspectivist annotation scheme for the HCRC MapTask corpus that captures speakers.")
    assert "proposed" not in {m.role for m in e.mentions}
    e = extract("We design a deep model for vessel segmentation, GDCUnet, based on a new module. "
                "We also introduce a set of Calibration Tokens as an adaptation mechanism.")
    assert {m.text for m in e.mentions if m.role == "proposed"} >= {"GDCUnet", "Calibration Tokens"}


def test_a_plain_word_in_apposition_to_a_corpus_is_a_dataset(extract):
    e = extract("We generated texts comparable to Koditex, a multi-register corpus of human-written texts.")
    assert {(m.text, m.cls) for m in e.mentions} == {("Koditex", "Dataset")}


@pytest.mark.parametrize("sentence, text", [("We prompt Qwen3:14b locally.", "Qwen3:14b"),
                                            ("We fine-tune GPT-2 large and GPT-2 base.", "GPT-2 large"),
                                            ("We compare with LLaMA v2.1 on math.", "LLaMA v2.1"),
                                            ("It reaches 98% of LLaMA V3's accuracy.", "LLaMA V3")])
def test_a_model_with_its_variant_after_a_space_or_colon_is_that_variant(extract, sentence, text):
    """A runtime's size tag, a lowercase variant word where the phrase ends, a version after a space."""
    variant = next(m for m in extract(sentence).mentions if m.cls == "Model")
    assert variant.text == text and variant.family is not None


def test_a_video_models_generation_mode_is_a_variant(extract_bundled):
    e = extract_bundled("We animate with CogVideoX-5b-I2V and compare with Wan-I2V-14B.")
    assert [m.text for m in e.mentions] == ["CogVideoX-5b-I2V", "Wan-I2V-14B"]


def test_a_models_modality_or_domain_after_a_space_is_a_variant(extract_bundled):
    e = extract_bundled("We extend the recipe to Falcon OCR: a compact model, unlike LLaMA 3.2 11B Vision.")
    assert [m.text for m in e.mentions] == ["Falcon OCR", "LLaMA 3.2 11B Vision"]


def test_a_lowercase_variant_word_before_more_words_is_no_variant(extract):
    assert [m.text for m in extract("GPT-2 large-scale runs and GPT-2 small changes help. We keep GPT-2 small and "
                                    "fast, on a LLaMA V100 cluster; GPT-2:1M tokens.").mentions
            if m.cls == "Model"] == ["GPT-2", "GPT-2", "GPT-2", "LLaMA", "GPT-2"]


def test_a_known_datasets_class_passes_to_the_last_item_where_the_list_closes(extract):
    closed = extract("It remains competitive on GSM8K and ToMiX. We also train on ImageNet and MIT data. "
                     "Results on GSM8K and Monday.")
    assert [(m.text, m.cls) for m in closed.mentions if m.cls == "Dataset"] == [
        ("GSM8K", "Dataset"), ("ToMiX", "Dataset"), ("ImageNet", "Dataset"), ("GSM8K", "Dataset")]


def test_list_items_with_numbered_citations_stay_a_list(extract_bundled):
    e = extract_bundled("It is faster than methods like ACVNet [1], LEAStereo [2] and CFNet [3] while comparable.")
    assert {(m.text, m.role) for m in e.mentions} == {("ACVNet", "baseline"), ("LEAStereo", "baseline"),
                                                     ("CFNet", "baseline")}
    e = extract_bundled("It remains competitive on GSM8K [1] and ToMiX [2]. Results on KITTI [4], ZoopDrive [5] and "
                        "BarSet [6] show gains.")   # a known dataset's class passes along the list
    assert [m.text for m in e.mentions if m.cls == "Dataset"] == ["GSM8K", "ToMiX", "KITTI", "ZoopDrive", "BarSet"]


def test_a_decimal_version_ending_a_list_item_belongs_to_the_name(extract_bundled):
    e = extract_bundled("It wins, outperforming HY-WorldPlay 1.5 and LingBot-World in score; ColPali 0.745 is lower, "
                        "as is TextDiffuser-2 3.4, and GlyphControl 2.9.")
    assert [m.text for m in e.mentions] == ["HY-WorldPlay 1.5", "LingBot-World", "ColPali", "TextDiffuser-2"]
    e = extract_bundled("Our model outperforms baselines such as FooGen 2.9, BarGen 3.1, and QuxGen 3.4 in FID.")
    assert "FooGen" in {m.text for m in e.mentions}   # a list of scores, not of versions


def test_a_coined_names_spelled_out_apposition_is_one_concept_of_the_heads_class(extract):
    e = extract("We present SwinRRDB, a Swin-based Residual Dense Block for restoration. SwinRRDB wins. "
                "We compare with GeoNet, an AGL agent, and with ToolX, a Tool Retrieval Benchmark (TRB).")
    merged = {m.concept for m in e.mentions if m.text in ("SwinRRDB", "Swin-based Residual Dense Block")}
    assert len(merged) == 1 and {m.cls for m in e.mentions if m.concept in merged} == {"Method"}
    assert len({m.concept for m in e.mentions if m.text in ("ToolX", "Tool Retrieval Benchmark")}) == 2   # own acronym
    assert {m.cls for m in e.mentions if m.text in ("GeoNet", "AGL")} == {"Model", "Method"}   # one word, no long name


def test_a_joined_apposition_keeps_families_whole_and_lends_a_rival_no_proposed_role(extract):
    e = extract("We present OccNet, an innovative Progressive Gaussian Transformer Framework for occupancy. OccNet-L "
                "is larger. FastX outperforms GeoFormer, a Geometric Graph Transformer, by 3 points.")
    by_text = {m.text: m for m in e.mentions}
    assert by_text["Progressive Gaussian Transformer Framework"].concept == by_text["OccNet"].concept
    assert by_text["OccNet-L"].family == by_text["OccNet"].concept   # the variant follows its family's new IRI
    assert by_text["GeoFormer"].role == "baseline"
    e = extract("We present Llama3-Nav. We build Llama3-Nav-Large, a lightweight Navigation Reasoning Framework.")
    assert {m.text: (m.cls, m.family) for m in e.mentions if m.cls == "Method"} == {
        "Llama3-Nav-Large": ("Method", None), "Navigation Reasoning Framework": ("Method", None)}   # no model family
    e = extract("This work proposes HumP-KD, a Hybrid Uncertainty-aware Progressive Knowledge Distillation framework.")
    assert len({m.concept for m in e.mentions}) == 1   # its kind noun closes the long name


@pytest.mark.parametrize("abstract, name, cls", [
    ("We present PulseLM, a large-scale PPG-text dataset designed to bridge signals and text.", "PulseLM", "Dataset"),
    ("We introduce POVQA, a data-efficient pipeline that compresses each second of video.", "POVQA", "Method"),
    ("We introduce SAKURA, a benchmark assessing LALMs' multi-hop reasoning based on speech.", "SAKURA", "Dataset"),
    ("We present VTC-Bench, an evaluation framework that scores tool use.", "VTC-Bench", "Dataset"),
    ("We present GateNet, a lightweight network trained via distillation.", "GateNet", "Model")])
def test_an_appositions_kind_outweighs_a_names_shape_but_a_benchmarks(extract_bundled, abstract, name, cls):
    assert {m.cls for m in extract_bundled(abstract).mentions if m.text == name} == {cls}


def test_an_own_model_shaped_name_an_apposition_calls_a_framework_is_a_method(extract_bundled):
    e = extract_bundled("We develop VLM-R1, a dedicated framework designed to harness RL. We also propose "
                        "PointRWKV, the first RWKV-based framework for clouds, and fine-tune Qwen2.5-7B.")
    assert {m.text: m.cls for m in e.mentions if m.text in ("VLM-R1", "PointRWKV", "Qwen2.5-7B")} == {
        "VLM-R1": "Method", "PointRWKV": "Method", "Qwen2.5-7B": "Model"}


def test_a_generic_name_leading_a_title_case_compound_is_part_of_the_proposed_name(extract_bundled):
    e = extract_bundled("We introduce a novel approach named MLLM-Assisted Adaptive Thresholding, which refines masks. "
                        "We present an evaluation suite for Triton-based GPU kernels.")
    assert [m.text for m in e.mentions if m.role == "proposed"] == ["MLLM-Assisted Adaptive Thresholding"]
    assert "GPU" in {m.text for m in e.mentions if m.cls == "Hardware"}
    e = extract_bundled("We introduce an LLM-Powered Agent that fixes bugs. We propose VLM-IMI, a novel framework.")
    assert [m.text for m in e.mentions if m.role == "proposed"] == ["VLM-IMI"]   # a coined name, not two words


def test_a_coined_datasets_capitalised_kind_word_goes_where_the_abstract_names_it_alone(extract_bundled):
    e = extract_bundled("We release the SupplyGraph Dataset. Models trained on SupplyGraph improve. We also use the "
                        "Waymo Open Dataset and build the ReGraP Benchmark from ReGraP.")
    assert {m.text: m.name for m in e.mentions if m.cls == "Dataset"} == {
        "SupplyGraph Dataset": "SupplyGraph", "SupplyGraph": "SupplyGraph", "Waymo Open Dataset": "Waymo Open Dataset",
        "ReGraP Benchmark": "ReGraP Benchmark", "ReGraP": "ReGraP"}
    e = extract_bundled("We release the FooBarX Dataset for segmentation.")   # never written alone: its name whole
    assert [m.name for m in e.mentions if m.cls == "Dataset"] == ["FooBarX Dataset"]


def test_a_known_models_name_with_capitalised_words_after_it_is_a_model_of_that_family(extract_bundled):
    e = extract_bundled("We beat Qwen-Image-Restyled and Fanar-Diwan with LLM-Aided tools, Llama-Sized models, "
                        "LLM-Agent systems and a CNN-Transformer.")
    assert [(m.text, m.rule) for m in e.mentions if m.cls == "Model"] == [
        ("Qwen-Image-Restyled", "name-shape"), ("Fanar-Diwan", "name-shape"), ("LLM", "vocabulary"),
        ("Llama", "vocabulary"), ("LLM", "vocabulary"), ("CNN", "vocabulary"), ("Transformer", "vocabulary")]


def test_a_known_models_integer_version_ending_a_list_item_is_a_variant(extract_bundled):
    e = extract_bundled("We compare with one open-source model, Open Sora 2. Open Sora runs 2 times slower.")
    assert [(m.text, m.rule) for m in e.mentions] == [("Open Sora 2", "model-grammar"), ("Open Sora", "vocabulary")]


def test_names_compared_after_a_benchmark_list_are_methods(extract):
    e = extract("It leads on NVOS and Spin-NeRF benchmarks, outperforming Feature3DGS, OmniSeg3D-gs, and SA3D by far.")
    assert [(m.text, m.cls) for m in e.mentions] == [
        ("NVOS", "Dataset"), ("Spin-NeRF", "Dataset"), ("Feature3DGS", "Method"), ("OmniSeg3D-gs", "Method"),
        ("SA3D", "Method")]


def test_a_techniques_tail_makes_a_method_of_a_known_dataset(extract):
    e = extract("We train Sotopia-RL with rewards and evaluate on Sotopia.")
    assert [(m.text, m.cls) for m in e.mentions if m.cls in ("Method", "Dataset")] == [
        ("Sotopia-RL", "Method"), ("Sotopia", "Dataset")]


def test_parts_named_after_the_papers_own_name_are_its_own(extract):
    e = extract("We present MultimodalStudio (MMS): it encompasses MMS-DATA and MMS-FW. MMS-DATA is a multi-view "
                "dataset, MMS-FW is a framework, and MMS-based tools use them. Unlike the earlier MMS-Net baseline "
                "of Lee et al., it is fast.")
    roles = {m.text: m.role for m in e.mentions if m.text.startswith("MMS-")}
    assert roles["MMS-DATA"] == roles["MMS-FW"] == "proposed" and roles["MMS-Net"] != "proposed"
    e = extract("We present TrashDet, a detector family. Two variants, TrashDet-ResNet and TrashDet-MBNet, beat the "
                "ai87 baseline, compared to existing detectors.")   # others come after the parts
    assert {m.text: m.role for m in e.mentions}["TrashDet-MBNet"] == "proposed"
    e = extract("We present TrashDet, a detector family. The TrashDet-MBNet of Lee et al. is a prior detector.")
    assert {m.text: m.role for m in e.mentions}["TrashDet-MBNet"] != "proposed"   # others' work after it


def test_a_name_glued_onto_the_papers_own_name_is_its_own(extract):
    """A capitalised word glued onto an own name names a part of it ("CortexBench" of Cortex); not a lowercase
    ending ("Cortexity"), nor a rival the own name beats."""
    e = extract("We present Cortex, a corpus graph. We test on CortexBench and Cortexity. Cortex beats CortexNet.")
    assert {m.text: m.role for m in e.mentions if m.text.startswith("Cortex")} == {
        "Cortex": "proposed", "CortexBench": "proposed", "Cortexity": "used", "CortexNet": "baseline"}


def test_parts_named_after_the_stem_of_a_sized_or_versioned_own_name_are_its_own(extract):
    e = extract("We construct the instruction-tuning dataset OmniVideo-100K and a human-verified test set, "
                "OmniVideo-Test. Fine-tuning on OmniVideo-100K improves accuracy on the OmniVideo-Test benchmark.")
    assert {m.text: m.role for m in e.mentions}["OmniVideo-Test"] == "proposed"
    e = extract("We introduce JobBERT-V3, a contrastive model. Building on the monolingual JobBERT-V2, our approach "
                "extends support to German.")
    roles = {m.text: m.role for m in e.mentions}
    assert roles["JobBERT-V3"] == "proposed" and roles["JobBERT-V2"] != "proposed"   # another version, no part


def test_a_model_variant_named_after_the_stem_of_a_versioned_own_name_is_its_own(extract_bundled):
    e = extract_bundled("We present Fanar 2.0, our Arabic models. At the core is Fanar-27B, trained from Gemma-3-27B. "
                        "It beats Fanar 1.0 on every benchmark.")
    roles = {m.text: m.role for m in e.mentions}
    assert roles["Fanar-27B"] == "proposed" and roles["Fanar 1.0"] != "proposed"
    e = extract_bundled("We present Fanar 2.0. At its core is Fanar-27B. Fanar-27B beats Fanar-7B on every benchmark.")
    assert {m.text: m.role for m in e.mentions}["Fanar-7B"] == "baseline"   # a rival named after the stem


def test_new_names_the_paper_enumerates_of_itself_are_its_own(extract):
    e = extract("We present DSGym, a testbed. We further expand coverage with (1) DSBio: expert-derived biology tasks "
                "and (2) DSPredict: hard prediction tasks. We evaluate on (i) FooBench and (ii) BarBench.")
    assert {m.text: m.role for m in e.mentions if m.cls == "Dataset"} == {
        "DSGym": "proposed", "DSBio": "proposed", "DSPredict": "proposed", "FooBench": "used", "BarBench": "used"}


def test_hardware_words_ending_another_name_are_part_of_it():
    """"Triton Inference Server" is software and "OULU-NPU" a dataset; "GPU memory" keeps its GPU."""
    from kg.extract.candidates import Candidate, select

    text = "Triton Inference Server on OULU-NPU with GPU memory"
    def at(words, cls):
        start = text.index(words)
        return Candidate(start, start + len(words), cls, cls + ":" + words, words, "vocabulary")
    chosen = select([at("Triton Inference Server", "Method"), at("Inference Server", "Hardware"),
                     at("OULU-NPU", "Dataset"), at("NPU", "Hardware"), at("GPU memory", "Metric"), at("GPU", "Hardware")],
                    text)
    assert [(c.name, c.cls) for c in chosen] == [("Triton Inference Server", "Method"), ("OULU-NPU", "Dataset"),
                                                 ("GPU", "Hardware"), ("GPU memory", "Metric")]


def test_an_acronym_opening_a_name_of_another_class_is_no_hardware(extract_bundled):
    """"DDR-Net" and "DSP-v1.5" (DeepSeek-Prover) name no memory nor signal processor; "GPU-based", "CPU-GPU",
    "GPU-Driven" and a name of several words ("CPU-GPU Co-Scheduling") keep theirs, and so does a device's own
    version, "TPU-v4"."""
    e = extract_bundled("We propose DDR-Net. It beats DeepSeek-Prover-v1.5-RL (DSP-v1.5) on GPU-based CPU-GPU "
                        "servers and TPU-v4 chips.")
    assert [(m.text, m.cls) for m in e.mentions if m.cls == "Hardware"] == [
        ("GPU", "Hardware"), ("CPU", "Hardware"), ("GPU servers", "Hardware"), ("TPU-v4", "Hardware")]
    assert {m.text for m in e.mentions} >= {"DDR-Net", "DSP-v1.5"}
    e = extract_bundled("We introduce Aokana, a GPU-Driven Voxel Rendering Framework, and CPU-GPU Co-Scheduling.")
    assert [m.text for m in e.mentions if m.cls == "Hardware"] == ["GPU", "CPU", "GPU"]


def test_chinese_domestic_processors_and_accelerators_are_hardware(extract_bundled):
    """Phytium CPUs, Cambricon MLU cards, Horizon Robotics' Journey SoCs, Sophgo's BM1684X and Moore Threads GPUs
    are named hardware, not datasets ("FT-2000/4" is no dataset "FT-2000" with a variant "FT-4")."""
    e = extract_bundled("It runs on Phytium FT-2000/4 processors and MLU220 accelerator cards, and on the Horizon "
                        "Journey platform; Phytium processors suffice. We also use SOPHON BM1684X edge devices and "
                        "a Moore Threads GPU.")
    assert [(m.text, m.concept.rsplit("/", 1)[-1]) for m in e.mentions if m.cls == "Hardware" and m.concept] == [
        ("Phytium FT-2000/4", "phytium-ft-2000-4"), ("MLU220", "cambricon-mlu220"),
        ("accelerator", "hardware-accelerator"), ("Horizon Journey", "horizon-journey"),
        ("Phytium processors", "phytium-cpu"), ("SOPHON BM1684X", "sophgo-bm1684x"), ("edge devices", "edge-device"),
        ("Moore Threads GPU", "moore-threads-gpu")]
    assert {m.cls for m in e.mentions} == {"Hardware"}


def test_a_gpu_by_its_count_an_f_beta_score_and_long_chain_of_thought_are_known(extract_bundled):
    """"4xL20" is four NVIDIA L20 GPUs, "F0.5" an F-beta score (no dataset), and "long chain-of-thought (CoT)"
    chain-of-thought, the thing its short form names."""
    e = extract_bundled("On 4xL20, it reaches an F0.5 of 44.4 with long chain-of-thought (CoT) traces.")
    assert [(m.text, m.cls, m.name) for m in e.mentions] == [
        ("L20", "Hardware", "NVIDIA L20"), ("F0.5", "Metric", "F-beta score"),
        ("long chain-of-thought", "Method", "chain-of-thought"), ("CoT", "Method", "chain-of-thought")]


def test_a_short_form_defined_as_no_entity_names_no_other_known_thing(extract_bundled):
    """"end-to-end (E2E)" is no E2E NLG dataset, and "device-to-device (D2D)" no device; "question-answer (QA)
    pairs" still leaves QA the question answering the vocabulary knows it as."""
    e = extract_bundled("We propose an end-to-end (E2E) planner over device-to-device (D2D) links. E2E training "
                        "and D2D caching help.")
    assert e.mentions == ()
    e = extract_bundled("We generate question-answer (QA) pairs to test QA.")
    assert [(m.text, m.name) for m in e.mentions] == [("QA", "question answering"), ("QA", "question answering")]


def test_a_technology_or_format_written_bare_is_no_entity_unless_the_paper_coins_it(extract_bundled):
    """GNSS, CCTV, the region of interest (ROI) and JSON are no entities; a paper proposing its own "ROI" has one,
    though not a lowercase term it proposes something for ("an out-of-domain (OOD) detector")."""
    e = extract_bundled("We align GNSS trajectories with CCTV footage, crop the region of interest (ROI) and write "
                        "JSON output.")
    assert e.mentions == ()
    e = extract_bundled("A defined Region of Interest (ROI) excludes irrelevant data, written as JSON records.",
                        title="A Deep Learning-Based CCTV System for Smoking Detection")
    assert e.mentions == ()
    e = extract_bundled("We propose Reasoning-Oriented Imitation (ROI), a method. ROI is fast.")
    assert [(m.text, m.role) for m in e.mentions] == [
        ("Reasoning-Oriented Imitation", "proposed"), ("ROI", "proposed"), ("ROI", "proposed")]
    e = extract_bundled("We propose a novel inference-time out-of-domain (OOD) detection algorithm.")
    assert not [m for m in e.mentions if m.text == "OOD"]
    e = extract_bundled("We show CCTV works.", title="CCTV: Cross-Camera Temporal Video Matching")
    assert {(m.text, m.role) for m in e.mentions} == {("CCTV", "proposed"), ("Cross-Camera Temporal Video", "proposed")}
    # a key folds case: the list's "ROI" is no bar to what the vocabulary knows by its long form
    e = extract_bundled("Regions of Interest (RoIs) guide it, as Gaussian Processes (GPs) do.")
    assert [m.name for m in e.mentions if m.text == "GPs"] == ["Gaussian process"]


def test_known_machines_listed_before_their_kind_are_each_hardware(extract_bundled):
    """"the Perlmutter, Aurora, and Frontier supercomputers" names three machines: Aurora is no weather model
    there, though it stays one elsewhere."""
    e = extract_bundled("It scales on the Polaris, Sunspot, and Frontier supercomputers and on the Perlmutter, Aurora, "
                        "and Frontier supercomputers. Aurora forecasts weather.")
    assert [(m.text, m.cls) for m in e.mentions] == [
        ("Polaris", "Hardware"), ("Sunspot", "Hardware"), ("Frontier supercomputers", "Hardware"),
        ("Perlmutter", "Hardware"), ("Aurora", "Hardware"), ("Frontier supercomputers", "Hardware"),
        ("Aurora", "Model")]


def test_a_label_in_capitals_and_numbers_keeps_its_case(extract_bundled):
    """The ADE20K subset "A-150" is no "a 150 times reduction"."""
    e = extract_bundled("It gives a 150 times reduction in storage and scores 40 mIoU on A-150 and on A 150.")
    assert [m.text for m in e.mentions if m.cls == "Dataset"] == ["A-150", "A 150"]


def test_the_device_word_of_an_edge_deployment_is_the_hardware_mention(extract_bundled):
    """As in "GPU memory", the hardware in "edge deployment" is "edge", also where a list elides the head."""
    e = extract_bundled("It suits edge deployments. DEIMv2 covers GPU, edge, and mobile deployment.")
    assert [(m.text, m.concept.rsplit("/", 1)[-1]) for m in e.mentions if m.cls == "Hardware"] == [
        ("edge", "edge-device"), ("GPU", "gpu"), ("edge", "edge-device"), ("mobile", "mobile-device")]


def test_a_run_of_names_without_a_full_stop_keeps_every_name_across_its_pieces(extract_bundled):
    """Hostile text: 700 names in one run of 8,000 characters with no full stop, read in pieces of at most 3,000
    characters (``sentence_spans``), are each found once, also where a piece ends."""
    e = extract_bundled(" ".join(f"the Zq{i}Net" for i in range(700)))
    assert [m.text for m in e.mentions] == [f"Zq{i}Net" for i in range(700)]


def test_a_product_lines_name_ending_the_papers_product_is_that_product(extract_bundled):
    """"Orin GPU" in a paper on the "NVIDIA Jetson AGX Orin" is that board; a bare "GPU" stays a GPU, in the
    plural too ("GPUs" beside "NVIDIA RTX 3090 GPUs")."""
    e = extract_bundled("It runs on two NVIDIA RTX 3090 GPUs; many GPUs help. Each SoC of an Allwinner D1 SoC is slow.")
    assert [m.concept.rsplit("/", 1)[1] for m in e.mentions] == [
        "nvidia-geforce-rtx-3090", "gpu", "soc", "allwinner-d1"]
    e = extract_bundled("We deploy on NVIDIA Jetson AGX Orin. The Orin GPU and the GPU run it.")
    assert [(m.text, m.concept.rsplit("/", 1)[-1]) for m in e.mentions] == [
        ("NVIDIA Jetson AGX Orin", "nvidia-jetson-agx-orin"), ("Orin GPU", "nvidia-jetson-agx-orin"), ("GPU", "gpu")]


def test_a_datasets_counted_short_form_is_its_known_concept_and_a_metrics_variant_a_metric(extract_bundled):
    e = extract_bundled("It is tested on the Berkeley Deep Drive Dataset (BDD100K), with gains in AUPR-IN and AUPR-OUT.")
    assert [(m.text, m.cls, m.concept.rsplit("/", 1)[-1]) for m in e.mentions] == [
        ("Berkeley Deep Drive Dataset", "Dataset", "bdd100k"), ("BDD100K", "Dataset", "bdd100k"),
        ("AUPR-IN", "Metric", "aupr-in"), ("AUPR-OUT", "Metric", "aupr-out")]


def test_an_instruction_set_inside_a_devices_name_is_a_mention_of_its_own(extract_bundled):
    """A query for RISC-V papers finds one that runs on "a RISC-V microcontroller"; "Arm" opening a product's
    name is its maker's."""
    e = extract_bundled("We deploy on an ultra-low-power RISC-V microcontroller and an Arm Cortex-A76 CPU.")
    assert [(m.text, m.concept.rsplit("/", 1)[-1]) for m in e.mentions] == [
        ("ultra-low-power RISC-V microcontroller", "risc-v-microcontroller"), ("RISC-V", "risc-v"),
        ("Arm Cortex-A76 CPU", "arm-cortex-a76")]


def test_no_device_in_a_bandit_problem_nor_a_model_in_a_size_range(extract_bundled):
    e = extract_bundled("Sub-1B models run on Arm CPUs.", title="Timely Best Arm Identification")
    assert [(m.text, m.cls) for m in e.mentions] == [("Best Arm Identification", "Task"), ("Arm CPUs", "Hardware")]


@pytest.mark.parametrize("title", ["RoboTwin: Dual-Arm Robot Benchmark", "Agentic C-Arm Control",
                                   "Robotic Arm Grasping", "A Franka Arm Policy", "Chunks as Arms: Bandit Sampling",
                                   "ARM-Thinker: Reinforcing Reward Models"])
def test_no_device_in_a_robots_arm_nor_a_coined_name_led_by_arm(extract_bundled, title):
    e = extract_bundled("Sub-1B models run on Arm CPUs and ARM-based boards.", title=title)
    assert [(m.field, m.text) for m in e.mentions if m.cls == "Hardware"] == [("abstract", "Arm CPUs"),
                                                                            ("abstract", "ARM-based")]


def test_arm_joined_to_a_modifier_a_core_or_a_vendor_is_the_isa(extract_bundled):
    e = extract_bundled("We run ARM-optimized kernels on an ARM-M4 core and Intel-ARM hybrid systems.")
    assert [m.text for m in e.mentions if m.cls == "Hardware"] == ["ARM", "ARM", "ARM"]


def test_a_known_methods_variant_is_its_own_method_under_the_family(extract_bundled):
    e = extract_bundled("We compare with PPO-Lite and LoRA-v2.")
    assert [(m.text, m.cls, m.concept.rsplit("/", 1)[-1], (m.family or "").rsplit("/", 1)[-1]) for m in e.mentions] == [
        ("PPO-Lite", "Method", "ppo-lite", "ppo"), ("LoRA-v2", "Method", "lora-v2", "lora")]


@pytest.mark.parametrize("abstract, name, role", [
    ("Detection is hard. The proposed method outperforms strong baselines (ZetaNet) on COCO.", "ZetaNet", "baseline"),
    ("We observe that GPT-4o hallucinates and introduces ZetaNet artifacts.", "ZetaNet", "used"),
    ("We study chat translation and manually constructed ZetaBench, a benchmark of pairs.", "ZetaBench", "proposed"),
])
def test_own_names_need_their_own_words(extract, abstract, name, role):
    """A bracket after the paper's own kind, or a verb joined to its "we", proposes; a baseline in brackets or a
    verb whose subject a clause changed does not."""
    assert {m.role for m in extract(abstract).mentions if m.text == name} == {role}


def test_a_version_after_a_known_dataset_is_no_gpu(extract_bundled):
    e = extract_bundled("Training ResNet-50 on ImageNet V100 takes 3 days.")
    assert [(m.text, m.cls) for m in e.mentions if m.cls != "Model"] == [("ImageNet", "Dataset"), ("V100", "Hardware")]


def test_a_languages_version_of_a_known_dataset_and_a_named_challenge_are_datasets(extract_bundled):
    e = extract_bundled("We test on Arabic HellaSwag, COPA-ar, and the NTIRE 2025 challenge data.")
    assert [(m.text, m.cls, (m.family or "").rsplit("/", 1)[-1]) for m in e.mentions] == [
        ("Arabic HellaSwag", "Dataset", "hellaswag"), ("COPA-ar", "Dataset", "copa"),
        ("NTIRE 2025 challenge", "Dataset", "")]


def test_a_models_maker_is_part_of_its_name_and_a_dimension_makes_a_networks_variant(extract_bundled):
    e = extract_bundled("We compare Meta Llama and OpenAI Whisper with a 3D Residual U-Net and 2D CLIP.")
    assert [(m.text, m.concept.rsplit("/", 1)[-1]) for m in e.mentions] == [
        ("Meta Llama", "llama"), ("OpenAI Whisper", "whisper"), ("3D Residual U-Net", "3d-residual-u-net"),
        ("CLIP", "clip")]


@pytest.mark.parametrize("abstract, title", [
    ("We propose a deep learning network to detect tumors.", None),            # a description, not a name
    ("It wins.", "Brain Tumor Segmentation in 3D Using nnU-Net"),             # no "3D Using nnU-Net"
    ("We tackle the Cold Start challenge in recommendation.", None),           # a difficulty, not a challenge set
    ("Specifically, our baseline model contains a spatial query encoder.", None),   # a baseline's part
])
def test_no_contribution_or_variant_from_plain_words(extract_bundled, abstract, title):
    e = extract_bundled(abstract, title=title)
    assert not [m for m in e.mentions if m.role == "proposed" or m.rule in ("model-grammar", "name-shape")]


def test_a_joined_phrase_holding_a_known_technique_is_its_use(extract_bundled):
    e = extract_bundled("We introduce a dual-branch fusion module and a standard cross-entropy loss.")
    assert [(m.text, m.role) for m in e.mentions] == [("dual-branch fusion module", "proposed"),
                                                      ("cross-entropy loss", "used")]


def test_a_version_after_a_space_is_a_variant_of_the_papers_own_name(extract):
    e = extract("We present ModelTunnel, a tool. ModelTunnel v2 is faster.")
    assert {(m.text, m.role) for m in e.mentions} == {("ModelTunnel", "proposed"), ("ModelTunnel v2", "proposed")}


def test_the_openings_deployment_target_is_used_hardware_when_the_paper_proposes_something(extract_bundled):
    opening = "Vision transformers are accurate, but their deployment on edge devices is hindered by their cost. "
    own = extract_bundled(opening + "We propose ZetaViT, a pruned transformer.")
    none = extract_bundled(opening + "We survey the field.")
    assert [m.role for m in own.mentions if m.cls == "Hardware"] == ["used"]
    assert [m.role for m in none.mentions if m.cls == "Hardware"] == ["mentioned"]


def test_a_size_after_a_space_of_the_papers_own_model_is_its_own_too(extract):
    e = extract("We release PortBERT base and PortBERT large, two encoders.", title="PortBERT: Portuguese Language Models")
    assert {(m.text, m.role) for m in e.mentions if m.text.startswith("PortBERT")} == {
        ("PortBERT", "proposed"), ("PortBERT base", "proposed"), ("PortBERT large", "proposed")}


@pytest.mark.parametrize("abstract, title", [
    ("We compare various Large Language Model-based methods with experts.", None),   # a kind named by its base
    ("Current State-of-the-Art SLU techniques rely on data.", None),
    ("Our framework adds no additional overhead during inference.", None),   # "introducing" no phrase over "during"
    ("It works.", "Hierarchical Vision Transformer Enhanced by Graph Convolutional Network for Image Classification"),
])
def test_no_name_from_a_modifier_a_quality_or_a_verb(extract_bundled, abstract, title):
    e = extract_bundled(abstract, title=title)
    assert not [m for m in e.mentions if m.role == "proposed" or m.rule == "name-shape"]


def test_a_description_the_sentence_names_afterwards_is_no_name_of_its_own(extract_bundled):
    e = extract_bundled("We propose a novel Multi-Modal Multi-agent hierarchical graph PRUNING framework, termed "
                        "M3Prune. It is fast.")
    assert [m.text for m in e.mentions if m.role == "proposed"] == ["M3Prune"]


def test_graph_network_architectures_are_models_and_known_names_in_other_spellings_match(extract_bundled):
    e = extract_bundled("A GCN and a Graph Attention Network beat Flux on Deep Blending and the Long-Range Arena.")
    assert [(m.text, m.cls) for m in e.mentions] == [
        ("GCN", "Model"), ("Graph Attention Network", "Model"), ("Flux", "Model"), ("Deep Blending", "Dataset"),
        ("Long-Range Arena", "Dataset")]


def test_the_papers_own_part_at_its_core_or_newly_introduced_and_a_named_challenge(extract_bundled):
    e = extract_bundled("At the core of UniFusion is the Layerwise Attention Pooling (LAP) mechanism. We add the newly "
                        "inaugurated MeViS-Audio track.", title="CADe systems: The RARE25 challenge for detection")
    assert {(m.text, m.cls, m.role) for m in e.mentions if m.text in ("RARE25", "LAP", "MeViS-Audio")} == {
        ("RARE25", "Dataset", "mentioned"), ("LAP", "Method", "proposed"), ("MeViS-Audio", "Dataset", "proposed")}


def test_a_definitions_singular_a_metric_closed_long_form_and_an_imagenet_named_set(extract_bundled):
    e = extract_bundled("For conversational recommender systems (CRSs), public CRS data is rare. We report mean F1 "
                        "(mF1) on CytoImageNet and pt-PT text, and compare with Claude Code.")
    assert [(m.text, m.cls) for m in e.mentions] == [
        ("conversational recommender systems", "Task"), ("CRSs", "Task"), ("CRS", "Task"), ("mean F1", "Metric"),
        ("mF1", "Metric"), ("CytoImageNet", "Dataset"), ("Claude Code", "Model")]


def test_a_known_name_spelled_otherwise_a_shared_tasks_number_and_a_headset(extract_bundled):
    e = extract_bundled("We test on the Contract-NLI dataset, the DCASE 2024 Challenge Task 1 data and SemEval-2025 "
                        "Task 5, and run on a Meta Quest 3.")
    assert [(m.text, m.cls) for m in e.mentions] == [
        ("Contract-NLI", "Dataset"), ("DCASE 2024 Challenge Task 1", "Dataset"), ("SemEval-2025 Task 5", "Dataset"),
        ("Meta Quest 3", "Hardware")]


def test_coordinated_title_case_modifiers_and_a_spaced_version_leave_the_head_and_social_networks_no_model(
        extract_bundled):
    convnet = extract_bundled("We present MobileIE.", title="MobileIE: An Extremely Lightweight and Effective ConvNet "
                                                               "for Real-Time Image Enhancement")
    versioned = extract_bundled("We present it.", title="EgoPoseFormer v2: Accurate Egocentric Motion Estimation")
    social = extract_bundled("The growth of mobile social networks (MSNs) raises demand. MSNs are big.")
    assert {m.cls for m in convnet.mentions if m.text == "MobileIE"} == {"Model"}
    assert [(m.text, m.cls) for m in versioned.mentions] == [("EgoPoseFormer v2", "Model")]
    assert not social.mentions


def test_a_comma_lists_last_name_and_a_detectors_neck_after_its_backbone_size(extract_bundled):
    e = extract_bundled("Evaluations on Video-MME, LongVideoBench and HERBench-Lite show gains with BlendMask+ResNet-50-FPN.")
    assert [(m.text, m.cls) for m in e.mentions if m.rule != "vocabulary"] == [
        ("HERBench-Lite", "Dataset"), ("ResNet-50-FPN", "Model")]


def test_variants_of_known_names_a_teams_system_and_a_shared_task(extract_bundled):
    e = extract_bundled("We present our system for the LT-EDI 2026 shared task. On MLE-bench-30 it beats Alpha-CLIP, "
                        "Spin-NeRF and Tesseract v5, at 4K High-Definition (HD) on an iPhone 17 Pro Max.",
                        title="MemeScouts@LT-EDI 2026: Detecting Hateful Memes")
    assert [(m.text, m.cls, m.role) for m in e.mentions if m.cls != "Task"] == [
        ("MemeScouts", "Method", "proposed"), ("LT-EDI 2026", "Dataset", "used"),   # the shared task, named in the title
        ("Hateful Memes", "Dataset", "used"),
        ("LT-EDI 2026 shared task", "Dataset", "used"), ("MLE-bench-30", "Dataset", "used"),
        ("Alpha-CLIP", "Model", "baseline"), ("Spin-NeRF", "Method", "baseline"), ("Tesseract v5", "Model", "baseline"),
        ("iPhone 17 Pro Max", "Hardware", "used")]


def test_a_capitalised_run_closed_by_an_agent_noun_or_a_protocol_is_a_name(extract_bundled):
    e = extract_bundled("It adds a Surrogate Verifier, a Hidden Consistent Evaluation protocol and an LLM-based Critic.")
    assert [(m.text, m.cls) for m in e.mentions if m.rule == "name-shape"] == [
        ("Surrogate Verifier", "Method"), ("Hidden Consistent Evaluation protocol", "Method")]


def test_tex_ties_join_a_models_name_and_a_times_sign_leaves_the_device(extract_bundled):
    e = extract_bundled("Systems (Gemini~2.5~Flash and DeepSeek~V3.2) run on 8$\\times$RTX\n4090 GPUs.")
    assert [(m.text, m.cls) for m in e.mentions] == [
        ("Gemini~2.5~Flash", "Model"), ("DeepSeek~V3.2", "Model"), ("RTX\n4090 GPUs", "Hardware")]


def test_tex_spacing_inside_a_name_keeps_the_name(extract_bundled):
    e = extract_bundled("It reaches 16\\,FPS on eight RTX\\,5090 GPUs.")
    assert [(m.text, m.cls, m.name) for m in e.mentions if m.cls == "Hardware"] == [
        ("RTX\\,5090 GPUs", "Hardware", "NVIDIA GeForce RTX 5090")]


@pytest.mark.parametrize("abstract, title", [
    ("We test.", "Sub-Billion, Super-Frontier: Small Language Models Rival LLMs"),   # a slogan, not a name
    ("It costs 30 USD per field of view (FOV) on YouTube-sourced clips.", None),
    ("Federally Qualified Health Centers (FQHCs) serve patients.", None),              # an organisation
])
def test_no_name_from_a_slogan_a_currency_a_source_or_an_organisation(extract_bundled, abstract, title):
    assert not [m for m in extract_bundled(abstract, title=title).mentions if m.rule != "vocabulary"]


def test_a_title_names_its_contribution_without_the_bracket_after_it(extract_bundled):
    e = extract_bundled("We present DH-V2, a backbone.", title="Double-Helix Vision (DH-V2): A Fast Backbone")
    assert [m.text for m in e.mentions if m.rule == "contribution-title"] == ["Double-Helix Vision"]


def test_a_geforce_card_by_its_number_a_data_kind_after_a_dataset_and_two_names_in_a_title(extract_bundled):
    e = extract_bundled("We propose HeavyWater and SimplexWater. We use MIMIC-III EHR data on the 4060 GPU and 2080ti "
                        "GPUs.", title="HeavyWater and SimplexWater: Watermarking Text")
    assert [(m.text, m.cls) for m in e.mentions if m.field == "abstract" and m.cls != "Method"] == [
        ("MIMIC-III", "Dataset"), ("EHR data", "Dataset"), ("4060 GPU", "Hardware"), ("2080ti GPUs", "Hardware")]
    assert {m.text for m in e.mentions if m.rule.startswith("contribution")} == {"HeavyWater", "SimplexWater"}


def test_a_titles_two_names_are_both_proposed_and_a_known_name_with_a_capital_s_is_new(extract_bundled):
    e = extract_bundled("We propose GTPO and GRPO-S, two variants of GRPO.", title="GTPO and GRPO-S: Reward Shaping")
    roles = {m.text: m.role for m in e.mentions}
    assert (roles["GTPO"], roles["GRPO-S"], roles["GRPO"]) == ("proposed", "proposed", "used")


def test_a_plain_word_after_a_naming_verb_and_a_coined_word_after_with_in_a_title(extract_bundled):
    e = extract_bundled("We describe a system named Symphony, which functions as an operating system. We add an adaptive "
                        "Exponential Scale Scheduler.", title="RedKnot: Efficient Serving with SegPagedAttention")
    assert {m.text for m in e.mentions if m.role == "proposed"} >= {"Symphony", "SegPagedAttention"}
    assert "Exponential Scale Scheduler" in {m.text for m in e.mentions}


def test_new_models_a_contribution_is_built_of_are_the_papers_own(extract_bundled):
    e = extract_bundled("Prior methods depend on simulators. We introduce Generative Refocusing, a two-step process "
                        "that uses DeblurNet to recover sharp images and BokehNet for bokeh. We compare with FooNet.")
    assert {m.text: m.role for m in e.mentions if m.text.endswith("Net")} == {
        "DeblurNet": "proposed", "BokehNet": "proposed", "FooNet": "baseline"}


@pytest.mark.parametrize("abstract, title", [
    ("We propose MedTagger for biomedical named entity recognition. MedTagger reaches 91 F1.", None),
    ("Neural networks generalize late. This phenomenon, called Grokking, has puzzled researchers. We study it.", None),
    ("Large models are slow. We propose a pruning method and evaluate it with ZetaNet and OmegaFormer backbones.", None),
    ("We address this problem with ZetaNet. Additionally, we train the classifier with ZetaNet features.", None),
    ("We study it.", "Teaching Programming with JavaScript"),
    ("We review graph-based retrieval.", "FooRAG and BarRAG: A Survey"),
])
def test_no_contribution_from_prose_others_work_a_product_or_a_survey(extract_bundled, abstract, title):
    """Cases a review of this round's rules reproduced: an ordinary "named", a phenomenon someone named, what a
    method is evaluated with, "address", a product after a title's "with", a survey's names."""
    proposed = {m.text for m in extract_bundled(abstract, title=title).mentions if m.role == "proposed"}
    assert proposed <= {"MedTagger", "pruning method"}


@pytest.mark.parametrize("abstract, absent", [
    ("We present the ChemGen synthesis dataset of 10,000 reactions. Baselines fail on ChemGen.", None),
    ("We show that SparseFlowX challenges the common view that attention is needed.", "SparseFlowX"),
    ("Emissions fell after the Kyoto Protocol. Each record carries a Digital Object Identifier.", "Kyoto Protocol"),
    ("We train an MoE 30B model and a dense LLM 7B model on web text.", "MoE 30B"),
    ("We compare Vanilla-RAG and use Frozen-CLIP features.", "Frozen-CLIP"),
    ("The job was sharded over 4080 GPUs.", "4080 GPUs"),
    ("Our evaluations reveal that SoTA Video-LLMs struggle significantly.", "SoTA Video-LLMs"),
])
def test_no_name_from_a_noun_after_a_name_a_verb_prose_a_generic_size_a_plain_adjective_or_a_count(
        extract_bundled, abstract, absent):
    e = extract_bundled(abstract)
    assert absent not in {m.text for m in e.mentions}
    if absent is None:
        assert {m.cls for m in e.mentions if m.text == "ChemGen"} == {"Dataset"}


def test_a_version_before_a_full_stop_stays_with_its_model(extract_bundled):
    e = extract_bundled("We evaluate Claude Opus 4.8. We also evaluate LuckyStar 111B.")
    assert [m.text for m in e.mentions] == ["Claude Opus 4.8", "LuckyStar 111B"]


def test_a_name_after_a_bare_objects_preposition_a_plural_defined_singular_and_an_enumerated_sentence(
        extract_bundled):
    e = extract_bundled("We construct persona vectors for Steven Spielberg and compare them. Diffusion-based large "
                        "language models (dLLMs) are fast, and we serve dLLM inference. We find: (i) Current "
                        "benchmarks are noisy and (ii) Algorithmic Prompting helps.")
    assert "Steven Spielberg" not in {m.text for m in e.mentions if m.role == "proposed"}
    assert {m.concept for m in e.mentions if m.text in ("dLLM", "dLLMs")} == {
        m.concept for m in e.mentions if m.text == "dLLMs"}
    assert "Current" not in {m.text for m in e.mentions}
    assert "Algorithmic Prompting" in {m.text for m in e.mentions}


def test_a_short_name_without_its_hyphen_a_camel_name_with_one_capital_and_no_platform_or_tool_proposed(
        extract_bundled):
    e = extract_bundled("We show that GPT4V beats Deepseek on abusive language across online platforms, including "
                        "YouTube comments. We propose a code-based knowledge representation using Python's Pandas API. "
                        "We present here for the first time MegaNet, a transformer for protein folding.")
    found = {m.text: (m.cls, m.concept.rsplit("/", 1)[-1]) for m in e.mentions}
    assert found["GPT4V"] == ("Model", "gpt-4v") and found["Deepseek"] == ("Model", "deepseek")
    assert "YouTube" not in found
    proposed = {m.text for m in e.mentions if m.role == "proposed"}
    assert "MegaNet" in proposed and not any("Pandas" in name for name in proposed)


def test_a_list_closed_by_when_a_tf_numbered_dataset_and_a_benchmarks_lite_variant(extract_bundled):
    e = extract_bundled("Scaling gains on subsets of GAIA and XBench-DeepResearch when powered by LLMs. Building on "
                        "TF1, a three-million-story English fable dataset, we scale. AuditRepairBench-Lite, a "
                        "rule-only configuration, preserves the ranking.")
    found = {m.text: m.cls for m in e.mentions}
    assert found["XBench-DeepResearch"] == found["TF1"] == found["AuditRepairBench-Lite"] == "Dataset"


def test_a_word_aware_modifier_opens_a_modules_name_but_an_acronyms_does_not(extract_bundled):
    e = extract_bundled("The interaction is augmented by a Face-Aware Modulation module, which helps. We run an "
                        "NPU-native VLM framework on phones.")
    names = {m.text for m in e.mentions}
    assert any(name.startswith("Face-Aware Modulation") for name in names)
    assert not any(name.startswith("NPU-native") for name in names)


def test_what_the_papers_own_name_introduces_is_proposed_but_not_what_it_runs_on(extract_bundled):
    e = extract_bundled("We propose HelixPipe, a pipeline parallelism for long sequences. First, HelixPipe introduces "
                        "a Spatial-Guided Absorber that injects residuals. It also introduces a CPU-based ROSA "
                        "retrieval module. Second, Uni-CoT introduces a paradigm: A Macro-Level CoT for planning.")
    proposed = {m.text for m in e.mentions if m.role == "proposed"}
    assert {"HelixPipe", "Spatial-Guided Absorber"} <= proposed
    assert not any(name.startswith(("CPU-based", "A ", "Macro")) for name in proposed)


def test_a_competitions_two_digit_year_is_that_years_set(extract_bundled):
    e = extract_bundled("We evaluate on AIME 24 and HMMT 25 benchmarks.")
    assert {m.concept.rsplit("/", 1)[-1] for m in e.mentions} == {"aime-2024", "hmmt-2025"}


def test_a_sentences_capitalised_plain_definition_is_a_term_unless_its_context_names_a_class(extract_bundled):
    e = extract_bundled("Ulcerative colitis (UC) is a chronic disease. UC severity varies. Bounding box regression "
                        "(BBR) methods are common, and BBR helps.")
    assert "Ulcerative colitis" not in {m.text for m in e.mentions}
    assert {m.cls for m in e.mentions if m.text == "BBR"} == {"Method"}


def test_slashed_letters_after_a_known_dataset_add_its_variants(extract_bundled):
    e = extract_bundled("Gains of +0.8/+1.4/+1.1 cIoU on RefCOCO/+/g.")
    assert {m.concept.rsplit("/", 1)[-1] for m in e.mentions if m.cls == "Dataset"} == {
        "refcoco", "refcoco-plus", "refcocog"}


def test_caret_names_a_hyphen_index_and_a_language_suffixed_benchmark(extract_bundled):
    e = extract_bundled("We introduce R^3-Bench and create SafeBench-fa and FairBench-fa as new datasets. Experiments "
                        "on PASCAL-${5}^{i}$ and COCO-$20^{i}$ validate it, and on the MediPhi model collection.")
    found = {m.text: m.cls for m in e.mentions}
    assert found["R^3-Bench"] == found["SafeBench-fa"] == found["FairBench-fa"] == "Dataset"
    assert found["PASCAL-${5}^{i}$"] == found["COCO-$20^{i}$"] == "Dataset"
    assert found["MediPhi"] == "Model"


def test_a_possessive_and_an_imperative_title_give_no_name_and_a_long_form_is_found_in_the_title(extract_bundled):
    e = extract_bundled("We propose SI-Agent, a framework. We present results validating SI-Agent's effectiveness.",
                        title="Just Use XML: Revisiting Label Projection")
    assert {m.text for m in e.mentions if m.role == "proposed"} == {"SI-Agent"}
    e = extract_bundled("We propose Federated Template and Task Learning (FeTTL), a framework.",
                        title="Medical Imaging with Federated Template and Task Learning")
    title = {m.text for m in e.mentions if m.field == "title"}
    assert "Federated Template and Task Learning" in title and "Task Learning" not in title


def test_a_titles_spelled_out_acronym_is_a_new_name_not_the_known_homonym(extract_bundled):
    e = extract_bundled("We propose DART, which beats CLIP on COCO.",
                        title="DART: Dual Adaptive Refinement Transfer for Open-Vocabulary Multi-Label Recognition")
    dart = {(m.text, m.concept.rsplit("/", 1)[-1], m.cls, m.role) for m in e.mentions if "D" in m.text[:1]}
    assert dart == {(name, "dual-adaptive-refinement-transfer", "Method", "proposed")
                    for name in ("DART", "Dual Adaptive Refinement Transfer")}


def test_a_known_model_named_before_a_titles_colon_is_the_papers_own_unless_it_surveys_it(extract_bundled):
    e = extract_bundled("We present DeepSeek-OCR as a study of compression.", title="DeepSeek-OCR: Contexts Optical Compression")
    assert {m.role for m in e.mentions if m.text == "DeepSeek-OCR"} == {"proposed"}
    e = extract_bundled("DeepSeek released models.", title="DeepSeek-OCR: Paradigm Shifts and Technical Evolution")
    assert "proposed" not in {m.role for m in e.mentions if m.text == "DeepSeek-OCR"}


def test_a_long_form_stays_inside_its_field_and_a_benchmarks_bare_version_is_its_own(extract_bundled):
    e = extract_bundled("Generating high-fidelity visual effects (VFX) is costly. We test on Terminal-Bench 2, "
                        "and ImageNet 2 times faster.", title="EasyVFX: Decoupling for VFX Generation")
    assert all("\n" not in m.text for m in e.mentions)
    assert {m.text for m in e.mentions if m.cls == "Dataset"} == {"Terminal-Bench 2", "ImageNet"}
    e = extract_bundled("Evaluated on VerilogEval 2.0 and MMLU 2.5% higher, it scores ImageNet 82.4 and COCO 51.3.")
    assert {m.text for m in e.mentions if m.cls == "Dataset"} == {"VerilogEval 2.0", "MMLU", "ImageNet", "COCO"}


def test_a_list_after_an_unnamed_object_proposes_nothing_but_variants_named_after_the_own_name_are_own(
        extract_bundled):
    e = extract_bundled("We present a cross-modal evaluation framework for image segmentation spanning SEM, AFM, XCT, "
                        "and optical microscopy. We introduce a model for vessel segmentation, GDCUnet, based on U-Net.")
    assert {m.text for m in e.mentions if m.role == "proposed"} == {"GDCUnet"}
    e = extract_bundled("This paper proposes a Full-stage Refined Proposal (FRP) algorithm for detection. "
                        "Classifier-guided FRP (CFRP) further improves accuracy on COCO.")
    assert {"Classifier-guided FRP", "CFRP"} <= {m.text for m in e.mentions if m.role == "proposed"}


def test_a_bidirectional_recurrent_net_and_a_reasoning_effort_are_variants_and_a_stage_is_no_name(extract_bundled):
    e = extract_bundled("We first tested a long short-term memory (LSTM) model and a bidirectional long short-term "
                        "memory (Bi-LSTM) model, then o4-mini-high. Stage-I proposes a synthesis pipeline.")
    concepts = {m.text: m.concept.rsplit("/", 1)[-1] for m in e.mentions}
    assert concepts["LSTM"] == "lstm" and concepts["Bi-LSTM"] == "bilstm"
    assert concepts["o4-mini-high"] == "o4-mini-high" and "Stage-I" not in concepts


@pytest.mark.parametrize("title, cls", [("SDEval: Safety Dynamic Evaluation for Multimodal Models", "Dataset"),
                                        ("MV-CoRe: Multimodal Visual Conceptual Reasoning for VQA", "Method")])
def test_a_titles_spelled_out_name_takes_its_shapes_class_and_is_no_task(extract_bundled, title, cls):
    e = extract_bundled("We present it, which improves safety.", title=title)
    name = title.split(":")[0]
    assert {(m.cls, m.role) for m in e.mentions if m.text == name} == {(cls, "proposed")}


def test_a_titles_spelled_out_name_takes_the_class_an_apposition_in_the_abstract_gives(extract_bundled):
    e = extract_bundled("This paper introduces VGR, a novel reasoning multimodal large language model (MLLM). VGR wins.",
                        title="VGR: Visual Grounded Reasoning")
    assert {(m.text, m.cls) for m in e.mentions if "VGR" in m.text} == {("VGR", "Model")}

def test_a_name_spelled_out_in_its_apposition_is_one_entity_of_the_appositions_class(extract_bundled):
    e = extract_bundled("In this study, we introduce ACLNet, an Affinity Contrastive Learning Network that explores "
                        "clustering. We also release VOccl3D, a Video-based human Occlusion dataset with 3D bodies.")
    found = {m.text: (m.concept.rsplit("/", 1)[-1], m.cls) for m in e.mentions}
    assert found["ACLNet"] == found["Affinity Contrastive Learning Network"] == (
        "affinity-contrastive-learning-network", "Model")
    assert found["VOccl3D"][1] == "Dataset"


def test_an_architectures_acronym_in_the_plural_is_that_architecture(extract_bundled):
    e = extract_bundled("DEIM is the training framework for real-time DETRs. We compare ViTs; ViT-S is small.")
    assert {("DETRs", "detr"), ("ViTs", "vision-transformer"), ("ViT-S", "vit-small")} <= {
        (m.text, m.concept.rsplit("/", 1)[-1]) for m in e.mentions}


@pytest.mark.parametrize("abstract, proposed", [
    ("Leveraging public datasets and MM-Skin, we developed SkinVL, a dermatology-specific VLM.", {"SkinVL"}),
    ("We presented FlareBench, a benchmark of solar flares.", {"FlareBench"}),
    ("Built upon LLaVA-1.6-34B and trained on new data, CMRF achieves the best results.", set()),
])
def test_a_naming_verb_in_the_past_tense_proposes_but_built_upon_does_not(extract_bundled, abstract, proposed):
    e = extract_bundled(abstract)
    assert {m.text for m in e.mentions if m.role == "proposed"} == proposed


def test_an_object_described_then_named_proposes_the_name(extract_bundled):
    e = extract_bundled("Additionally, we present a novel scene graph generation model, CatSGG, which outperforms "
                        "current methods.")
    assert {m.text for m in e.mentions if m.role == "proposed"} == {"CatSGG"}


@pytest.mark.parametrize("abstract, absent", [
    ("We fine-tune MedSAM, a Medical Segment Anything Model, on CT scans.", "Medical Segment Anything Model"),
    ("We train with the SDXL backbone and SFT, the SFT-tuned variant.", "SFT-tuned variant"),
    ("We also test CS, a Classifier. Surprisingly, it fails.", "CS"),
])
def test_no_definition_from_an_apposition_to_a_known_name_a_self_reference_or_across_a_sentence(
        extract_bundled, abstract, absent):
    assert absent not in {m.text for m in extract_bundled(abstract).mentions}


@pytest.mark.parametrize("abstract", [
    "In our previous work, we developed FooNet for detection.",
    "Previous studies attempted to develop a question answering benchmark, FooQA, which is limited.",
])
def test_earlier_work_in_the_past_tense_or_another_subjects_attempt_proposes_nothing(extract_bundled, abstract):
    assert not [m for m in extract_bundled(abstract).mentions if m.role == "proposed"]


def test_a_name_with_its_long_form_in_brackets_is_one_entity_unless_it_is_a_known_name_glossed(extract_bundled):
    e = extract_bundled("We introduce ZACH-ViT (Zero-token Adaptive Compact Hierarchical Vision Transformer), a compact "
                        "model. We validate PARROT (Polyglottal Annotated Radiology Reports for Open Testing), a large, "
                        "multicentric, open-access dataset of reports. Words use GloVe (Global Vectors for Word "
                        "Representation) and DRWKV (Detailed Receptance Weighted Key Value), our novel model.")
    found = {m.text: (m.concept.rsplit("/", 1)[-1], m.cls) for m in e.mentions}
    assert found["ZACH-ViT"] == found["Zero-token Adaptive Compact Hierarchical Vision Transformer"] == (
        "zero-token-adaptive-compact-hierarchical-vision-transformer", "Model")
    assert found["PARROT"][1] == "Dataset"
    assert found["GloVe"][0] == "glove" and "Global Vectors for Word Representation" not in found
    assert "DRWKV" in found   # a long form closed by a stop-listed field drops the definition, not the name


def test_an_apposition_with_modifiers_in_commas_is_classed_by_its_head(extract_bundled):
    """Groups of modifiers before commas say nothing of the head, but a group holding a kind noun is the head."""
    e = extract_bundled("We present an analysis using FaultyScience, a new large-scale, expert benchmark. We "
                        "present PRISMat, a cost-effective, permutation-invariant model, which is fast.")
    assert [(m.text, m.cls) for m in e.mentions if m.text in ("FaultyScience", "PRISMat")] == [
        ("FaultyScience", "Dataset"), ("PRISMat", "Model")]


def test_names_listed_each_with_its_apposition_are_all_proposed_and_a_benchmark_compound_is_a_name(extract_bundled):
    e = extract_bundled("We introduce Vi-S1K, a reasoning dataset built with GPT-4o, and Vi-Elementary-Bench, a "
                        "dual-resource benchmark for evaluation. Open-Set recognition is hard.")
    assert {m.text for m in e.mentions if m.role == "proposed"} == {"Vi-S1K", "Vi-Elementary-Bench"}
    assert "Open-Set" not in {m.text for m in e.mentions}


def test_a_new_names_series_is_a_model_and_its_lettered_variants_are_its_variants(extract_bundled):
    e = extract_bundled("The MiroThinker series achieves the most balanced performance, with MiroThinker-H1 "
                        "ranking the highest overall.")
    assert {(m.text, m.cls) for m in e.mentions} >= {("MiroThinker", "Model"), ("MiroThinker-H1", "Model")}


def test_sizes_listed_after_a_model_a_task_head_variant_and_a_techniques_acronym_plural(extract_bundled):
    e = extract_bundled("Evaluations on LLaVA-1.5 7B and\n13B and on 4B images use a YOLO26-pose model. VideoMage "
                        "employs motion LoRAs on GPUs with hardware ray tracing cores (RT cores).")
    found = {m.text: (m.concept.rsplit("/", 1)[-1], m.cls) for m in e.mentions}
    assert found["13B"] == ("llava-1-5-13b", "Model") and "4B" not in found
    assert found["YOLO26-pose"][1] == "Model" and found["LoRAs"] == ("lora", "Method")
    assert found["RT cores"] == ("rt-core", "Hardware")


def test_a_short_form_the_abstract_defines_as_a_condition_is_no_known_name_in_either_number(extract_bundled):
    e = extract_bundled("Paediatric brain tumours (PBTs), including gliomas, are studied. PBTs are hard; PBT is "
                        "rare. Named Entity Recognition (NER) is a fundamental task in natural language processing.")
    assert {m.text for m in e.mentions} & {"PBTs", "PBT"} == set()
    assert "NER" in {m.text for m in e.mentions}


def test_a_known_datasets_size_and_spelling_and_a_smartwatch(extract_bundled):
    e = extract_bundled("We pretrain on Conceptual Captions 3M and GTA V, not on ImageNet 1M images, and run on a "
                        "Google Pixel Watch 3.")
    found = {m.text: m.concept.rsplit("/", 1)[-1] for m in e.mentions}
    assert found["Conceptual Captions 3M"] == "conceptual-captions" and found["GTA V"] == "gta5"
    assert found["ImageNet"] == "imagenet" and found["Google Pixel Watch 3"] == "google-pixel-watch-3"


def test_a_new_name_counting_millions_with_a_decimal_is_data_and_one_with_parameters_a_model(extract_bundled):
    e = extract_bundled("It generates two datasets: Unicorn-1.2M and more. We use Pythia-70M and SynSQL-2.5M.")
    assert {(m.text, m.cls) for m in e.mentions} >= {("Unicorn-1.2M", "Dataset"), ("Pythia-70M", "Model"),
                                                     ("SynSQL-2.5M", "Dataset")}


def test_a_long_form_stops_at_an_earlier_definitions_bracket_and_two_known_acronyms_are_no_new_name(
        extract_bundled):
    e = extract_bundled("We align to Computer Science Curricula 2013 (CS2013) and 2023 (CS2023). Large Language Models "
                        "(LLMs) and vision-language models (VLMs) help. The multimodal LLM DPO framework works.")
    texts = {m.text for m in e.mentions}
    assert not {t for t in texts if ")" in t} and "LLM DPO" not in texts and "DPO" in texts


def test_names_joined_by_an_ampersand_before_a_titles_colon_and_hardware_and_thinking_variants(extract_bundled):
    e = extract_bundled("We run on MetaX GPUs, Ascend clusters and desktop-class GPUs with DeepSeek-V3.2-think.",
                        title="Spider4SSC & S2CLite: A text-to-query dataset")
    found = {m.text: (m.concept.rsplit("/", 1)[-1], m.role) for m in e.mentions}
    assert found["Spider4SSC"][1] == found["S2CLite"][1] == "proposed"
    assert (found["MetaX GPUs"][0], found["Ascend clusters"][0], found["desktop-class GPUs"][0]) == (
        "metax-gpu", "huawei-ascend", "consumer-gpu")
    assert found["DeepSeek-V3.2-think"][0] == "deepseek-v3-2-think"


def test_a_capitalised_run_closed_by_transformers_is_a_name_but_not_a_known_models_family_or_x_based(extract_bundled):
    e = extract_bundled("A cascade of Style Residual Transformers follows. Adapting Detection Transformers is hard, "
                        "and Diffusion-based Transformers are slow.")
    texts = {m.text for m in e.mentions}
    assert "Style Residual Transformers" in texts
    assert not {"Adapting Detection Transformers", "Diffusion-based Transformers"} & texts


@pytest.mark.parametrize("abstract, present, absent", [
    ("Chat Generative Pre-trained Transformer (ChatGPT) is a large language model. We evaluate ChatGPT.",
     {"ChatGPT"}, set()),
    ("We present MARCUS (Multimodal Autonomous Reasoning and Chat for Ultrasound and Signals), a model.",
     {"MARCUS"}, set()),
    ("ALS (Amyotrophic Lateral Sclerosis) is a fatal neurodegenerative disease. ALS is studied.", set(), {"ALS"}),
    ("The Robot Operating System (ROS) is used. ROS nodes run.", {"ROS"}, set()),
    ("Patients in the UK (United Kingdom) and the ROI (Region of Interest) crops.", set(),
     {"United Kingdom", "Region of Interest"}),
    ("We train on COCO 118K training images, then FooNet-L2 regularization; Qwen2.5-7B and 1.5B parameters move.",
     {"COCO", "L2 regularization"}, {"COCO 118K", "FooNet-L2", "1.5B"}),
])
def test_definitions_and_sizes_the_review_found_wrong(extract_bundled, abstract, present, absent):
    texts = {m.text for m in extract_bundled(abstract).mentions}
    assert present <= texts and not absent & texts



@pytest.mark.parametrize("abstract, present, absent", [
    ("Although Vision Transformers achieve strong results, we compare against Video Transformers.",
     {"Vision Transformers"}, {"Although Vision Transformers", "Video Transformers"}),
    ("We further highlight FOCUS (Flow Optimal Control for Unentangled Subjects), which achieves gains.",
     {"FOCUS"}, set()),
    ("A cohort study of 500 patients in the UK (United Kingdom). The ROIs (Regions of Interest) are cropped.",
     set(), {"United Kingdom", "Regions of Interest"}),
    ("We propose the Graph Attention Network for Brain Signals (GANBS). GANBS outperforms baselines.",
     {"GANBS"}, set()),
    ("We introduce Branching Flow Matching, which extends flow matching to trees.", {"Branching Flow Matching"},
     set()),
])
def test_what_the_second_review_found(extract_bundled, abstract, present, absent):
    texts = {m.text for m in extract_bundled(abstract).mentions}
    assert present <= texts and not absent & texts


def test_a_decimal_million_name_the_context_calls_a_network_stays_a_model(extract_bundled):
    e = extract_bundled("We propose UltraLite-0.5M, a tiny segmentation network with only 0.5M parameters.")
    assert {(m.text, m.cls) for m in e.mentions} >= {("UltraLite-0.5M", "Model")}


@pytest.mark.parametrize("title", ["(Preprint): A new method for parsing", "  : A new method", ":", "(): x", "@: y",
                                   "A: B: C", "--", "(ABC) -- (DEF)"])
def test_odd_titles_extract_without_error(extract_bundled, title):
    e = extract_bundled("We propose a method (ABC) for parsing, and propose it.", title=title)
    assert all(0 <= m.start < m.end for m in e.mentions)


def test_a_name_we_build_or_curate_is_proposed_but_not_one_we_build_on(extract):
    e = extract("We close the gap by building the PatientSafetyBench of 466 samples. We gain by building on FooNet. "
                "Prior work addresses this by curating WebFoo, a web corpus.")
    assert [(m.text, m.role) for m in e.mentions] == [
        ("PatientSafetyBench", "proposed"), ("FooNet", "used"), ("WebFoo", "mentioned")]


def test_names_after_a_counted_object_and_its_colon_are_proposed(extract):
    e = extract("We introduce two novel question-answering (QA) datasets derived from reviews: MedRevQA (16,501 "
                "pairs) and MedChangeQA (a subset). We define five types of pressure: Goal Alignment and Risk Aversion.")
    assert [(m.text, m.role) for m in e.mentions if m.cls == "Dataset"] == [
        ("MedRevQA", "proposed"), ("MedChangeQA", "proposed")]


def test_a_known_short_form_spelled_out_as_something_else_is_a_new_name(extract_bundled):
    e = extract_bundled("We introduce agent identity evals (AIE), a framework for measuring identity. AIE is fast. "
                        "We evaluated methods for predicting serious adverse event (SAE) results in trials.")
    assert [(m.text, m.cls, m.role) for m in e.mentions if m.text in ("AIE", "SAE")] == [
        ("AIE", "Method", "proposed"), ("AIE", "Method", "proposed")]


def test_a_known_models_version_and_a_known_datasets_split_are_their_variants(extract_bundled):
    e = extract_bundled("We compare with Mobile-Agent-v2 on DIV2K-val.")
    assert [(m.text, m.rule) for m in e.mentions] == [
        ("Mobile-Agent-v2", "model-grammar"), ("DIV2K-val", "dataset-variant")]


def test_a_vendor_whose_head_the_next_coordinated_phrase_gives_is_that_vendors_class(extract_bundled):
    e = extract_bundled("It runs on NVIDIA and AMD GPUs and on Intel or AMD CPUs.")
    assert [(m.text, m.concept) for m in e.mentions] == [
        ("NVIDIA", HW + "nvidia-gpu"), ("AMD GPUs", HW + "amd-gpu"), ("Intel", HW + "intel-cpu"), ("AMD CPUs", HW + "amd-cpu")]


@pytest.mark.parametrize("text, cls", [
    ("To this end, we propose Context-Aware Boundary Localization (CABL) for precise grounding.", "Method"),
    ("To reduce cost, we introduce Weakly Supervised Face Parsing (WSFP), a new task setting that uses labels.", "Task"),
    ("To address this, we propose Layout Error Detection (LED), a novel benchmark designed to evaluate it.", "Dataset"),
    ("Recent work studies Layout Error Detection (LED) in documents.", "Task"),
    ("We introduce the novel Embodied Smartphone Operation (ESO) task, which needs agents.", "Task"),
    ("We formulate Zero-Shot Anomaly Detection (ZSAD) as a new problem setting.", "Task"),
])
def test_a_proposed_definition_named_like_a_task_is_a_method_unless_its_apposition_says_otherwise(
        extract_bundled, text, cls):
    e = extract_bundled(text)
    assert {m.cls for m in e.mentions if m.rule.startswith("abbreviation")} == {cls}


def test_every_family_is_a_vocabulary_concept_or_another_mention(extract_bundled, bundled_extractor):
    from kg.rdf import ConceptLedger

    e = extract_bundled("We compare BarNet V2 with ResNet.")   # a variant of a name no mention keeps
    vocabulary = bundled_extractor.vocabulary
    concepts = {m.concept for m in e.mentions}
    assert all(m.family in concepts or m.family in vocabulary.concepts for m in e.mentions if m.family)
    ledger = ConceptLedger()
    ledger.record(e)
    assert list(ledger.triples(vocabulary))   # the graph can say what every broader concept is


def test_a_proposed_names_version_keeps_its_class_and_a_lists_number_is_no_version(extract_bundled):
    e = extract_bundled("We propose FooNet V2, which improves accuracy. Our contributions: 1) we propose BarNet 2) we "
                        "introduce BazBench 3) we evaluate. We present DC-AE 1.5, a new autoencoder. It outperforms "
                        "DC-AE on ImageNet.")
    assert {(m.text, m.cls) for m in e.mentions if m.role == "proposed"} == {
        ("FooNet V2", "Model"), ("BarNet", "Model"), ("BazBench", "Dataset"), ("DC-AE 1.5", "Model")}
    assert [(m.text, m.role) for m in e.mentions if m.text == "DC-AE"] == [("DC-AE", "baseline")]   # the earlier one


def test_a_proposed_names_version_after_a_space_belongs_to_it(extract_bundled):
    e = extract_bundled("This study introduces PolyHope V2, a multilingual hope speech dataset of 30,000 tweets. "
                        "We present SafeBench v1.5, a benchmark of prompts. We propose BarNet 3 times faster.")
    assert {(m.text, m.cls) for m in e.mentions if m.role == "proposed"} == {
        ("PolyHope V2", "Dataset"), ("SafeBench v1.5", "Dataset"), ("BarNet", "Model")}


def test_a_count_of_millions_reads_its_own_sentence_and_a_model_word_wins(extract_bundled):
    e = extract_bundled("We collect 5,000 images for a new dataset. EffNet-5M outperforms prior detectors. "
                        "EffNet-5M, a tiny detector, runs fast.")
    assert {m.cls for m in e.mentions if m.text == "EffNet-5M"} == {"Model"}


def test_a_new_name_counting_millions_is_a_dataset_where_a_dataset_word_names_it(extract_bundled):
    e = extract_bundled("We introduce MMAT-1M, the first million-scale agent tuning dataset. We fine-tune Pythia-410M "
                        "and SmolVLM-256M on it. Models trained on MMAT-1M reason better.")
    assert {(m.text, m.cls) for m in e.mentions if m.rule == "model-grammar" or m.text == "Pythia-410M"} == {
        ("MMAT-1M", "Dataset"), ("Pythia-410M", "Model"), ("SmolVLM-256M", "Model")}


def test_a_dash_and_an_article_after_a_name_end_it(extract_bundled):
    e = extract_bundled("This paper proposes LiteInception--a lightweight fault diagnosis framework. We propose "
                        "MATrack-a multiscale adaptive system for night tracking.")
    assert {m.text for m in e.mentions if m.role == "proposed"} == {"LiteInception", "MATrack"}
    e = extract_bundled("We propose SMTrack-the first directly trained deep SNN framework for tracking.")
    assert [m.text for m in e.mentions if m.role == "proposed"] == ["SMTrack"]


def test_a_common_phrase_names_no_dataset_or_method(extract_bundled):
    e = extract_bundled("Fine-grained edits of 3D shapes improve math benchmarks; pop the stack. We use 3DShapes.")
    assert [m.text for m in e.mentions if m.cls == "Dataset"] == ["3DShapes"]
    e = extract_bundled("We learn complex embeddings of entities and compare with ComplEx.")
    assert [m.text for m in e.mentions if m.cls == "Method"] == ["ComplEx"]


def test_laws_regions_and_fields_are_no_entities(extract_bundled):
    e = extract_bundled("Under the Health Insurance Portability and Accountability Act (HIPAA) and the European Union's "
                        "General Data Protection Regulation (GDPR), magnetic resonance (MR) scans of Social Networks users "
                        "stay private; HIPAA and GDPR apply.")
    assert [m.text for m in e.mentions if m.cls in ("Method", "Model", "Dataset")] == []


def test_a_capitalised_run_opening_an_enumerated_item_names_a_technique(extract_bundled):
    e = extract_bundled("Our model has three parts. (1) Hybrid Linear Attention keeps memory small. (2) Dual-Branch "
                        "Camera Control ensures precise trajectories. (3) Higher LoRA ranks lead to more memorization.")
    assert {(m.text, m.role) for m in e.mentions if m.rule == "name-shape"} == {
        ("Hybrid Linear Attention", "proposed"), ("Dual-Branch Camera Control", "proposed")}
    assert not any("Higher" in m.text for m in e.mentions)   # "(3) Higher LoRA ranks lead ..." names no technique


def test_the_names_an_own_system_integrates_or_leverages_are_its_own(extract_bundled):
    e = extract_bundled("We propose LitePath, a deployable framework. LitePath integrates LiteFM, a compact model "
                        "distilled from large models, and employs a visual encoder and GPT-4o.")
    roles = {m.text: m.role for m in e.mentions}
    assert roles["LiteFM"] == "proposed" and roles.get("GPT-4o") != "proposed"
    assert not any(m.role == "proposed" and "encoder" in m.text for m in e.mentions)   # names only


@pytest.mark.parametrize("abstract, absent", [
    ("The TUDSR framework consists of two stages: the first involves training at R-resolution, and the second "
     "introduces a looped chunk-based training strategy at NR-resolution.", {"first involves training", "NR-resolution"}),
    ("We release the model checkpoint and all training recipes under the MIT license.", {"MIT"}),
    ("We present the Monado dataset and release it under a permissive CC BY 4.0 license.", {"CC BY"}),
])
def test_parts_told_by_their_order_and_a_licence_name_no_contribution(extract_bundled, abstract, absent):
    assert not absent & {m.text for m in extract_bundled(abstract).mentions}


def test_what_a_long_form_runs_on_is_no_class_of_it_and_a_patch_size_ends_a_sentence(extract_bundled):
    e = extract_bundled("We propose the first baseline for REal-Time High-resolution image INpainting on Edge "
                        "Devices (RETHINED). It is 6.7x faster than InternVideo2-S14.")
    classes = {m.text: m.cls for m in e.mentions}
    assert classes["RETHINED"] == "Method" and classes["InternVideo2-S14"] == "Model"


def test_a_title_presents_a_known_model_as_written_as_the_papers_own(extract_bundled):
    e = extract_bundled("In this report we describe the development of Command A, a powerful large language model.",
                        title="Command A: An Enterprise-Ready Large Language Model")
    assert {m.role for m in e.mentions if m.text == "Command A"} == {"proposed"}
    e = extract_bundled("Arce improves entity recognition.", title="Arce: Augmented Roberta for NER")
    assert all(m.cls != "Dataset" for m in e.mentions if m.text == "Arce")   # not the ARCE data, written otherwise


def test_a_run_ends_before_the_known_name_it_is_made_with_unless_an_abbreviation_closes_it(extract_bundled):
    e = extract_bundled("We introduce a Teacher Model with In-Context Learning on one pair. We propose Thinking with "
                        "Nothinking Calibration (JointThinking), a new paradigm.")
    proposed = {m.text for m in e.mentions if m.role == "proposed"}
    assert "Teacher Model" in proposed and "Thinking with Nothinking Calibration" in proposed
    assert not any("with In-Context" in m.text for m in e.mentions)
    e = extract_bundled("Targets are LLaVA-1.5-7B and -13B.")
    assert {"LLaVA-1.5-7B", "13B"} <= {m.text for m in e.mentions if m.cls == "Model"}


def test_a_title_naming_a_known_model_it_revisits_is_no_release(extract_bundled):
    e = extract_bundled("Decision Transformer frames offline RL as sequence modelling. We revisit its return "
                        "conditioning.", title="Decision Transformer: Revisiting Return Conditioning for Offline RL")
    assert "proposed" not in {m.role for m in e.mentions if m.text == "Decision Transformer"}


@pytest.mark.parametrize("abstract, expected", [
    ("The framework has two components: the first module, Dual-Path Router (DPR), routes tokens.",
     {("Dual-Path Router", "proposed")}),
    ("We propose Teacher with In-Context Learning for table reasoning.",
     {("Teacher with In-Context Learning", "proposed")}),
    ("We introduce a Teacher Model with In-Context Learning (ICL) on one pair.", {("Teacher Model", "proposed")}),
])
def test_what_this_rounds_review_found_in_contributions(extract_bundled, abstract, expected):
    assert expected <= {(m.text, m.role) for m in extract_bundled(abstract).mentions}


@pytest.mark.parametrize("abstract, name, cls", [
    ("We present FooNet, a lightweight network trained via our approach.", "FooNet", "Model"),
    ("We introduce SafeGPT, an LLM aligned with a novel technique.", "SafeGPT", "Model"),
    ("We present RVX, a RISC-V instruction set extension that accelerates inference.", "RVX", "Method"),
    ("We evaluate gesture recognition on the mmWave dataset and the 2D-3D benchmark.", "mmWave dataset", None),
])
def test_what_this_rounds_review_found_in_classes(extract_bundled, abstract, name, cls):
    assert {m.cls for m in extract_bundled(abstract).mentions if m.text == name} == ({cls} if cls else set())


def test_items_numbered_with_a_closing_bracket_only_and_an_items_list_are_proposed(extract_bundled):
    e = extract_bundled("Based on MeshMamba, we design 1) MambaDiff3D, a denoising diffusion model, and 2) Mamba-HMR, a "
                        "mesh recovery model. We further introduce three metrics: 1) Inclusion Ratio (IN-R) and Fill "
                        "Ratio (FI-R) for layout control; and 2) Background Similarity (BG-S) for background.")
    proposed = {m.text for m in e.mentions if m.role == "proposed"}
    assert {"MambaDiff3D", "Mamba-HMR", "Inclusion Ratio", "Fill Ratio", "Background Similarity"} <= proposed


def test_an_acronym_a_common_prefix_qualifies_is_no_name(extract_bundled):
    e = extract_bundled("We compare with GPT-4o in multi-LLM collaboration, low-SNR regimes and counter-UAV systems.")
    assert not {"multi-LLM", "low-SNR", "counter-UAV"} & {m.text for m in e.mentions}


@pytest.mark.parametrize("abstract, title, expected, absent", [
    ("As earlier studies report (see Table 2) Sparse Token Pruning (STP) degrades accuracy.", None, set(),
     {("Sparse Token Pruning", "proposed")}),
    ("We present DeltaLLM, a model-agnostic framework for edge inference.", None, {("DeltaLLM", "Method")}, set()),
    ("We describe Command A. Command A is a powerful large language model.", "Command A: An Enterprise-Ready LLM",
     {("Command A", "proposed")}, set()),
    ("We use the mHealth dataset, the mmBody dataset and the mmWave dataset.", None,
     {("mHealth dataset", "Dataset"), ("mmBody dataset", "Dataset")}, {("mmWave dataset", "Dataset")}),
    ("We release AlpacaPlus, a 52K instruction set for tuning chat models.", None, {("AlpacaPlus", "Dataset")}, set()),
    ("Trackers tested on anti-UAV410 fail.", None, {("anti-UAV410", "Dataset")}, set()),
])
def test_what_this_rounds_second_review_found(extract_bundled, abstract, title, expected, absent):
    mentions = extract_bundled(abstract, title=title).mentions
    found = {(m.text, m.cls) for m in mentions} | {(m.text, m.role) for m in mentions}
    assert expected <= found and not absent & found


def test_a_lowercase_phrase_before_mechanism_or_algorithm_describes_and_the_name_after_it_is_the_contribution(
        extract_bundled):
    e = extract_bundled("We propose a dual attention mechanism that aligns modalities. Hence, we propose an alternative "
                        "dynamic mechanism, Fair Game, to assure fairness.")
    proposed = {m.text for m in e.mentions if m.role == "proposed"}
    assert "Fair Game" in proposed and not {"dual attention", "dual attention mechanism"} & proposed


def found(extraction):
    """Each mention as (text, class) and (text, role)."""
    return {(m.text, m.cls) for m in extraction.mentions} | {(m.text, m.role) for m in extraction.mentions}


@pytest.mark.parametrize("abstract, expected, absent", [
    ("We compare with 3D-R1, 2.5D-RTNet and 3D-MoRe on ScanQA.", {("3D-R1", "baseline"), ("2.5D-RTNet", "baseline")},
     set()),
    ("Key to our approach is 3D-JEPA, a novel self-supervised learning algorithm for point clouds.",
     {("3D-JEPA", "Method"), ("3D-JEPA", "proposed")}, {("JEPA", "Method")}),
])
def test_a_dimension_before_a_name_shaped_word_or_a_known_model_or_method_is_part_of_the_name(
        extract_bundled, abstract, expected, absent):
    e = extract_bundled(abstract)
    assert expected <= found(e) and not absent & found(e)


@pytest.mark.parametrize("abstract, not_names", [
    ("A 3D-Aware model beats 3D-CNN baselines.", {"3D-Aware", "3D-CNN"}),
    ("Current 3D-VLMs and 2D-VLMs embed point clouds; we use 4D-CT scans.", {"3D-VLMs", "2D-VLMs", "4D-CT"}),
])
def test_a_dimension_before_a_modifier_a_class_a_plural_or_a_pair_of_capitals_names_nothing(
        extract_bundled, abstract, not_names):
    assert not {m.text for m in extract_bundled(abstract).mentions} & not_names


@pytest.mark.parametrize("abstract, proposed, absent", [
    ("We propose UA-3DTalk, Uncertainty-Aware 3D Emotional Talking Face Synthesis with prior distillation.",
     {"Uncertainty-Aware 3D Emotional Talking Face Synthesis"}, set()),
    ("We present LOCATE 3D, a model for localizing objects. LOCATE 3D operates on sensor streams.", {"LOCATE 3D"},
     {"LOCATE"}),
    ("We present Embody 3D, a dataset of human motions.", {"Embody 3D"}, set()),
    ("We propose GaussRender 3D reconstruction.", {"GaussRender"}, {"GaussRender 3D"}),
    ("We propose GeoFormer 3D Object Detector.", {"GeoFormer"}, {"GeoFormer 3D"}),
    ("We propose a Lightweight 3D Gaussian Splatting (GS) Compression method.", set(),
     {"Lightweight 3D Gaussian Splatting", "Lightweight"}),
    ("We propose an Efficient Diffusion-Based 3D Human Pose Estimation framework.", set(),
     {"Efficient Diffusion-Based 3D Human Pose Estimation", "Diffusion-Based 3D Human Pose Estimation"}),
    ("We introduce Disentangled 4D Gaussian Splatting (Disentangled4DGS), a representation.",
     {"Disentangled 4D Gaussian Splatting"}, set()),
    ("We introduce a novel framework, Bi-Stage 3D Gaussian Splatting, to reconstruct scenes.",
     {"Bi-Stage 3D Gaussian Splatting"}, {"Bi-Stage"}),
    ("This paper presents a study of five architectures: U-Net 3D, Residual U-Net and UNETR.", set(),
     {"U-Net 3D", "Residual U-Net"}),
])
def test_a_dimension_inside_or_closing_a_proposed_run_is_part_of_it_unless_it_opens_a_known_name(
        extract_bundled, abstract, proposed, absent):
    names = {m.text for m in extract_bundled(abstract).mentions if m.role == "proposed"}
    assert proposed <= names and not absent & names


@pytest.mark.parametrize("abstract, proposed, absent", [
    ("Second, we propose Explicit and Implicit Consistency Modeling. Finally, we present an Asynchronous and Parallel "
     "Decoding Pipeline.",
     {"Explicit and Implicit Consistency Modeling", "Asynchronous and Parallel Decoding Pipeline"},
     {"Implicit Consistency Modeling"}),
    ("We introduce a benchmark in seven domains: Finance, Legal, Call Center, Named Entities and Hallucination "
     "Robustness.", set(), {"Entities and Hallucination Robustness"}),
    ("We define two measures, namely Wideness and Boundary Width.", set(), {"Wideness and Boundary Width"}),
    ("We propose two strategies called Hybrid and Dynamic Select. Dynamic Select mixes both.", {"Dynamic Select"},
     {"Hybrid and Dynamic Select"}),
    ("We propose Mamba and Transformer Hybrid Networks.", set(), {"Mamba and Transformer Hybrid Networks"}),
    ("We introduce Introspective and Interactive Visual Grounding (IVG-R1), a framework.",
     {"Interactive Visual Grounding"}, {"Introspective and Interactive Visual Grounding"}),
    ("We propose Fast and Accurate Learning for Graphs (ALG), a method.", set(),
     {"Fast and Accurate Learning for Graphs"}),
    ("We close the gap by introducing Explicit and Implicit Consistency Modeling.",
     {"Explicit and Implicit Consistency Modeling"}, set()),
])
def test_a_capitalised_word_and_and_after_a_naming_verb_open_a_proposed_run(extract_bundled, abstract, proposed,
                                                                            absent):
    names = {m.text for m in extract_bundled(abstract).mentions if m.role == "proposed"}
    assert proposed <= names and not absent & names


def test_a_language_or_a_determiner_next_to_a_dataset_word_names_no_dataset(extract_bundled):
    e = extract_bundled("We release a Mandarin dataset and a Tajik corpus, and test on the Spring and KITTI datasets. "
                        "Beyond English, **Our benchmark covers Western corpora.")
    assert ("Spring", "Dataset") in found(e)
    assert not {("Mandarin", "Dataset"), ("Tajik", "Dataset"), ("Our", "Dataset"), ("Western", "Dataset")} & found(e)


def test_a_dimension_before_a_known_dataset_makes_a_name_but_a_capitalised_word_before_one_makes_no_variant(
        extract_bundled):
    e = extract_bundled("We evaluate on 1D-ARC and MiniSCAN. Dream-7B GSM8K accuracy rises.")
    assert ("1D-ARC", "Dataset") in found(e) and ("GSM8K", "Dataset") in found(e)


@pytest.mark.parametrize("title", ["Quantization Meets dLLMs: A Study of Low-Bit Diffusion LLMs",
                                   "Model Capability Dominates: Inference-Time Optimization Lessons",
                                   "Background Matters: A Study of Segmentation", "LESS Is More: A Study"])
def test_a_titles_claim_names_no_contribution(extract_bundled, title):
    e = extract_bundled("We study how quantization affects diffusion language models.", title=title)
    assert not [m for m in e.mentions if m.role == "proposed"]


def test_a_noun_spelled_like_a_claim_verb_keeps_a_titles_name(extract_bundled):
    e = extract_bundled("We present Dark Matter Emulator, a neural surrogate.",
                        title="Dark Matter Emulator: Fast Cosmological Simulation")
    assert "Dark Matter Emulator" in {m.text for m in e.mentions if m.role == "proposed"}


@pytest.mark.parametrize("title, abstract, cls", [
    ("CODEMENV: Benchmarking Large Language Models on Code Migration", "We present CODEMENV to study migration.",
     "Dataset"),
    ("TabNetX: Benchmarking Tables", "We then propose TabNetX, the first generalist embedding model.", "Model"),
    ("CultureScore: Evaluating Cultural Faithfulness", "We propose CultureScore to rate videos.", None),
    ("MIL vs. Aggregation: Evaluating Survival Strategies", "We compare MIL with aggregation.", None),
])
def test_a_coined_title_word_a_benchmarking_subtitle_follows_is_a_dataset(extract_bundled, title, abstract, cls):
    classes = {m.cls for m in extract_bundled(abstract, title=title).mentions if m.text == title.split(":")[0]}
    assert (cls in classes) if cls else "Dataset" not in classes


def test_a_new_variant_is_one_concept_however_it_joins_its_words_and_numbers(extract_bundled):
    """"InternLM2.5-7B-Chat" and "InternLM-2.5-7B-Chat", "OPT350M" and "OPT-350M" name one model each; "1.5B" is
    not "15B"; a variant the vocabulary knows under another spelling is that concept; coined names keep theirs."""
    e = extract_bundled("We fine-tune InternLM2.5-7B-Chat, OPT350M and Qwen2.5-1.5B-Chat, then compare with "
                        "InternLM-2.5-7B-Chat, OPT-350M, Qwen2.5-15B-Chat and Qwen2.5:32B.")
    concepts = [m.concept.rsplit("/", 1)[1] for m in e.mentions if m.cls == "Model"]
    assert concepts == ["internlm-2-5-7b-chat", "opt-350m", "qwen-2-5-1-5b-chat",
                        "internlm-2-5-7b-chat", "opt-350m", "qwen-2-5-15b-chat", "qwen2-5-32b"]
    e = extract_bundled("We evaluate on A2Bench and on the A2 Bench benchmark.")
    assert len({m.concept for m in e.mentions if m.cls == "Dataset"}) == 2


def test_a_known_name_or_a_variant_spelled_otherwise_is_not_the_papers_own(extract_bundled):
    """A title's word the vocabulary knows is no coined name ("Imagenet:"); a plain word is only a concept spelled
    the same ("Gems" is no GEM); a title's name written in other capitals takes its class from the abstract; a
    known model written as a runtime tag is that model, used, not proposed, under its vocabulary family."""
    e = extract_bundled("We re-annotate the ImageNet validation set.", title="Imagenet: Revisiting Label Noise")
    assert not [m for m in e.mentions if m.role == "proposed"]
    e = extract_bundled("We introduce GEMS that leverages a transformer.", title="Gems: Group Emotion Profiling")
    assert {m.concept for m in e.mentions if m.role == "proposed"} == {"https://w3id.org/mlkg/concept/method/gems"}
    e = extract_bundled("We introduce UniMedVL, the first medical unified multimodal model.",
                        title="Unimedvl: Unifying Medical Multimodal Understanding")
    assert {(m.cls, m.role) for m in e.mentions if m.text.casefold() == "unimedvl"} == {("Model", "proposed")}
    e = extract_bundled("Our best model, gemma3:27b, achieves 80%. F3Net-L and F3-Net-L are two detectors.")
    gemma = [m for m in e.mentions if m.text == "gemma3:27b"]
    assert [(m.concept, m.role, m.family) for m in gemma] == [(MODEL + "gemma-3-27b", "used", None)]
    assert len({m.concept for m in e.mentions if "Net-L" in m.text}) == 2


def test_on_device_is_an_edge_device_where_the_paper_names_no_other_hardware(extract):
    """"On-device" says where a paper runs when it names no device; beside a named device it adds nothing, and it
    is no part of a longer hyphenated word."""
    e = extract("The framework supports real-time, on-device inference.", title="Lightweight On-Device Agents")
    assert {(m.text, m.concept, m.rule) for m in e.mentions if m.cls == "Hardware"} == {
        ("On-Device", HW + "edge-device", "on-device"), ("on-device", HW + "edge-device", "on-device")}
    e = extract("We run real-time, on-device inference on a Raspberry Pi. Non-on-device-ready steps are offloaded.")
    assert {m.text for m in e.mentions if m.cls == "Hardware"} == {"Raspberry Pi"}
    e = extract("Unlike cloud-only pipelines, we avoid non-on-device steps.")
    assert not [m for m in e.mentions if m.cls == "Hardware"]


def test_the_edge_a_paper_runs_at_is_an_edge_device(extract):
    """"At the edge", "on the edge" place computation on edge devices; "the edge of the graph" does not, nor does a
    place another mention covers ("at the edge devices")."""
    e = extract("We achieve spike sorting at the edge. MemoVAD runs most inference on the edge. The edge of the graph "
                "and the edge between nodes are cut. We deploy it at the edge devices.")
    assert [(m.text, m.concept, m.rule) for m in e.mentions if m.cls == "Hardware"] == [
        ("edge", HW + "edge-device", "at-the-edge"), ("edge", HW + "edge-device", "at-the-edge"),
        ("edge devices", HW + "edge-device", "vocabulary")]


def test_a_bare_accelerator_is_the_one_kind_of_accelerator_the_paper_names(extract_bundled):
    """"The accelerator" of a paper on a CNN accelerator is that accelerator; with two kinds named it stays the
    class, and "training-free accelerators" are software."""
    e = extract_bundled("We design a CNN accelerator on an FPGA. The accelerator reaches 2 TOPS.")
    assert {(m.text, m.concept) for m in e.mentions if m.cls == "Hardware"} == {
        ("CNN accelerator", HW + "ai-accelerator"), ("FPGA", HW + "fpga"), ("accelerator", HW + "ai-accelerator")}
    e = extract_bundled("A CNN accelerator and a Cambricon accelerator differ. The accelerator matters.")
    assert (("accelerator", HW + "hardware-accelerator") in
            {(m.text, m.concept) for m in e.mentions if m.cls == "Hardware"})
    e = extract_bundled("We study training-free accelerators for diffusion models.")
    assert not [m for m in e.mentions if m.cls == "Hardware"]


def test_a_memory_size_in_gigabytes_a_jetson_short_name_and_an_android_phone(extract_bundled):
    e = extract_bundled("We index 200k pages per day on a single A100-40G, and run the detector on the NVIDIA "
                        "Jetson NX and on an Android phone.")
    assert {(m.text, m.concept) for m in e.mentions if m.cls == "Hardware"} == {
        ("A100-40G", HW + "nvidia-a100"), ("NVIDIA Jetson NX", HW + "nvidia-jetson-xavier-nx"),
        ("Android phone", HW + "smartphone")}


@pytest.mark.parametrize("sentence, own", [
    ("The algorithm is a new variant, which we refer to as Almost Greedy Fictitious Play. It converges.",
     ["Almost Greedy Fictitious Play"]),
    ("We build a planner, referred to as PlanWM, that plans with a world model.", ["PlanWM"]),
    ("Autoraters, also referred to as LLM-judges, are increasingly used. We study their agreement.", []),
    ("Message passing with MMSE denoisers, commonly called Bayes-GAMP, is a powerful framework. We study it.", []),
    ("In the US, this is referred to as indefiniteness (35 U.S.C 112(b)) and is a frequent rejection.", []),
    ("We train the generator and the detector jointly (dubbed as JTGD). JTGD works.", ["JTGD", "JTGD"]),
    ("A failure mode referred to as Mode Collapse is common in GANs.", []),
    ("We propose a new loss, which we also refer to as FocalPlus.", ["FocalPlus"]),
    ("We have previously proposed FooNet [3]. Here we extend it to videos.", []),
    ('LLMs suffer from repetitive generation, a phenomenon we refer to as the "Repeat Curse".', []),
    ("We pretrain a series of CLIP-like models, collectively called DermLIP, on this dataset.", ["DermLIP"]),
    ("We present a new captioning benchmark, termed, ICBench, which covers 12 categories.", ["ICBench"]),
])
def test_a_name_the_paper_gives_not_one_others_commonly_use(extract, sentence, own):
    e = extract(sentence)
    assert [m.text for m in e.mentions if m.role == "proposed"] == own


@pytest.mark.parametrize("sentence, own", [
    ("We have developed an ultra-high-resolution haze removal dataset (8KDehaze) to support training.", ["8KDehaze"]),
    ("We collected over 4100 GIFs from Reddit and Twitter.", []),
])
def test_a_contribution_after_have_not_what_a_paper_collects(extract, sentence, own):
    assert [m.text for m in extract(sentence).mentions if m.role == "proposed"] == own


def test_a_triggers_object_reaches_600_characters_at_most():
    """A clause no stop ends costs each trigger its length and a sentence of them the square: the object a trigger
    introduces is looked for in the 600 characters after it."""
    from kg.extract.contributions import proposed_spans

    near, far = "We developed " + "very " * 100 + "FooNet.", "We developed " + "very " * 140 + "FooNet."
    assert [near[s:e] for s, e in proposed_spans(near, [(0, len(near))], [])] == ["FooNet"]
    assert proposed_spans(far, [(0, len(far))], []) == []


def test_a_product_before_a_compute_time_suffix_is_that_product(extract_bundled):
    """"H100-days" and "A100-hours" name the H100 and the A100, as "GPU-hours" names GPUs."""
    e = extract_bundled("We train within 5 H100-days and 200 A100-hours, one H100-hour per run.")
    assert [(m.text, m.concept) for m in e.mentions if m.cls == "Hardware"] == [
        ("H100", HW + "nvidia-h100"), ("A100", HW + "nvidia-a100"), ("H100", HW + "nvidia-h100")]


def test_a_known_method_the_title_and_abstract_present_as_their_own_is_proposed(extract_bundled):
    """A method the vocabulary knows is the paper's release where the title's "X: ..." and an apposition present
    it ("Self Forcing: ...", "We introduce Self Forcing, a novel training paradigm"); not a short acronym another
    paper may share ("SIFT: Selective-Index For Fast Compute")."""
    e = extract_bundled("We introduce Self Forcing, a novel training paradigm for autoregressive video models.",
                        title="Self Forcing: Bridging the Train-Test Gap in Autoregressive Video Diffusion")
    assert {m.role for m in e.mentions if m.text == "Self Forcing"} == {"proposed"}
    e = extract_bundled("Prefill dominates retrieval-augmented generation latency. We show how to cut it.",
                        title="SIFT: Selective-Index For Fast Compute of RAG Prefill")
    assert not [m for m in e.mentions if m.text == "SIFT" and m.role == "proposed"]
    e = extract_bundled("Detectors are overconfident. We introduce Monte Carlo Dropout, a well-known technique, into "
                        "our detector.")
    assert not [m for m in e.mentions if m.role == "proposed" and m.text == "Monte Carlo Dropout"]


@pytest.mark.parametrize("abstract, own", [
    ("In this work, we reveal that flicker artifacts exhibit two characteristics, and propose Flickerformer, a "
     "transformer-based architecture.", {"Flickerformer"}),
    ("We observe that FooNet is slow and introduces BarNet.", set()),
    ("We find that FooAgent and BarAgent over-plan and introduce ZapBugs into the code.", set()),
    ("We observe that LLMs hallucinate, and create FakeCite references.", set()),
])
def test_a_plain_verb_joined_past_a_clause_is_what_we_do(extract, abstract, own):
    """"We reveal that ..., and propose X": after a comma, "and propose", "and present" or "and introduce" is what
    "we" do, past the clause; "introduces" after "FooNet is slow" is FooNet's doing, and so is a plain verb without
    the comma ("agents over-plan and introduce ZapBugs")."""
    assert {m.text for m in extract(abstract).mentions if m.role == "proposed"} == own


@pytest.mark.parametrize("abstract, own", [
    ("We propose FADA, a distillation framework. The recommended variant, FADA-SKD, achieves 0.88 mean Dice.",
     {"FADA", "FADA-SKD"}),
    ("We propose the HRF framework. It is applied as HRF-G and HRF-LSPG; HRF-G is fastest.",
     {"HRF", "HRF-G", "HRF-LSPG"}),
    ("We propose FADA, a distillation framework. FADA-based pipelines and FADA-Aware training are faster.",
     {"FADA"}),
    ("We propose FADA, a distillation framework. It outperforms the earlier FADA-Net baseline.", {"FADA"}),
])
def test_a_name_made_of_an_own_name_and_a_capitalised_part_is_own(extract, abstract, own):
    """A name the paper makes of its own name and a capitalised part hyphened on is its own too ("FADA-SKD" of
    FADA), not a modifier ("FADA-based", "FADA-Aware"), nor a rival its sentence compares with ("FADA-Net")."""
    assert {m.text for m in extract(abstract).mentions if m.role == "proposed"} == own


def test_an_own_names_part_takes_its_shapes_class_a_models_or_its_own(extract_bundled):
    """The part has its shape's class ("Echo-DM-Bench" is a benchmark), a model's where a known model is one of its
    parts ("Echo-DM-CLIP"), else its own name's ("Echo-DM-V" of the method Echo-DM). None holds a known name of
    another class ("Echo-DM-A100" keeps the A100), is a size ("DIM-4.6B-Edit" is not "DIM-4") or a link's path."""
    e = extract_bundled("We present Echo-DM, a framework for marker removal. We further instantiate Echo-DM-V and "
                        "Echo-DM-CLIP, release Echo-DM-Bench and report Echo-DM-A100 throughput. Code: "
                        "https: //github.com/x/Echo-DM-Implementation. We propose DIM, a model; DIM-4.6B-Edit is best.")
    assert {(m.text, m.cls) for m in e.mentions if m.role == "proposed" and m.text.startswith("Echo-DM")} == {
        ("Echo-DM", "Method"), ("Echo-DM-V", "Method"), ("Echo-DM-CLIP", "Model"), ("Echo-DM-Bench", "Dataset")}
    assert {m.text for m in e.mentions if m.cls == "Hardware"} == {"A100"}
    assert not [m for m in e.mentions if m.text in ("DIM-4", "Echo-DM-Implementation")]


def test_high_performance_computing_and_ising_machines_are_hardware_and_groups_of_people_are_not_methods(
        extract_bundled):
    """High-performance computing is an HPC system and "HPC" one where the paper defines it so, not the hippocampus
    ("the hippocampus (HPC)"); groups of people are no methods, however abbreviated."""
    e = extract_bundled("We tailor data pipelines to high performance computing (HPC) environments and solve Max-Cut "
                        "on a coherent Ising machine. Sign language recognition serves the Deaf and Hard-of-Hearing "
                        "(DHH) community, blind and low vision (BLV) users and Blind and Visually Impaired (BVI) "
                        "people.")
    assert [(m.text, m.cls, m.concept) for m in e.mentions if m.cls in ("Hardware", "Method")] == [
        ("high performance computing", "Hardware", HW + "hpc-system"), ("HPC", "Hardware", HW + "hpc-system"),
        ("coherent Ising machine", "Hardware", HW + "ising-machine")]
    assert not extract_bundled("We record from the hippocampus (HPC). HPC lesions impair memory.").mentions


def test_a_known_name_a_studys_title_opens_with_is_not_its_release(extract_bundled):
    """"LLM-as-a-Judge: Reassessing ..." studies a known method, as "LLM-as-a-Judge: A Scalable ..." would release
    it, and so does "DiffuCoder: Understanding and Improving ..."; a multimodal judge is its own narrower method."""
    abstract = ("Large language models serve as judges (LLM-as-a-judge). In this paper, we reassess QA models using "
                "LLM-as-a-judge, and compare MLLM-as-a-Judge and VLM-as-judge protocols.")
    e = extract_bundled(abstract, title="LLM-as-a-Judge: Reassessing the Performance of LLMs in Extractive QA")
    assert not [m for m in e.mentions if m.role == "proposed"]
    assert {(m.text, m.concept) for m in e.mentions if "judge" in m.text.lower()} == {
        ("LLM-as-a-Judge", METHOD + "llm-as-a-judge"), ("LLM-as-a-judge", METHOD + "llm-as-a-judge"),
        ("MLLM-as-a-Judge", METHOD + "mllm-as-a-judge"), ("VLM-as-judge", METHOD + "mllm-as-a-judge")}
    e = extract_bundled(abstract, title="LLM-as-a-Judge: A Scalable Protocol for Extractive QA")
    assert {m.role for m in e.mentions if m.text == "LLM-as-a-Judge"} == {"proposed"}
    e = extract_bundled("We train DiffuCoder, a 7B diffusion model, on 130B tokens of code.",
                        title="DiffuCoder: Understanding and Improving Masked Diffusion Models for Code Generation")
    assert {m.role for m in e.mentions if m.text == "DiffuCoder"} == {"proposed"}


def test_a_title_that_revisits_or_surveys_its_subject_names_no_contribution(extract_bundled):
    """"nuScenes Revisited: ..." studies the known dataset, and "Challenges and Trends in X: A Survey" names a topic;
    "X: A Survey-Derived Collection" still presents X."""
    e = extract_bundled("We review a decade of progress on nuScenes.",
                        title="nuScenes Revisited: Progress and Challenges in Autonomous Driving")
    assert {(m.text, m.cls) for m in e.mentions} == {("nuScenes", "Dataset"), ("Autonomous Driving", "Task")}
    assert not [m for m in e.mentions if m.role == "proposed"]
    e = extract_bundled("We survey the challenges and trends of egocentric vision.",
                        title="Challenges and Trends in Egocentric Vision: A Survey")
    assert not [m for m in e.mentions if m.role == "proposed"]
    e = extract_bundled("We release German General Personas, a persona collection for population studies.",
                        title="German General Personas: A Survey-Derived Persona Prompt Collection")
    assert [m.text for m in e.mentions if m.role == "proposed" and m.field == "title"] == ["German General Personas"]


def test_a_defined_part_the_paper_leverages_is_its_own_but_not_a_defined_technique_it_uses(extract):
    """"we leverage a X (ABBR) block" names a part of the paper's system; "we leverage the X (ABBR) of ..." uses one."""
    opening = "We propose GPI-Net for point cloud registration. To capture geometric features, we leverage "
    own = extract(opening + "a Gestalt Feature Attention (GFA) block through a hybrid of attention mechanisms.")
    used = extract(opening + "the Gestalt Feature Attention (GFA) of prior work.")
    borrowed = extract(opening + "a Gestalt Feature Attention (GFA) module from SGENet.")
    assert {m.role for m in own.mentions if m.text == "GFA"} == {"proposed"}
    assert {m.role for m in used.mentions if m.text == "GFA"} == {m.role for m in borrowed.mentions
                                                                  if m.text == "GFA"} == {"used"}


def test_a_name_others_made_is_not_the_papers_though_its_sentence_runs_on_to_the_paper():
    """A sentence split missed after "K." still credits the name to its makers, not to "This paper"."""
    from kg.extract import Extractor
    from kg.types import Paper
    from kg.vocab import load_vocabulary

    text = ("Recently, Cheng et al. proposed a framework called Non-Half-Sum Disjoint Packing (NHSDP), where F equals "
            "K. This paper introduces a novel structure, termed the Non-Half-Sum Latin Rectangle (NHSLR).")
    e = next(iter(Extractor(load_vocabulary()).extract([Paper(key="p", abstract=text, source="p", line=1)])))
    assert {m.text: m.role for m in e.mentions if m.text in ("NHSDP", "NHSLR")} == {"NHSDP": "used",
                                                                                   "NHSLR": "proposed"}


def test_a_new_task_named_so_stays_a_task(extract):
    e = extract("This paper introduces a challenging task called Context-guided Streaming Video Reasoning (CogStream).")
    assert {(m.cls, m.role) for m in e.mentions if m.text == "CogStream"} == {("Task", "proposed")}


def test_a_capitalised_participle_after_a_name_is_its_part_not_a_modifier(extract):
    e = extract("We fine-tune FooLM-7B on the MetaMath-Selected subset.")
    assert "MetaMath-Selected" in {m.text for m in e.mentions}
