"""The paper's own contribution: the name after "we propose/present/introduce ...", or a title's "X: ..."
or leading Title Case phrase.

Pure functions on the cleaned text; they return character spans of the proposed names.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Set as AbstractSet

from .abbreviations import NAMING_VERBS, best_long_form
from .cues import DASHED_ARTICLE, GLUED_SENTENCE_OPENER, MODIFIER_SUFFIXES, context_class, is_background

# What a paper's own design is made of: "three components: ...", "composable modules: ...".
PART_NOUNS = r"components|modules|stages|phases|steps|parts|blocks|branches|designs|innovations|techniques|mechanisms"
PART_COUNT = r"(?:two|three|four|five|several)"   # how many parts or objects a sentence announces
# "we refer to these two adapters as Slow-LoRA and Fast-LoRA" (a made thing, not "this curve")
_NAMING_VERBS = (r"called|named|dubbed|termed|coined|refer(?:red)? to (?:it |them |(?:this|these|the|our|both) "
                 r"(?:[\w\-]+ ){0,2}(?:adapters?|modules?|models?|variants?|methods?|approach(?:es)?|frameworks?|"
                 r"strateg(?:y|ies)|algorithms?|datasets?|benchmarks?|versions?|components?|networks?|pipelines?|"
                 r"systems?|techniques?|mechanisms?|schemes?|loss(?:es)?|agents?) )?as")
_TRIGGER = re.compile(
    r"(?=[wtohfsbipdacnr])"   # every alternative's first letter, so the scan skips other positions fast
    r"\b(?:(?:we|this (?:paper|work|study|article|report)|our (?:work|paper)|here,? we)\s+(?:ha(?:ve|s)\s+|will\s+)?"
    r"(?:\w+ly\s+|first\s+|further\s+|also\s+|then\s+|hence\s+|therefore\s+|thus\s+)?(?:propose|present|"
    r"introduce|develop|design|release|construct|curate|collect|compile|build|create|contribute|offer|put forward|"
    r"formulate|devise|establish|unveil|open-source|call|name|term|dub|define|built)(?:ed|[sd])?|"
    r"to (?:propose|present|introduce|develop|design)|"
    rf"{PART_COUNT} (?:[\w-]+ ){{0,4}}?(?:{PART_NOUNS})(?=:)|"
    r"(?:by |thus |hence )?(?<!without )(?:introducing|proposing|presenting|"
    rf"developing)|{_NAMING_VERBS})\b",
    re.I,
)
# "we close the gap by building X", after "we" only (not "prior work did so by curating X"), and not "building on X"
_BY_MAKING = re.compile(r"\bby (?:building|constructing|creating|curating|releasing|collecting|compiling)\b"
                        r"(?!\s+(?:on|upon|atop)\b)", re.I)
_ADVERB = r"(?:\w+ly\s+|then\s+|further\s+|also\s+)?"   # "and then propose", "and manually construct"
# A verb joined to an earlier "we" of the sentence: "we study ... and manually construct(ed) LiveChatBench, a
# benchmark"; not one whose subject a clause between changed ("We observe that GPT-4o ... and introduces X").
_JOINED_TRIGGER = re.compile(rf"\band\s+{_ADVERB}(?:(?:propose|present|introduce|develop|"
                             r"design|release|construct|curate|build|create|collect|compile)(?:s|d|ed)?|built)\b", re.I)
# ... and one after a comma in its plain form, past a clause between: "we reveal that flicker artifacts exhibit two
# characteristics, and propose Flickerformer" (not "We observe that GPT-4o ... and introduces X", nor "We find that
# agents over-plan and introduce ZapBugs").
_COMMA_AND_PROPOSE = re.compile(rf",\s*and\s+{_ADVERB}(?:propose|present|introduce)\b")
_WE = re.compile(r"\b[Ww]e\b")
# The paper's own named contribution doing what "we" do: "Fre-Res introduces a Spatial-Guided Absorber".
_OWN_SUBJECT_TRIGGER = re.compile(r"(?<![\w\-])(?P<subject>[A-Z][\w\-.+]*[\w+])\s+(?:further\s+|also\s+|then\s+|"
                                  r"first\s+)?(?:introduces|proposes|designs|develops|devises|incorporates)\b")
# ... and the names its parts go by: "LitePath integrates LiteFM, a compact model", "SSL-V3 leverages Combined-SSL"
# (names only: "X employs a visual encoder" proposes no encoder).
_OWN_SUBJECT_USES = re.compile(r"(?<![\w\-])(?P<subject>[A-Z][\w\-.+]*[\w+])\s+(?:further\s+|also\s+|then\s+)?"
                               r"(?:integrates|employs|leverages|combines|utili[sz]es)\b")
_PAPER_AS_SUBJECT = re.compile(r"\b(?:we|(?:this|the|our) (?:paper|work|study|article)|our (?:approach|method|"
                               r"framework|model|system|pipeline))\b", re.I)
_SUBJECT_WE = re.compile(r"\b(?:we|this (?:paper|work|study))\b(?!.*\b(?:that|which|whether|if|who|where|when|"
                         r"while|because)\b)", re.I | re.S)
# "our proposed ROUTE", "the proposed X", "in our Static-Dynamic Decomposition (SDD)" before a new name;
# "a Densely Supervised Prompt Update (DSPU) strategy is proposed" after one.
# A word between "our" and the kind noun its name follows, no preposition or article: "our newly constructed
# multi-subject benchmark MSVBench", not "our experiments on the dataset FooBench".
_MODIFYING_WORD = r"(?!(?:on|in|of|for|with|to|from|by|at|as|and|or|the|an?|this|these|that|which)\s)[\w.\-]+"
_OWN_BEFORE = re.compile(rf"\b(?:our|the newly (?:proposed|introduced|inaugurated|launched|added)|"
                         r"a newly (?:proposed|introduced|constructed|collected|curated|created|built))\s+"
                         r"(?:(?:proposed|novel|new)\s+)?$|,\s+resulting in\s+$|"
                         r"\bthe proposed\s+(?:(?-i:[a-z][a-z\-]*)\s+)?$|"   # "the proposed (hybrid) XMB-BERT"
                         r"\b(?:the|our)\s+self-(?:constructed|collected|curated|built)\s+$|"
                         # "our comprehensive dataset RouteMix", "our constructed LCCT dataset" (not "our teacher
                         # model X")
                         rf"\bour\s+(?:{_MODIFYING_WORD}\s+){{0,3}}(?:dataset|benchmark|corpus|suite)\s+$|"
                         r"\bour\s+(?:constructed|"
                         r"collected|curated|built|created|designed|developed|introduced|released|synthesized|annotated|"
                         r"compiled)\s+$|"
                         # "At the core of X is the ...", "The core of WebSpline is the ..."
                         r"\b(?:[Aa]t the|[Tt]he) (?:core|heart) of (?:our|the)?\s*[\w\-]+,? (?:is|are|lies|lie)"
                         r"(?: in)? (?:the|an?)\s+$|"
                         # "At its core is CODREAM", "Central to MODEM is the ..."
                         r"\b(?:[Aa]t its (?:core|heart)|[Cc]entral to (?:our|the|its)?\s*[\w\-]+),? "
                         r"(?:is|are|lies|lie)(?: the| an?)?\s+$|"
                         r"\b(?:its|our)\s+(?:core|key|main|central)\s+(?:module|component|block|mechanism|idea|"
                         r"design|innovation),\s+(?:the\s+|an?\s+)?$", re.I)   # "Its core module, the Dual-Layer Router"
# "The proposed lightweight student model (LiteDenoiseNet)": the name in brackets after the paper's own thing, named
# by its kind right before the bracket (not "The proposed method outperforms strong baselines (ZetaNet)").
_OWN_BRACKETED = re.compile(r"\b(?:[Oo]ur|[Tt]he proposed|[Tt]he newly proposed)\s+(?:(?!(?:on|in|of|for|with|to|from|by|"
                            r"and|or|at|as|is|are|was|were|which|that|both)\b)[a-z][\w-]*\s+){0,3}(?:model|method|"
                            r"framework|module|network|architecture|system|benchmark|dataset|approach|algorithm|"
                            r"pipeline|tool|toolkit|agent|corpus|library|detector|classifier|encoder|decoder|"
                            r"estimator|mechanism|strategy|technique|scheme|loss)s?\s+\($")
# "Our approach, VeloxSeg, ..." (an apposition: a comma or "is" closes the name; "With our framework, X runs" has none)
_MADE_KINDS = (r"approach|method|framework|model|system|pipeline|architecture|algorithm|benchmark|dataset|solution|"
               r"technique|tool|agent|prototype|implementation|library|toolkit|variant|network")
_OUR_KIND_BEFORE = re.compile(rf"\bour\s+(?:{_MODIFYING_WORD}\s+){{0,3}}?(?:{_MADE_KINDS}),\s+$|"
                              # "our multimodal LLM, Tar, ...", not "our target LLM, Kestrel" (a role, not a make)
                              rf"\bour\s+(?:(?!(?:target|victim|teacher|student|judge|backbone|base|baseline|frozen|"
                              rf"reference|reward|policy)\b){_MODIFYING_WORD}\s+){{0,3}}?(?-i:[A-Z]*LM|VLA),\s+$",
                              re.I)   # "our 1.1B prototype, X"
_APPOSITION_CLOSED = re.compile(r"\s*(?:,|is\b|\()")
# ... and a new one's: "a novel loss function, Inner-CIOU", "A newly introduced balanced variant, DEFOM-PrunePlus"
_NEW_KIND_BEFORE = re.compile(rf"\b(?:a|an)\s+(?:novel|new|newly\s+(?:introduced|proposed|designed|developed))\s+"
                              rf"(?:{_MODIFYING_WORD}\s+){{0,3}}?(?:{_MADE_KINDS}|loss|loss function|module|mechanism|"
                              r"strategy|scheme),\s+$", re.I)
# "a novel Causal Intervention Module", but not "a novel SSSS framework": a name before a kind noun is its field.
_NOVEL_BEFORE = re.compile(r"\b(?:a|an)\s+(?:novel|new)\s+$", re.I)
_KIND_NOUN_AFTER = re.compile(r"\s*(?:\([^()]{1,20}\)\s*)?(?:framework|method|approach|model|system|pipeline|"
                              r"architecture|algorithm|scheme|strategy|technique|paradigm|network)s?\b", re.I)

# A name the paper says it made, in the passive, maybe as one of a list: "X is proposed", "Two datasets, PAC-105 and
# PAC-Somalia, are harvested" (not "FooNet was collected by Smith et al.").
_PROPOSED_AFTER = re.compile(r"\s*(?:\([^()]{1,20}\)\s*)?(?:(?:,\s*|\s+and\s+|,\s*and\s+)[A-Z][\w\-.]*[\w]){0,4}"
                             r"(?:,\s*|\s*(?:[a-z]+\s+){0,2})(?:is|are|was|were)\s+"   # not "X, which was designed"
                             r"(?:(?:first|further|also|then|newly|thus)\s+)?(?:proposed|introduced|presented|"
                             r"developed|designed|constructed|collected|curated|compiled|harvested|created)\b"
                             r"(?!\s+by\s+(?!us\b|ourselves\b|[a-z]+ing\b))")   # not "by Smith et al.", "by them"
# ... unless the name is what the made thing comes from: "Six variants of Meta-Llama-3.1-8B are constructed", "A subset
# from the public Duke Liver Dataset was curated".
_SOURCE_BEFORE = re.compile(r"\b(?:(?:variants?|versions?|subsets?|splits?|portions?|parts?|samples?|copies|"
                            r"checkpoints?|instances?)\s+of|from)\s+(?:(?:the|a|an)\s+)?(?:[a-z][\w\-]*\s+){0,2}$")
# The trigger's object is an unnamed noun phrase, with an article or none, and the name sits in what follows it:
# "a perspectivist annotation scheme for the HCRC MapTask corpus", "persona vectors for Steven Spielberg", "a
# representation using Python's Pandas API" (not ", called X", ", namely X", nor "here for the first time MegaNet").
_UNNAMED_OBJECT = re.compile(r"\s*(?:(?:a|an|our)\s+|(?!(?:the|this|these|those|its|their|and|or|here|now|also|then|"
                             r"first|further|in|for)\s))(?:[a-z][\w-]*\s+){1,5}?(?<!set )"
                             r"(?<!suite )(?<!series )(?<!family )(?<!collection )(?<!pair )(?:for|of|on|to|in|with|"
                             r"from|over|across|that|which|using|via)\s+"
                             r"(?!.*\b(?:called|named|dubbed|termed|namely)\b)")   # "a set of Calibration Tokens" names
# A number right before a name after a verb that makes data counts what the name qualifies: "We construct 3,418 CPG
# documents", "we build 120 GUI tasks" (not "we present 3DTwins", nor "we release 7 FooLM checkpoints").
_MAKING_DATA = re.compile(r"\b(?:collect|compil|construct|curat|build|built|creat)", re.I)
_COUNT_BEFORE = re.compile(r"\s*(?:(?:over|about|nearly|more than|up to)\s+)?\d[\d,.]*[kKM]?\+?\s+")
# A verb that collects data, and what names the data a dataset (see _collected_dataset).
_COLLECTING = re.compile(r"\b(?:collect|compil)", re.I)
_COLLECTION_WORD = r"(?:data ?sets?|corpus|corpora|benchmarks?|test sets?)"
_COLLECTION_NAME_AFTER = re.compile(rf"\s*(?:\([^()]{{1,40}}\))?(?:\s+and\s+[\w\-]+)?\s+{_COLLECTION_WORD}\b|"
                                    rf"\s*(?:\([^()]{{1,60}}\))?\s*[,:]\s+(?:(?:a|an|the)\s+)?[^.;]{{0,100}}?"
                                    rf"\b{_COLLECTION_WORD}\b", re.I)
_COLLECTION_NAME_END = re.compile(rf"\s{_COLLECTION_WORD}$", re.I)
_COLLECTION_NAMED_BEFORE = re.compile(rf"\b{_COLLECTION_WORD}(?![^.;]*\b(?:of|from|for|with|on|in|by|using|spanning|"
                                      r"covering|containing|comprising|including|across|over)\b)[^.;]{0,40}$", re.I)
# A description the sentence names afterwards: "... hierarchical communication graph PRUNING framework, termed X".
_NAMED_LATER = re.compile(rf"(?:\s+[\w\-]+){{1,6}}?,\s+\(?(?:{_NAMING_VERBS})\s")
_EARLIER_WORK = re.compile(r"\bour (?:previous|prior|earlier)\b|\b(?:previously|earlier),? we\b|"
                           r"\bwe (?:have )?(?:previously|earlier)\b", re.I)
_APPOSED = re.compile(r"[,:]\s*$")   # "... a model for vessel segmentation, GDCUnet, based on ..."
# An object described, then named: "we present a novel scene graph generation model, CatSGG, which ..."
_DESCRIBED_THEN_NAMED = re.compile(r"\s*(?:a|an)\s+(?:[\w\-]+\s+){0,6}?(?:model|dataset|benchmark|corpus|framework|"
                                   r"method|approach|network|architecture|system|pipeline|algorithm|agent|module|"
                                   r"suite|toolkit|library|metric|platform|simulator|environment|encoder|decoder)"
                                   r"(?:,\s+|\s+(?=[A-Z][\w\-]*[A-Z0-9]))")   # "a layout encoder ESSGNN that ..."
_COUNTED_OBJECT = re.compile(rf"\s*{PART_COUNT}\s+[^.;:]{{0,60}}?\b(?:datasets|benchmarks|corpora|"
                             r"models|"
                             r"methods|modules|components|variants|frameworks|algorithms|architectures)\b"
                             r"(?:[^.;:]{0,60}?:\s+(?=[A-Z])|"   # not "five types of pressure: Goal Alignment, ..."
                             r",\s+(?=[A-Z][\w\-]*[A-Z0-9]))")   # "two novel algorithms, ST-GRPO and J-GRPO"
# How far a trigger's object reaches at most: a clause no stop ends ("we developed Foo we developed Foo ...", 20,000
# characters of it) costs each trigger that much, and the whole sentence the square of it.
_CLAUSE_REACH = 600
_CLAUSE_END = re.compile(r"[.;]\s|\\?footnote\{|\bthat\b|\bwhich\b|\bwhere\b|\bwho\b|\bto\s+(?!the\b)\w+|$")
_NAMING_TRIGGER = re.compile(_NAMING_VERBS, re.I)
# a name others use, not one the paper gives: "commonly called Bayes-GAMP", "also referred to as LLM-as-judges" (not
# "which we also refer to as FocalPlus")
_USUAL_NAMING = re.compile(r"(?<!\bwe )\b(?:commonly|also|often|usually|typically|widely|sometimes|generally|"
                           r"frequently|popularly)\s+$", re.I)
# ... nor one in a clause whose makers are others: "Cheng et al. proposed a framework called NHSDP", "Smith et al.
# (2023) introduced a new fused adapter (FA)".
CREDITED_TO_OTHERS = re.compile(r"\bet al\.?(?:\s*\(\d{4}\))?,?\s+(?:\w+ly\s+)?(?:propos|introduc|develop|present|"
                                r"design|devis)ed\b(?:(?!\b(?:we|our|this (?:paper|work|study)|here)\b)[^.;])*$",
                                re.I)   # not "Unlike X et al. proposed, we ...", "..., while in this paper ..."
# a naming verb after a phenomenon names no technique: "a phenomenon we refer to as the Repeat Curse"
# (not after a problem or a challenge, which may be the paper's new task: "a novel problem called Learning from
# Majority Label (LML)", "a challenge called GeoLifeCLEF 2023")
_PHENOMENON_NAMED = re.compile(r"\b(?:phenomen(?:on|a)|dilemmas?|effects?|failures?|failure modes?|bottlenecks?|"
                               r"trade-?offs?|paradox(?:es)?)\s*,?\s*(?:(?:that|which)\s+)?(?:we\s+)?$", re.I)
_NAMED_WORD = re.compile(r"\s+([A-Z][a-z][\w\-]*(?<!-))(?=\s*(?:[.;:(]|,\s+[a-z])|\s+(?:which|that|to|for|is|was)\b)")
# what a naming verb leaves before the name it gives: "termed, ICBench", "dubbed as JTGD", "called the X"
_NAME_OPENS = re.compile(r"\s*,?\s*(?:as\s+)?(?:(?:the|a|an|our)\s+)?[\"'“‘`(\\]*\s*")
# A name-shaped word: inner capitals or digits (SafeGround, GPT-4, MASCA) or a capitalised word.
# "DFT*", a variant of DFT; not a dash and an article: "MATrack-a multiscale system" ("MATrack--a" cleaned); nor a
# full stop before a sentence's first word: "AIGer.Specifically, ...".
_NAME_WORD = rf"[A-Za-z0-9](?:[\w+']|\.(?!{GLUED_SENTENCE_OPENER})|(?!{DASHED_ARTICLE})-)*\**"
_NAME_WORD_START = re.compile(rf"(?<![\w\-]){_NAME_WORD}")
# A licence's name: "under an MIT license", "CC BY 4.0 license"
_LICENSE_AFTER = re.compile(r"(?:[\s\-]+v?\d+(?:\.\d+)*)?\s+[Ll]icen[cs]e")
_RUN_CHARACTER = rf"(?:[\w'+]|\.(?!{GLUED_SENTENCE_OPENER}))"
_RUN_WORD = rf"[A-Z]{_RUN_CHARACTER}*(?:(?!{DASHED_ARTICLE})-{_RUN_CHARACTER}+)*(?<!\.)"
DIMENSION = r"(?:[1-4]|2\.5)D"   # "3D", "2.5D"
_DIMENSION_WORD = rf"{DIMENSION}(?![\w\-])"
# A dimension closing a name before punctuation or a function word ("We present LOCATE 3D, a model", "LOCATE 3D
# for ..."), not before the noun it qualifies ("GaussRender 3D reconstruction", "GeoFormer 3D Object Detector").
_DIMENSION_AFTER = (rf" {_DIMENSION_WORD}(?=\s*(?:[,;:()]|\.(?!\d)|$)|\s+(?:for|with|via|and|or|in|on|to|is|are|was|"
                    r"that|which|from|by|as|achieves|outperforms)\b)")
_DIMENSION_AT = re.compile(_DIMENSION_AFTER)
_DIMENSION_INSIDE = re.compile(rf"\s{_DIMENSION_WORD}")
_CLOSING_DIMENSION = re.compile(rf"\s{DIMENSION}$")
# A run of capitalised words: a full stop ends the sentence, not the name, and a possessive is no part of it
# ("validating SI-Agent's effectiveness"); a dimension goes on inside it ("Uncertainty-Aware 3D Talking Face
# Synthesis") or closes it.
_CAPITALISED_RUN = re.compile(rf"{_RUN_WORD}(?:\s+(?:of|for|via|with|in|on|the)?\s*{_RUN_WORD}|"
                              rf"\s+{_DIMENSION_WORD}(?=\s+[A-Z]))*(?<!')(?<!'s)(?:{_DIMENSION_AFTER})?")
# One capitalised word and "and" right after a naming verb, before a capitalised run of two words or more: the run's
# first part ("we propose Explicit and Implicit Consistency Modeling"; not "namely Wideness and Boundary Width").
_NAMING_VERB_BEFORE = re.compile(rf"\b(?:{NAMING_VERBS})(?:e|es|ed|ing|s|d)?\s+(?:(?:an?|the|novel|new)\s+)*$")
_PAIRED_LEAD = re.compile(r"[A-Z][a-z]+(?:-[A-Za-z]+)? and (?=[A-Z][\w\-]*\s+[A-Z])")
_UNSPELLED = frozenset({"and", "or", "of", "for", "the", "with", "via", "in", "on", "to", "a", "an", "by", "at"})
_PLURAL_POSSESSIVE = re.compile(r"\s+(?:(?:of|for|via|with|in|on|the)\s+)?\S+s'\s")
_MEANS_JOINT = re.compile(r"\s+(?:via|with)\s+")
_NAME_JOINT = re.compile(r"\s+(?:for|with|via|in|on)\s+")
_ACRONYM = re.compile(r"[A-Z][A-Z0-9]*[A-Z](?:-[A-Z0-9][A-Za-z0-9]*)*s?(?![\w\-])")   # "SFT", "LLMs", "VI-ReID"
_CAPITALISED_NEXT = re.compile(r"\s+[A-Z]")
# What goes on after a "with" phrase's first item: "and L-to-V alignment" (not "and build", "and Semantic Coherence").
_AND_AFTER = re.compile(r"\s+and\s+[A-Z][\w\-]*\s+[a-z]")
_BRACKETED_SHORT = re.compile(r"\s*\(([^()]{1,16})\)")
_BASED_AFTER_ABBREVIATION = re.compile(r"^\)?\s*(?:\([^)]*\)\s*)?[-\s]?based\b(?!\s+(?:on|upon)\b)")
_NAME = re.compile(rf"(?<![\w\-])(?:{_NAME_WORD})(?:\s+(?:of|for|and|with|via|in|on|to|-)?\s*(?:{_NAME_WORD}))*")
_MODIFIER_SUFFIX = re.compile(rf"^-(?:based(?!\s+(?:on|upon)\b)|{MODIFIER_SUFFIXES})\b", re.I)
_MODIFIER_WORD = re.compile(rf"-(?:based|{MODIFIER_SUFFIXES})$", re.I)
# The part a hyphenated name names, kept with it: "spatial-Markov attention", "Cross-Scale module".
_PART_KIND_END = re.compile(r"(?:encoder|decoder|module|block|layer|head|network|model|transformer|backbone)$")
_PART_HEAD = re.compile(r"\s+(?:attention|module|block|layer|loss|unit|head|encoder|decoder|adapter|tokens?)\b")
_PLAIN_ADJECTIVES = (r"novel|new|innovative|simple|general|unified|principled|lightweight|light-weight|efficient|"
                     r"training-free|plug-and-play|systematic|extensive|comprehensive|thorough|fast|practical|scalable|"
                     r"robust|optimal|near-optimal|provably|exact|approximate|straightforward|accurate|efficacious|"
                     r"dedicated|different|(?:polynomial|linear|quasi-linear|constant)-time")
# A hyphenated modifier any technique may wear, naming none: "Training-Free", "Model-Agnostic"
_GENERIC_MODIFIER = re.compile(rf"(?:{_PLAIN_ADJECTIVES}|(?:model|task|training|data|domain|modality|hardware|"
                               r"architecture|parameter|resource|memory|compute|context)-[a-z]+)", re.I)
# Words no technique's name starts with: a count, a determiner, a kind noun, a gerund ("the first involves
# training", "using contrastive learning")
_NOT_A_NAME_START = (rf"(?!(?:{_PLAIN_ADJECTIVES}|two|three|four|multiple|several|joint|our|this|these|an?|the|"
                     r"approach|method|framework|model|system|task|problem|set|series|suite|family|number|variety|"
                     r"range|pair|and|or|of|for|with|to|in|into|on|by|from|as|that|which)\b|"
                     r"(?:[a-z]+ing|first|second|third|former|latter|other)\s)")
# "we propose next-patch diffusion", "we introduce a novel dual-pool token-budget routing": a lowercase phrase
# closed by a technique word, right after the trigger, is the contribution even though no name shape marks it.
_OWN_PHRASE = re.compile(
    rf"\s*(?:(?:a|an|the|both)\s+)?(?:(?:{_PLAIN_ADJECTIVES})\s+)*(?P<name>{_NOT_A_NAME_START}"
    r"(?:(?!(?:and|or|of|for|with|to|in|into|on|by|from|as|at|via|that|which|the|an?|during|over|under|through|"
    r"between|within|without|across|per|against|among|after|before|than)\s)[a-z][a-z0-9\-]*[a-z0-9]\s+)"
    r"{1,3}(?:learning|training|tuning|"
    r"fine-tuning|optimi[sz]ation|"
    r"regulari[sz]ation|penalty|filtering|sampling|decoding|distillation|alignment|"
    r"attention|estimation|encoding|pruning|quantization|inference|prompting|augmentation|calibration|aggregation|"
    r"fusion|loss|planning|merging|routing|caching|scheduling|adaptation|guidance|masking|"
    r"tokeni[sz]ation|normali[sz]ation|compression|decomposition|propagation|modell?ing|clustering|matching|"
    r"editing|steering|unlearning|head|conditioning|diffusion|co-learning|reweighting|initiali[sz]ation|"
    r"refinement|encoder|decoder|module|objective)(?:\s+(?:module|block|layer|unit|loss))?)"
    r"(?![\w\-])(?!\s*\()"
    # "a hybrid compression method, TailorKV": a modifier of a generic noun ("a dual attention mechanism", "a hybrid
    # loss function", "a hybrid attention loss function", "a multimodal unlearning benchmark" describe, naming
    # nothing); "adaptation of UltraSeg": an act
    r"(?!\s+(?:[a-z][\w\-]*\s+)?(?:benchmarks?|datasets?|corpus|corpora)\b)"   # "a ... alignment training dataset"
    r"(?!\s+(?:(?:module|block|layer|unit|loss)\s+)?(?:of|methods?|frameworks?|approach(?:es)?|schemes?|"
    r"strateg(?:y|ies)|techniques?|models?|systems?|pipelines?|paradigms?|architectures?|networks?|mechanisms?|"
    r"algorithms?|functions?|suites?|tasks?|settings?|problems?|metrics?|scores?|toolkits?|librar(?:y|ies)|"
    r"platforms?|environments?|simulators?|agents?)\b)")
# An item's capitalised first word before lowercase ones: "Density-aware early fusion" (not "(i) LoRA adapters", nor
# a clause: "(i) We apply token pruning", "(ii) It uses ...").
_SENTENCE_CASED = re.compile(r"\s*(?!(?:We|It|This|These|They|Our|Its|Their|Each|Both|All|Then|Here|There|First|"
                             r"Second|Third|Finally|Next|Also)\b)(?P<capital>[A-Z])(?=[a-z]+(?:-[a-z]+)*\s+[a-z])")
_DESCRIBED_PART = re.compile(r"[a-z][a-z0-9]*(?:-(?:aware|based|driven|guided|specific|level|wise))?\s+"
                             r"(?:module|head|encoder|decoder|block|layer|unit)")   # "a memory module"
# "we propose question-answer inversion, a data augmentation strategy": a lowercase phrase that an apposition
# calls a technique, whatever word closes it
_PLAIN_WORD = (r"(?!(?:and|or|of|for|with|to|in|into|on|by|from|as|at|via|that|which|the|an?|our|this|its)\s)"
               r"[a-z][a-z0-9\-]*")
_APPOSED_PHRASE = re.compile(rf"\s*(?P<name>{_NOT_A_NAME_START}"
                             rf"{_PLAIN_WORD}(?:\s+{_PLAIN_WORD}){{1,3}})"
                             r"(?=,\s+(?:a|an)\s+(?:[\w\-]+\s+){0,5}?(?:methods?|strateg(?:y|ies)|techniques?|"
                             r"mechanisms?|modules?|frameworks?|approach(?:es)?|algorithms?|loss(?:es)?|schemes?|"
                             r"procedures?|objectives?|regularizers?|paradigms?|pipelines?)(?![\w\-]))")
_PHRASE_GAP = re.compile(r"\s*,?\s+and\s+(?=an?\s)")   # not ", a ...": an apposition says what the first is
_DETERMINER = re.compile(rf"\s*(?:(?:a|an|the)\s+)?(?:(?:{_PLAIN_ADJECTIVES})\s+)*", re.I)
_PARTS_INTRO = re.compile(rf"\b(?:{PART_NOUNS})\s*:", re.I)
_PART_NOUN_END = re.compile(rf"(?:{PART_NOUNS})$", re.I)
# Parts told by their order and what they do, not named: "two stages: the first involves training at
# $NR$-resolution, ..." (not "two components: the first module, Dual-Path Router (DPR), ...")
_PARTS_BY_ORDER = re.compile(r"\s*:\s*(?:the\s+)?(?:first|former)\s+(?:one\s+)?"
                             r"(?!(?:layers|stages|steps|modules|blocks|parts|components)\b)"
                             r"(?:[a-z]+(?:s|ed)|can|will|is)\s", re.I)
# Ends before the item's space: ", a Tool Simulator ...", ", and EffiWeightNet for ..." (an article or a coined name).
_ITEM_SEPARATOR = re.compile(r"[,;](?:\s+and)?(?=\s+(?:(?i:a|an|the)\s|[A-Z][a-z]*[A-Z]\w*\s+(?:for|to|that|which)\b))")
# Between a trigger and its enumeration only a colon, or what the colon closes: "we propose three modules: (i)"
_ENUMERATION_LEAD = re.compile(r"\s*(?:[\w\- ]{0,40}:)?\s*")
# An enumeration's marker, "(ii)" or "2)"; a bare one only where it closes no bracket the sentence opened
# (``opens_an_item``): not "(see Table 2)", "(GPT-4)", "O(n^2)".
ENUMERATION_MARKER = r"(?:\(|(?<![\w.(\[-]))(?:[ivx]{1,4}|\d)\)"
_ENUMERATION_MARKER = re.compile(rf"(?:{ENUMERATION_MARKER}|\([a-e]\))(?=\s)")   # a trigger's items also "(a)"
_NEXT_ITEM = re.compile(rf"\s*(?:{ENUMERATION_MARKER}|\([a-e]\))\s")   # a sentence opening with an item's marker
_APPOSITION = re.compile(r"\s*[,:]\s+(?:a|an)\s")   # ", a framework ...", ": an approach ..."
# between two items, an aside in brackets or what the item is for ("X for SFT and Y for RL"), then a comma or a joint
_LIST_GAP = re.compile(r"\s*(?:\([^()]{1,20}\)|\s(?:for|with)\s+[A-Z][A-Z0-9\-]*[A-Z]s?(?![\w\-]))?"
                       r"\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)(?=\S)")
# Names listed with an apposition each: "Vi-S1K, a reasoning dataset, and Vi-Elementary-Bench, a benchmark".
_APPOSITION_LIST_GAP = re.compile(r",\s+(?:a|an)\s+[^,;()]{1,100}?,\s+(?:and\s+)?(?=[A-Z])")
# Names listed each with its purpose: "a Salient Feature Discriminator for global discrimination and a Salient
# Feature Calibrator for ...".
_PURPOSE = r"\s+(?:for|to)\s+[a-z][^,;()]{1,80}?"   # what a listed name is for: " for global discrimination"
_PURPOSE_LIST_GAP = re.compile(rf"{_PURPOSE}\s+and\s+(?:a|an)\s+(?=[A-Z])")
# ... or after a comma, each name with its purpose: "Hybrid Gaussian Rasterization for unified rendering, Adaptive Type
# Exchange for dynamic adaptation ..., and Frequency-Decoupled Optimization that ...".
_PURPOSE_COMMA_GAP = re.compile(rf"{_PURPOSE},\s+(?:and\s+)?(?:(?:a|an)\s+)?(?=[A-Z])")
# ... or joined by a bare "and", the next name with its purpose too: "UrduFactBench for claim verification and
# UrduFactQA for evaluating LLM factuality".
_PURPOSE_AND_GAP = re.compile(rf"{_PURPOSE}\s+and\s+(?=[A-Z])")
_PURPOSE_AFTER = re.compile(r"\s+(?:for|to|that|which)\s")
# What "we define" leaves before the name it defines: "we define the Orchestration Overhead Index (OOI)", "we define a
# new metric, the X (ABBR)".
_DEFINED_OPENING = re.compile(r"\s*(?:(?:a|an)\s+(?:new|novel)\s+(?:[\w-]+\s+){0,2}?(?:metric|measure|score|index|"
                              r"criterion|task|problem)\s*[,:]\s*)?(?:the\s+)?")
_BRACKET_AFTER = re.compile(r"\s*\([^()]*\)$")
# A title's claim, no name: "Quantization Meets dLLMs: ...", "Diversity Matters: ...", "LESS Is More: ...".
_CLAIM_VERB = re.compile(r"Meets?|Is|Are|Helps|Fails|Enables|Dominates|Reveals|Beats|Can|Should|Does")
_CLAIM_VERB_LAST = re.compile(r"Matters?|Works?|Needs?|Makes?")   # "Background Matters", not "Dark Matter Emulator"
_TITLE_NAME = re.compile(r"^\s*(?P<name>[^:\n]{2,60}?)(?:\s*:|\s+(?:--|—|–))\s+\S")   # "UltraFlwr -- An Efficient ..."
# A title presents a known name as the paper's own: "MetaCLIP 2: A Worldwide Scaling Recipe", "DeepSeek-OCR: Contexts
# Optical Compression", not "CLIP: An Empirical Study of ..." or "DeepSeek: Paradigm Shifts and Technical Evolution".
_SURVEY_WORDS = (r"Survey|Review|Study|Overview|Analysis|Perspective|Tutorial|Primer|Comparison|Evolution|Lessons|"
                 r"Insights|Challenges|Opportunities|Landscape|Roadmap|Advances|Progress|Investigation|Assessment|"
                 r"Revisited")
_OWN_TITLE_AFTER = re.compile(rf"\s*(?::\s+(?![^\n]*(?:\?|\b(?:{_SURVEY_WORDS})\b))"
                              r"(?!(?:What|How|Why|When|Does|Do|Is|Are|Can|On the|Reassessing|Revisiting|Rethinking|"
                              r"Understanding|Analy[sz]ing|Investigating|Examining|Demystifying|Dissecting|"
                              r"Characteri[sz]ing)\b(?! and\b))|"   # no question's title, nor a study's (not
                              # "Understanding and Improving ...", which improves on it)
                              r"(?:\s+\d+(?:\.\d+)*)?\s+(?:Technical Report|System Card)\b)")
# "X, a novel ...", "WebTailBench -- our novel benchmark", "X (our new benchmark)"
_NOVEL_APPOSITION = re.compile(r"\s*(?:[,:]\s+(?:a|an)\s+(?:novel|new)|"   # not "Unlike X, our new model"
                               r"(?:\(|--|—|–)\s*our\s+(?:novel|new|newly|proposed))\b", re.I)
# ... and one that says the name is others' and old: "We introduce Monte Carlo Dropout, a well-known technique".
_FAMILIAR_APPOSITION = re.compile(r"\s*[,:]\s+(?:a|an|the)\s+(?:well-known|popular|classic(?:al)?|standard|"
                                  r"widely[- ]used|common(?:ly used)?|conventional|established|existing|prior)\b", re.I)
# "Qwen3 Technical Report", "JuZhou 1.0 Technical Report: ...": a versioned name reports on itself, and so does a
# plain one the abstract writes again, not as a report's ("Panoptic-CUDAL technical report") nor an event's
# ("VQA Challenge Technical Report").
_EVENT_END = re.compile(r"\b(?:Challenge|Track|Task|Workshop|Competition|Cup)$")
_TITLE_REPORT = re.compile(r"^\s*(?:(?P<name>(?=[^:\n]*\d)[^:\n]{2,40}?)|"
                           # or a coined name and what it is: "QuarkMed Medical Foundation Model Technical Report"
                           r"(?P<coined>[A-Z][a-z]+[A-Z][\w\-]*)(?:\s+[A-Z][\w\-]*){0,4}\s+(?:Models?|LLMs?|Family)|"
                           # or any name the abstract writes again, not as a report's: "Kimi-VL Technical Report"
                           r"(?P<plain>[^:\n]{2,40}?))"
                           r"\s+(?:Technical Report|System Card)\s*(?::|$)")
# A title's leading Title Case phrase before "for/via/with ..." or a colon: "Content-Aware Texturing for ...".
_TITLE_WORD = r"[A-Z][\w'+.]*(?:-[\w'+.]+)*"
_TITLE_PHRASE = re.compile(rf"^\s*(?P<name>{_TITLE_WORD}(?:\s+(?:of\s+|and\s+)?{_TITLE_WORD}){{1,6}})"
                           r"(?=\s*:|\s+(?:for|via|with|in|on|through|towards?|under|using|from|by)\s)")
_GERUND = re.compile(r"^[A-Z][a-z]+ing$")
# A coined word closed by a technique's part: "SegPagedAttention" (not "JavaScript", "YouTube", "GPT-4").
_COINED_TECHNIQUE = re.compile(r"^[A-Z][A-Za-z]*[a-z](?:Attention|Decoding|Sampling|Cache|Caching|Routing|Router|"
                               r"Search|Pruning|Merging|Tuning|Fusion|Distillation|Quantization|Net|Former)$")
_PARTICIPLE = re.compile(r"^[A-Z][a-z]+ed$")
_TITLE_MEANS = re.compile(rf"\b(?P<prep>via|with|using|through|by)\s+(?P<names>{_TITLE_WORD}(?:\s+{_TITLE_WORD}){{0,5}}"
                          rf"(?:\s+and\s+{_TITLE_WORD}(?:\s+{_TITLE_WORD}){{0,5}})?)")
# The gerund of a technique closing a title's phrase makes it a name: "Shot-Aware Frame Sampling for ..."; a
# task's ("Diabetic Retinopathy Grading") or an act's ("Human-like Object Grouping") does not.
_TECHNIQUE_GERUNDS = (r"(?:Pre-?|Self-|Post-)?[Tt]raining|Learning|(?:Fine-)?Tuning|Filtering|Sampling|Decoding|"
                      r"Routing|Texturing|Rendering|Splatting|Pruning|Prompting|Caching|Scheduling|Masking|Merging|"
                      r"Matching|Steering|Unlearning|Ensembling|Clustering|Encoding|Pooling|Hashing|Unrolling|"
                      r"Thresholding|Warping|Reweighting")
_TECHNIQUE_GERUND = re.compile(rf"(?<![\w\-])(?:[\w\-]+\s+)+(?:{_TECHNIQUE_GERUNDS})")
# A technique's noun closing a title phrase, a name only where the abstract writes the phrase again: "... via
# Morphological Region Perturbation" (not "Tensor Program Optimization", a task the title names once).
_TECHNIQUE_NOUN = re.compile(r"(?:[\w\-]+\s+){2,}(?:Optimi[sz]ation|Distillation|Alignment|Regulari[sz]ation|"
                             r"Augmentation|Perturbation|Calibration|Decomposition|Attention|Aggregation|Quantization|"
                             r"Compression|Guidance|Modulation|Adaptation|Injection|Refinement|Propagation)")
# A title's means of two words, a hyphenated modifier and a technique's head: "with Region-Aware Fusion",
# "via Fisher-Guided Distillation", "with Anisotropy-aware Sampling".
_HYPHENATED_TECHNIQUE = re.compile(rf"[A-Z][a-z]+-[A-Za-z]+\s+(?:{_TECHNIQUE_GERUNDS}|Fusion|Attention|Distillation|"
                                   r"Alignment|Guidance|Gating|Aggregation|Calibration|Augmentation|Regularization|"
                                   r"Optimization|Modulation|Refinement|Adaptation|Compression|Quantization|"
                                   r"Normalization)")
# A title's last word that makes it a writing about its subject, not a name: "Panoptic-CUDAL Technical Report",
# "nuScenes Revisited: Progress and Challenges".
_WRITINGS = frozenset({"report", "survey", "study", "review", "overview", "perspective", "tutorial", "analysis",
                       "revisited"})
_KINDS = frozenset({"framework", "frameworks", "system", "systems", "architecture", "architectures", "model", "models",
                    "approach", "approaches", "method", "methods", "pipeline", "pipelines"})
_TITLE_COLLECTION = re.compile(r"(?:The\s+)?(?P<name>[A-Z][\w\-]*(?:\s+[A-Z][\w\-]*)?)\s+(?:Dataset|Benchmark|Corpus)")
_TITLE_OPENERS = frozenset({"towards", "toward", "beyond", "on", "rethinking", "revisiting", "when", "why", "how",
                            "what", "can", "is", "are", "do", "does", "learning", "understanding", "from", "a", "an",
                            "the", "to", "position", "survey", "benchmarking", "evaluating", "exploring",
                            "just", "use", "stop", "let", "make", "don't", "mind"})   # "Just Use XML: ..."


_NOT_NAMES = frozenset({"AI", "ML", "DL", "NLP", "CV", "API", "APIs", "SOTA", "SoTA", "KV", "QA", "RL", "IoT", "GPU",
                        "CPU", "LLM", "LLMs", "VLM", "VLMs", "USA", "EU", "UK", "US", "PhD", "COVID-19", "IID", "OOD",
                        "GitHub", "RGB", "RGB-D", "LiDAR", "OOM", "AGI", "PII", "HDL", "SQL", "JSON", "URL", "PDF",
                        "FPS", "NVIDIA", "AMD", "Intel", "Qualcomm", "Huawei", "OpenAI", "DeepMind", "LED", "RGB-T",
                        "USD", "EUR", "FOV", "FoV", "YouTube", "TikTok", "LinkedIn", "WhatsApp", "WeChat"})
# Devices joined or qualified, no name: "GPU-HPU", "CPU-GPU", "GPUonly", "RAM".
_DEVICE_WORDS = re.compile(r"(?:(?:GPU|CPU|NPU|TPU|HPU|DPU|XPU|FPGA|ASIC|RAM|DRAM|SRAM|HBM|ISP|SoC|MCU|PIM)s?[-/+]?)+"
                           r"(?:-?only|-?based)?$")
_LOCALE = re.compile(r"^[a-z]{2}-[A-Z]{2}$")   # "pt-PT", "en-US"
_NUMBERED_PART = re.compile(r"^(?:Stage|Phase|Step|Level|Tier|Part|Round)-(?:I{1,3}|IV|VI{0,3}|\d{1,2})$")   # "Stage-I"
# What a mapping maps, a plain word or a dimension on one side: "a 2D-to-3D projection", "a raw-to-YCbCr mapping",
# "SDF-to-opacity" (not the names "Dream-to-Recon", "Speech-to-LaTeX").
_CONVERSION = re.compile(r"^(?:\dD-to-\dD|[a-z][^\s-]*-to-[^\s-]+|[^\s-]+-to-[a-z][^\s-]*)$")
_SIZE_WORD = re.compile(r"^(?:(?:[Ss]ub|[Oo]ver|[Uu]nder)-\d+(?:\.\d+)?[BMKGT]?|\d+(?:\.\d+)?(?:[BMKGT]|D|x|%)?|"
                        r"\d+(?:\.\d+)?[BMKGT]?-[a-z]+|"   # a count of things: "a 24.14B-token corpus"
                        r"(?:FP|BF|INT|UINT|MX|Float|BFloat)\d+|TF32|W\d+A\d+|A\d+(?:\.\d+)?B)$")


def is_name_word(word: str) -> bool:
    """A word shaped like a proper name: an inner capital or digit, or all capitals; not a bare acronym of
    two letters, a size ("4B", "3D") or a generic acronym ("AI", "LLM").

    >>> [is_name_word(w) for w in ("SafeGround", "MASCA", "GPT-4", "Bayesian", "method", "A", "AI", "4B", "2D")]
    [True, True, True, False, False, False, False, False, False]
    >>> [is_name_word(w) for w in ("10K-image", "24.14B-token", "3-layer")]
    [False, False, False]
    >>> [is_name_word(w) for w in ("GPU-HPU", "GPUonly", "RAM", "CPU-GPU", "GPUDrive", "RAMP", "pt-PT", "Stage-I")]
    [False, False, False, False, True, True, False, False]
    >>> [is_name_word(w) for w in ("2D-to-3D", "raw-to-YCbCr", "SDF-to-opacity", "Dream-to-Recon", "Speech-to-LaTeX")]
    [False, False, False, True, True]
    """
    letters = [c for c in word if c.isalpha()]
    if (len(word) < 3 or word in _NOT_NAMES or _SIZE_WORD.match(word) or _DEVICE_WORDS.match(word)
            or _LOCALE.match(word) or _NUMBERED_PART.match(word) or _CONVERSION.match(word)):
        return False
    if len(letters) < 2 and not any(c.isdigit() for c in word):
        return False
    return any(c.isupper() for c in word[1:]) or (word[:1].isupper() and any(c.isdigit() for c in word))


def _capitalised_run(text: str) -> re.Match | None:
    """The capitalised run ``text`` opens, ended before a plural possessive inside it: "MTR-Bench for LLMs'
    Multi-Turn Reasoning" is MTR-Bench; or before "with" or "via" where "and" goes on after it: "a Vision-Language
    Aligner with V-to-L and L-to-V alignment" is the aligner.

    >>> _capitalised_run("MTR-Bench for LLMs' Multi-Turn Reasoning evaluation").group()
    'MTR-Bench'
    >>> _capitalised_run("Vision-Language Aligner with V-to-L and L-to-V alignment").group()
    'Vision-Language Aligner'
    >>> _capitalised_run("Search via Co-Evolving World Model and build K-Search").group()
    'Search via Co-Evolving World Model'
    """
    run = _CAPITALISED_RUN.match(text)
    possessive = run and _PLURAL_POSSESSIVE.search(run.group())
    if possessive:
        return _CAPITALISED_RUN.match(text[:possessive.start()])
    joint = run and _AND_AFTER.match(text, run.end()) and next(_MEANS_JOINT.finditer(run.group()), None)
    return _CAPITALISED_RUN.match(text[:joint.start()]) if joint else run


def proposed_spans(text: str, sentences: Iterable[tuple[int, int]], known: Iterable[tuple[int, int]],
                   excluded: Iterable[tuple[int, int]] = (),
                   familiar: Iterable[tuple[int, int]] = (),
                   new: Iterable[tuple[int, int]] = (), own: Iterable[str] = (),
                   in_vocabulary: Iterable[tuple[int, int]] = ()) -> list[tuple[int, int]]:
    """Spans of names the paper proposes.

    ``known`` are spans already recognised as entity names (abbreviation long forms, vocabulary hits);
    ``excluded`` are generic spans that can never be the contribution ("an LLM-driven system");
    ``familiar`` are vocabulary hits, taken only when the clause names nothing new; ``new`` are names
    the vocabulary does not know, proposed when the paper calls them its own ("our X", "X is proposed");
    ``own`` names the paper's contribution already (its title's), and what it or a name proposed in an earlier
    sentence introduces is proposed too ("Fre-Res introduces a Spatial-Guided Absorber"); ``in_vocabulary`` are
    known names and variants of known families, which end a list of names each with its purpose.

    >>> t = "In this work, we present Token-Superposition Training (TST), a simple method."
    >>> [t[s:e] for s, e in proposed_spans(t, [(0, len(t))], [(25, 53)])]
    ['Token-Superposition Training']
    >>> t = "We introduce DSGym, DSBio and DSPredict, which cover science."
    >>> [t[s:e] for s, e in proposed_spans(t, [(0, len(t))], [])]
    ['DSGym', 'DSBio', 'DSPredict']
    >>> t = "We study chat translation and manually construct LiveChatBench, a benchmark of 1,000 pairs."
    >>> [t[s:e] for s, e in proposed_spans(t, [(0, len(t))], [])]
    ['LiveChatBench']
    >>> t = "Finally, a Densely Supervised Prompt Update (DSPU) strategy is proposed. Our DSPU is fast."
    >>> [t[s:e] for s, e in proposed_spans(t, [(0, 72), (72, len(t))], [], new=[(11, 43), (77, 81)])]
    ['Densely Supervised Prompt Update', 'DSPU']
    """
    known = sorted(set(known))
    excluded = set(excluded)
    familiar = sorted(set(familiar))
    in_vocabulary = set(in_vocabulary).union(familiar)   # for a list of names each with its purpose
    found: list[tuple[int, int]] = []
    own = set(own)
    for sentence_start, sentence_end in _enumerations_joined(text, sentences):
        sentence = text[sentence_start:sentence_end]
        joined = [m for m in (*_JOINED_TRIGGER.finditer(sentence), *_BY_MAKING.finditer(sentence))
                  if _SUBJECT_WE.search(sentence, 0, m.start()) or (
                      _WE.search(sentence, 0, m.start())
                      and _COMMA_AND_PROPOSE.fullmatch(sentence, sentence.rfind(",", 0, m.start() + 1), m.end()))]
        own |= {text[s:e] for s, e in found}
        subject = [m for m in _OWN_SUBJECT_TRIGGER.finditer(sentence) if m["subject"] in own]
        joined += [m for m in _OWN_SUBJECT_USES.finditer(sentence) if m["subject"] in own]   # names only
        earlier = _EARLIER_WORK.search(sentence)   # "In our previous work, we developed FooNet", not "In contrast
        # to previous works, ... a model called KTU" nor "Building on prior research, we developed SCRIPT"
        # "to develop X" is the paper's only where the paper is the subject ("we aim to develop X", "the paper
        # combines it with GhostNet to propose X"; not "Previous studies attempted to develop a ... benchmark, FooQA")
        # "three stages:" counts the paper's parts, not prior work's ("Prior methods follow three steps: ...")
        triggers = sorted([*(m for m in _TRIGGER.finditer(sentence) if not (earlier and m.group().endswith("ed"))
                             and not (m.group().lower().startswith("to ")
                                      and not _PAPER_AS_SUBJECT.search(sentence, 0, m.start()))
                             and not _others_naming(sentence, m)
                             and not (_PART_NOUN_END.search(m.group())
                                      and _OTHERS_AS_SUBJECT.search(sentence, 0, m.start()))),
                           *joined, *subject], key=lambda m: m.start())
        markers, after_trigger = _enumeration_markers(text, sentence_start, sentence_end,
                                                      triggers[0] if triggers else None)
        enumerated = _enumerated(text, markers, sentence_end, known, excluded, in_vocabulary)
        found += [span for span in enumerated if span not in found]
        # an enumeration right after the first trigger is what it introduces: its items, not "A Pyramid ..."
        for trigger in triggers[1:] if enumerated and after_trigger else triggers:
            begin = sentence_start + trigger.end()
            counted = _COUNTED_OBJECT.match(text, begin, sentence_end)   # "two new datasets ...: A and B"
            begin = counted.end() if counted else begin
            end_match = _CLAUSE_END.search(text, begin, sentence_end)
            end = end_match.start() if end_match and end_match.start() > begin else sentence_end
            end = min(end, begin + _CLAUSE_REACH)
            phrases = [] if trigger in joined else own_phrases(text, begin, end)   # a joined verb: names only
            if phrases and names_right_after(text, phrases[0], end, known):
                phrases = []   # "a plug-and-play layout encoder ESSGNN that ...": the name after it names it
            if phrases and phrases[0] not in excluded:   # a later phrase holding a known name is that name's use
                found += [span for i, span in enumerate(phrases) if span not in found and span not in excluded and not (
                    i and any(span[0] <= s and e <= span[1] for s, e in (*known, *excluded)))]
                continue
            span = _first_name(text, begin, end, known, excluded) or _first_name(
                text, begin, end, familiar, excluded, known_only=True)
            naming = _NAMING_TRIGGER.fullmatch(trigger.group())
            plain = _NAMED_WORD.match(text, begin) if naming and (
                _SUBJECT_WE.search(sentence, 0, trigger.start())) else None   # not "This phenomenon, called X"
            if plain and (not span or span[0] > plain.start(1)):
                span = plain.span(1)   # "a system named Symphony, which ...": a plain word is the name
            if (span and trigger.group().lower().startswith(("we define", "this paper define")) and span[0] > begin + 1
                    and not (_DEFINED_OPENING.fullmatch(text, begin, span[0]) and text.startswith(" (", span[1]))):
                span = None   # "we define (the) X (ABBR)" names X; "we define a pipeline for ... Sentinel-2" does not
            # "we present a novel scene graph generation model, CatSGG, which ..." (not others' "attempted to develop")
            described = not trigger.group().startswith("to ") and _DESCRIBED_THEN_NAMED.match(text, begin, end)
            named = described and _first_name(text, described.end(), end, known, excluded)
            if named and named[0] == described.end():
                span = named
            # "we introduce an annotation scheme for the HCRC MapTask corpus" names no HCRC, unless the scheme's
            # name follows ("a model for vessel segmentation, GDCUnet, ...")
            while span and _UNNAMED_OBJECT.match(text, begin, span[0]) and not _APPOSED.search(text, begin, span[0]):
                skipped, span = span, _first_name(text, span[1], end, known, excluded)
                while span and _continues_list(text, skipped, span, end, known, excluded):   # "spanning SEM, AFM"
                    skipped, span = span, _first_name(text, span[1], end, known, excluded)
            if span and (_PART_NOUN_END.search(trigger.group()) and _PARTS_BY_ORDER.match(text, begin)
                         or _MAKING_DATA.search(trigger.group()) and _COUNT_BEFORE.fullmatch(text, begin, span[0])
                         or _COLLECTING.search(trigger.group())
                         and not _collected_dataset(text, span, sentence_start, end)):
                span = None
            if span and naming and not _NAME_OPENS.fullmatch(text, begin, span[0]):
                span = None   # "this is referred to as indefiniteness (35 U.S.C ...)": a naming verb names what follows
            if span and _NAMED_LATER.match(text, span[1], end):
                span = None   # "a novel Multi-Modal ... pruning framework, termed M3Prune": the later name is it
            while span is not None:
                if span not in found:
                    found.append(span)
                span = _next_listed(text, span, end, known + familiar, excluded, in_vocabulary)
    found += [span for span in sorted(set(new)) if span not in found and called_own(text, *span)]
    return found


def _collected_dataset(text: str, span: tuple[int, int], sentence_start: int, end: int) -> bool:
    """Whether a name that "we collect" or "compile" (its clause ending at ``end``) names data the paper calls a
    dataset: by a collection word closing the name or after it ("the 3DTwins dataset", "the Portal Dialogue
    Corpus", "a Similar Music Pair (SMP) dataset"), before it in its sentence with no preposition between ("a new
    dataset, Flat-2D", "a dataset we compiled (VID-AID)"; not "a dataset of American Sign Language (ASL)", "a
    dataset spanning Clinical Care, ...") or in an apposition ("AscendMotion, a large-scale ... climbing motion
    dataset"); not the data's source or kind ("collects Google Maps reviews", "We collected ICE images", "collect
    multiple model series (Pythia, OpenLLaMa, ...)").

    >>> t = "We collected ICE images. We collect a new dataset, Flat-2D, and the 3DTwins dataset."
    >>> [_collected_dataset(t, span, 0, len(t)) for span in ((13, 16), (51, 58), (68, 75))]
    [False, True, True]
    """
    return bool(_COLLECTION_NAME_AFTER.match(text, span[1], end) or _COLLECTION_NAME_END.search(text, *span)
                or _COLLECTION_NAMED_BEFORE.search(text, sentence_start, span[0]))


def _others_naming(sentence: str, trigger: re.Match) -> bool:
    """A naming verb that gives a name others use or made or names a phenomenon, not the paper's technique: "commonly
    called Bayes-GAMP", "Cheng et al. proposed a framework called NHSDP", "a failure mode referred to as Mode
    Collapse", "a phenomenon we refer to as the Repeat Curse" (a passive "referred to as" names the paper's own only
    after "we": "we propose a planner, referred to as PlanWM")."""
    if not _NAMING_TRIGGER.fullmatch(trigger.group()):
        return False
    if (_USUAL_NAMING.search(sentence, max(0, trigger.start() - 40), trigger.start())
            or _PHENOMENON_NAMED.search(sentence, max(0, trigger.start() - 60), trigger.start())
            or CREDITED_TO_OTHERS.search(sentence, 0, trigger.start())):
        return True
    return trigger.group().lower().startswith("referred") and not _SUBJECT_WE.search(sentence, 0, trigger.start())


def _enumerations_joined(text: str, sentences: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """``sentences`` with each that opens with an enumeration marker joined to the one before, where that holds
    an item: "three key innovations: (1) Modality-wise advantage routing, which .... (2) Layer-wise ..." is one
    list.

    >>> t = "It has two parts: (1) a router, which routes. (2) a mixer, which mixes. It ends. (3) No list."
    >>> _enumerations_joined(t, [(0, 45), (45, 71), (71, 80), (80, len(t))])
    [(0, 71), (71, 80), (80, 93)]
    """
    joined: list[tuple[int, int]] = []
    for start, end in sentences:
        if joined and _NEXT_ITEM.match(text, start) and _item_markers(text, joined[-1][0], *joined[-1]):
            joined[-1] = (joined[-1][0], end)
        else:
            joined.append((start, end))
    return joined


def _next_listed(text: str, span: tuple[int, int], end: int, names: list[tuple[int, int]],
                 excluded: set[tuple[int, int]], in_vocabulary: AbstractSet[tuple[int, int]] = frozenset()
                 ) -> tuple[int, int] | None:
    """The name listed right after ``span``, in a plain list ("X, Y and Z", "X (ab) and Y") or in a list of
    names each with its apposition ("X, a reasoning dataset, and Y, a benchmark") or its purpose ("a X for ...
    and a Y", "X for ..., Y for ..."); in the last kind of list, not from or to a name ``in_vocabulary`` (a known
    name or a variant of a known family): "Whisper for speech recognition, RoBERTa for emotions, and ..." lists
    others' tools, not the paper's parts.

    >>> t = "We introduce ViS1K, a dataset built with GPT-4o, and ViBench, a benchmark, and test them."
    >>> t[slice(*_next_listed(t, (13, 18), len(t), [], set()))], _next_listed(t, (51, 58), len(t), [], set())
    ('ViBench', None)
    >>> t = "We design a Feature Discriminator for global semantics and a Feature Calibrator for edges."
    >>> t[slice(*_next_listed(t, (12, 33), len(t), [], set()))]
    'Feature Calibrator'
    >>> t = "We add Type Exchange for adaptation, Frequency Optimization that helps."
    >>> t[slice(*_next_listed(t, (7, 20), len(t), [], set()))]
    'Frequency Optimization'
    >>> _next_listed("We add Type Exchange for adaptation, Big Data helps.", (7, 20), 52, [], set())
    >>> t = "It combines Whisper for speech, and RoBERTa for emotions."
    >>> _next_listed(t, (12, 19), len(t), [(12, 19), (36, 43)], set(), {(12, 19), (36, 43)})
    >>> t = "We release UrduFactBench for claim verification and UrduFactQA for evaluating factuality."
    >>> t[slice(*_next_listed(t, (11, 24), len(t), [], set()))]
    'UrduFactQA'
    >>> t = "We add MM-Eval, measured using FActScore for factuality and G-Eval for coherence."
    >>> _next_listed(t, (31, 40), len(t), [], set())
    """
    for gap, then in ((_LIST_GAP, None), (_APPOSITION_LIST_GAP, _APPOSITION), (_PURPOSE_LIST_GAP, None),
                      (_PURPOSE_COMMA_GAP, _PURPOSE_AFTER), (_PURPOSE_AND_GAP, _PURPOSE_AFTER)):
        joint = gap.match(text, span[1], end)
        following = joint and _first_name(text, joint.end(), end, names, excluded)
        each_with_purpose = then is _PURPOSE_AFTER   # not from or to a known name, nor from one the paper uses
        if following and following[0] == joint.end() and (not then or then.match(text, following[1])) and not (
                each_with_purpose and (span in in_vocabulary or following in in_vocabulary
                                       or _USED_RIGHT_BEFORE.search(text, max(0, span[0] - 30), span[0]))):
            return following
    return None


def own_phrases(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The spans of the lowercase technique phrase right at ``start`` (after a verb that introduces it) and of
    those joined to it by "and": "... introduces a clip-level alignment loss and a fusion module for ...".

    >>> t = "ClipTBP introduces a clip-level alignment loss and a gated fusion module for learning."
    >>> [t[s:e] for s, e in own_phrases(t, 19, len(t))]
    ['clip-level alignment loss', 'gated fusion module']
    >>> own_phrases("we propose a formulation and algorithm", 11, 38), own_phrases("data from the training", 0, 22)
    ([], [])
    >>> t = "we propose question-answer inversion, a data augmentation strategy"
    >>> [t[s:e] for s, e in own_phrases(t, 10, len(t))]
    ['question-answer inversion']
    >>> own_phrases("we introduce two modules, a fusion module", 12, 41), own_phrases("we propose using fine-tuning,"
    ...                                                                              " a technique", 10, 41)
    ([], [])
    >>> own_phrases("we introduce a multimodal unlearning benchmark, UnLOK-VQA", 12, 56)
    []
    """
    spans = []
    phrase = _OWN_PHRASE.match(text, start, end) or _APPOSED_PHRASE.match(text, start, end)
    while phrase:
        if not _described_part(phrase["name"]):
            spans.append(phrase.span("name"))
        gap = _PHRASE_GAP.match(text, phrase.end(), end)
        phrase = gap and _OWN_PHRASE.match(text, gap.end(), end)
    return spans


