"""A grammar for model names: family, version, size and suffixes (Qwen3-8B, LLaMA-3-8B, ViT-B/16).

One compiled regular expression over the text, so the cost does not grow with the vocabulary. Brace
lists expand: ``Qwen2.5-{0.5B,3B,7B}-Instruct`` is three models.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .cues import COINED, MODIFIER_SUFFIXES

_SIZE = r"(?:\d+(?:\.\d+)?[BMT]|[AE]\d+(?:\.\d+)?B|\d+x\d+(?:\.\d+)?B|\d+[bm]\d?)"   # "bloom-1b7"
_VARIANT_WORDS = (
    "instruct|chat|base|large|small|medium|mini|tiny|nano|micro|huge|giant|xl|xxl|xs|it|coder|codex|code|math|"
    "vl|vision|preview|turbo|distill|sft|rl|zero|pro|flash|lite|plus|max|ultra|omni|reasoning|thinking|think|"
    "uncased|cased|multilingual|hf|moe|audio|embed|embedding|reranker|guard|air|exp|scout|maverick|qat|awq|gptq|"
    "ti2v|i2v|t2v|t2i|v2v|"   # a video model's generation mode, before "ti" and a version
    "int4|int8|fp8|r1|image|video|speech|tts|asr|ocr|pose|seg|obb|cls|v\\d+(?:\\.\\d+)*|xxs|ti|pico|atto|femto|"
    "[bslhgtmnox]"
)
# What a count before it counts, when it is no model's size: "4B images", "1.5B parameters are updated".
COUNTED_NOUNS = (r"images?|pairs?|tokens?|samples?|examples?|instances?|context|hours?|frames?|videos?|clips?|words?|"
                 r"documents?|sentences?|points?|steps?|queries|questions?|param\w*|trainable|records?|rows?|users?|"
                 r"texts?|utterances?|tasks?|boxes|labels?")
_THOUSANDS = r"\d+(?:\.\d+)?K"   # a count: "Ego-1K" names a dataset, "UltraSeg-130K (0.13M parameters)" a model
_MODIFIER_SUFFIX = rf"(?:based|{MODIFIER_SUFFIXES})\b"
# A capitalised word inside a name ("DeepSeek-R1-Distill-Qwen-7B", "Phi-3-Vision"), but not a modifier's
# ("GPT-4-Based", "LLM-Powered").
_WORD_PART = r"(?!(?:Based|Powered|Driven|Guided|Aware|Enhanced|Augmented|Assisted|Style|Like|Free|Only)(?![a-z]))[A-Z][a-z]{2,}"
# A reasoning model's effort setting after its version or tier: "GPT-5.2-high", "o3-mini-high".
REASONING_EFFORTS = r"xhigh|high|medium|low|minimal"
_EFFORT = rf"(?:(?<=\d-)|(?<=mini-)|(?<=nano-))(?:{REASONING_EFFORTS})(?![A-Za-z])"
_PART = rf"(?:\{{[^{{}}\n]{{1,60}}\}}|{_EFFORT}|{_WORD_PART}(?![A-Za-z])(?=[-/_])|{_SIZE}(?:/{_SIZE})*|{_THOUSANDS}|[A-Z]\d{{1,2}}(?!\d|\.\d)|[A-Z][a-z]+[A-Z][A-Za-z]*|[A-Z]{{2}}[a-z]+[A-Z][A-Za-z]*|\d+(?:\.\d+)*(?:o|n(?=[- ]E\d))?|(?i:{_VARIANT_WORDS})(?![A-Za-z])|[A-Z][a-z]+\d[A-Za-z\d]*|[A-Z]{{2,}}(?=[-/])|(?<=\d-)(?!(?:API|GPU|CPU|NPU|TPU|AI)(?![A-Za-z]))[A-Z]{{2,}}(?![\w]))"
# The vision transformer a pretrained image encoder comes in, after its name: "CLIP ViT-B/16", "DINOv3 ViT-L/16",
# "OpenCLIP ViT-bigG/14" (not "ResNet-50 ViT-B/16" nor "Vision Transformers ViT-B/16", two models).
_ENCODER_VIT = (r"(?:" + "|".join(rf"(?<={family} )" for family in (
    "CLIP", "OpenCLIP", "MetaCLIP", "MetaCLIP 2", "EVA-CLIP", "EVA02", "SigLIP", "SigLIP2", "SigLIP 2", "DINO", "DINOv2",
    "DINOv3", "MAE", "BEiT", "iBOT", "SAM", "DeiT")) + r")"
                r"ViT-(?:[BLHSGgT]|Ti|Base|Large|Huge|Small|Giant|Tiny|bigG|SO400M|So400m)(?:/\d{1,2})?")
# Variant words written after a space, capitalised: "GPT-5 Thinking", "Gemini 2.5 Pro Deep Think", "GPT-2 Small"
# (not "Llama Large Language Models"), and an image encoder's vision transformer.
SPACED_VARIANT = (r"(?:Thinking|Pro|Flash|Turbo|Lite|Ultra|Nano|Omni|Instruct|Chat|Preview|Deep Think|Mini|Coder|Codex|"
                  r"Sonnet|Opus|Haiku|Cased|Uncased|Code|Deep Research|OCR|VL|Math|Guard|Vision|"
                  rf"{_ENCODER_VIT}|"
                  r"(?:Large|Small|Base|Medium|Tiny)(?! (?:[Ll]anguage|[Mm]ultimodal|[Vv]ision|[Rr]easoning|[Mm]odels)))")
# A version after a space, of one or two digits: "Clay v1.5", "UltraChat v2" (not "V100").
SPACED_VERSION = r" [vV]\d{1,2}(?:\.\d+)?"
# A slash before a capitalised word of three letters or more separates two names ("CLIP/SigLIP",
# "GPT-4/GPT-4o"); before a size, a letter or a variant word it opens a variant ("ViT-B/16", "Qwen2.5-3B/7B",
# "ViT-Base/Large").
_SLASH_NAME = (r"(?<=[A-Za-z0-9]/)(?=[A-Z][A-Za-z]{2})(?!(?:Base|Large|Small|Tiny|Medium|Huge|Pro|Flash|Chat|Instruct|"
               r"Thinking|Mini|Nano|Lite|Plus|Max|Ultra|Turbo|Coder|Vision)(?![A-Za-z]))")
# Every pattern opens with a lookahead for what its matches need first (a capital, then a separator or a
# digit): the scan then skips most of the text fast.
# A family is a name-shaped word: an uppercase letter somewhere, letters and digits, e.g. Qwen2.5, GPT2, ViT.
_FAMILY = r"(?:[A-Z][A-Za-z]*[a-z][A-Za-z]*\d*(?:\.\d+(?:VL)?)?|[A-Z]{2,}[a-z]?\d*(?:\.\d+)?|[A-Z][a-z]+[A-Z][A-Za-z]*\d*|[A-Z]\d+)"
MODEL_NAME = re.compile(   # the lookahead: a separator right after the word, which every match needs
    rf"(?=[A-Z][A-Za-z0-9.]*(?:[-/_]|[ ]v?\d|[ ]{SPACED_VARIANT}))(?:(?<![\w\-/.{{}}])|{_SLASH_NAME})"
    rf"(?!(?:Sub|Over|Under|Non|Multi|Pre|Post|Up)-)(?P<family>{_FAMILY})"   # "Sub-1B models" is a size range
    rf"(?P<tail>(?:[-_ ]v?\d+(?:\.\d+)*(?:n(?= E\d))?(?=[-/ ]))?(?:(?:-|/(?!{_SLASH_NAME})|_)(?:{_PART})"
    rf"| (?:{SPACED_VARIANT})(?: \d{{1,2}}(?:\.\d)?(?=[\s,;:)]|\.(?!\d)|$))?"
    rf"| E?\d+(?:\.\d+)?B(?=[\s,;:)]|-(?!\d)|\.(?!\d)|$))+)"   # "Gemma 3 4B-it", not a range: "Qwen3 8B-14B"
    rf"(?![\w{{}}]|-(?!{_MODIFIER_SUFFIX})|/\d|\.\d)"   # "Llama-3-8B-based" names Llama-3-8B
)
# A known family with its version glued on: YOLOv8s, YOLOv11n, ResNet50, GPT4o.
_GLUED_VERSION = re.compile(r"(?=[A-Z][A-Za-z]*\d)(?<![\w\-/.])(?P<family>[A-Z][A-Za-z]*?[A-Za-z])"
                            r"(?P<tail>(?<=[a-z])[A-Z]\d{1,2}|v?\d+(?:\.\d+)?(?:[a-z]|[NSMLX])?)"   # "YOLOv12L"
                            r"(?![\w\-]|\.\d)")   # "EfficientNetB7" too
# A known family with a list of versions: "YOLOv5/v7", "Qwen2/2.5", "YOLO architectures (v8, v9, v10, and v11)".
_VERSION = r"v\d+(?:\.\d+)?"
_VERSION_LIST = re.compile(
    rf"(?=[A-Z])(?<![\w\-/.])(?P<family>[A-Z][A-Za-z]*?[A-Za-z])(?:(?P<glued>v?\d+(?:\.\d+)?(?:/v?\d+(?:\.\d+)?)+)"
    r"(?P<suffix>-VL)?(?![\w\-/]|\.\d)|"   # "Qwen2/2.5/3-VL": each version's VL model
    rf"(?:[ -](?:architectures?|models?|variants?|versions?|series|famil(?:y|ies)))?\s*\((?P<listed>{_VERSION}"
    rf"(?:\s*,\s*(?:and\s+|or\s+)?{_VERSION})*,?\s+(?:and|or)\s+{_VERSION}|{_VERSION}(?:\s*,\s*{_VERSION})+)\))")
# A known family, with its version or parts, and in brackets the sizes a paper runs: "Qwen3 (0.6B, 1.7B, 4B)",
# "LLaVA-1.5 (7B/13B)", "Llama2 models (7B, 13B, and 70B)", "Qwen2.5-VL (3B, 7B)", "Pythia (160M, 1.4B)"; a part is
# no modifier ("Qwen2.5-based (7B)", "GPT-style", "LLM-as-a-Judge").
_NOT_A_PART = rf"(?i:based|sized|ish|as|{MODIFIER_SUFFIXES})(?![A-Za-z])"
_BRACKETED_SIZES = re.compile(
    r"(?=[A-Z])(?<![\w\-/.])(?P<family>(?P<base>[A-Z][A-Za-z]*[A-Za-z])(?:[- ]?\d{1,2}(?:\.\d+)?)?"
    rf"(?:-(?!{_NOT_A_PART})[A-Za-z](?:[\w.]*[A-Za-z0-9])?)*)"
    r"(?:[\s-](?:models?|variants?|series|backbones?|family|checkpoints?|sizes?)){0,2}\s*\("
    r"(?P<listed>\d+(?:\.\d+)?[BM](?:(?:\s*[,/]\s*|\s*,?\s+(?:and|or)\s+)\d+(?:\.\d+)?[BM])+)\)"
    r"(?![^.;]{0,60}?\b(?:param\w*|FLOPs?|GFLOPs?|MACs?)\b)")   # not counts: "VGG16 (138M, 15.5B) in parameters"
SIZE_ALONE = re.compile(r"\d+(?:\.\d+)?[BM]")   # a size without its family: "270M" in "Gemma 3 (270M, 1B)"
# A known family with a dotted version after a space: "SAM 2.1", "Qwen 2.5".
_SPACED_VERSION = re.compile(r"(?=[A-Z][A-Za-z]*\d* [1-9])(?<![\w\-/.])(?P<family>[A-Z][A-Za-z]*\d*) [1-9]\d?\.\d{1,2}"
                             r"(?![\w\-%]|\.\d)")   # not a score: "ColPali 0.745"
# A checkpoint id as a model hub writes it, in lower case, with its size: "llama-3.2-1b-instruct", "gemma-2-2b-it".
# or as a local runtime tags it, the size after a colon: "gpt-oss:120b", "llama3.1:8b".
# ... or an API's id, a known family with a version and no size: "gemini-2.5-flash", "claude-opus-4-6", "gpt-5.5".
_LOWERCASE_VERSION = re.compile(r"(?=[a-z])(?<![\w\-/.])(?P<family>[a-z]+)(?P<tail>(?:-[a-z]+)*-\d+(?:\.\d+)*[a-z]?"
                                r"(?:-[a-z0-9]+(?:\.\d+)*)*)(?![\w\-]|\.\d)")
_LOWERCASE_ID = re.compile(r"(?=[a-z])(?<![\w\-/.])(?P<family>[a-z]+(?:\d+(?:\.\d+)?)?)"
                           r"(?P<tail>(?:-(?:[a-z]+|\d+(?:\.\d+)*))*?[-:]\d+(?:\.\d+)?[bm](?:-[a-z0-9]+(?:\.\d+)*)*)(?![\w\-])")
# What each lowercase name must hold, looked for first, as most abstracts hold neither: a size, a dashed number.
_LOWERCASE_SIZE = re.compile(r"[-:]\d+(?:\.\d+)?[bm]")
_LOWERCASE_DASHED_NUMBER = re.compile(r"[a-z]-\d")
_PARAMETERS_AFTER = re.compile(r"(?=[^;]{0,30}\bparam)")
_COUNT_ONLY = re.compile(rf"-{_THOUSANDS}$")
_SPACED_SIZE = re.compile(r" \d+(?:\.\d+)?B")
_SIZE_ONLY = re.compile(rf"(?:{_SIZE}|\{{[^{{}}]*\}})")
_BRACE = re.compile(r"\{([^{}]*)\}")
_LAST_SIZE = re.compile(r"[ -](?P<size>\d+(?:\.\d+)?B)$")
_LISTED_SIZE = re.compile(r"(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)-?(?P<size>\d+(?:\.\d+)?B)(?![\w\-]|\.\d)"
                          rf"(?!\s+(?:[a-z]+-)?(?:{COUNTED_NOUNS})\b)")
_SIZE_LIST = re.compile(rf"(?<![\w./])(?:{_SIZE}(?:/{_SIZE})+|\d{{1,3}}(?:\.\d+)?(?:/\d{{1,3}}(?:\.\d+)?)+)(?![\w./])")


@dataclass(frozen=True)
class ModelName:
    """A matched model name: offsets of the whole match, the family text and the expanded names; a size listed after
    its family also has the family's offsets, where its role is read ("Qwen3" for "4B" in "using Qwen3 (0.6B, 4B)")."""

    start: int
    end: int
    text: str
    family: str
    names: tuple[str, ...]
    family_span: tuple[int, int] | None = None


