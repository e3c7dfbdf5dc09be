"""Hardware mentions beyond plain vocabulary matches: qualifiers and kind words that belong to a mention, product
numbers after a known line, chips named by maker and code, and qualifiers whose head a coordinated phrase gives.

Each function takes and returns candidates for the pipeline's text.
"""
from __future__ import annotations

import re
from dataclasses import replace

from ..identity import mint_concept_iri
from ..vocab import Vocabulary
from .candidates import Candidate
from .cues import MODIFIER_SUFFIXES

# Words that qualify a hardware class and belong to its mention: "low-power accelerators", "resource-constrained
# edge devices", "integer-based accelerator", "dedicated GPU" (at most two, right before the class); not a verb
# ("we co-design FPGA accelerators", "re-train GPU kernels").
_HARDWARE_MODIFIER = re.compile(r"(?:(?<![\w\-])(?:(?!(?:co|re|fine|pre|post|de|un)-[a-z]+(?<!ed)(?<!ing)\s)"
                                r"[a-z]+(?:-[a-z0-9]+)+|dedicated|specialized|specialised|custom|"
                                r"heterogeneous|embedded|programmable|reconfigurable|neuromorphic|commodity|"
                                r"consumer|low-end|high-end|on-device|multicore|manycore|gaming|portable)\s+){1,2}$")
# A qualifier or vendor whose head the next coordinated phrase gives: "mobile and edge devices", "edge or cloud
# GPUs", "NVIDIA and AMD GPUs", "mobile, embedded, and edge devices" (a list of qualifiers).
_QUALIFIER = r"mobile|edge|embedded|IoT|wearable|NVIDIA|Nvidia|AMD|Intel|Apple|Qualcomm|Huawei"
_LISTED = rf"(?:{_QUALIFIER}|cloud|server|desktop)"
_ELIDED_HEAD = re.compile(rf"(?<![\w\-])(?P<word>{_QUALIFIER})-?(?=(?:,\s*{_LISTED}\b){{0,8}}"
                          rf"(?:(?:\s+(?:and|or|&)\s+|\s*/\s*)(?:[\w-]+\s+){{1,2}}?|,\s+(?:and|or)\s+{_LISTED}\s+)"
                          r"(?P<head>devices?|platforms?|hardware|GPUs?|CPUs?|processors?|NPUs?|accelerators?)\b)")
# Named machines listed before their kind word: "the Polaris, Sunspot, and Frontier supercomputers".
_LISTED_MACHINE = re.compile(r"(?<![\w\-])(?P<word>[A-Z][A-Za-z]+)(?=(?:,\s*[A-Z][A-Za-z]+){0,6},?\s+(?:and|or)\s+"
                             r"[A-Z][A-Za-z]+\s+(?P<head>supercomputer)s\b)")