def names_right_after(text: str, phrase: tuple[int, int], end: int, known: Iterable[tuple[int, int]]) -> bool:
    """Whether a new name-shaped word right after a phrase closed by a part's kind noun names it: "a layout encoder
    ESSGNN that ..." (not "an attention decoder GPU implementation", nor a known name).

    >>> t = "a layout encoder ESSGNN that captures it, an attention decoder GPU kernel"
    >>> names_right_after(t, (2, 16), len(t), []), names_right_after(t, (45, 62), len(t), [])
    (True, False)
    """
    word = _NAME_WORD_START.match(text, phrase[1] + 1, end)
    return bool(text[phrase[1]:phrase[1] + 1].isspace() and _PART_KIND_END.search(text, phrase[0], phrase[1])
                and word and is_name_word(word.group()) and not any(s == word.start() for s, _ in known))


def _described_part(phrase: str) -> bool:
    """One plain word before a part's noun describes the part, naming none: "a memory module", "an image head", "a
    channel-aware module" (not "a bottleneck pixel decoder", "a mixture-of-experts decoder").

    >>> [_described_part(p) for p in ("memory module", "bottleneck pixel decoder", "token-mixing layer")]
    [True, False, False]
    """
    return bool(_DESCRIBED_PART.fullmatch(phrase))