# What a size or variant adds to a new name: "FastSHADE-XL", "SDD-YOLO-n", "HINT-14B", "PortBERT-Large",
# "MiroThinker-H1".
_VARIANT_TAIL = re.compile(rf"(?:-(?:{_SIZE}|[SMLXBTHNsmlxn]|(?!L[0-2])[A-Z]\d|XXS|XS|XL|XXL|Ti|"
                           r"(?i:Tiny|Small|Base|Large|Huge|Lite|Mini|Nano|Pico|Pro|Max|Plus|Flash|Ultra|Turbo|"
                           rf"Instruct|Chat))|{SPACED_VERSION})"
                           r"(?![\w\-+]|\.\d)")   # not the norm of "FooNet-L2 regularization"


def variants_of(text: str, name: str, tail_pattern: re.Pattern[str] = _VARIANT_TAIL) -> list[tuple[int, int]]:
    """Spans of ``name`` with a size or variant tail (or another ``tail_pattern``) in ``text``: the model variants
    of a new name.

    >>> t = "FastSHADE-M runs on phones; FastSHADE-XL is best. FastSHADE-based pipelines, FastSHADE v2 and FastSHADE-Net."
    >>> [t[s:e] for s, e in variants_of(t, "FastSHADE")]
    ['FastSHADE-M', 'FastSHADE-XL', 'FastSHADE v2']
    >>> t = "MiroThinker-H1 and MiroThinker-Pro beat MiroThinker-H100; MiroThinker-lite is small."
    >>> [t[s:e] for s, e in variants_of(t, "MiroThinker")]
    ['MiroThinker-H1', 'MiroThinker-Pro', 'MiroThinker-lite']
    """
    spans, start = [], text.find(name)
    while start >= 0:   # str.find and one compiled tail: a pattern per name would be compiled per paper
        tail = tail_pattern.match(text, start + len(name))
        if tail and not (start and (text[start - 1].isalnum() or text[start - 1] in "_-")):
            spans.append((start, tail.end()))
        start = text.find(name, start + 1)
    return spans