# A device class, and a chip class that can sit in one: "laptop CPU", "PC CPU", "laptop SoC".
_DEVICE = re.compile(r"(?:^|\s)(?:laptop|notebook|desktop|PC|smartphone|phone|workstation|IoT device)s?$", re.I)
_CHIP = re.compile(r"(?:CPU|GPU|SoC|NPU|TPU)s?")
# A numbered GPU or CPU and its kind word, a memory size between: "RTX 3090 GPU", "NVIDIA A800-80GB GPU",
# "Jetson Orin Nano 8GB GPU" (an "NPU" after a board may be hardware of its own).
_PRODUCT_KIND = re.compile(r"[GC]PUs?")
_DIGIT = re.compile(r"\d")
# A product's name, not a class's: capitalised, with a digit or a lowercase word part in it ("A100", "Jetson Nano";
# not "RISC-V", "TPUs", "mobile devices").
_PRODUCT = re.compile(r"[A-Z\d](?=[^\n]*(?:\d|[a-z]{2}))")
# A kind written in Title Case right after a product belongs to its name: "Hailo-8 AI Accelerator".
_TITLE_CASE_KIND = re.compile(r"(?:[A-Z][A-Za-z]*\s)*[A-Z][a-z]+s?")
# A class's label ends in a lowercase noun ("AI accelerator", "mobile device"), a product's does not ("Hailo-8").
_CLASS_LABEL = re.compile(r"(?:^|\s)[a-z][a-z\-]*$")
_QUALIFIERS = re.compile(r"[a-z][a-z\-]*(?: [a-z][a-z\-]*)*")   # "consumer", "ultra-low-power", "mobile edge"
_MEMORY_SIZE = re.compile(r"[- ]\d+\s?[GT]B\s+")
_MEMORY_BEFORE = re.compile(r"(?<![\w.\-])\d+(?:\.\d+)?\s?[GT]B\s+$")
_MEMORY_AFTER = re.compile(r"\s+(?:memory|VRAM|RAM)\b")
_SPACE = re.compile(r"\s+")
_MODIFIER_STOP = re.compile(r"(?:state-of-the-art|off-the-shelf|end-to-end|so-called|well-known|widely-used)\b")
# What a product name adds to its line's name: "Raspberry Pi" + " 5", "NVIDIA Jetson" + " AGX Xavier", "TPU" + " v4".
# "9700X", "i9-13900K", "p5000", "S25+", "S24 Ultra"; not "8GB" nor a multiplier ("x1000")
_MODEL_NUMBER = re.compile(r" (?:(?:[a-z]\d-|[a-wyz])?\d{3,}[A-Za-z]*|[A-Z]\d{1,3}\+?(?: (?:Ultra|Pro|Plus|Max|FE))?)"
                           r"(?![\w\-+]|\.\w)")
# A numbered product's tier after it: "iPhone 11" + " Pro", "Galaxy S24" + " Ultra".
_PRODUCT_TIER = re.compile(r" (?:Pro(?: Max| XL)?|Plus|Ultra|Max|mini|FE|XL)(?![\w\-+])")
# A card's number before "GPU", or before "GPUs" after a small count or with "Ti": "the 4060 GPU", "8 4090 GPUs",
# "2080ti GPUs" (not "sharded over 4080 GPUs", a count).
_BARE_GEFORCE = re.compile(r"(?<![\w.\-])(?P<code>[1-5]0[5-9]0(?: ?[Tt]i)?)\s+GPU\b(?!s)"
                           r"|(?<=\d)\s*[×x*]?\s*(?P<counted>[1-5]0[5-9]0(?: ?[Tt]i)?)\s+GPUs\b"
                           r"|(?<![\w.\-])(?P<ti>[1-5]0[5-9]0 ?[Tt]i)\s+GPUs\b")
_GEFORCE_VENDOR = re.compile(r"(?<![\w\-])(?:(?:NVIDIA|Nvidia) (?:GeForce )?|GeForce )$")
_ISA = re.compile(r"(?<![\w\-])(?:RISC-V|x86(?:-64)?)(?![\w\-])")
_DEVICE_KIND_TAIL = re.compile(r"\s+(?:GPU|SoC|[Mm]odule|[Bb]oard|[Pp]latform)s?$")
# A coined name "Arm" leads ("ARM-Thinker", "Arm-Decoupled"), not a modifier ("ARM-optimized") nor a core ("ARM-M4").
_JOINED_AFTER = re.compile(rf"-(?!(?:{MODIFIER_SUFFIXES}|based|[A-Z]\d)(?![\w-]))[A-Za-z]")
_LIMB_BEFORE = re.compile(r"\b(?:Robot|Robotic|Best|Dual|Single|Multi|Bi|Two|C|Left|Right|Prioritized|Bandit|Optimal|"
                          r"Franka|Prosthetic|Humanoid|Mechanical|Continuum)[\s-]$")