def called_own(text: str, start: int, stop: int) -> bool:
    """Whether the words around a new name call it the paper's own: "our X", "the proposed X", "our curated
    dataset X", "Our approach, X", "a novel X" (not "a novel SSSS framework"), "X, a novel ...", "X is proposed",
    "We instantiate it through X, a ..."; none of them when X modifies a noun.

    >>> def own(text, name):
    ...     start = text.index(name)
    ...     return called_own(text, start, start + len(name))
    >>> [own(t, n) for t, n in [
    ...     ("Our approach, VeloxSeg, is fast.", "VeloxSeg"),
    ...     ("The proposed student model (LiteNet) is small.", "LiteNet"),
    ...     ("EvoChamber is a framework. At its core is DreamNet, a protocol.", "DreamNet"),
    ...     ("It runs on our comprehensive dataset RouteMix.", "RouteMix"), ("on our constructed LCCT set", "LCCT"),
    ...     ("on our newly constructed multi-subject benchmark MSVBench", "MSVBench"),
    ...     ("the proposed hybrid XMB-BERT", "XMB-BERT"), ("on the self-constructed ISG dataset", "ISG"),
    ...     ("and our proposed multi-round ranking method, T-RANK, wins", "T-RANK"),
    ...     ("We revisit it with LabelPigeon, a novel framework.", "LabelPigeon"),
    ...     ("We instantiate this principle through BioLip, a framework.", "BioLip")]]
    [True, True, True, True, True, True, True, True, True, True, True]
    >>> [own(t, n) for t, n in [
    ...     ("With our framework, Mini runs fast.", "Mini"), ("We apply VeloxSeg.", "VeloxSeg"),
    ...     ("We test our approach on both passage-level (CLOTH-F) sets.", "CLOTH-F"), ("with X, a framework", "X"),
    ...     ("We compare with LabelPigeon, a novel framework proposed by Smith et al.", "LabelPigeon"),
    ...     ("the proposed method outperforms FooNet", "FooNet"),
    ...     ("In our experiments on the dataset FooBench", "FooBench")]]
    [False, False, False, False, False, False, False]
    """
    novel = _NOVEL_BEFORE.search(text, max(0, start - 12), start) and not _KIND_NOUN_AFTER.match(text, stop)
    bracketed = _OWN_BRACKETED.search(text, max(0, start - 60), start) and text.startswith(")", stop)
    made = _PROPOSED_AFTER.match(text, stop) and not _SOURCE_BEFORE.search(text, max(0, start - 40), start)
    return bool((_OWN_BEFORE.search(text, max(0, start - 70), start) or novel or _apposed_to_our_kind(text, start, stop)
                 or bracketed or made or _novel_own(text, start, stop) or _made_then_named(text, start, stop))
                and not is_modifier(text, stop))


