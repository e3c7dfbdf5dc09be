"""New names beyond the vocabulary: name-shaped words (CamelCase, capitals, name-digit) whose context says
what they are ("on the CholeSeg8K dataset", "compared with CAPRA-S", "based on FORA").

Pure functions on the cleaned text. A name-shaped word without such a cue is left alone: not every
capitalised word is an entity.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Collection
from dataclasses import dataclass

from .contributions import DIMENSION, called_own_alone, is_name_word
from .cues import CITATION, COINED, DASHED_ARTICLE, MODIFIER_SUFFIXES, classify_name
from .model_names import SPACED_VERSION

# Two or more capitals (FORA, TCGA-PRAD, MO-DiT, CholeSeg8K), or a capital and a digit (CIFAR10), maybe after a
# dimension ("3D-R1", "4D-LRM"; not "3D-Aware", nor before a plural or a pair of capitals: "3D-VLMs", "4D-CT"); a full
# stop before a capitalised word ends it ("on LaSOT.Furthermore, we ..."), as the tokenizer splits there.
_DIMENSION = re.compile(DIMENSION)
_SHAPE = re.compile(rf"(?<![\w\-+.@])(?:{DIMENSION}-(?=[A-Z][A-Za-z]*[A-Z0-9])(?!(?:[A-Z]{{2}}|[A-Z]+s)(?![\w\-+]))|"
                    r"(?=[A-Za-z]))"
                    r"(?=[A-Za-z0-9\-+.]*[A-Z][A-Za-z0-9\-+.]*[A-Z0-9])[A-Za-z][A-Za-z0-9]*"
                    rf"(?:(?:(?!{DASHED_ARTICLE})-|\.(?![A-Z][a-z]))[A-Za-z0-9]+)*\+*(?![\w]|(?!{DASHED_ARTICLE})-)")
_DATASET_CONTEXT = re.compile(r"\b(?:(?<!based )(?<!built )(?<!relies )(?<!rely )(?<!depends )on|evaluated on|experiments on|tested on|results on|benchmarks?|datasets?|"
                              r"cohorts?|corpora|corpus)[:,]?\s+(?:the\s+|three\s+|two\s+|several\s+|four\s+|five\s+)?"
                              r"(?:\w+\s+){0,2}$", re.I)
_EVALUATION = re.compile(r"\b(?:experiment\w*|evaluat\w*|benchmark\w*|achiev\w*|accuracy|results?|outperform\w*|surpass\w*|"
                         r"FID|FVD|PSNR|SSIM|LPIPS|"
                         r"state-of-the-art|improv\w*|cohorts?|datasets?|baselines?|reach\w*|score\w*|recall|precision|F1|AUR?OC|AUC|"
                         r"mAP|IoU|Dice|BLEU|ROUGE|perplexity|speedups?)\b", re.I)
_MODEL_SIZE_BEFORE = re.compile(r"\b\d+(?:\.\d+)?[BM]\b[^.;]{0,20}$")
_NEW_BEFORE = re.compile(r"\b(?:[Aa]n?|[Oo]ur)\s+(?:novel|new|proposed)\s+$")
_RELEASE_LINE_AFTER = re.compile(r"\s+(?:series|famil(?:y|ies))\b")   # "the MiroThinker series"
_METHOD_CONTEXT = re.compile(r"\b(?:based on|built (?:on|upon)|compar\w* (?:with|to|against)|such as|including|like|over|than|"
                             r"versus|vs\.?|outperform\w*|surpass\w*|baselines?)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}$", re.I)
# A title's capitalised compound ("Few-Shot", "Open-Set"), unless a benchmark's or network's suffix closes it as a
# name ("Vi-Elementary-Bench", "Stride-Net").
_TITLE_CASE_COMPOUND = re.compile(r"^(?!.*-(?:Bench|Eval|Arena|Gym|Net|Former)$)[A-Z][a-z]+(?:-[A-Z]?[a-z]+)+$")
_APPOSITION_AFTER = re.compile(r"\s*[,:]\s+(?:a|an)\s|\s+(?:is|are)\s+(?:a|an)\s")
_MODIFIER_TAIL = re.compile(rf"(?:based|{MODIFIER_SUFFIXES}|written|judged|aided|simulated|conditioned|"
                            r"sized|family|families|series|era|class|type|grade)$", re.I)
_MODIFIER_COMPOUND = re.compile(rf"^[A-Za-z0-9][\w\-]*-(?:based|{MODIFIER_SUFFIXES})$", re.I)   # "AR-marker--based"
_DATA_KIND = re.compile(r"^(?:EHRs?|EMRs?|EEG|ECG|fMRI|MRI|CT|PET|OCT|SAR|IMU|RGB)$")
_ACRONYM_BASED = re.compile(r"^[A-Z][A-Z0-9]+s?-based$")
# A modifier compound that says what a named thing builds on, not part of its name: "LLM-based", "NPU-native",
# "ImageNet-pretrained" (not "Face-Aware", "Background-aware": a plain word leads those names).
_BUILDS_ON = re.compile(rf"^(?:[A-Za-z0-9][\w\-]*-(?i:based)|[A-Z][A-Z0-9]+s?-(?i:{MODIFIER_SUFFIXES})|"
                        rf"[A-Z][a-z]+[A-Z][A-Za-z]*-(?i:{MODIFIER_SUFFIXES}))$")
# The plural of an acronym names a kind of thing, not one: "ECGs", "CTs".
_ACRONYM_PLURAL = re.compile(r"^[A-Z]{2,5}s$")
# An acronym with a plain word hyphenated to it qualifies that word: "SCM-mechanism", "WISE-surpassing".
_ACRONYM_QUALIFIER = re.compile(r"^[A-Z]{2,}\d*-[a-z]{4,}$")
# An ablation or data setting, not a name: "no-KG", "full-KG", "non-IID"; or an acronym a common prefix qualifies:
# "multi-LLM collaboration", "low-SNR regimes", "counter-UAV systems".
_SETTING = re.compile(r"^(?:no|full|non|all|only|with|without)-|"
                      r"^(?:high|low|inter|intra|multi|cross|counter|anti|neuro|semi|pre|post)-[A-Z]{2,}s?$")
_PART_CLASSES = ("Model", "Method", "Dataset")
# Sensors or modalities joined: "camera-LiDAR fusion", "Vision-LiDAR", "RGB-Thermal".
_MODALITY = (r"(?i:camera|lidar|radar|rgbt?|vision|visual|thermal|depth|imu|event|infrared|ir|text|image|audio|video|"
             r"language|speech|sonar|gps|point)")
_MODALITIES = re.compile(rf"^{_MODALITY}(?:-{_MODALITY})+$")
METHOD_TAIL = re.compile(r"-(?:Adapter|Tuning|Prompt\w*|Distill\w*|Attack|Loss|Search|(?-i:[A-Z]*(?:RL|PO))|"
                          r"Align\w*|Edit\w*|Prun\w*|Quant\w*|Merg\w*|Compress\w*|Judge|Factory|Cache)$", re.I)
_NUMBER_SUFFIX = re.compile(r"-\d+$")
_GLUED_NUMBER = re.compile(r"(?P<base>[A-Za-z][\w\-]{2,}[A-Za-z])\d+$")   # a base of four letters or more, not "HER2"
SHARED_TASK = r" Task \d+[A-Za-z]?(?![\w\-])"   # a shared task's number: "SemEval-2025 Task 5"
_TASK_AFTER = re.compile(SHARED_TASK)
_VERSION_AFTER = re.compile(rf"{SPACED_VERSION}(?![\w\-]|\.\d)")   # "RelBench v2", as a model's
# A version ending a list item, "HY-WorldPlay 1.5 and ...", not a score: "X 0.745", "versus TextDiffuser-2 3.4."
_DECIMAL_VERSION_AFTER = re.compile(r" [1-9]\.\d(?=\s+(?:and|or)\b|\s*[,)])"
                                    r"(?!,?\s+(?:and\s+)?[A-Z][\w.\-]*\s+\d)")   # nor a list of scores: "X 2.9, Y 3.1"
_YEAR_AFTER = re.compile(r" (?:19|20)\d\d(?![\w\-])")
# What a number before it counts ("2000 images"), or a range ("2019 and 2020"); not a verb ("Corpus 2025 consists of")
_COUNTED_AFTER = re.compile(r"\s+(?:(?:and|or|to)\s+\d|(?!(?:is|was|has|consists|contains|comprises|includes|covers|"
                            r"features|spans|offers|provides|shows|demonstrates|yields|requires|remains)\b)[a-z]+s\b)")
_LIST_CLOSED = re.compile(rf"(?:\s*{CITATION})?(?:\s*(?:[.;:)]|,\s+(?:and|but)\b)|\s*,?\s+(?:which|where|while|"
                          r"respectively|when|under|using|without|across)\b)")
_LIST_JOIN = re.compile(rf"^\s*(?:\([^()]{{0,30}}\)|{CITATION})?\s*(?:,|and|or|, and|, or)\s*$")


# A capitalised run closed by a collection word, a year after an article or preposition before it: "Azure LLM
# Inference Dataset", "Waymo Open Dataset", "in 2025 ACM MultiMedia Challenge" (not "contains 2000 Expert
# Annotated ... Benchmark items").
_COLLECTION = re.compile(r"(?<![\w\-])(?P<name>(?P<words>(?:(?:(?<=\b[Tt]he )|(?<=\bin )|(?<=\bof )|(?<=\bat )|"
                         r"(?<=\bto ))20[0-3]\d\s+)?[A-Z][\w.+\-]*(?<!\.)\s+"
                         r"(?:[A-Z0-9][\w.+\-]*(?<!\.)\s+){0,5})"
                         r"(?:Dataset|Benchmark|Corpus|Suite|Leaderboard|Challenge|Arena|Bench))(?![\w\-])")
# A shared task's or challenge's track, named with its year: "the LSVOS 2025 VOS Track", "RoboSense 2025: Track 3",
# "the CLEF JOKER 2025 Task 2", "AmericasNLP 2025 Shared Task 3".
_TRACK = re.compile(r"(?<![\w\-])(?P<lead>(?:[A-Z][\w!@+\-]*(?<![.\-])\s+){1,3})20[0-3]\d:?"
                    r"(?:\s+[A-Z][\w!+\-]*(?<![.\-])){0,6}\s+(?:Track|Shared\s+Task|Task)(?:\s+\d{1,2}[a-z]?)?"
                    r"(?![\w\-])")
# A conference's paper track is no dataset: "accepted to the ACL 2025 Industry Track", "the ICLR 2025 Blogpost Track".
_CONFERENCE = re.compile(r"(?:ACL|EMNLP|NAACL|EACL|COLING|ICLR|NeurIPS|ICML|CVPR|ICCV|ECCV|MICCAI|AAAI|IJCAI|KDD|"
                         r"WWW|SIGIR|CHI|Interspeech|INTERSPEECH|ICASSP|ISBI|WACV|BMVC|CoRL|RSS|ICRA|IROS|UAI|"
                         r"AISTATS|COLT|LREC|COLM|BioNLP)\b")
# A shared task or challenge named by its year, one coined word (an inner capital, two capitals or a digit) and the
# year: the title of a team's report on it ("DS@GT at eRisk 2025: ...", "QU-NLP at QIAS 2025 Shared Task: ..."), or
# several of its challenges or tasks ("in two eRisk 2025 challenges"); not "The 2025 challenges of ...".
_EVENT = rf"(?P<name>(?=[a-z]*[A-Z])(?=[\w\-]*(?:{COINED.pattern}))[A-Za-z][\w\-]*[ -](?:19|20)\d\d)"
_EVENT_IN_TITLE = re.compile(rf"(?<![\w\-])at\s+(?:the\s+)?{_EVENT}(?=\s*:|\s+[Ss]hared\s+[Tt]ask)")
_EVENTS = re.compile(rf"(?<![\w\-]){_EVENT}(?=\s+(?:challenges|shared\s+tasks|competitions)\b)")
_WORD = re.compile(r"\S+")
_CHALLENGE_AFTER = re.compile(r"\s+[Cc]hallenge\b")   # not the verb: "X challenges the view"
# A challenge is named by its year or acronym ("the NTIRE 2025 challenge"), not "the Cold Start challenge".
_DATED_OR_ACRONYM = re.compile(r"\b(?:(?:19|20)\d\d|[A-Z]{2,}[\w-]*)\b")
# A name the shape rule cannot take, led by a lowercase word or a count: "autoScan", "mHealth", "3D-Craft" (not a
# technology's or a product's word: "mmWave", "iPhone").
_UNSHAPED_NAME = re.compile(r"(?!(?:mmWave|iPhone|iPad)\b)[a-z]+[A-Z][\w\-]*$|\d[A-Za-z\d]*-?[A-Z][a-z][\w\-]*$")
# The same with a lowercase collection word after an article or preposition: "the Edinburgh Pig dataset", "this
# NTIRE 2025 challenge".
_COLLECTION_AFTER_ARTICLE = re.compile(r"\b(?:[Tt]he|[Tt]his|on|from|of|in|using)\s+(?P<name>(?P<words>(?:[A-Z]|"
                                       r"[a-z]+[A-Z]|\d[\d.+\-]*[A-Za-z])[\w.+\-]*(?<!\.)"
                                       r"(?:\s+[A-Z0-9][\w.+\-]*(?<!\.)){0,4})\s+"
                                       r"(?:dataset|benchmark|corpus|challenge|shared task))\b")
# One plain word before the lowercase collection word names a dataset unless it is a size, a count or a kind: "the
# Poplar-leaf dataset", "the Synapse dataset", not "the 3D dataset", "the 1.5M dataset", "the Korean-specific
# corpus" (nor two letters, which may be a term's abbreviation: "additive manufacturing (AM) ... the AM dataset").
# A count of the collection's units before its name: "the 1200-hour MotionMillion dataset", "the 500-question X".
_COUNT_MODIFIER = re.compile(r"\d[\d.,]*[kKMB]?-[a-z]+")
_ONE_WORD_NOT_A_NAME = re.compile(rf"\w{{1,2}}|\d[\d.,]*[A-Za-z]?|{_COUNT_MODIFIER.pattern}|"
                                  rf"[\w.+]+-(?:based|{MODIFIER_SUFFIXES})")
# An item of a list of names, of two words at most ("MSLD v2.0"), maybe with a note in brackets: "KITTI (in-domain
# for CMRNext) and Walkley (out-of-domain) datasets".
_ITEM_NAME = r"[A-Z][\w.+\-]*(?<!\.)(?:\s+(?:[A-Z0-9]|[vV]\d)[\w.+\-]*(?<!\.))?"
_LIST_ITEM = rf"{_ITEM_NAME}(?:\s*\([^()]{{1,40}}\))?"
_ITEM_IN_LIST = re.compile(rf"\([^()]*\)|{_ITEM_NAME}")   # a note, or a name
# A list of names a plural collection word closes: "the Replica and Matterport3D datasets", "on Kodak, CLIC and
# Tecnick benchmarks"; each item names a dataset.
_LISTED_COLLECTION = re.compile(rf"\b(?:[Tt]he|on|from|of|in|using)\s+(?P<items>{_LIST_ITEM}(?:\s*,\s*{_LIST_ITEM})*,?"
                                rf"\s+(?:and|&)\s+{_LIST_ITEM})\s+(?:datasets|benchmarks|corpora)\b")
# ... or follows it: "on four benchmark datasets: Corrupted CIFAR-10, Biased FFHQ, WaterBirds, and Celeb-A".
_COLLECTION_THEN_LIST = re.compile(rf"\b(?:datasets|benchmarks|corpora)\s*[,:(]\s*(?:including\s+|namely\s+|"
                                   rf"i\.e\.,?\s+|e\.g\.,?\s+)?(?P<items>{_LIST_ITEM}(?:\s*,\s*{_LIST_ITEM})*,?"
                                   rf"\s+(?:and|&)\s+{_LIST_ITEM})")
# ... or lists them in brackets without an "and": "three EO benchmark datasets (i.e., EuroSAT, RS_C11, MEDIC)" (not
# a release's inventory: "we release models (...); datasets (A-719K, B-62K)").
_COLLECTION_THEN_BRACKETED = re.compile(rf"(?<=\w )(?:datasets|benchmarks|corpora)\s*\(\s*(?:including\s+|namely\s+|"
                                        rf"i\.e\.,?\s+|e\.g\.,?\s+)?(?P<items>{_ITEM_NAME}(?:\s*,\s*{_ITEM_NAME})+)"
                                        rf"\s*[)}}]")
_RUN_OPENERS = re.compile(r"^(?:(?:The|A|An|Our|Its|Their|This|These|We|In|On|For|From|Using|With|And|Both|Each|"
                          r"To|By|Via|Most|More|Fewer|Less|Higher|Lower|Larger|Smaller|Mild|"
                          r"However|Unlike|Specifically|Moreover|Furthermore|Additionally|Finally|First|Second|"
                          r"Then|Here|Thus|Also|While|When|Through|Existing|Traditional|Conventional|Leveraging|"
                          r"Exploiting|Employing|Utili[sz]ing|Adopting|Applying|Combining|Integrating|Given|"
                          r"Current|Many|Several|Various|State-of-the-[Aa]rt|Although|Though|Since|Because|As|If|"
                          r"Once|Whereas|Despite)\s+)+")
# A capitalised run closed by the word for a technique or a part of a model: "Usage-Frequency Penalty",
# "Hybrid Gaussian Splatting", "Context Block", "Hybrid Diffusion Transformer". Its class comes from its head.
_TECHNIQUE = re.compile(
    r"(?<![\w\-])(?=[A-Z][\w\-]*\s+[A-Z])(?P<words>(?:[A-Z][\w\-]*(?<!-)\s+){1,5})"
    r"(?P<head>(?:Training|Learning|Tuning|Fine-[Tt]uning|"
    r"Optimi[sz]ation|Regulari[sz]ation|Penalty|Filtering|Sampling|Decoding|Distillation|Alignment|Attention|Search|"
    r"Estimation|Encoding|Pruning|Quantization|Inference|Prompting|Augmentation|Calibration|Aggregation|Fusion|"
    r"Texturing|Rendering|Splatting|Module|Block|Mechanism|Algorithm|Strategy|Loss|Planning|Merging|Routing|"
    r"Caching|Scheduling|Adaptation|Co-[Dd]esign|Guidance|Masking|Tokeni[sz]ation|Normali[sz]ation|Compression|"
    r"Decomposition|Transform|Transformation|Descent|Propagation|Model(?:l)?ing|Clustering|Matching|Retrieval|"
    r"Editing|Steering|Unlearning|Ensembling|Framework|Scheme|Layer|Encoder|Decoder|Networks?|Transformers?|"
    r"Label(?:l)?ing|Debiasing|Evolution|Gat(?:e|ing)|Builder|Engine|Rehearsal|Registration|Refinement|"
    r"Reweighting|Weighting|Correction|Selection|Injection|Interpolation|Rectification|Compensation|Enhancement|"
    r"Consolidation|Replay|Warping|Expansion|Reasoning Chain|Trees?|Forest|Cache|Memory|Head|Adapter|Router|"
    r"Autoencoder|Verifier|Planner|Critic|Controller|Tokeni[sz]er|Scheduler|Sampler|Allocator))"
    r"(?![\w\-])")
# A capitalised run opening an enumerated item, before its verb: "(2) Dual-Branch Camera Control ensures ...",
# "(iii) Two-Stage Generation Pipeline applies ..." (the development gold annotates 17 of 18 such runs).
_ENUMERATED_RUN = re.compile(r"(?:\(\d\)|(?<![\w.])\d\)|\((?:i{1,3}|iv|v|vi)\))\s+"
                             r"(?P<words>(?:[A-Z][\w-]*\s+){1,5}?[A-Z][\w-]*)"
                             r"(?=\s+(?:[a-z]+s|is|that|which|to|for)\b)")
_KIND_NOUNS = (r"mechanism|module|framework|strategy|scheme|loss|algorithm|method|approach|block|layer|pipeline|"
               r"technique|network|architecture|protocol")
# A capitalised run named by the kind noun after it: "a Sub-graph Time Tightening mechanism".
_KIND_AFTER = re.compile(
    r"(?<![\w\-])(?=[A-Z][\w\-]*\s+[A-Z])(?P<words>(?:[A-Z][\w\-]*(?<!-) +){1,5}[A-Z][\w\-]*(?<!-)"
    r"(?<![a-z]al)(?<![a-z]ive)(?<![a-z]ic)(?<![a-z]ous))"   # a name ends in a noun: not "Generative Adversarial network"
    rf"(?=\s+(?:{_KIND_NOUNS})s?\b)")
# ... when the kind noun closes the phrase: "a Multi-Kernel Selection mechanism that ...", not "layer by layer",
# "module-level", "network traffic".
_KIND_NOUN_AFTER = re.compile(rf"\s+(?:{_KIND_NOUNS})s?(?![\w\-])(?=\s*(?:[,.;:)\]]|$)|\s+(?:that|which|to|for|in|"
                              r"on|with|and|or|is|are|was|were|of|can|could|will|based|achieves?|improves?|enables?|"
                              r"reduces?|yields?|captures?|learns?|adapts?|provides?|consists?|comprises?)\b)")
_EXPANSION_OPENS = re.compile(r"[A-Z][\w\-]*[A-Z0-9][\w\-]*\s*\(\s*$")
_EXPANSION_INSIDE = re.compile(r"[A-Z][\w\-]*[A-Z0-9][\w\-]*\s*\(\s*(?:[A-Za-z][\w\-]*\s+){1,4}$")
_EXPANSION_CLOSES = re.compile(r"\s*\)")
_RUN_GOES_ON = re.compile(r"\s+(?!(?:The|An?|We|In|On|For|And|Or|To|Of|With|By|From)\b)[A-Z][a-z]")
SENTENCE_START = re.compile(r"(?:^|[.!?:]\s+|\n)$")   # what comes before a sentence's first word
_MARKER_BEFORE = re.compile(r"\((?:[ivx]{1,4}|\d|[a-e])\)\s+$")   # "(ii) Current benchmarks": an item's first word
_PLAIN_WORD = re.compile(r"[A-Z][a-z]+$")
_ACRONYM = re.compile(r"[A-Z][A-Z\d]{1,5}$")
_SIZED = re.compile(r"[A-Za-z]-\d+(?:\.\d+)?[BM]$")   # a model's size: "Pythia-1B"
_BUILDS_ON_FIRST = re.compile(r"^[\w\-]+-[Bb]ased ")   # "Diffusion-based", not "Multi-scale Graph Attention"
# "Standard Retrieval-Augmented Generation": a plain adjective before a known name is no new name.
_PLAIN_ADJECTIVE = re.compile(r"^(?:Standard|Vanilla|Classical|Classic|Original|Naive|Simple|Basic|Plain|Regular|"
                              r"Typical|Popular|Generic|General|Modern|Recent|Full|Efficient|Scalable|Robust|Novel|"
                              r"Frozen|Pretrained|Pre-trained|Fine-tuned)[\s-]")


# A plain capitalised word ("Replica", "Nexar"), a short letter-digit code ("S1") or a lowercase word with digits
# ("taz2024full"): a dataset's name where a dataset word follows it or a dataset sits next to it in a list.
_PLAIN_NAME = re.compile(r"(?<![\w\-.+/~\\])(?:[A-Z][a-z]{2,}\d*|[A-Z]\d{1,2}|(?!v\d)[a-z]+\d+[a-z\d]*)(?![\w\-+/~\\])")
_NAME_GOES_ON = re.compile(r"\s*(?:[A-Z0-9]|of\s+[A-Z]|&)")
_NAME_BEFORE = re.compile(r"(?:[A-Z][\w\-.']*|\d+)\s+(?:of\s+)?$")   # "Tower of Hanoi"
# "the S1 dataset", "Koditex, a multi-register corpus of ..."
_DATASET_WORD_AFTER = re.compile(r"\s+(?:data ?sets?|benchmarks?|corpus|corpora)\b|,\s+(?:a|an)\s+(?:[\w-]+\s+){0,3}?"
                                 r"(?:data ?set|benchmark|corpus)\b")
# Languages, peoples and plain adjectives: "the English dataset", "on Chinese and Arabic corpora", "Real data".
_NOT_A_DATASET_NAME = re.compile(
    r"^(?:[A-Z][a-z]+(?:ish|ese|ian|ean|ic|ch)|German|Hindi|Urdu|Thai|Greek|Swahili|Bangla|Bengali|Nepali|Somali|"
    r"Tibetan|Filipino|Old|Expert|Unknown|Tamil|Telugu|Marathi|Punjabi|Gujarati|Kannada|Malayalam|Sinhala|Tagalog|"
    r"Yoruba|Hausa|Igbo|Zulu|Tajik|Pashto|Fongbe|Teochew|Bambara|Maithili|Slovak|Slovene|Shona|Nawatl|Nahuatl|"
    r"Mandarin|Fulani|Wolof|Tigrinya|Quechua|Khmer|Sindhi|Sanskrit|Odia|Kinyarwanda|Luganda|Lingala|Oromo|Afrikaans|"
    r"Maori|Sesotho|Setswana|Kirundi|Dzongkha|Tamazight|Kikuyu|Konkani|Santali|Western|Eastern|The|Our|This|These|"
    r"Xhosa|Uyghur|Kazakh|Uzbek|Farsi|Hebrew|Turkish|Polish|Danish|Swedish|Finnish|Catalan|Basque|Welsh|Irish|"
    r"Latin|Java|Python|Rust|Go|Kotlin|Swift|Ruby|Perl|Haskell|Scala|Verilog|Fortran|Julia|Solidity|"
    r"Positive|Negative|Neutral|Normal|Abnormal|Simple|Hard|Easy|Human|Web|Social|Wild|Real|Synthetic|Public|"
    r"Medical|Clinical|Open|Large|Small|New|Original|Full|Test|Training|Validation|Benchmark|Dataset|Data|Kaggle|"
    r"Mendeley|Several|Multiple|Both|All|Each|Three|Four|Five|Two|Existing|Standard|Popular|Extensive|"
    r"Comprehensive|Experiments?|Results?|Evaluations?|Overall|Models?|Google|Meta|Microsoft|Amazon|Apple|"
    r"Anthropic|Alibaba|Baidu|Tencent|Nvidia|[A-Z][a-z]+ly)$")


@dataclass(frozen=True)
class ShapeName:
    start: int
    end: int
    name: str
    cls: str


def shape_names(text: str, sentences: list[tuple[int, int]], taken: dict[tuple[int, int], str],
                known_class: Callable[[str], str | None] = lambda name: None,
                abstract_start: int = 0, generic: Collection[tuple[int, int]] = ()) -> list[ShapeName]:
    """Name-shaped words outside the ``taken`` spans (mapped to their classes) whose context gives their
    class, and from ``abstract_start`` on (a title capitalises every word) plain words a dataset word or a
    dataset next to them in a list makes datasets ("the S1 dataset", "on Replica, ScanNet++ and ..."). A name
    ``known_class`` knows has its class whatever the context says ("ChrF++ points over baseline
    systems" is a metric), and so has a known name with a number glued on ("ScanNet200"); a compound holding a
    taken name ("MO-DiT" holds the model DiT) has that name's class when its context gives none; the ``generic``
    taken spans name classes ("LLM"), no family of models.

    >>> t = "We report results on the public CholeSeg8K dataset and compare with CAPRA-S."
    >>> [(n.name, n.cls) for n in shape_names(t, [(0, len(t))], {})]
    [('CholeSeg8K', 'Dataset'), ('CAPRA-S', 'Method')]
    >>> t = "F1 rises on the NIST SD27 dataset, on SYKE-IFCB 2022 and on the RelBench v2 benchmark."
    >>> [(n.name, n.cls) for n in shape_names(t, [(0, len(t))], {})]
    [('NIST SD27', 'Dataset'), ('SYKE-IFCB 2022', 'Dataset'), ('RelBench v2', 'Dataset')]
    >>> t = "We test on ScanNet200 with HER2 staining."
    >>> [(n.name, n.cls) for n in shape_names(t, [(0, len(t))], {}, {"ScanNet": "Dataset", "HER": "Method"}.get)]
    [('ScanNet200', 'Dataset')]
    >>> t = "It conditions MO-DiT on text."
    >>> [(n.name, n.cls) for n in shape_names(t, [(0, len(t))], {(17, 20): "Model"})]
    [('MO-DiT', 'Model')]
    """
    found: list[ShapeName] = []
    own_only: set[tuple[int, int]] = set()   # places classed by default, only because the paper calls the name its own
    local = {text[s:e]: cls for (s, e), cls in taken.items()}   # what the paper itself calls a name ("GQA")
    for sentence_start, sentence_end in sentences:
        evaluated = bool(_EVALUATION.search(text, sentence_start, sentence_end))   # once, not once a name
        items: list[ShapeName] = []
        listed = [ShapeName(s, e, text[s:e], cls) for (s, e), cls in taken.items()
                  if sentence_start <= s and e <= sentence_end and cls in _PART_CLASSES]
        for start, end in _joined(text, _SHAPE.finditer(text, sentence_start, sentence_end)):
            name = text[start:end]
            overlaps = [(s, e) for s, e in taken if s < end and start < e]
            # a known name spelled otherwise ("Contract-NLI" for ContractNLI, not NLI) or a known dataset's numbered
            # subset ("MLE-bench-30", not MLE)
            numbered = _NUMBER_SUFFIX.sub("", name)
            stem = local.get(numbered) if numbered != name else None   # "GQA-2" of the paper's own GQA
            subset = numbered != name and (stem or known_class(numbered)) == "Dataset"
            respelled = (start, end) not in taken and (known_class(name) or subset)
            led_by_model = _led_by_model(name, start, overlaps, taken, generic)
            if ((overlaps and not (respelled or led_by_model
                                   or _contains_known_part(name, start, end, overlaps, taken, generic)))
                    or not is_name_word(name)
                    # a title's compound, unless the abstract calls it its own: "our benchmark, Semi-Sim, ..."
                    or _TITLE_CASE_COMPOUND.match(name) and not led_by_model and not (
                        start >= abstract_start and called_own_alone(text, start, end))
                    or _MODIFIER_COMPOUND.match(name) or _SETTING.match(name)
                    or _ACRONYM_PLURAL.match(name) or _ACRONYM_QUALIFIER.match(name) or _MODALITIES.match(name)
                    or any(s == end + 1 for s, _ in taken)):
                continue  # taken, not a name, or a vendor or modifier of the next entity ("NVIDIA RTX 4090")
            before, after = text[max(sentence_start, start - 60):start], text[end:min(sentence_end, end + 60)]
            opening = next((taken[o] for o in overlaps if o[0] == start and taken[o] in ("Model", "Metric")), None)
            # a known model with its own head or variant glued on: "BERT-CRF", "YOLOX-6D-Pose"; a known
            # metric with its variant: "AUPR-IN"; an acronym before a specific model: "ICH-Qwen", even where a
            # sentence says it is evaluated on ("experiments on ICH-Qwen")
            opening = opening or ("Model" if _acronym_variant(name, end, overlaps, taken, generic)
                                  and not _DATASET_WORD_AFTER.match(text, end) else None)   # not "MC-LLaVA datasets"
            glued = _GLUED_NUMBER.match(name)   # a known name with a number glued on: "ScanNet200"
            # what an apposition says outranks a known model opening the name: "VGG-MONOAUDIO, a curated benchmark"
            apposed = _APPOSITION_AFTER.match(after) and classify_name(name, before=before, after=after) == "Dataset"
            cls = "Dataset" if subset or apposed else opening if opening == "Metric" else (
                "Model" if opening and not METHOD_TAIL.search(name) else (glued and known_class(glued["base"]))
                or stem or known_class(name)
                or _class_from_context(name, before, after, evaluated))
            if cls is None and not overlaps and called_own_alone(text, start, end):   # "our ParetoGrad achieves"
                cls = _own_name_class(name, before, after)
                if not _APPOSITION_AFTER.match(after):   # a default, not what an apposition says it is
                    own_only.add((start, end))
            if cls is None and overlaps:   # a technique's tail makes a method of a known name ("Sotopia-RL")
                cls = "Method" if METHOD_TAIL.search(name) else next(
                    (taken[o] for o in overlaps if taken[o] in _PART_CLASSES), None)
            items.append(_dated(text, ShapeName(start, end, name, cls)))
        plain = _plain_names(text, sentence_start, sentence_end, [*taken, *((i.start, i.end) for i in items)]
                             ) if sentence_start >= abstract_start else []
        found += [_dated(text, item) for item in _listed_classes(text, items + plain, listed, plain)]
    # a class the context gives a name elsewhere outranks a default: "the COD architecture, namely RetroMem" is a
    # model though "our RetroMem is robust" says nothing
    classed = {item.name for item in found if item.cls and (item.start, item.end) not in own_only}
    return [item for item in found if (item.start, item.end) not in own_only or item.name not in classed]


def _shape_rule_takes(words: list[str]) -> bool:
    """Whether name-shaped words alone are the shape rule's, "the NIST SD27 dataset"; a Title Case compound or a
    name led by a lowercase word or a count it leaves to the collection rule: "the Sioux-Falls benchmark", "the
    autoScan dataset", "the 3D-Craft dataset" (not "the mmWave dataset" nor "the 2D-3D benchmark")."""
    return all(is_name_word(w) and not _TITLE_CASE_COMPOUND.match(w) and not _UNSHAPED_NAME.match(w) for w in words)


def _plain_names(text: str, start: int, end: int, taken: list[tuple[int, int]]) -> list[ShapeName]:
    """Plain words of ``text[start:end]`` that may name a dataset, outside ``taken``, neither opening the sentence
    nor inside a longer name ("Deep Lesion Tracking dataset", "Web of Science"); those a dataset word follows
    ("the S1 dataset") are datasets, the others have no class yet."""
    found = []
    for match in _PLAIN_NAME.finditer(text, start, end):
        s, e = match.span()
        if (s == start or SENTENCE_START.search(text, max(start, s - 3), s) or _NOT_A_DATASET_NAME.match(match.group())
                or _MARKER_BEFORE.search(text, max(start, s - 7), s)   # an item opens like a sentence
                or _NAME_GOES_ON.match(text, e) or _NAME_BEFORE.search(text, max(start, s - 40), s)
                or any(a < e and s < b for a, b in taken)):
            continue
        found.append(ShapeName(s, e, match.group(), "Dataset" if _DATASET_WORD_AFTER.match(text, e) else None))
    return found


def _dated(text: str, item: ShapeName) -> ShapeName:
    """A dataset name with the year after it, "SYKE-IFCB 2022" (once), a shared task's number, "SemEval-2025
    Task 5", or a version: "RelBench v2", "MedPix v2.0"; any name with a decimal version that ends its list item:
    "outperforming HY-WorldPlay 1.5 and LingBot-World"."""
    if item.cls != "Dataset":
        version = not item.name[-1].isdigit() and _DECIMAL_VERSION_AFTER.match(text, item.end)
        return ShapeName(item.start, version.end(), text[item.start:version.end()], item.cls) if version else item
    year = None if _YEAR_AFTER.search(item.name) else _YEAR_AFTER.match(text, item.end)
    task = _TASK_AFTER.match(text, year.end() if year else item.end) or _VERSION_AFTER.match(text, item.end)
    end = (task or year).end() if task or year else item.end
    return ShapeName(item.start, end, text[item.start:end], item.cls)


def _comma_list(text: str, ordered: list[ShapeName], classes: list[str | None], j: int) -> bool:
    """Whether item ``j`` closes a comma list of its class ("Video-MME, LongVideoBench and X" names a third)."""
    join = text[ordered[j - 1].end:ordered[j].start] if j else ""
    return bool(j and classes[j - 1] == classes[j] and "," in join and _LIST_JOIN.match(join))


def _listed_classes(text: str, items: list[ShapeName], listed: list[ShapeName],
                    plain: list[ShapeName] = ()) -> list[ShapeName]:
    """``items`` (a sentence's name-shaped words, in order) with a class each, those without one taking it from
    the item next to them in a plain list ("DroneVehicle, MSRS, TNO and RoadScene datasets"), a ``listed``
    known name too; a ``plain`` word takes a dataset's or model's class ("Replica, ScanNet++ and Matterport3D"),
    or any class between two names that have it ("Medusa, Hydra, EAGLE").
    Items still without a class are dropped."""
    ordered = sorted(items + listed, key=lambda item: item.start)
    classes = [item.cls for item in ordered]
    known = {id(item) for item in listed}
    plain_ids = {id(item) for item in plain}
    for sweep in (range(1, len(ordered)), range(len(ordered) - 2, -1, -1)):   # forward, then backward
        for i in sweep:
            j = i - 1 if sweep.step == 1 else i + 1
            first, second = (ordered[j], ordered[i]) if j < i else (ordered[i], ordered[j])
            join = text[first.end:second.start]
            # a known name's class passes only along a comma list, or to a name-shaped last item where the list
            # closes ("on Hi-ToM and BigToM.", "(RRSIS-D and RRSIS-M)", "GAIA and XBench-DeepResearch when"): not
            # in "ImageNet and MIT data", nor to a plain word ("on HumanEval and Monday.")
            if (classes[i] is None and classes[j] in _PART_CLASSES and _LIST_JOIN.match(join)
                    and ("," in join or id(ordered[j]) not in known
                         or j < i and id(ordered[i]) not in plain_ids and (_list_closes(text, second.end)
                                                                           or _comma_list(text, ordered, classes, j)))
                    and (classes[j] in ("Dataset", "Model") or id(ordered[i]) not in plain_ids)):
                classes[i] = classes[j]
    for i in range(1, len(ordered) - 1):   # a plain word between two of one class in a comma list: "Medusa, Hydra, EAGLE"
        before, after = text[ordered[i - 1].end:ordered[i].start], text[ordered[i].end:ordered[i + 1].start]
        if (classes[i] is None and id(ordered[i]) in plain_ids and classes[i - 1] == classes[i + 1]
                and classes[i - 1] in _PART_CLASSES and "," in before and _LIST_JOIN.match(before)
                and _LIST_JOIN.match(after)):
            classes[i] = classes[i - 1]
    own = {id(item) for item in items}   # a listed known name equal to an item is no second item
    return [ShapeName(item.start, item.end, item.name, cls)
            for item, cls in zip(ordered, classes) if cls is not None and id(item) in own]


def _list_closes(text: str, end: int) -> bool:
    """Whether a list closes after the item ending at ``end``, or after its year: "on AIME 2024 and CMO 2024."."""
    year = _YEAR_AFTER.match(text, end)
    return bool(_LIST_CLOSED.match(text, year.end() if year else end))


def holds_a_model(name: str, known_class: Callable[[str], str | None]) -> bool:
    """A hyphen compound with a known model as one of its name-shaped parts is a model of that family
    ("SDD-YOLO", "Mono-InternVL-1.5"), unless its tail names a technique ("LLaMA-DPO", "ViT-Adapter").

    >>> known = {"YOLO": "Model", "LLaMA": "Model", "ViT": "Model"}.get
    >>> holds_a_model("SDD-YOLO", known), holds_a_model("LLaMA-DPO", known), holds_a_model("Game-Net", known)
    (True, False, False)
    >>> holds_a_model("ViT-Prune", known), holds_a_model("LLaMA-Factory", known)
    (False, False)
    """
    parts = name.split("-")
    return (len(parts) > 1 and " " not in name and not METHOD_TAIL.search(name)
            and any(is_name_word(part) and known_class(part) == "Model" for part in parts))


def _joined(text: str, matches) -> list[tuple[int, int]]:
    """Spans of name-shaped words, two of them one space apart taken as one name ("NIST SD27"), but not a
    title's capitalised compounds ("Few-Shot Event-Based")."""
    spans: list[tuple[int, int]] = []
    for match in matches:
        start, end = match.span()
        previous = text[spans[-1][0]:spans[-1][1]] if spans else ""
        if (spans and start == spans[-1][1] + 1 and text[spans[-1][1]] == " " and is_name_word(previous)
                and is_name_word(match.group()) and not _DATA_KIND.match(match.group())   # "MIMIC-III EHR data"
                and not (_TITLE_CASE_COMPOUND.match(previous) or _TITLE_CASE_COMPOUND.match(match.group())
                         or _MODIFIER_COMPOUND.match(previous))):   # "T1-weighted MRI" qualifies MRI
            spans[-1] = (spans[-1][0], end)
        else:
            spans.append((start, end))
    return spans


def _contains_known_part(name: str, start: int, end: int, overlaps: list[tuple[int, int]],
                         taken: dict[tuple[int, int], str], generic: Collection[tuple[int, int]]) -> bool:
    """A capitalised hyphen compound that holds a known name as one of its parts is a name of its own
    ("SBTAYLOR-KAN" holds KAN), when every part is capitalised, or a technique's tail closes it ("Sotopia-RL"):
    "LoRA-based" or "GPT-style" are not. A dimension before a specific known model, method or dataset makes one too
    ("3D-JEPA", "1D-ARC"), not before a class ("3D-CNN") nor a task ("3D-SOD"), and so does an acronym before a
    specific model written in mixed case ("DEFFA-Unet")."""
    parts = name.split("-")
    if _DIMENSION.fullmatch(parts[0]):
        return all(start < s and e == end and (s, e) not in generic
                   and taken[(s, e)] in ("Model", "Method", "Dataset") for s, e in overlaps)
    technique = bool(METHOD_TAIL.search(name))
    inside = all(start <= s and e <= end and (s, e) != (start, end) for s, e in overlaps)
    # a capitalised word before a known model's or method's name makes a variant of it: "Alpha-CLIP", "Spin-NeRF"
    variant = (len(parts) == 2 and _PLAIN_WORD.match(parts[0]) and not _PLAIN_ADJECTIVE.match(name)
               and is_name_word(parts[1]) and not parts[1].islower() and any(
                   e == end and taken[(s, e)] in ("Model", "Method") for s, e in overlaps))   # not "Vanilla-RAG"
    return inside and len(parts) > 1 and bool(variant or _acronym_variant(name, end, overlaps, taken, generic) or all(
        p[:1].isupper() and (technique or any(c.isupper() for c in p[1:])) for p in parts))


def _acronym_variant(name: str, end: int, overlaps: list[tuple[int, int]], taken: dict[tuple[int, int], str],
                     generic: Collection[tuple[int, int]]) -> bool:
    """Whether an acronym hyphened before a specific known model written in mixed case names a model of its own:
    "DEFFA-Unet", "ICH-Qwen", "TS-Mamba"; not a class's ("CNN-Transformer"), a hybrid of two known ones
    ("CNN-Mamba"), a modifier's ("FLOP-matched DiT") nor an acronym model's ("RR-CWM", which the shape of its
    capitalised parts already makes a name of no known family)."""
    head, _, tail = name.partition("-")
    return (" " not in name and "-" not in tail and bool(_ACRONYM.match(head)) and any(c.islower() for c in tail)
            and overlaps == [(end - len(tail), end)] and taken[overlaps[0]] == "Model" and overlaps[0] not in generic)


def _led_by_model(name: str, start: int, overlaps: list[tuple[int, int]], taken: dict[tuple[int, int], str],
                  generic: Collection[tuple[int, int]]) -> bool:
    """A specific known model's name with capitalised words after it names a model of that family: "Fanar-Diwan",
    "Qwen-Image-Edit"; not a generic class's ("LLM-Agent", "Transformer-Encoder"), a modifier ("LLM-Written",
    "Llama-Sized", "Qwen-Family") nor a hybrid of two known ones ("CNN-Transformer")."""
    if len(overlaps) != 1 or overlaps[0][0] != start or taken[overlaps[0]] != "Model" or overlaps[0] in generic:
        return False
    tail = name[overlaps[0][1] - start:].split("-")
    return len(tail) > 1 and not tail[0] and all(p[:1].isupper() and not _MODIFIER_TAIL.match(p) for p in tail[1:])


def _own_name_class(name: str, before: str, after: str) -> str | None:
    """The class of a name the paper calls its own and no other cue classes: what an apposition after it says
    ("All-Scan, a new primitive"), else the kind before it ("our benchmark, Chip-Shortage, shows ..."), else its
    shape's; never hardware, which new names are only by the vocabulary ("DrAction, a differentiable renderer").

    >>> _own_name_class("Chip-Shortage", "Evaluations on our benchmark, ", ", show large gains.")
    'Dataset'
    >>> _own_name_class("ParetoGrad", "and our ", " achieves the best balance")
    'Method'
    >>> print(_own_name_class("DrAction", "At its core is ", ", a differentiable, format-agnostic renderer"))
    None
    """
    if _APPOSITION_AFTER.match(after):
        cls = classify_name(name, before=before, after=after)
    else:   # a comma closes the kind before the name, not a clause: "our benchmark, X, shows"
        cls = classify_name(name, before=before.rstrip(" ,") + " ")
    return None if cls == "Hardware" else cls


def _class_from_context(name: str, before: str, after: str, evaluated: bool) -> str | None:
    """The class the words around a name give; a dataset's cue counts only in a sentence that ``evaluated``."""
    if _CHALLENGE_AFTER.match(after):   # "The RARE25 challenge": a shared task's data
        return "Dataset"
    cls = classify_name(name, before=before, after=after, default="")
    if cls == "Hardware":  # "30 FPS on edge devices": new hardware names come from the vocabulary only
        return None
    if cls:
        return cls
    if _MODEL_SIZE_BEFORE.search(before) or _RELEASE_LINE_AFTER.match(after):
        return "Model"
    if _NEW_BEFORE.search(before):   # "A novel MaskPoseAdapter binds ...": the paper's own, a method by default
        return classify_name(name)
    # the cue nearer the name wins: "on NVOS benchmarks, outperforming X" compares X
    dataset = _DATASET_CONTEXT.search(before) if evaluated else None
    method = _METHOD_CONTEXT.search(before)
    if dataset and not (method and method.start() > dataset.start()):
        return "Dataset"
    return "Method" if method else None


def technique_names(text: str, start: int = 0) -> list[tuple[int, int, str]]:
    """Capitalised runs of at least two words closed by a technique word in ``text[start:]`` (the abstract), or
    opening an enumerated item before its verb ("(2) Dual-Branch Camera Control ensures ..."), as (start, end,
    name); whether the vocabulary knows the run is the caller's check.

    >>> t = "We add a Usage-Frequency Penalty. Finally, Hybrid Gaussian Splatting and Standard Attention help."
    >>> [name for _, _, name in technique_names(t)]
    ['Usage-Frequency Penalty', 'Hybrid Gaussian Splatting', 'Standard Attention']
    >>> [name for _, _, name in technique_names("It adds a Sub-graph Time Tightening mechanism, MEC-enabled AIGC module.")]
    ['Sub-graph Time Tightening']
    >>> [name for _, _, name in technique_names("An Adaptive Inference Engine, and Windowed Average Attention Distance.")]
    ['Adaptive Inference Engine']
    >>> [name for _, _, name in technique_names("(2) Dual-Branch Camera Control ensures it; (ii) The Model is; 3) Data")]
    ['Dual-Branch Camera Control']
    >>> technique_names("It uses ImageNet-pretrained ConvNeXt blocks to keep the Pythia-1B Transformer performance.")
    []
    >>> technique_names("It uses ImageNet-Pretrained ConvNeXt Blocks.")
    []
    """
    found = []
    for match in sorted((*_TECHNIQUE.finditer(text, start), *_KIND_AFTER.finditer(text, start)), key=re.Match.start):
        opener = _RUN_OPENERS.match(match["words"])
        begin = match.start() + (opener.end() if opener else 0)
        words = text[begin:match.end()].split()
        while words and (_ACRONYM_BASED.match(words[0]) or match.re is _KIND_AFTER and _BUILDS_ON.match(
                words[0])):   # "CNN-based YOLO26", "NPU-native VLM framework" (not "Face-Aware Modulation module")
            begin = text.index(words[1], begin + len(words[0])) if len(words) > 1 else match.end()
            words = words[1:]
        if (match.re is _KIND_AFTER and words and _MODIFIER_COMPOUND.match(words[-1])) or any(
                _SIZED.search(word) for word in words[:-1]):
            continue   # "Large Language Model-based methods": a kind of method, named by what it builds on; "the
            # Pythia-1B Transformer": a model of a size, then its kind
        # a sentence capitalises its first word: "Since Training is costly" names nothing
        plain_first = (begin == match.start() and SENTENCE_START.search(text, max(0, begin - 3), begin)
                       and _PLAIN_WORD.match(words[0]))
        # a run going on past its technique word ("an Adaptive Inference Engine") names something longer
        goes_on = match.re is _TECHNIQUE and _RUN_GOES_ON.match(text, match.end())
        # some words of a name's spelled-out form: "ROAD (Reflective Optimization via Automated Debugging)",
        # "QUAD (Quantization with Unified Adaptive Distillation)"
        part = _EXPANSION_INSIDE.search(text, max(0, begin - 60), begin) or (
            _EXPANSION_OPENS.search(text, max(0, begin - 40), begin) and not _EXPANSION_CLOSES.match(text, match.end()))
        if len(words) >= (3 if plain_first else 2) and not goes_on and not part:
            found.append((begin, match.end(), text[begin:match.end()]))
    for match in _ENUMERATED_RUN.finditer(text, start):
        begin, end = match.span("words")
        if not _RUN_OPENERS.match(match["words"]) and not any(b < end and begin < e for b, e, _ in found):
            found.append((begin, end, match["words"]))
    return sorted(found)


def with_kind_noun(text: str, end: int) -> int:
    """Where a name's mention ends when a lowercase kind noun follows it: "a Multi-Kernel Selection mechanism"
    (the annotators write it with or without the kind noun; the name stays without it).

    >>> t = "a Multi-Kernel Selection mechanism and a Context Block layer by layer."
    >>> t[2:with_kind_noun(t, 24)], t[41:with_kind_noun(t, 54)]
    ('Multi-Kernel Selection mechanism', 'Context Block')
    """
    kind = _KIND_NOUN_AFTER.match(text, end)
    return kind.end() if kind else end


def known_name_qualified(name: str, known) -> bool:
    """"Standard Retrieval-Augmented Generation": a plain adjective, then a name ``known`` (a vocabulary lookup by
    name and class) accepts; or what it builds on, then a known model or method ("Diffusion-based Transformers";
    not the task "Sketch-based Image Retrieval"); or a family of a known model's plural ("Video Transformers",
    "Multimodal Diffusion Transformers"; not "Style Residual Transformers").

    >>> lookup = lambda name, cls=None: name in ("Transformers", "Diffusion Transformers") and cls in (None, "Model")
    >>> [known_name_qualified(n, lookup) for n in ("Diffusion-based Transformers", "Video Transformers",
    ...                                                   "Multimodal Diffusion Transformers", "Style Residual Transformers")]
    [True, True, True, False]
    """
    adjective = _PLAIN_ADJECTIVE.match(name)
    if adjective:
        return bool(known(name[adjective.end():]))
    lead = _BUILDS_ON_FIRST.match(name)
    if lead:
        return any(known(name[lead.end():], cls) for cls in ("Model", "Method"))
    words = name.split()
    return words[-1] == "Transformers" and (len(words) == 2 or any(
        known(" ".join(words[i:]), "Model") for i in range(1, len(words) - 1)))


def event_names(text: str, title_end: int) -> list[str]:
    """Shared tasks and challenges named by a coined word and their year, in a title before ``title_end`` after
    "at" ("DS@GT at eRisk 2025: ...") or before "challenges" anywhere; not a conference or workshop ("Team at CVPR
    2025: ...", "... at BioNLP 2026:").

    >>> event_names("QU-NLP at QIAS 2025 Shared Task: A Study. We join two eRisk 2025 challenges at CVPR 2025:", 30)
    ['QIAS 2025', 'eRisk 2025']
    >>> event_names("Mario at EXIST 2025: A Simple Gateway", 37), event_names("Team at ACL 2025: A Study", 24)
    (['EXIST 2025'], [])
    >>> event_names("On LLMs\\nThe 2025 challenges of LLMs. In 2024 competitions, Windows 2000 challenges", 7)
    []
    """
    in_title = (m for m in _EVENT_IN_TITLE.finditer(text, 0, title_end + 20) if m.end() <= title_end)
    found = [*in_title, *_EVENTS.finditer(text)]
    return list(dict.fromkeys(m["name"] for m in found if not _CONFERENCE.match(m["name"])))


def collection_names(text: str, start: int = 0) -> list[ShapeName]:
    """Dataset names written as a capitalised run closed by "Dataset", "Benchmark", "Corpus" ... in
    ``text[start:]`` (the abstract: a title capitalises every word). Whether the vocabulary knows the run
    ("KITTI Dataset") is the caller's check.

    >>> t = "Traces from the Azure LLM Inference Dataset, GeoRoad Dataset, a Video Corpus and The Benchmark."
    >>> [n.name for n in collection_names(t)]
    ['Azure LLM Inference Dataset', 'GeoRoad Dataset']
    >>> [n.name for n in collection_names("Experiments on the Kaggle Image Matching Challenge 2025 demonstrate gains.")]
    ['Kaggle Image Matching Challenge 2025']
    >>> [n.name for n in collection_names("Our Self-Representations Corpus 2025 consists of 30 000 texts.")]
    ['Self-Representations Corpus 2025']
    >>> [n.name for n in collection_names("From the Kaggle Skin Dataset 2000 images and ISIC Challenge 2019 and 2020.")]
    ['Kaggle Skin Dataset', 'ISIC Challenge']
    >>> [n.name for n in collection_names("On the Edinburgh Pig dataset and the English Wikipedia corpus, X wins.")]
    ['Edinburgh Pig dataset']
    >>> [n.name for n in collection_names("Over 150 teams joined this NTIRE 2025 challenge.")]
    ['NTIRE 2025 challenge']
    >>> t = "For the LSVOS 2025 VOS Track and RoboSense 2025: Track 3 we win CLEF 2025 Task 4a."
    >>> [n.name for n in collection_names(t)]
    ['LSVOS 2025 VOS Track', 'RoboSense 2025: Track 3', 'CLEF 2025 Task 4a']
    >>> [n.name for n in collection_names("Across WMT 2024 Shared Task runs, the English SemEval 2014 Task 4 data and "
    ...                                    "the ACL 2025 Industry Track differ.")]
    ['WMT 2024 Shared Task', 'SemEval 2014 Task 4']
    >>> t = "We built the Poplar-leaf dataset, the 3D dataset and the Korean-specific corpus."
    >>> [n.name for n in collection_names(t)]
    ['Poplar-leaf dataset']
    >>> [n.name for n in collection_names("We evaluate on the Medical-VQA Pro dataset and the Sioux-Falls benchmark.")]
    ['Medical-VQA Pro dataset', 'Sioux-Falls benchmark']
    >>> [n.name for n in collection_names("We use the autoScan dataset, the 3D-Craft dataset and the mmWave dataset.")]
    ['autoScan dataset', '3D-Craft dataset']
    >>> [n.name for n in collection_names("Experiments on the Replica, Kodak and Matterport3D datasets.")]
    ['Replica', 'Kodak', 'Matterport3D']
    >>> [n.name for n in collection_names("We test on three EO benchmark datasets (i.e., EuroSAT, RS_C11, MEDIC).")]
    ['EuroSAT', 'RS_C11', 'MEDIC']
    >>> [n.name for n in collection_names("It wins on two driving datasets, KITTI-360 and Waymo, each with lidar.")]
    ['KITTI-360', 'Waymo']
    >>> [n.name for n in collection_names("Tests on KITTI (in-domain for CMRNext) and Walkley (unseen) datasets.")]
    ['KITTI', 'Walkley']
    >>> [n.name for n in collection_names("We test on 2 OOD benchmark suites and release the 1.5M dataset.")]
    []
    >>> [n.name for n in collection_names("On the 1200-image Poplar-leaf dataset and the 500-question dataset.")]
    ['Poplar-leaf dataset']
    >>> [n.name for n in collection_names("Tasks from the Object-Centric Visual RL benchmark.")]
    ['Object-Centric Visual RL benchmark']
    >>> collection_names("We test on the nuScenes-based SurroundOcc benchmark.")   # the shape rule's "SurroundOcc"
    []
    """
    found = []
    for match in _COLLECTION.finditer(text, start):
        opener = _RUN_OPENERS.match(match["words"])
        begin = match.start() + (opener.end() if opener else 0)
        words = text[begin:match.start("words") + len(match["words"])].split()
        if len(words) >= 2 or (words and is_name_word(words[0])):   # not "Video Corpus"
            # "the Kaggle Image Matching Challenge 2025", not a count: "the Skin Dataset 2000 images", "2019 and 2020"
            year = _YEAR_AFTER.match(text, match.end())
            end = year.end() if year and not _COUNTED_AFTER.match(text, year.end()) else match.end()
            found.append(ShapeName(begin, end, text[begin:end], "Dataset"))
    for match in _COLLECTION_AFTER_ARTICLE.finditer(text, start):
        words = match["words"].split()
        begin = match.start("name")
        if len(words) > 1 and (_COUNT_MODIFIER.fullmatch(words[0]) or _MODIFIER_COMPOUND.match(words[0])
                               and is_name_word(words[0].rsplit("-", 1)[0])):
            # "the 1200-hour MotionMillion dataset", "the nuScenes-based SurroundOcc benchmark" (a name's modifier,
            # not a word's: "the Object-Centric Visual RL benchmark")
            begin = text.index(words[1], begin + len(words[0]))
            words = words[1:]
        if not _NOT_A_DATASET_NAME.match(words[0]) and not _shape_rule_takes(words) and not (
                match["name"].endswith("challenge") and not _DATED_OR_ACRONYM.search(match["words"])) and not (
                len(words) == 1 and _ONE_WORD_NOT_A_NAME.fullmatch(words[0])):
            found.append(ShapeName(begin, match.end("name"), text[begin:match.end("name")], "Dataset"))
    for match in _TRACK.finditer(text, start):
        begin = match.start()
        words = list(_WORD.finditer(match["lead"]))
        for word, following in zip(words, words[1:]):   # not a sentence's first word nor a language: "Across WMT
            plain = SENTENCE_START.search(text, max(0, begin - 3), begin) and not is_name_word(word.group())
            if not (_RUN_OPENERS.match(word.group() + " ") or _NOT_A_DATASET_NAME.match(word.group()) or plain):
                break   # 2024 Shared Task", "the English SemEval 2014 Task 4"
            begin = match.start("lead") + following.start()
        if not _CONFERENCE.match(text, begin):
            found.append(ShapeName(begin, match.end(), text[begin:match.end()], "Dataset"))
    listed = [*_LISTED_COLLECTION.finditer(text, start), *_COLLECTION_THEN_LIST.finditer(text, start),
              *_COLLECTION_THEN_BRACKETED.finditer(text, start)]
    for match in listed:   # each item of "the Replica and Matterport3D datasets", "datasets: A, B and C"
        for item in _ITEM_IN_LIST.finditer(text, match.start("items"), match.end("items")):
            if not (item.group().startswith("(") or _NOT_A_DATASET_NAME.match(item.group())
                    or _ONE_WORD_NOT_A_NAME.fullmatch(item.group())):   # a bracketed note names nothing
                found.append(ShapeName(item.start(), item.end(), item.group(), "Dataset"))
    return found