def expand_sizes(text: str) -> list[str]:
    """Expand a slash list of sizes or of numbers: each takes the first one's place.

    >>> expand_sizes("Qwen2.5-3B/7B-Instruct"), expand_sizes("ResNet-18/50"), expand_sizes("ViT-B/16")
    (['Qwen2.5-3B-Instruct', 'Qwen2.5-7B-Instruct'], ['ResNet-18', 'ResNet-50'], ['ViT-B/16'])
    >>> expand_sizes("GPT-3.5/4"), expand_sizes("Claude 3.5/3.7 Sonnet"), expand_sizes("Gemini 3/3.1 Flash/Pro")
    (['GPT-3.5', 'GPT-4'], ['Claude 3.5 Sonnet', 'Claude 3.7 Sonnet'], ['Gemini 3/3.1 Flash/Pro'])
    """
    match = _SIZE_LIST.search(text)
    names = [text[:match.start()] + size + text[match.end():] for size in match.group().split("/")] if match else []
    return [text] if not names or any("/" in name for name in names) else names   # not half of "3/3.1 Flash/Pro"


def expand_braces(text: str) -> list[str]:
    """Expand one level of comma-separated brace lists.

    >>> expand_braces("Qwen2.5-{0.5B,3B,7B}-Instruct")
    ['Qwen2.5-0.5B-Instruct', 'Qwen2.5-3B-Instruct', 'Qwen2.5-7B-Instruct']
    """
    match = _BRACE.search(text)
    if not match:
        return [text]
    options = [o.strip() for o in match.group(1).split(",") if o.strip()]
    head, tail = text[:match.start()], text[match.end():]
    return [name for option in options for name in expand_braces(head + option + tail)]