# What may follow a word no other cue makes a name for the paper's own to make it one: what the name does after "our
# X" ("our ParetoGrad achieves"), not a noun it modifies ("our UE5 simulator", "our ICU, 500 patients"); a clause's
# punctuation after an apposition's name ("Our approach, Semi-Sim, ..."); and no apposition naming a category
# ("OpenClaw, a new class of agent frameworks").
# what a system's name does in a sentence, also ``_NAME_DOES``'s: "Eureka outperforms ..."
_NAME_VERBS = (r"achieves?|outperforms?|surpasses|improves?|reduces?|reaches|attains|yields|enables|consists|comprises|"
               r"combines|uses|leverages|employs|learns|generates|produces|runs|delivers|can|is|also|further|"
               r"significantly|consistently")
_DOES_AFTER = re.compile(rf"\s+(?:{_NAME_VERBS}|achieved|outperformed|improved)\b")
_CLAUSE_AFTER = re.compile(r"\s*(?:[,;:.()]|$)")
_USED_RIGHT_BEFORE = re.compile(r"\b(?:using|uses?|used|with|via|from|leverag\w*|employ\w*|adopt\w*|utili[sz]\w*|"
                                r"based on|built on)\s+(?:the\s+)?$", re.I)   # "extracted using EdgeFace, a novel ..."
