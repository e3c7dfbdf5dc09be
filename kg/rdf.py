"""Extractions to RDF triples: papers, mention (evidence) nodes, paper-entity links and concepts.

Triples are produced per paper so the graph streams; concepts are accumulated in a small
:class:`ConceptLedger` and written once at the end. No spaCy here.
"""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from rdflib import Literal, URIRef
from rdflib.namespace import DCTERMS, PROV, RDF, RDFS, SKOS, XSD

from . import __version__
from .errors import ExtractionError
from .identity import mention_iri, paper_iri, rule_iri, sentence_iri, venue_iri
from .namespaces import AGENT, FABIO, MLKG, NIF, SCHEMA, SCHEME
from .types import Extraction, Mention
from .vocab import Vocabulary

Triple = tuple[URIRef, URIRef, object]
ROLE_INDIVIDUALS = {"proposed": MLKG.ProposedRole, "used": MLKG.UsedRole, "baseline": MLKG.BaselineRole,
                    "mentioned": MLKG.MentionedRole}
FIELDS = {"abstract": DCTERMS.abstract, "title": DCTERMS.title}
DISCOVERED_SCHEME = SCHEME["discovered"]


def link_predicate(cls: str, role: str) -> URIRef:
    """The paper-to-entity property for an entity class and a role (README: "Links by role").

    >>> str(link_predicate("Dataset", "used")).rsplit("#")[1], str(link_predicate("Hardware", "mentioned")).rsplit("#")[1]
    ('evaluatesOn', 'mentionsHardware')
    """
    if role == "proposed":
        return MLKG.proposes
    if role == "baseline":
        return MLKG.comparesWith
    if cls == "Hardware":
        return MLKG.targetsHardware if role == "used" else MLKG.mentionsHardware
    if cls == "Task":
        return MLKG.addresses
    if cls == "Metric":
        return MLKG.reports
    if role == "used":
        return MLKG.evaluatesOn if cls == "Dataset" else MLKG.uses
    return MLKG.mentions


def paper_roles(mentions: tuple[Mention, ...]) -> dict[str, set[str]]:
    """Concept IRI -> the roles its mentions show; "mentioned" only when nothing stronger was seen."""
    roles: dict[str, set[str]] = defaultdict(set)
    for mention in mentions:
        roles[mention.concept].add(mention.role)
    for concept, found in roles.items():
        if "proposed" in found:
            roles[concept] = {"proposed"}
        elif len(found) > 1:
            found.discard("mentioned")
    return roles


def paper_label(extraction: Extraction) -> str:
    """A readable label: the title, else the names the paper proposes, else its opening words."""
    paper = extraction.paper
    if paper.title:
        return paper.title
    names = []
    for mention in extraction.mentions:
        if mention.concept in extraction.proposed and mention.name not in names:
            names.append(mention.name)
    if names:
        return ", ".join(names[:3])
    words = paper.abstract.split()
    return " ".join(words[:10]) + ("…" if len(words) > 10 else "")


def paper_triples(extraction: Extraction) -> Iterator[Triple]:
    """Every triple about one paper: metadata, sentences, mentions and links."""
    paper = extraction.paper
    subject = URIRef(paper_iri(paper.key))
    yield subject, RDF.type, MLKG.Paper
    yield subject, RDF.type, FABIO.ResearchPaper
    yield subject, RDF.type, SCHEMA.ScholarlyArticle
    yield subject, RDFS.label, Literal(paper_label(extraction))
    yield subject, DCTERMS.abstract, Literal(paper.abstract)
    yield subject, DCTERMS.identifier, Literal(paper.identifier or paper.key)
    yield subject, MLKG.sourceFile, Literal(f"{paper.source}:{paper.line}")
    if paper.title:
        yield subject, DCTERMS.title, Literal(paper.title)
    if paper.venue:
        venue = URIRef(venue_iri(paper.venue))
        yield subject, MLKG.venue, venue
        yield venue, RDF.type, MLKG.Venue
        yield venue, RDFS.label, Literal(paper.venue)
    if paper.year:
        yield subject, MLKG.year, Literal(str(paper.year), datatype=XSD.gYear)
    if paper.date:
        yield subject, DCTERMS.date, Literal(paper.date)
    for category in paper.categories:
        yield subject, MLKG.category, Literal(category)
    if paper.doi:
        yield subject, SCHEMA.sameAs, URIRef("https://doi.org/" + paper.doi.removeprefix("https://doi.org/"))
    if paper.url:
        yield subject, SCHEMA.url, Literal(paper.url, datatype=XSD.anyURI)
    for mention in extraction.mentions:
        yield from _mention_triples(subject, paper.key, mention, paper.title or "", paper.abstract)
    for concept, roles in sorted(paper_roles(extraction.mentions).items()):
        cls = next(m.cls for m in extraction.mentions if m.concept == concept)
        for role in roles:
            yield subject, link_predicate(cls, role), URIRef(concept)
        yield URIRef(concept), RDF.type, MLKG[cls]