# A kind of accelerator's name ends in the word ("CNN accelerator", "Cambricon accelerator"), and a qualifier makes
# one software ("training-free accelerators")
_ACCELERATOR_END = re.compile(r"[Aa]ccelerators?$")
_SOFTWARE_QUALIFIER = re.compile(r"(?:training-free|tuning-free|plug-and-play)\s", re.I)
_ON_DEVICE = re.compile(r"(?<![\w\-])on-device(?![\w\-])", re.I)
# "the edge" as a place computation runs: "inference at the edge", "runs on the edge" (not "the edge of a graph")
_AT_THE_EDGE = re.compile(r"\b(?:at|on|to|towards?) the (?P<edge>edge)(?![\w\-])(?!\s+(?:of|between)\b)", re.I)
_DEPLOYMENT = re.compile(r"(?:on[- ])?(?P<device>edge|mobile)[- ]deployments?", re.I)
_PRODUCT_SUFFIX = re.compile(r" (?:\d|v\d|[A-Z])(?:(?!\b(?:Extensions?|Cores?|CPUs?|GPUs?|SoCs?|Vector|Cluster|Server)\b)[^,;()])*")

# A chip maker's name and a product code, with the kind of chip after it: "Qualcomm SA8295P SoC",
# "Rockchip RK3568 NPU", "Xilinx VCK190 FPGA", "AMD MI350X".
_VENDOR_PRODUCT = re.compile(
    r"(?<![\w\-])(?:Qualcomm|MediaTek|Rockchip|HiSilicon|Ambarella|Xilinx|AMD|Intel|NVIDIA|Nvidia|Apple|Allwinner|"
    r"Kendryte|SpacemiT|SiFive|Espressif|Renesas|NXP|Infineon|STMicroelectronics|Hailo|Sophgo|Cambricon|Graphcore|"
    r"Cerebras|Groq|Tenstorrent|Unisoc|Syntiant|GreenWaves|Lattice|Microchip)\s+"
    r"(?P<code>[A-Z][A-Za-z]{0,3}\d{1,5}[A-Za-z]{0,3}(?:-[A-Z0-9]{1,4})?|i[3579]-\d{4,5}[A-Z]{0,2})"   # "i7-1355U"
    r"(?:\s+(?:SoC|GPU|CPU|NPU|FPGA|MCU|DSP|TPU)s?)?(?![\w\-])")


def _vendor_products(text: str) -> list[tuple[int, int, int, int]]:
    """Chips named by their maker and a product code, as (start, end, code start, code end); whether the
    vocabulary knows the product is the caller's check.

    >>> t = "A case study on the Qualcomm SA8295P SoC and a Rockchip RK3568 NPU, not NVIDIA Nemotron-3."
    >>> [t[s:e] for s, e, _, _ in _vendor_products(t)]
    ['Qualcomm SA8295P SoC', 'Rockchip RK3568 NPU']
    """
    return [(m.start(), m.end(), m.start("code"), m.end("code")) for m in _VENDOR_PRODUCT.finditer(text)]