_CATEGORY_APPOSITION = re.compile(r"\s*[,:]\s+(?:a|an)\s+(?:novel|new)\s+(?:class|kind|type|family|generation|"
                                  r"category|form|wave)\s+of\b", re.I)


def called_own_alone(text: str, start: int, stop: int) -> bool:
    """Whether the paper calls a word its own that no other cue makes a name, the word standing alone: "our
    ParetoGrad achieves", "Our implementation, Litespark-Inference, is", "All-Scan, a new primitive", "We
    instantiate it through BioLip, a framework"; not "our UE5 simulator", "a new Arabic-English dataset" (only
    ``called_own`` reads "a novel X"), "CodeCarbon were developed", "OpenClaw, a new class of frameworks",
    "features extracted using EdgeFace, a novel extractor".

    >>> def own(text, name):
    ...     start = text.index(name)
    ...     return called_own_alone(text, start, start + len(name))
    >>> [own(t, n) for t, n in [("Our ParetoGrad achieves it.", "ParetoGrad"),
    ...     ("Our approach, Semi-Sim, wins.", "Semi-Sim"), ("data from our UE5 simulator", "UE5"),
    ...     ("In our ICU, 500 patients", "ICU"), ("and a new Arabic-English dataset", "Arabic-English"),
    ...     ("tools such as CodeCarbon were developed", "CodeCarbon"),
    ...     ("to OpenClaw, a new class of tools", "OpenClaw")]]
    [True, True, False, False, False, False, False]
    """
    if _CATEGORY_APPOSITION.match(text, stop) or _USED_RIGHT_BEFORE.search(text, max(0, start - 30), start):
        return False
    if _OWN_BEFORE.search(text, max(0, start - 70), start):
        return bool(_DOES_AFTER.match(text, stop))
    return bool(_CLAUSE_AFTER.match(text, stop) and (_apposed_to_our_kind(text, start, stop) or _novel_own(
        text, start, stop) or _made_then_named(text, start, stop)))


def _apposed_to_our_kind(text: str, start: int, stop: int) -> bool:
    """ "Our approach, VeloxSeg, ...", "our 1.1B prototype, X": a name in apposition to the paper's own thing."""
    return bool(_OUR_KIND_BEFORE.search(text, max(0, start - 70), start) and _APPOSITION_CLOSED.match(text, stop))