def find_model_names(text: str, known_families: frozenset[str]) -> list[ModelName]:
    """Model-name matches in ``text``.

    A match counts when its family is a known model label (case-folded) or its tail carries a size
    (``-8B``, ``-360M``), so "GPT-based" or "COVID-19" are not models; a count (``-130K``) is a size only where
    one of the name's occurrences gives it in parameters.

    >>> [m.names for m in find_model_names("fine-tune Qwen3-8B and LLaMA-3-8B", frozenset({"qwen3", "llama"}))]
    [('Qwen3-8B',), ('LLaMA-3-8B',)]
    >>> [m.names for m in find_model_names("YOLOv8s, YOLOv11n, EfficientNetB7 and COVID19", frozenset({"yolo", "efficientnet"}))]
    [('YOLOv8s',), ('YOLOv11n',), ('EfficientNetB7',)]
    >>> [m.names for m in find_model_names("LLaDA2.0-mini and LLaDA2.0-flash models", frozenset({"llada"}))]
    [('LLaDA2.0-mini',), ('LLaDA2.0-flash',)]
    >>> t = "GPT-5 Thinking beats Gemini 2.5 Pro Deep Think and Claude Sonnet"
    >>> [m.names for m in find_model_names(t, frozenset({"gpt", "gemini", "claude"}))]
    [('GPT-5 Thinking',), ('Gemini 2.5 Pro Deep Think',), ('Claude Sonnet',)]
    >>> [m.names for m in find_model_names("Gemma 3 4B-it, Qwen2.5 7B-Instruct", frozenset({"gemma", "qwen2.5"}))]
    [('Gemma 3 4B-it',), ('Qwen2.5 7B-Instruct',)]
    >>> [m.names for m in find_model_names("Qwen3 8B-14B models", frozenset({"qwen3"}))]   # a range of sizes
    []
    >>> t = "Claude Opus 4.8, LuckyStar 111B, Table 7B and MoE 30B. GPT-5 and Claude Opus 4.8."
    >>> [m.names for m in find_model_names(t, frozenset({"claude", "gpt"}))]
    [('Claude Opus 4.8',), ('LuckyStar 111B',), ('GPT-5',), ('Claude Opus 4.8',)]
    >>> [m.names for m in find_model_names("YOLOv5/v7 and YOLO models (v8, v9, and v10)", frozenset({"yolo"}))]
    [('YOLOv5', 'YOLOv7'), ('YOLOv8', 'YOLOv9', 'YOLOv10')]
    >>> [m.names for m in find_model_names("Qwen2/2.5, ResNet18/50 and Tokyo24/7", frozenset({"qwen", "resnet"}))]
    [('Qwen2', 'Qwen2.5'), ('ResNet18', 'ResNet50')]
    >>> [m.names for m in find_model_names("llama-3.2-1b-instruct, gemma-2-2b-it. covid-19b", frozenset({"llama", "gemma"}))]
    [('llama-3.2-1b-instruct',), ('gemma-2-2b-it',)]
    >>> [m.names for m in find_model_names("gpt-oss:120b, llama3.1:8b and MiniCPM-o-4.5", frozenset({"gpt", "llama", "minicpm"}))]
    [('gpt-oss:120b',), ('llama3.1:8b',), ('MiniCPM-o-4.5',)]
    >>> t = "gemini-2.5-flash, claude-opus-4-6 and covid-19"
    >>> [m.names for m in find_model_names(t, frozenset({"gemini", "claude"}))]
    [('gemini-2.5-flash',), ('claude-opus-4-6',)]
    >>> [m.names for m in find_model_names("GPT-5.2-high beats GPT-5-mini-low", frozenset({"gpt"}))]
    [('GPT-5.2-high',), ('GPT-5-mini-low',)]
    >>> t = "GPT-4/GPT-4o, ViT-B/16, ViT-Base/Large and CLIP/SigLIP-2B"
    >>> [m.names for m in find_model_names(t, frozenset({"gpt", "vit"}))]
    [('GPT-4',), ('GPT-4o',), ('ViT-B/16',), ('ViT-Base/Large',), ('SigLIP-2B',)]
    """
    found = _version_lists(text, known_families)
    for match in MODEL_NAME.finditer(text):
        if any(m.start < match.end() and match.start() < m.end for m in found):
            continue
        family, tail = match.group("family"), match.group("tail")
        known = _known_family(family, known_families)
        if not known and not _SIZE_ONLY.search(tail) and not (_COUNT_ONLY.search(tail) and any(
                _PARAMETERS_AFTER.match(text, m.end())
                for m in re.finditer(rf"(?<![\w-]){re.escape(match.group())}(?![\w-])", text))):
            continue   # a count is a size where one of the name's occurrences gives it in parameters
        if tail.startswith(" ") and not known and not (_SPACED_SIZE.fullmatch(tail) and COINED.search(family)
                                                       and len(family) > 4):
            continue   # a new family only with a size, and only a coined name: "LuckyStar 111B", not "MoE 30B"
        names = tuple(name for braced in expand_braces(match.group()) for name in expand_sizes(braced))
        found.append(ModelName(match.start(), match.end(), match.group(), family, names))
    found += _more_sizes(text, found) + _bracketed_sizes(text, known_families, found)
    for match in _SPACED_VERSION.finditer(text):
        if match["family"].casefold() in known_families and not any(
                m.start < match.end() and match.start() < m.end for m in found):
            found.append(ModelName(match.start(), match.end(), match.group(), match["family"], (match.group(),)))
    lowercase = [*(_LOWERCASE_ID.finditer(text) if _LOWERCASE_SIZE.search(text) else ()),
                 *(_LOWERCASE_VERSION.finditer(text) if _LOWERCASE_DASHED_NUMBER.search(text) else ())]
    for match in lowercase:
        if _known_family(match["family"], known_families) and not any(m.start < match.end() and match.start() < m.end for m in found):
            found.append(ModelName(match.start(), match.end(), match.group(), match["family"], (match.group(),)))
    for match in _GLUED_VERSION.finditer(text):
        if match["family"].casefold() in known_families and not any(
                m.start < match.end() and match.start() < m.end for m in found):
            found.append(ModelName(match.start(), match.end(), match.group(), match["family"], (match.group(),)))
    return sorted(found, key=lambda m: m.start)