def _mention_triples(paper: URIRef, key: str, mention: Mention, title: str, abstract: str) -> Iterator[Triple]:
    node = URIRef(mention_iri(key, mention.field, mention.start, mention.end, mention.concept))
    sentence = URIRef(sentence_iri(key, mention.field, *mention.sentence))
    source = title if mention.field == "title" else abstract
    if source[mention.start:mention.end] != mention.text or not mention.text:
        raise ExtractionError(f"paper {key}: mention {mention.text!r} does not match its offsets "
                              f"{mention.start}-{mention.end} in the {mention.field}")
    yield node, RDF.type, MLKG.Mention
    yield node, MLKG.inPaper, paper
    yield node, MLKG.denotes, URIRef(mention.concept)
    yield node, MLKG.role, ROLE_INDIVIDUALS[mention.role]
    yield node, MLKG.inField, FIELDS[mention.field]
    yield node, NIF.beginIndex, Literal(mention.start, datatype=XSD.nonNegativeInteger)
    yield node, NIF.endIndex, Literal(mention.end, datatype=XSD.nonNegativeInteger)
    yield node, NIF.anchorOf, Literal(mention.text)
    yield node, NIF.sentence, sentence
    yield node, MLKG.extractedBy, URIRef(rule_iri(mention.rule, __version__))
    yield sentence, RDF.type, NIF.Sentence
    yield sentence, MLKG.inPaper, paper
    yield sentence, MLKG.inField, FIELDS[mention.field]
    yield sentence, NIF.beginIndex, Literal(mention.sentence[0], datatype=XSD.nonNegativeInteger)
    yield sentence, NIF.endIndex, Literal(mention.sentence[1], datatype=XSD.nonNegativeInteger)
    yield sentence, NIF.anchorOf, Literal(source[mention.sentence[0]:mention.sentence[1]])


@dataclass
class ConceptLedger:
    """What the graph must say about each concept: class, name, every surface form, its family."""

    names: dict[str, tuple[str, str]] = field(default_factory=dict)
    surfaces: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    families: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    rules: set[str] = field(default_factory=set)

    def record(self, extraction: Extraction) -> None:
        """Remember the concepts of one paper."""
        for mention in extraction.mentions:
            self.names.setdefault(mention.concept, (mention.cls, mention.name))
            self.surfaces[mention.concept].add(" ".join(mention.text.split()))
            self.rules.add(mention.rule)
            if mention.family:
                self.families[mention.concept].add(mention.family)

    def triples(self, vocabulary: Vocabulary, concepts: Iterable[str] | None = None) -> Iterator[Triple]:
        """Concept triples (of ``concepts``, default all), with every broader concept, and the rules."""
        emitted: set[str] = set()
        pending = sorted(self.names if concepts is None else set(concepts))
        while pending:
            iri = pending.pop(0)
            if iri in emitted:
                continue
            emitted.add(iri)
            subject = URIRef(iri)
            concept = vocabulary.concepts.get(iri)
            cls, name = (concept.cls, concept.pref_label) if concept else self.names[iri]
            yield subject, RDF.type, SKOS.Concept
            yield subject, RDF.type, MLKG[cls]
            yield subject, SKOS.prefLabel, Literal(name, lang="en")
            alts = set(self.surfaces.get(iri, ()))
            if concept:
                alts |= set(concept.alt_labels)
                yield subject, SKOS.inScheme, SCHEME[_scheme_of(iri)]
                for broader in concept.broader:
                    yield subject, SKOS.broader, URIRef(broader)
                    pending.append(broader)
                if concept.generic:
                    yield subject, MLKG.generic, Literal(True)
            else:
                yield subject, SKOS.inScheme, DISCOVERED_SCHEME
                yield subject, MLKG.discovered, Literal(True)
            for family in sorted(self.families.get(iri, ())):
                if cls == "Model":
                    yield subject, MLKG.variantOf, URIRef(family)
                yield subject, SKOS.broader, URIRef(family)
                pending.append(family)
            for alt in sorted(alts - {name}):
                yield subject, SKOS.altLabel, Literal(alt, lang="en")
        for scheme in sorted({_scheme_of(i) for i in emitted if i in vocabulary.concepts}) + ["discovered"]:
            yield SCHEME[scheme], RDF.type, SKOS.ConceptScheme
        for rule in sorted(self.rules):
            node = URIRef(rule_iri(rule, __version__))
            yield node, RDF.type, MLKG.ExtractionRule
            yield node, RDFS.label, Literal(rule)
            yield node, MLKG.toolVersion, Literal(__version__)
            yield node, PROV.wasAttributedTo, AGENT[f"kg-{__version__}"]
        yield AGENT[f"kg-{__version__}"], RDF.type, PROV.SoftwareAgent
        yield AGENT[f"kg-{__version__}"], RDFS.label, Literal(f"kg {__version__}")


def _scheme_of(iri: str) -> str:
    return iri.rstrip("/").split("/")[-2]