def hardware_candidates(text: str, candidates: list[Candidate], vocabulary: Vocabulary) -> list[Candidate]:
    """Hardware the vocabulary matches miss: a qualifier whose head the coordinated phrase gives ("mobile and
    edge devices" names mobile devices too), a known machine listed before its kind ("the Polaris and Frontier
    supercomputers"), a GeForce card named by its number alone ("the 4060 GPU"), and a chip named by its maker and
    a code of three digits or a kind word after it, where no known name among ``candidates`` covers the code
    ("Qualcomm SA8295P SoC", not "Apple MM1", a model)."""
    found = []
    # "mobile and edge devices" names mobile devices too, "NVIDIA and AMD GPUs" NVIDIA GPUs
    for elided in (*_ELIDED_HEAD.finditer(text), *_LISTED_MACHINE.finditer(text)):
        iris = vocabulary.lookup(f"{elided['word']} {elided['head']}", "Hardware")
        if iris:
            concept = vocabulary.concepts[iris[0]]
            found.append(Candidate(elided.start("word"), elided.end("word"), "Hardware", concept.iri,
                                   concept.pref_label, "vocabulary", generic=concept.generic))
    for bare in _BARE_GEFORCE.finditer(text):   # "the 4060 GPU", "2080ti GPUs": a GeForce card by its number
        group = next(name for name in ("code", "counted", "ti") if bare[name])
        code = bare[group].replace(" ", "").replace("ti", "Ti").replace("Ti", " Ti")
        iris = vocabulary.lookup(f"RTX {code}", "Hardware") or vocabulary.lookup(f"GTX {code}", "Hardware")
        if iris:
            concept = vocabulary.concepts[iris[0]]
            vendor = _GEFORCE_VENDOR.search(text, max(0, bare.start(group) - 16), bare.start(group))   # "NVIDIA 3090"
            found.append(Candidate(vendor.start() if vendor else bare.start(group), bare.end(), "Hardware",
                                   concept.iri, concept.pref_label, "vocabulary"))
    for start, end, code_start, code_end in _vendor_products(text):
        kind = end > code_end or len(_DIGIT.findall(text, code_start, code_end)) >= 3   # not "Apple MM1"
        if kind and not any(c.iri in vocabulary.concepts and c.start < code_end and code_start < c.end
                            for c in candidates):
            name = text[start:code_end]   # "Qualcomm SA8295P", with or without "SoC" after it
            found.append(Candidate(start, end, "Hardware", mint_concept_iri("Hardware", name), name,
                                   "hardware-product"))
    return found


def with_hardware_modifiers(chosen: list[Candidate], text: str) -> list[Candidate]:
    """Hardware mentions widened over the qualifying words right before them, when no other mention has them;
    a chip after the device it sits in takes the device's word ("a laptop CPU" is a CPU), a product takes its
    kind's ("an RTX 3090 GPU" is the RTX 3090)."""
    result: list[Candidate] = []
    for index, candidate in enumerate(chosen):
        before = result[-1] if result else None
        if before and before.cls == candidate.cls == "Hardware" and _CHIP.fullmatch(text, candidate.start,
                                                                                     candidate.end):
            if _DEVICE.search(text[before.start:before.end]) and not text[before.end:candidate.start].strip():
                result[-1] = replace(candidate, start=before.start)
                continue
            sized = _MEMORY_SIZE.fullmatch(text, before.end, candidate.start)
            if _PRODUCT_KIND.fullmatch(text, candidate.start, candidate.end) and (sized or _is_product(
                    before, text) and _SPACE.fullmatch(text, before.end, candidate.start)):
                result[-1] = replace(before, end=candidate.end)   # "NVIDIA A800-80GB GPU" is the A800
                continue
        if (before and before.cls == candidate.cls == "Hardware" and _is_product(before, text)
                and _TITLE_CASE_KIND.fullmatch(text, candidate.start, candidate.end)
                and _CLASS_LABEL.search(candidate.name)
                and _SPACE.fullmatch(text, before.end, candidate.start)):
            result[-1] = replace(before, end=candidate.end)   # "Hailo-8 AI Accelerator", "... Mobile Platform"
            continue
        if candidate.cls == "Hardware":
            floor = max((c.end for c in chosen[:index] if c.end <= candidate.start), default=0)
            modifier = _HARDWARE_MODIFIER.search(text, max(floor, candidate.start - 60), candidate.start)
            if modifier and not _MODIFIER_STOP.match(modifier.group()):
                candidate = replace(candidate, start=modifier.start())
            memory = _PRODUCT_KIND.fullmatch(text, candidate.start, candidate.end) and _MEMORY_BEFORE.search(
                text, max(floor, candidate.start - 12), candidate.start)
            if memory and not _MEMORY_AFTER.match(text, candidate.end):   # "a 24 GB GPU", not "80 GB GPU memory"
                candidate = replace(candidate, start=memory.start())
        result.append(candidate)
    return result