def _more_sizes(text: str, found: list[ModelName]) -> list[ModelName]:
    """The further sizes listed after a model name that ends in one: "LLaVA-1.5 7B and 13B" names LLaVA-1.5 13B
    too, written "13B".

    >>> t = "LLaVA-1.5 7B and\\n13B, Qwen2.5-3B, 7B, and 14B, then Llama-3-8B and 4B images; Gemma-2-2B and -9B."
    >>> [m.names for m in _more_sizes(t, find_model_names(t, frozenset({"llava", "qwen2.5", "llama", "gemma"})))]
    [('LLaVA-1.5 13B',), ('Qwen2.5-7B',), ('Qwen2.5-14B',), ('Gemma-2-9B',)]
    """
    more = []
    for model in found:
        size = _LAST_SIZE.search(model.text) if len(model.names) == 1 else None
        end = model.end
        while size and (listed := _LISTED_SIZE.match(text, end)):
            name = model.text[:size.start("size")] + listed["size"]
            more.append(ModelName(listed.start("size"), listed.end("size"), listed["size"], model.family, (name,)))
            end = listed.end()
    return more


def _bracketed_sizes(text: str, known_families: frozenset[str], found: list[ModelName]) -> list[ModelName]:
    """The sizes listed in brackets after a known family with its version or parts (or alone, where the vocabulary
    knows each sized model), each the model of that size.

    >>> t = "Qwen3 backbones (0.6B/1.7B/4B), Llama2 (7B, 13B, and 70B), Stage2 (3B, 7B) and LLMs (7B, 8B)"
    >>> [(t[m.start:m.end], m.names) for m in _bracketed_sizes(t, frozenset({"qwen", "llama", "llms"}), [])]
    [('0.6B', ('Qwen3-0.6B',)), ('1.7B', ('Qwen3-1.7B',)), ('4B', ('Qwen3-4B',)), ('7B', ('Llama2-7B',)), \
('13B', ('Llama2-13B',)), ('70B', ('Llama2-70B',))]
    """
    listed = []
    for match in _BRACKETED_SIZES.finditer(text):
        sizes = list(SIZE_ALONE.finditer(text, match.start("listed"), match.end("listed")))
        # a family word alone names its sizes only where the vocabulary knows each: "Pythia (160M, 1.4B)", not "LLaMA
        # models (1B, 3B, 8B)" (sizes of several generations) nor "LLMs (7B, 70B)"
        if match["base"].casefold() not in known_families or match["family"] == match["base"] and not all(
                f"{match['family']}-{size.group()}".casefold() in known_families for size in sizes):
            continue
        joint = " " if " " in match["family"] else "-"   # "Gemma 3 270M", "Qwen3-0.6B"
        for size in sizes:
            if not any(m.start < size.end() and size.start() < m.end for m in found):
                listed.append(ModelName(size.start(), size.end(), size.group(), match["family"],
                                        (f"{match['family']}{joint}{size.group()}",), match.span("family")))
    return listed


def _known_family(family: str, known_families: frozenset[str]) -> bool:
    """A known family, or one with its version glued on: "LLaDA2.0" in "LLaDA2.0-mini".

    >>> _known_family("LLaDA2.0", frozenset({"llada"})), _known_family("COVID19", frozenset({"llada"}))
    (True, False)
    """
    return (family.casefold() in known_families
            or re.sub(r"v?\d+(?:\.\d+)?$", "", family).casefold() in known_families)


def _version_lists(text: str, known_families: frozenset[str]) -> list[ModelName]:
    """Known families followed by a list of their versions, one name per version."""
    found = []
    for match in _VERSION_LIST.finditer(text):
        family = match["family"]
        if family.casefold() not in known_families:
            continue
        versions = re.findall(r"\d+(?:\.\d+)?", match["glued"] or match["listed"])
        marker = "" if match["glued"] and "v" not in match["glued"] else "v"   # "ResNet18/50", "YOLOv5/v7"
        names = tuple(f"{family}{marker}{version}{match['suffix'] or ''}" for version in versions)
        found.append(ModelName(match.start(), match.end(), match.group(), family, names))
    return found