# A verb that lists a thing's parts, or a count of them, before a colon: "a framework featuring: 1) ...", "which
# integrates three pillars: (i) ...", "presents two LLM-based methods for taxonomy inference: (i) ..."
_PARTS_LEAD = re.compile(r"\b(?:(?:featur|compris|consist|includ|incorporat|contain)\w*(?:\s+of)?|"
                         r"(?:two|three|four|five|six|several)\s[^.;:]{0,80}?)\s*:")
# What the listed items are when not the paper's techniques: "a dataset featuring: (1) ...", "three strong
# baselines: (1) ...", "two limitations of existing approaches: (1) ...", "three complementary signals: (1) ..."
_NOT_TECHNIQUES = re.compile(r"(?<![\w\-])(?:datasets?|benchmarks?|corpus|corpora|data|tasks?|dimensions?|"
                             r"scenarios?|settings?|levels?|types?|categories|questions?|metrics?|criteria|properties|"
                             r"challenges?|baselines?|limitations?|principles?|findings?|signals?|aspects?|regimes?|"
                             r"observations?|insights?|issues?|problems?|drawbacks?|shortcomings?|weaknesses?)\b",
                             re.I)
# Prior work as a sentence's subject: "Prior methods follow three steps: ...", "Existing pipelines have ..."
_OTHERS_AS_SUBJECT = re.compile(r"^\s*(?:(?:Most|Many|All)\s+)?(?:[Pp]rior|[Pp]revious|[Ee]xisting|[Tt]raditional|"
                                r"[Cc]onventional|[Ee]arlier|[Cc]urrent|[Tt]ypical|[Ss]tandard)\s")
# Another's work, before a name or after its apposition: "we compare with X, a novel framework proposed by Smith".
_RIVAL_LEAD = re.compile(r"\b(?:compar\w*|than|against|versus|vs\.?|outperform\w*|surpass\w*|baselines?|such as|"
                         r"e\.g\.|including|like)\b[^.;]*$", re.I)
_OTHERS_AFTER = re.compile(r"[^.;]*\b(?:(?:proposed|introduced|developed|presented) by|et al)\b")


# "We instantiate this principle through BioLip, a lightweight framework", "... and introduce SAGE, a ...", "we
# construct two datasets, namely UTV, a ..., and SUTV, a ...": the paper's own subject makes a thing and names it,
# an apposition saying what it is. Nothing between the verb and the name may use or compare another's work or open
# another clause: not "we develop a CRF model based on MatBERT, a ...", "we present results for WebGuru, a ...",
# "a study in CybORG, a ...", "we design probes so that WebGuru, a ..., reveals ..."; nor is the name the end of a
# longer one ("we propose Learnable SMPLify, a neural framework").
_OWN_SUBJECT_WORD = re.compile(r"\b(?:[Ww]e|[Tt]his (?:paper|work|study|article))\b")
_MAKING_STEMS = r"propos|introduc|present|develop|design|build|construct|creat|instantiat|translat|releas|devis|train"
# the verb agrees with its subject: "we introduce", "we built", "this study presents"; not "we adopt X: an agent
# proposes sequences through the FSM, a ..." (another subject's verb)
_WE_MAKE = re.compile(rf"\b(?:{_MAKING_STEMS})(?:e|ed|ing|d)?\b|\bbuilt\b", re.I)
_IT_MAKES = re.compile(rf"\b(?:{_MAKING_STEMS})(?:e?s)\b", re.I)
_USES_BETWEEN = re.compile(r"\b(?:on|upon|in|for|to|with|based|using|uses?|used|adapt\w*|over|than|against|versus|vs|"
                           r"compar\w*|evaluat\w*|benchmark\w*|test\w*|fine-tun\w*|from|of|via|atop|extend\w*|like|"
                           r"such|including|e\.g|leverag\w*|employ\w*|adopt\w*|utili[sz]\w*|appl(?:y|ies|ied|ying)|"
                           r"combin\w*|integrat\w*|that|which|where|when|whether|while|because|if|so)\b", re.I)
_NAME_GOES_ON = re.compile(r"[A-Z][\w\-]*\s+$")
_CLAUSE_STOP = re.compile(r"[.?!;]\s")


def _made_then_named(text: str, start: int, stop: int) -> bool:
    """The own subject of the name's sentence makes it (``_WE_MAKE``, ``_IT_MAKES``), nothing between the verb and
    the name uses another's work or opens another clause (``_USES_BETWEEN``), and an apposition says what it is."""
    if (not _APPOSITION.match(text, stop) or _OTHERS_AFTER.match(text, stop, stop + 120)
            or _NAME_GOES_ON.search(text, max(0, start - 40), start)):
        return False
    window = max(0, start - 300)
    sentence_start = max((m.end() for m in _CLAUSE_STOP.finditer(text, window, start)), default=window)
    subject = _OWN_SUBJECT_WORD.search(text, sentence_start, start)
    makes = subject and (_WE_MAKE if subject.group().lower() == "we" else _IT_MAKES)
    verb = subject and next(reversed(list(makes.finditer(text, subject.end(), start))), None)
    return bool(verb and not _USES_BETWEEN.search(text, verb.end(), start))


def _novel_own(text: str, start: int, stop: int) -> bool:
    """An apposition calls the name new, or the name is one of a new thing, and no comparison before it nor author
    after it makes it another's: "We re-evaluate this claim with LabelPigeon, a novel framework", "a novel loss
    function, Inner-CIOU, ...", not "we compare with X, a novel framework proposed by Smith"."""
    novel = _NOVEL_APPOSITION.match(text, stop) or (_NEW_KIND_BEFORE.search(text, max(0, start - 70), start)
                                                     and _APPOSITION_CLOSED.match(text, stop))
    return bool(novel and not _RIVAL_LEAD.search(text, max(0, start - 60), start)
                and not _OTHERS_AFTER.match(text, stop, stop + 120))


def _continues_list(text: str, previous: tuple[int, int], span: tuple[int, int], end: int,
                    known: list[tuple[int, int]], excluded: set[tuple[int, int]]) -> bool:
    """Whether ``span`` is the next item of a list ``previous`` opens: "SEM and AFM", "SEM, AFM, XCT"; not an
    apposition, "vessel segmentation, GDCUnet, based on ...".

    >>> t = "spanning SEM, AFM, XCT, and optical. for segmentation, GDCUnet, based on it"
    >>> _continues_list(t, (14, 17), (19, 22), 36, [], set()), _continues_list(t, (41, 53), (55, 62), len(t), [], set())
    (True, False)
    """
    gap = _LIST_GAP.match(text, previous[1], end)
    if not gap or gap.end() != span[0]:
        return False
    following = _LIST_GAP.match(text, span[1], end)
    if any(match and re.search(r"\b(?:and|or)\b", match.group()) for match in (gap, following)):
        return True
    after = following and _first_name(text, following.end(), end, known, excluded)
    return bool(after and after[0] == following.end())


def _enumeration_markers(text: str, start: int, end: int, trigger: re.Match | None) -> tuple[list[int], bool]:
    """Where the items of the sentence's own enumeration begin, and whether they follow its first trigger:
    two or more markers right after it ("we propose: (i) ..., (ii) ...") or after a verb listing parts that
    follows it ("we propose Sigma, a framework featuring: 1) ..., 2) ..."), or else the items after "modules:" in
    a sentence not about prior work, each after a marker ("three core innovations: (i) a triplet graph ...;
    (ii) ...") or a comma ("... composable modules: a Program Orchestrator ..., a Tool Simulator ...")."""
    if trigger:
        markers = _item_markers(text, start, start + trigger.end(), end)
        if len(markers) > 1 and _ENUMERATION_LEAD.fullmatch(text, start + trigger.end(), markers[0].start()):
            return [m.end() for m in markers], True
        # "we propose Sigma, a framework featuring: 1) ...", not "a dataset featuring: (1) complex scenes, ..." nor
        # "we compare it with three strong baselines: (1) ..."
        lead = _PARTS_LEAD.search(text, start + trigger.end(), end)
        markers = _item_markers(text, start, lead.end(), end) if lead and not (
            _NOT_TECHNIQUES.search(text, start + trigger.end(), lead.end())
            or _RIVAL_LEAD.search(text, start + trigger.end(), lead.end())) else []
        if len(markers) > 1 and not text[lead.end():markers[0].start()].strip():
            return [m.end() for m in markers], False
    intro = _PARTS_INTRO.search(text, start, end)
    if intro and not is_background(text[start:end]):
        markers = _item_markers(text, start, intro.end(), end)
        if len(markers) > 1 and not text[intro.end():markers[0].start()].strip():
            return [m.end() for m in markers], False
        return [intro.end()] + [m.end() for m in _ITEM_SEPARATOR.finditer(text, intro.end(), end)], False
    return [], False


def _item_markers(text: str, sentence_start: int, begin: int, end: int) -> list[re.Match]:
    """The enumeration markers in ``text[begin:end]`` that open an item."""
    return [marker for marker in _ENUMERATION_MARKER.finditer(text, begin, end)
            if opens_an_item(text, sentence_start, marker.start())]


def opens_an_item(text: str, sentence_start: int, marker_start: int) -> bool:
    """Whether the enumeration marker at ``marker_start`` opens an item: a bracketed one does, a bare "2)" where
    every bracket its sentence opened before it is closed ("... : 1) X and 2) Y", not "(see Table 2) Y").

    >>> t = "We design 1) A and 2) B (see Table 2) C."
    >>> [opens_an_item(t, 0, t.index(m)) for m in ("1)", "2) B", "2) C")]
    [True, True, False]
    """
    if text.startswith("(", marker_start):
        return True
    depth = 0
    for character in text[sentence_start:marker_start]:   # a bare marker's ")" before it closes nothing
        depth = depth + 1 if character == "(" else depth - 1 if character == ")" and depth else depth
    return depth == 0


def _enumerated(text: str, markers: list[int], end: int, known: list[tuple[int, int]],
                excluded: set[tuple[int, int]], in_vocabulary: AbstractSet[tuple[int, int]] = frozenset()
                ) -> list[tuple[int, int]]:
    """The items of an enumeration, each named right after its marker (given by where it ends): "we propose:
    (i) a bottleneck pixel decoder ..., (ii) Calibrated Decoder Pruning ..."."""
    spans = []
    end = len(text[:end].rstrip(" .;"))   # the sentence's full stop closes the last item, not its name
    for marker, item_end in zip(markers, [*markers[1:], end]):
        phrase = _OWN_PHRASE.match(_sentence_cased(text, marker, item_end), marker, item_end)
        phrase = None if phrase and _described_part(phrase["name"]) else phrase
        start = _DETERMINER.match(text, marker).end()   # "(iii) A Pyramid Projection Mechanism"
        span = phrase.span("name") if phrase else _first_name(text, start, item_end, known, excluded)
        name = text[span[0]:span[1]] if span else ""
        if (span and span not in excluded and span[0] <= start + 1 and not _GERUND.match(name.split()[0])
                and not _MODIFIER_WORD.search(name)):   # "(2) Improving training", "(ii) RoPE-aligned"
            while span:   # "1) Inclusion Ratio (IN-R) and Fill Ratio (FI-R) for ...": the item's list
                spans.append(span)
                span = _next_listed(text, span, item_end, known, excluded, in_vocabulary)
    return spans


def _sentence_cased(text: str, start: int, end: int) -> str:
    """``text`` with the item at ``start`` read in lower case where only its first word is capitalised, as a
    sentence writes a phrase: "(i) Density-aware early fusion with ..." (not "(ii) Calibrated Decoder Pruning").

    >>> t = "(i) Density-aware early fusion, (ii) Calibrated Decoder Pruning, (iii) We apply token pruning"
    >>> _sentence_cased(t, 3, 30)[:35], _sentence_cased(t, 36, 63)[37:63], _sentence_cased(t, 70, len(t))[71:]
    ('(i) density-aware early fusion, (ii', 'Calibrated Decoder Pruning', 'We apply token pruning')
    """
    first = _SENTENCE_CASED.match(text, start, end)
    if not first:
        return text
    return text[:first.start("capital")] + first["capital"].lower() + text[first.end("capital"):]