def _is_product(candidate: Candidate, text: str) -> bool:
    return not candidate.generic and bool(_PRODUCT.match(text, candidate.start, candidate.end))


def with_model_numbers(chosen: list[Candidate], text: str) -> list[Candidate]:
    """A known hardware line followed by a model number is that product, a variant of the line: "AMD Ryzen 7"
    + " 9700X", "Intel Xeon Gold" + " 6248R", "Intel Core" + " i9-13900K"; so is a numbered product followed by
    its tier: "iPhone 11" + " Pro"."""
    result = []
    for candidate in chosen:
        surface = text[candidate.start:candidate.end]
        number = (candidate.cls == "Hardware" and surface.upper() != surface   # a line's name, not "GPU 1000 times"
                  and (_MODEL_NUMBER.match(text, candidate.end)
                       or surface[-1].isdigit() and _PRODUCT_TIER.match(text, candidate.end)))
        if number:
            name = text[candidate.start:number.end()]
            candidate = replace(candidate, end=number.end(), iri=mint_concept_iri("Hardware", name), name=name,
                                rule="hardware-product", family=candidate.iri)
        result.append(candidate)
    return result


def with_isas_inside(chosen: list[Candidate], text: str, vocabulary: Vocabulary) -> list[Candidate]:
    """The instruction set a device's name holds, as a mention of its own: "RISC-V" in "an ultra-low-power
    RISC-V microcontroller" (the guidelines count ISAs apart; "Arm" in "Arm Cortex-A76" is the maker's name)."""
    isas = []
    for candidate in chosen:
        if candidate.cls != "Hardware":
            continue
        for match in _ISA.finditer(text, candidate.start, candidate.end):
            iris = vocabulary.lookup(match.group(), "Hardware")
            if iris and iris[0] != candidate.iri and (match.start(), match.end()) != (candidate.start, candidate.end):
                isas.append(Candidate(match.start(), match.end(), "Hardware", iris[0],
                                      vocabulary.concepts[iris[0]].pref_label, "vocabulary"))
    return sorted(chosen + isas, key=lambda c: (c.start, c.end)) if isas else chosen


def without_limbs(chosen: list[Candidate], text: str) -> list[Candidate]:
    """Without "Arm" where it is a robot's or a bandit's arm ("Dual-Arm Robot", "C-Arm Imaging", "Robotic Arm",
    "Best Arm Identification", "Chunks as Arms"), or the first part of a coined name ("ARM-Thinker"), not the ISA
    ("ARM-optimized", "Intel-ARM hybrid systems", "an ARM-M4 core").

    >>> text = "Dual-Arm tasks, a Robotic Arm, ARM-Thinker, Arm CPUs, ARM-optimized code, Intel-ARM boards"
    >>> arms = [Candidate(s, s + 3, "Hardware", "hw:arm", "Arm", "vocabulary") for s in (5, 26, 31, 44, 54, 80)]
    >>> [(c.start, text[c.start:c.end]) for c in without_limbs(arms, text)]
    [(44, 'Arm'), (54, 'ARM'), (80, 'ARM')]
    """
    return [c for c in chosen if not (
        c.cls == "Hardware" and text[c.start:c.end] in ("Arm", "ARM", "Arms", "ARMs")
        and (text.endswith("s", c.start, c.end) or _JOINED_AFTER.match(text, c.end)
             or _LIMB_BEFORE.search(text, max(0, c.start - 12), c.start)))]


def deployment_device_words(chosen: list[Candidate], text: str) -> list[Candidate]:
    """In "edge deployment(s)" or "mobile deployment" the hardware is the device word that modifies the deployment,
    as in "GPU memory": the mention is "edge" or "mobile", of the same concept.

    >>> text = "Built for on-edge deployment and Mobile-deployment."
    >>> found = [Candidate(10, 28, "Hardware", "hw:edge-device", "edge device", "vocabulary"),
    ...          Candidate(33, 50, "Hardware", "hw:mobile-device", "mobile device", "vocabulary")]
    >>> [text[c.start:c.end] for c in deployment_device_words(found, text)]
    ['edge', 'Mobile']
    """
    result = []
    for candidate in chosen:
        deployment = candidate.cls == "Hardware" and _DEPLOYMENT.fullmatch(text, candidate.start, candidate.end)
        result.append(replace(candidate, start=deployment.start("device"), end=deployment.end("device"))
                      if deployment else candidate)
    return result


def on_device_alone(chosen: list[Candidate], text: str, vocabulary: Vocabulary) -> list[Candidate]:
    """"On-device" names the hardware a paper runs on, an edge device, where the paper names no other: "supports
    real-time, on-device inference". Beside a named device ("on-device inference on a Jetson Orin Nano") that is
    the device meant, and "on-device" adds nothing."""
    if any(candidate.cls == "Hardware" for candidate in chosen):
        return chosen
    return _with_edge_devices(chosen, [match.span() for match in _ON_DEVICE.finditer(text)], vocabulary, "on-device")


def at_the_edge(chosen: list[Candidate], text: str, vocabulary: Vocabulary) -> list[Candidate]:
    """"The edge" a paper runs at names edge devices: "real-time spike sorting at the edge", "runs most inference on
    the edge"; not "the edge of the graph", nor a place another mention covers."""
    spans = [match.span("edge") for match in _AT_THE_EDGE.finditer(text)
             if not any(c.start < match.end() and match.start() < c.end for c in chosen)]
    return _with_edge_devices(chosen, spans, vocabulary, "at-the-edge")


def _with_edge_devices(chosen: list[Candidate], spans: list[tuple[int, int]], vocabulary: Vocabulary,
                       rule: str) -> list[Candidate]:
    """``chosen`` with the vocabulary's edge device found by ``rule`` at each of ``spans``, in text order."""
    iris = vocabulary.lookup("edge device", "Hardware")
    if not iris or not spans:
        return chosen
    device = vocabulary.concepts[iris[0]]
    found = [Candidate(start, end, "Hardware", device.iri, device.pref_label, rule) for start, end in spans]
    return sorted(chosen + found, key=lambda c: (c.start, c.end))


def products_named_short(chosen: list[Candidate], text: str, vocabulary: Vocabulary) -> list[Candidate]:
    """Hardware named by its product line where the paper names one product of it: "Raspberry Pi" in a paper
    on the "Raspberry Pi 5" is that board, not the line, and so is "Orin GPU" in one on the "Jetson AGX Orin".
    Two products of the line leave the line as it is. A short form names what its long form names: "Raspberry
    Pi (RPi)" is the board too, but "RISC-V Vector Extension (RVV)" stays the extension in a paper on "RVV 1.0"."""
    products: dict[str, set[str]] = {}
    for candidate in chosen:
        if candidate.cls == "Hardware" and candidate.iri in vocabulary.concepts:
            for line in vocabulary.ancestors(candidate.iri):
                products.setdefault(line, set()).add(candidate.iri)
    renamed: dict[str, str] = {}   # line -> product, for the short forms
    result = []
    for candidate in chosen:
        narrower = products.get(candidate.iri, set())
        if candidate.cls == "Hardware" and len(narrower) == 1 and candidate.rule != "abbreviation-short-form":
            product = next(iter(narrower))
            surface = text[candidate.start:candidate.end].casefold()
            # a line's name ending the product's: "Orin GPU" in a paper on the "Jetson AGX Orin" (not "GPU")
            base = _DEVICE_KIND_TAIL.sub("", text[candidate.start:candidate.end])
            # a line's name, "Orin", not a class's: "GPUs", "SoC"
            line_name = base[:1].isupper() and not base.removesuffix("s").isupper() and not _CHIP.fullmatch(base)
            named = [" ".join(text[c.start:c.end].split()) for c in chosen if c.iri == product]
            if any(n.casefold().startswith(surface) and _PRODUCT_SUFFIX.fullmatch(n[len(surface):])
                   or line_name and n.casefold().endswith(" " + base.casefold()) for n in named):
                renamed[candidate.iri] = product
                candidate = replace(candidate, iri=product, name=vocabulary.concepts[product].pref_label)
        result.append(candidate)
    return [replace(c, iri=renamed[c.iri], name=vocabulary.concepts[renamed[c.iri]].pref_label)
            if c.rule == "abbreviation-short-form" and c.iri in renamed else c for c in result]