def _first_name(text: str, begin: int, end: int, known: list[tuple[int, int]],
                excluded: set[tuple[int, int]], *, known_only: bool = False) -> tuple[int, int] | None:
    """The earliest known span or name-shaped word (or capitalised run) in ``text[begin:end]``."""
    candidates = [(start, -stop, stop) for start, stop in known
                  if begin <= start < end and (start, stop) not in excluded and not is_modifier(text, stop)]
    for match in ([] if known_only else _NAME_WORD_START.finditer(text[begin:end])):
        start = begin + match.start()
        word = match.group().rstrip(".,'").removesuffix("'s")   # "DINO's objective" names DINO
        stop = start + len(word)
        # a generic name opens no name, but it leads a coined one ("VLM-IMI") or a Title Case compound of three words
        # or more ("MLLM-Assisted Adaptive Thresholding"; not "an LLM-Powered Agent")
        inside = [e for s, e in excluded if s <= start < e]
        rest = word.partition("-")[2]
        coined = rest[:1].isupper() and any(ch.isupper() or ch.isdigit() for ch in rest[1:])   # "IMI", "LoRA", "QR"
        lead = inside and not coined and _capitalised_run(text[start:end])
        if (inside and (stop <= inside[0] or not rest[:1].isupper()
                        or not coined and (not lead or len(lead.group().split()) < 3))
                or is_modifier(text, stop) or word in ("A", "An", "The")
                or _LICENSE_AFTER.match(text, stop)):
            continue   # ": A Macro-Level CoT for ...": the article opens no name
        if _MODIFIER_WORD.search(word):   # "Group-wise Hadamard Transformation" is a name, "CPU-based ROSA" is not
            head, _, modifier = word.partition("-")
            run = None if head.isupper() and modifier.islower() else _capitalised_run(text[start:end])
            run = run if run and _before_a_known_dimension(text, start, start + run.end(), known) else None
            # "a Confidence-Aware loss", not "a Training-Free attention" or "a Model-Agnostic module"
            part = run and not _GENERIC_MODIFIER.fullmatch(word) and _PART_HEAD.match(text, start + run.end(), end)
            if run and (" " in run.group() or part):
                stop = start + run.end() if " " in run.group() else part.end()
                candidates.append((start, -stop, stop))
                break
            continue
        if is_name_word(word):
            run = _capitalised_run(text[start:end]) if "-" in word and not word.isupper() else None
            run = None if run and _joined_to_a_name(text, start, stop, start + run.end(), known) else run
            stop = (run and _before_a_known_dimension(text, start, max(stop, start + run.end()), known)) or stop
            head = _PART_HEAD.match(text, stop, end)
            stop = head.end() if head and "-" in word else stop
            closing = _CLOSING_DIMENSION.search(text, start, stop)   # the run's own, read again below
            stop = closing.start() if closing else stop
            dimension = _DIMENSION_AT.match(text, stop, end)   # "LOCATE 3D", not a known "U-Net 3D"
            stop = dimension.end() if dimension and (start, stop) not in known else stop
            candidates.append((start, -stop, stop))
            break
        paired = _paired_lead(text, start, end, known)
        run_start = paired.end() if paired else start
        run = _capitalised_run(text[run_start:end])
        run_end = run and _before_a_known_dimension(text, start, run_start + run.end(), known)
        run_stop = run_end and _before_a_known_means(text, start, run_end, [*known, *excluded])
        if (run_stop and " " in text[start:run_stop] and not is_modifier(text, run_stop)
                and not _MODIFIER_WORD.search(text, start, run_stop)   # "Raspberry Pi-optimized vision pipelines"
                and not _LICENSE_AFTER.match(text, run_stop)):
            candidates.append((start, -run_stop, run_stop))
            break
        if start == begin + 1 and word[:1].isupper() and _APPOSITION.match(text, stop):
            candidates.append((start, -stop, stop))   # "We introduce Polymorph, a context-aware framework"
            break
    if not candidates:
        return None
    start, _, stop = min(candidates)
    return start, stop


def _paired_lead(text: str, start: int, end: int, known: list[tuple[int, int]]) -> re.Match | None:
    """A capitalised word and "and" that open a proposed name right after a naming verb: "we propose Explicit and
    Implicit Consistency Modeling". Not a known name ("Mamba and Transformer Hybrid Networks"), nor the first of two
    names sharing a head the text names alone ("Hybrid and Dynamic Select ... Dynamic Select provides"), nor before
    a run whose own initials spell the abbreviation after it ("Introspective and Interactive Visual Grounding
    (IVG)")."""
    paired = _NAMING_VERB_BEFORE.search(text, max(0, start - 40), start) and _PAIRED_LEAD.match(text, start, end)
    if not paired or any(s == start for s, _ in known):
        return None
    run = _capitalised_run(text[paired.end():end])
    alone = run and any(not text.endswith(" and ", 0, m.start()) for m in re.finditer(
        rf"(?<![\w\-]){re.escape(run.group())}(?![\w\-])", text))
    bracket = run and _BRACKETED_SHORT.match(text, paired.end() + run.end())
    if alone or bracket and _initials(run.group()) == re.sub(r"[^a-z]", "", bracket[1].partition("-")[0].lower()):
        return None
    return paired


def _initials(words: str) -> str:
    """The first letters of the words and hyphenated parts of ``words`` but function words, in lower case."""
    return "".join(part[0] for part in re.split(r"[\s\-]+", words.lower()) if part and part not in _UNSPELLED)


def _before_a_known_dimension(text: str, start: int, stop: int, known: list[tuple[int, int]]) -> int | None:
    """``stop``, or None where a capitalised run swallows a known name that a dimension opens inside it: "a
    Lightweight 3D Gaussian Splatting (GS) Compression method" names no run of its own and keeps 3D Gaussian Splatting
    (its fragment "Lightweight" is no name either). An abbreviation of the whole run after it, an apposition, or
    commas setting it off make it one name: "Disentangled 4D Gaussian Splatting (Disentangled4DGS)", "Detailed 3D
    Referring Expression Segmentation (3D-DRES)", "a novel framework, Bi-Stage 3D Gaussian Splatting, to ..."."""
    bracket = _BRACKETED_SHORT.match(text, stop)
    short = bracket and re.sub(rf"^{DIMENSION}-", "", bracket[1])
    if (short and short[:1].lower() == text[start].lower() or _APPOSITION.match(text, stop)
            or text.endswith(", ", 0, start) and text.startswith(",", stop)):
        return stop
    for dimension in _DIMENSION_INSIDE.finditer(text, start, stop):
        if any(s == dimension.start() + 1 for s, _ in known):
            return None
    return stop


def _before_a_known_means(text: str, start: int, stop: int, known: list[tuple[int, int]]) -> int:
    """Where a capitalised run of two words or more ends before the known name it is made "with" or "via": "a
    Teacher Model with In-Context Learning (ICL)" names the teacher, and in-context learning is what it uses; a run
    its own abbreviation follows is one name ("Thinking with Nothinking Calibration (JointThinking)")."""
    bracket = _BRACKETED_SHORT.match(text, stop)
    for joint in _MEANS_JOINT.finditer(text, start, stop):
        if (" " in text[start:joint.start()] and any(s == joint.end() for s, _ in known)
                and (not bracket or best_long_form(bracket[1], text[joint.end():stop]) == 0)):
            return joint.start()
    return stop


def _joined_to_a_name(text: str, start: int, stop: int, run_end: int, known: list[tuple[int, int]]) -> bool:
    """Whether the capitalised run a hyphenated name opens joins it, by a preposition, to another name, known or an
    acronym, that is what it is for or made with: "AdaTooler-V-CoT-100k for SFT", "CLIP4VI-ReID for VI-ReID",
    "DocArena-79K with QA"; not where the run's own abbreviation follows it ("Diff-Instruct with Diffused Reward
    (DIDR)")."""
    joint = _NAME_JOINT.match(text, stop, run_end)
    bracket = _BRACKETED_SHORT.match(text, run_end)
    if not joint or bracket and _initials(text[start:run_end]) == re.sub(r"[^a-z]", "", bracket[1].lower()):
        return False
    after = [e for s, e in known if s == joint.end()]
    if any(e > run_end for e in after):   # the run stops inside a known name: "with Chain-of-Thought prompting"
        return True
    acronym = _ACRONYM.match(text, joint.end())   # a word, not a phrase's first: "with CLIP Guidance" goes on
    words = [e for e in after if not any(c.isspace() for c in text[joint.end():e])]
    return any(not _CAPITALISED_NEXT.match(text, e) for e in words + ([acronym.end()] if acronym else []))


def is_modifier(text: str, stop: int) -> bool:
    """A name followed by "-based", or by "(X) based", modifies the real contribution."""
    rest = text[stop:stop + 24]
    return bool(_MODIFIER_SUFFIX.match(rest) or _BASED_AFTER_ABBREVIATION.match(rest))


# What a system's name does in a sentence: "... show that Dimple achieves", "Eureka outperforms ...".
_NAME_DOES = re.compile(rf"\s+(?:{_NAME_VERBS})\b")
_NAMING_BEFORE = r"\b(?:propose|present|introduce|call|named|dubbed|termed|coined|formali[sz]es|release)[sd]?\s+"
_KIND_AFTER = r"\s+(?:model|framework|method|system|dataset|benchmark|architecture|pipeline)s?\b"
_KIND_BEFORE = r"\b(?:method|framework|model|approach|system|dataset|benchmark),\s+"
# How an abstract writes a title's words as a name (``_written_as_name``): inside a sentence with a kind noun after
# them (or, for one word, a variant, a bracket or a verb); or right after a naming verb or a kind noun's comma.
_IN_A_SENTENCE_BEFORE = re.compile(r"[a-z,;(] ")
_KIND_WORD_AFTER = re.compile(_KIND_AFTER)
_WORD_AS_NAME_AFTER = re.compile(rf"-\w|\(|(?:\s+\w+ly)?{_NAME_DOES.pattern}|{_KIND_AFTER}")
# A capitalised word with its release number, "Samudra 2", "Lyra 2.0"; not an era ("Industry 4.0", "Logistics 4.0")
# nor a part of something ("Part 2", "Phase 1").
_RELEASED_WORD = re.compile(r"(?!(?:Internet|Web|Industry|Society|Healthcare|Health|Education|Agriculture|Farming|"
                            r"Logistics|Construction|Manufacturing|Operator|Quality|Energy|Maintenance|Mobility|Retail|"
                            r"Banking|Finance|Marketing|Tourism|Medicine|Part|Phase|Stage|Step|Version|Chapter|Task|"
                            r"Track|Round|Level|Season|Episode|Volume|Section|Table|Figure)\b)"
                            r"[A-Z][a-z]+ \d{1,2}(?:\.\d{1,2})?")
_NAMED_BEFORE = re.compile(rf"(?:{_NAMING_BEFORE}|{_KIND_BEFORE})\Z")
_NAME_ENDS = re.compile(r"\b(?!\s+[A-Z])")
_SURVEYS = r"Survey|Review|Overview|Tutorial|Primer"
_SURVEY_AFTER = re.compile(rf"\s*:[^\n]*\b(?:{_SURVEYS}|Perspective)\b", re.I)
# A subtitle that opens as a survey, after a title's leading phrase: "Challenges and Trends in Egocentric Vision: A
# Survey", "...: An In-depth Review"; not a perspective, which often presents a method ("Edge-case Synthesis for ...: A
# Data-centric Perspective"), "A Survey-Derived Persona Prompt Collection", "A Global Survey Approach" nor "...:
# Responses to Peer Review".
_SURVEY_SUBTITLE = re.compile(rf"[^:\n]*:\s+(?:An?|The)\s+(?:[\w-]+\s+){{0,3}}?(?:{_SURVEYS})"
                              r"(?=\s*(?:$|[,:;(]|(?:of|on|and|for|in|with|from|across|to)\b))", re.I)
# A title's apposition that says what the words before its colon name: "Perturbation Probing: A Two-Pass
# Diagnostic", "Grade Guard: A Smart System for ..."; not "Interest Entanglement: The Hidden Barrier to ...".
_KIND_APPOSITION = re.compile(r"\s*(?::|--|\u2014|\u2013)\s+An?\s+(?:(?!(?:of|for|to|in|on|with|via|from|by)\s)"
                              r"[\w\-]+\s+){0,4}?(?:frameworks?|methods?|approach(?:es)?|models?|systems?|"
                              r"architectures?|pipelines?|benchmarks?|datasets?|corpus|corpora|algorithms?|metrics?|"
                              r"toolkits?|librar(?:y|ies)|agents?|paradigms?|techniques?|strateg(?:y|ies)|diagnostics?|"
                              r"tools?|protocols?|networks?|mechanisms?|modules?|schemes?|engines?|solvers?)(?![\w\-])",
                              re.I)


# One capitalised word of four letters or more, which a title may coin as its name ("Sparfels", "Yanasse").
_COINABLE_WORD = re.compile(r"[A-Z][a-z]{3,}")


def title_name(title: str, abstract: str = "", known: Callable[[str], bool] = lambda name: False,
               common: Callable[[str], bool] = lambda word: True) -> tuple[int, int] | None:
    """The name before a title's colon, if it is name-shaped ("MASCA: LLM based ..." -> MASCA), ``known`` as a
    name ("Command A: An Enterprise-Ready Large Language Model"), one capitalised word that is no ``common`` word
    of the language ("Sparfels: Fast Reconstruction ...", not "Position: ..."), or plain words the abstract writes
    again as a name: a lowercase word anywhere ("fastabx: A library for ..." and "We present fastabx"),
    capitalised words after a naming verb or inside a sentence with a variant, a verb or a kind noun after them
    ("Dimple: ..." and "... show that Dimple-7B", "Eureka outperforms", "several Emo Pillars models"; not
    "Medicine: A Survey").

    >>> t = "MASCA: LLM based Multi Agents System"
    >>> s, e = title_name(t); t[s:e]
    'MASCA'
    >>> title_name("OmniVec2 -- A Novel Transformer")
    (0, 8)
    >>> title_name("Learning to rank: a survey") is None, title_name("fastabx: A library", "We present fastabx.")
    (True, (0, 7))
    >>> title_name("fastabx: A library", "We present FastABX.") is None
    True
    >>> title_name("Dimple: A Diffusion MLLM", "We show that Dimple-7B wins."), title_name("Dimple: A", "Dimple wins.")
    ((0, 6), None)
    >>> title_name("Medicine: A Survey of LLMs", "LLMs help in Medicine and law."), title_name("Eureka: A", "Thus Eureka achieves")
    (None, (0, 6))
    >>> common = {"position", "demo"}.__contains__
    >>> [title_name(t, common=common) for t in ("Sparfels: Fast Reconstruction", "Position: Alignment Has Hit a Wall")]
    [(0, 8), None]
    >>> title_name("Samudra 2: Scaling Ocean Emulators", "We present Samudra 2."), title_name("Web 3.0: A", "Web 3.0 is")
    ((0, 9), None)
    >>> title_name("Emo Pillars: Distilling Emotions", "It results in several Emo Pillars models.")
    (0, 11)
    >>> title_name("Step More: Beyond One Step", "We propose Step More Edit (SMEdit)."), title_name("(v2): A", "propose ")
    (None, None)
    >>> title_name("Vision Transformers: Scaling Laws", "Recent Vision Transformers achieve strong accuracy.")
    >>> t = "The Spectrascapes Dataset: Street-view imagery"
    >>> s, e = title_name(t); t[s:e]
    'Spectrascapes'
    >>> t = "JuZhou 1.0 Technical Report: The First Edge-Native Model"
    >>> s, e = title_name(t); t[s:e]
    'JuZhou 1.0'
    >>> t = "QuarkMed Medical Foundation Model Technical Report"
    >>> s, e = title_name(t); t[s:e]
    'QuarkMed'
    >>> t = "Arctic-Extract Technical Report"
    >>> s, e = title_name(t, "Arctic-Extract is a state-of-the-art model"); t[s:e]
    'Arctic-Extract'
    >>> title_name("Panoptic-CUDAL Technical Report", "The Panoptic-CUDAL technical report covers scenes.")
    >>> title_name("VQA Challenge Technical Report", "Our entry to the VQA Challenge wins.")
    >>> title_name("Command A: An Enterprise-Ready Model", "Command A is fast.", known=lambda n: n == "Command A")
    (0, 9)
    >>> t = "Perturbation Probing: A Two-Pass Diagnostic for FFN Circuits"   # an apposition says what it names
    >>> s, e = title_name(t); t[s:e]
    'Perturbation Probing'
    >>> title_name("Catastrophic Forgetting: A Model-Agnostic Analysis")
    >>> title_name("Interest Entanglement: A Hidden Barrier to Recommendation Models")
    >>> title_name("Quantization Meets dLLMs: A Study", "Quantization Meets dLLMs here."), title_name("SOI Matters: X")
    (None, None)
    >>> title_name("nuScenes Revisited: Progress and Challenges in Autonomous Driving")
    >>> t = "MemeScouts@LT-EDI 2026: Detecting Hateful Memes"
    >>> s, e = title_name(t); t[s:e]
    'MemeScouts'
    """
    match = _TITLE_REPORT.match(title)
    if match and match["plain"] and (_EVENT_END.search(match["plain"]) or not re.search(
            rf"(?<![\w\-]){re.escape(match['plain'])}(?![\w\-])(?!\s+(?i:technical report|challenge))", abstract)):
        match = None
    match = match or _TITLE_NAME.match(title)
    if not match:
        return None
    # "MemeScouts@LT-EDI 2026: ...": a team's system at a shared task; "Double-Helix Vision (DH-V2): ..."
    group = next(g for g in ("coined", "plain", "name") if match.groupdict().get(g))
    name = _BRACKET_AFTER.sub("", match.group(group).partition("@")[0])
    start = match.start(group)
    collection = _TITLE_COLLECTION.fullmatch(name)
    if collection:   # "The Spectrascapes Dataset: ..." names the dataset Spectrascapes
        return start + collection.start("name"), start + collection.end("name")
    words = name.split()
    named = (any(is_name_word(w) for w in words) or _written_as_name(name, abstract) or known(name)
             or len(words) == 1 and _COINABLE_WORD.fullmatch(name) and not common(name.lower())
             or words and _KIND_APPOSITION.match(title, match.end(group)) and not _GERUND.match(words[0])
             and all(word[:1].isupper() for word in words))
    if (not words or len(words) > 3 or not named or "," in name or _two_names(words)   # "Sub-Billion, Super-..."
            or _opens_a_title(words[0]) or _states_a_claim(words)
            or words[-1].lower() in _WRITINGS or _SURVEY_AFTER.match(title, match.end(group))):
        return None
    return start, start + len(name)