def accelerators_named_short(chosen: list[Candidate], text: str, vocabulary: Vocabulary) -> list[Candidate]:
    """The general accelerator ("accelerator", "hardware accelerator") in a paper that names one kind of accelerator
    is that one: "an FPGA-based CNN accelerator ... the accelerator reaches 1.2 TOPS" speaks of the CNN accelerator.
    A "training-free" or "plug-and-play" accelerator is software, no hardware ("training-free accelerators for
    diffusion models").

    >>> from kg.vocab import load_vocabulary
    >>> vocabulary = load_vocabulary()
    >>> text = "A CNN accelerator on FPGA. The accelerator is fast, unlike training-free accelerators."
    >>> found = [Candidate(start, end, "Hardware", vocabulary.lookup(label, "Hardware")[0], label, "vocabulary")
    ...          for start, end, label in ((2, 17, "CNN accelerator"), (21, 25, "FPGA"), (31, 42, "accelerator"),
    ...                                    (59, 85, "accelerator"))]
    >>> [(text[c.start:c.end], c.name) for c in accelerators_named_short(found, text, vocabulary)]
    [('CNN accelerator', 'CNN accelerator'), ('FPGA', 'FPGA'), ('accelerator', 'AI accelerator')]
    """
    iris = vocabulary.lookup("accelerator", "Hardware")
    if not iris:
        return chosen
    bare = iris[0]
    kinds = {c.iri for c in chosen if c.cls == "Hardware" and c.iri in vocabulary.concepts
             and bare in vocabulary.ancestors(c.iri) and _ACCELERATOR_END.search(text, c.start, c.end)}
    kind = vocabulary.concepts[kinds.pop()] if len(kinds) == 1 else None
    return [replace(c, iri=kind.iri, name=kind.pref_label) if kind and c.iri == bare else c for c in chosen
            if c.iri != bare or not _SOFTWARE_QUALIFIER.match(text, c.start, c.end)]


def folded_into_class(chosen: list[Candidate], vocabulary: Vocabulary) -> list[Candidate]:
    """A qualified device class takes the concept of the bare class the paper also names: in a paper on "GPU"
    inference, "consumer GPUs" are those GPUs (the mention keeps its words). A qualified class is one whose label
    is lowercase words before its broader class's label ("consumer GPU" under GPU, "mobile NPU" under NPU); a
    product or a vendor's line keeps its concept ("Google Edge TPU", "NVIDIA GPU", "Frontier supercomputer")."""
    named = {c.iri for c in chosen if c.cls == "Hardware"}
    folded = {}
    for iri in named & vocabulary.concepts.keys():
        label = vocabulary.concepts[iri].pref_label
        broader = [b for b in vocabulary.concepts[iri].broader if b in named and any(
            label.endswith(" " + other) and _QUALIFIERS.fullmatch(label[:-len(other) - 1])
            for other in vocabulary.labels(b))]
        if broader:
            folded[iri] = broader[0]
    if not folded:
        return chosen
    return [replace(c, iri=folded[c.iri], name=vocabulary.concepts[folded[c.iri]].pref_label)
            if c.cls == "Hardware" and c.iri in folded else c for c in chosen]