def _states_a_claim(words: list[str]) -> bool:
    """Whether a title's words make a sentence: "Quantization Meets dLLMs", "Background Matters" (not "Dark Matter
    Emulator").

    >>> _states_a_claim(["LESS", "Is", "More"]), _states_a_claim(["Background", "Matters"])
    (True, True)
    >>> _states_a_claim(["Dark", "Matter", "Emulator"]), _states_a_claim(["Unified", "Work", "Embeddings"])
    (False, False)
    """
    return any(_CLAIM_VERB.fullmatch(word) for word in words) or bool(words and _CLAIM_VERB_LAST.fullmatch(words[-1]))


def title_pair(title: str) -> list[tuple[int, int]]:
    """The two names before a title's colon joined by "and" or "&": "HeavyWater and SimplexWater: ...".

    >>> t = "GTPO and GRPO-S: Token and Sequence-Level Reward Shaping"
    >>> [t[s:e] for s, e in title_pair(t)]
    ['GTPO', 'GRPO-S']
    >>> t = "Spider4SSC & S2CLite: A text-to-multi-query-language dataset"
    >>> [t[s:e] for s, e in title_pair(t)]
    ['Spider4SSC', 'S2CLite']
    >>> title_pair("Pack and Force Training: ..."), title_pair("FooRAG and BarRAG: A Survey")
    ([], [])
    """
    match = _TITLE_NAME.match(title)
    words = match.group("name").split() if match else []
    if len(words) != 3 or not _two_names(words) or _SURVEY_AFTER.match(title, match.end("name")):
        return []   # not "FooRAG and BarRAG: A Survey"
    first = match.start("name")
    second = title.index(words[2], first + len(words[0]))
    return [(first, first + len(words[0])), (second, second + len(words[2]))]


def _opens_a_title(word: str) -> bool:
    """A title's opening word that names nothing ("Towards", "Just"), but not an acronym written so ("USE", "MIND")."""
    return not (len(word) > 1 and word.isupper()) and word.lower() in _TITLE_OPENERS


def _two_names(words: list[str]) -> bool:
    """Whether "and" or "&" joins two name-shaped words: "HeavyWater and SimplexWater" are two names."""
    return any(word in ("and", "&") and 0 < i < len(words) - 1 and is_name_word(words[i - 1])
               and is_name_word(words[i + 1]) for i, word in enumerate(words))


def _written_as_name(name: str, abstract: str) -> bool:
    """Whether the abstract writes a title's plain words as a name: a lowercase word or a capitalised word with its
    release number ("Samudra 2") as it is anywhere; a capitalised word after a naming verb or inside a sentence
    with a variant, bracket or verb after it ("... show that Dimple-7B", "Eureka outperforms"); capitalised words
    after a naming verb or a kind noun's comma ("our novel method, Con Instruction") or with a kind noun after
    them ("several Emo Pillars models"), not merely with a verb ("Recent Vision Transformers achieve")."""
    words = name.split()
    if len(words) == 1 and name.islower() or _RELEASED_WORD.fullmatch(name):
        return bool(re.search(rf"(?<![\w\-]){re.escape(name)}(?![\w\-]|\.\d)", abstract))
    if not words or not all(word[:1].isupper() and word[1:].islower() for word in words):
        return False
    after = _KIND_WORD_AFTER if len(words) > 1 else _WORD_AS_NAME_AFTER
    written = re.compile(r"\s+".join(map(re.escape, words)))
    match = written.search(abstract)
    while match:
        start, end = match.span()
        if (_IN_A_SENTENCE_BEFORE.match(abstract, max(0, start - 2), start) and after.match(abstract, end)
                or _NAMED_BEFORE.search(abstract, 0, start) and _NAME_ENDS.match(abstract, end)):
            return True
        match = written.search(abstract, start + 1)
    return False


def is_report_title(title: str) -> bool:
    """A model's technical report: "Qwen3 Technical Report", "JuZhou 1.0 Technical Report: ..."."""
    return bool(_TITLE_REPORT.match(title))


def presents_known(text: str, start: int, end: int, cls: str, *, in_title: bool) -> bool:
    """Whether the paper presents a name the vocabulary knows as a ``cls`` as its own release: the title's "X: ..."
    (not a survey's) or "X Technical Report", or "We introduce X, a series of ... models" (an apposition
    right after a trigger, that names no other class). "We propose PACS, a novel RLVR framework" names a new
    method, not the PACS dataset; a known method is presented so as new ("We introduce Self Forcing, a novel
    training paradigm"), not as familiar ("We introduce Monte Carlo Dropout, a well-known technique, into ...").

    >>> t = "We introduce SmolVLM, a series of compact models. We propose PACS, a novel framework."
    >>> presents_known(t, 13, 20, "Model", in_title=False), presents_known(t, 61, 65, "Dataset", in_title=False)
    (True, False)
    >>> presents_known("CLIP: An Empirical Study", 0, 4, "Model", in_title=True)
    False
    >>> [presents_known(t, 0, 12, "Model", in_title=True) for t in ("DeepSeek-OCR: Contexts Optical Compression",
    ...                                                             "DeepSeek-OCR: Paradigm Shifts and Evolution",
    ...                                                             "DeepSeek-OCR: Advancing Document Parsing",
    ...                                                             "DeepSeek-OCR: What Does It Know?")]
    [True, False, True, False]
    """
    if in_title:
        return bool(_OWN_TITLE_AFTER.match(text, end))
    trigger = [m for m in _TRIGGER.finditer(text, max(0, start - 60), start) if not text[m.end():start].strip()]
    return bool(trigger and _APPOSITION.match(text, end) and not _FAMILIAR_APPOSITION.match(text, end)
                and (cls == "Method" or not _NOVEL_APPOSITION.match(text, end))
                and context_class("", text[end:end + 80]) in (None, cls))


def title_means(title: str, sole: bool = False, abstract: str = "") -> list[tuple[int, int]]:
    """The techniques a title says its result comes by: Title Case phrases of three words or more after
    "via", "with", "using", "through" or "by", each closed by a technique's gerund, two words a hyphenated
    modifier leads, a coined name, or after "via", "through" or "with" a technique's noun where the ``abstract``
    writes the phrase again as it is (not "Prior work has explored cross-modal feature alignment"). When the title is
    the ``sole`` place the paper names its contribution, a phrase after "via" of three words or more, or two with
    a hyphen, names it ("... via Gradient Variance Minimization"), unless a participle closes it ("via Hybrid
    Parallelism Based on ..."); "through" may mean a place ("Robot Navigation through Dense Human Crowds").

    >>> t = "Big-to-Mobile Segmentation via Bottleneck Fusion and Calibrated Decoder Pruning"
    >>> [t[s:e] for s, e in title_means(t)]
    ['Calibrated Decoder Pruning']
    >>> t = "RedKnot: Long-Context LLM Serving with Head-Aware KV Reuse and SegPagedAttention"
    >>> [t[s:e] for s, e in title_means(t)]
    ['SegPagedAttention']
    >>> t = "Echo-DM: Ultrasound Marker Removal via Conditional Latent Diffusion and Region-Aware Fusion"
    >>> [t[s:e] for s, e in title_means(t)]
    ['Region-Aware Fusion']
    >>> title_means("Robust Agents with Tool Use and Memory"), title_means("Faster LLMs via Parallel Decoding")
    ([], [])
    >>> t = "Optimizing Reasoners via Gradient Variance Minimization in Rejection Sampling"
    >>> [t[s:e] for s, e in title_means(t, sole=True)], title_means(t)
    (['Gradient Variance Minimization'], [])
    >>> title_means("LLMs with Parallel Decoding", sole=True), title_means("X via Big Data Based on Z", sole=True)
    ([], [])
    >>> title_means("Robot Navigation through Dense Human Crowds", sole=True)
    []
    >>> t = "Oil Spill Segmentation via Morphological Region Perturbation"
    >>> [t[s:e] for s, e in title_means(t, abstract="Stage A applies Morphological Region\\nPerturbation.")]
    ['Morphological Region Perturbation']
    >>> title_means(t)
    []
    """
    spans = []
    for match in _TITLE_MEANS.finditer(title):
        start = match.start("names")
        for part in re.split(r"(\s+and\s+)", match.group("names")):
            words = part.split()
            if (len(words) >= 3 and names_a_technique(part) or _HYPHENATED_TECHNIQUE.fullmatch(part)
                    or sole and match.group("prep") == "via" and not _PARTICIPLE.match(words[-1])
                    and (len(words) >= 3 or len(words) == 2 and "-" in part)
                    or len(words) == 1 and _COINED_TECHNIQUE.search(part)
                    or _TECHNIQUE_NOUN.fullmatch(part) and match.group("prep") in ("via", "through", "with")
                    and " ".join(words) in " ".join(abstract.split())):
                spans.append((start, start + len(part)))
            start += len(part)
    return spans


def names_a_technique(phrase: str) -> bool:
    """Whether a title's leading phrase is closed by a technique's gerund, with no "and" or "of" in it.

    >>> [names_a_technique(p) for p in ("Shot-Aware Frame Sampling", "Diabetic Retinopathy Grading", "Pack and Force Training")]
    [True, False, False]
    """
    return bool(_TECHNIQUE_GERUND.fullmatch(phrase)) and not {"and", "of"} & set(phrase.split())


def closed_by_kind(phrase: str) -> bool:
    """Whether a phrase ends in a kind noun, saying what a thing is rather than what it is called unless the paper
    gives it an abbreviation: "Deep Learning Models", "Real-time Framework" (but "Slow-Fast Architecture (SFA)").

    >>> closed_by_kind("Uncertainty Quantification Framework"), closed_by_kind("Content-Aware Texturing")
    (True, False)
    """
    return phrase.rsplit(None, 1)[-1].lower() in _KINDS


def title_phrase(title: str) -> tuple[int, int] | None:
    """A title's leading Title Case phrase, when it reads as a name: three words or more, or a hyphenated
    compound ("Dual-Pool Token-Budget Routing for ...", "Content-Aware Texturing for ..."). Whether it is new to
    the vocabulary and named again in the abstract is the caller's check.

    >>> t = "Content-Aware Texturing for Gaussian Splatting"
    >>> s, e = title_phrase(t); t[s:e]
    'Content-Aware Texturing'
    >>> [title_phrase(t) for t in ("Efficient Inference for LLMs", "Towards Robust Agents for Code", "A Survey")]
    [None, None, None]
    >>> title_phrase("Hierarchical Vision Transformer Enhanced by Graph Convolutional Network for Image Classification")
    >>> title_phrase("Model Capability Dominates: Inference-Time Optimization Lessons")
    >>> title_phrase("Challenges and Trends in Egocentric Vision: A Survey")
    """
    match = _TITLE_PHRASE.match(title)
    if not match:
        return None
    words = match.group("name").split()
    if _PARTICIPLE.match(words[-1]):   # "Hierarchical Vision Transformer Enhanced by ...": the verb is no name's
        return None
    if _two_names(words) or _states_a_claim(words) or _SURVEY_SUBTITLE.match(title, match.end("name")):
        return None   # "Model Capability Dominates: ...", "Trends and Challenges in X: A Review"
    if (_opens_a_title(words[0]) or _GERUND.match(words[0]) or words[-1].lower() in _WRITINGS
            or (len(words) < 3 and not any("-" in w for w in words))):
        return None   # "Advancing MoE Efficiency for ...", "Panoptic-CUDAL Technical Report: ..."
    return match.start("name"), match.end("name")
