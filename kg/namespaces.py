"""RDF namespaces: the closed kg ontology namespace plus the standard vocabularies it reuses."""
from __future__ import annotations

from rdflib import Namespace, URIRef
from rdflib.namespace import DCTERMS, OWL, PROV, RDF, RDFS, SKOS, VOID, XSD, DefinedNamespace

BASE = "https://w3id.org/mlkg/"


class MLKG(DefinedNamespace):
    """Terms of the kg ontology (``ontology/kg.ttl``); a mistyped term raises instead of minting an IRI."""

    _fail = True
    _NS = Namespace(BASE + "ontology#")

    Paper: URIRef
    Venue: URIRef
    Entity: URIRef
    Method: URIRef
    Model: URIRef
    Dataset: URIRef
    Hardware: URIRef
    Task: URIRef
    Metric: URIRef
    Mention: URIRef
    Role: URIRef
    ExtractionRule: URIRef
    ProposedRole: URIRef
    UsedRole: URIRef
    BaselineRole: URIRef
    MentionedRole: URIRef
    mentions: URIRef
    proposes: URIRef
    uses: URIRef
    evaluatesOn: URIRef
    addresses: URIRef
    reports: URIRef
    targetsHardware: URIRef
    mentionsHardware: URIRef
    comparesWith: URIRef
    variantOf: URIRef
    venue: URIRef
    year: URIRef
    category: URIRef
    inPaper: URIRef
    denotes: URIRef
    role: URIRef
    extractedBy: URIRef
    toolVersion: URIRef
    generic: URIRef
    discovered: URIRef
    sourceFile: URIRef
    inField: URIRef
    Cooccurrence: URIRef
    PaperGroup: URIRef
    labelKey: URIRef
    paperCount: URIRef
    usedCount: URIRef
    topOfClass: URIRef
    rankInClass: URIRef
    first: URIRef
    second: URIRef
    firstClass: URIRef
    secondClass: URIRef
    rankInClasses: URIRef
    rankInFirst: URIRef
    groupVenue: URIRef
    groupYear: URIRef


NIF = Namespace("http://persistence.uni-leipzig.org/nlp2rdf/ontologies/nif-core#")
FABIO = Namespace("http://purl.org/spar/fabio/")
SCHEMA = Namespace("https://schema.org/")
OA = Namespace("http://www.w3.org/ns/oa#")

PAPER = Namespace(BASE + "paper/")
VENUE = Namespace(BASE + "venue/")
CONCEPT = Namespace(BASE + "concept/")
SCHEME = Namespace(BASE + "scheme/")
RULE = Namespace(BASE + "rule/")
AGENT = Namespace(BASE + "agent/")

PREFIXES = {
    "mlkg": MLKG._NS,
    "paper": PAPER,
    "venue": VENUE,
    "hw": Namespace(BASE + "concept/hardware/"),
    "method": Namespace(BASE + "concept/method/"),
    "model": Namespace(BASE + "concept/model/"),
    "dataset": Namespace(BASE + "concept/dataset/"),
    "task": Namespace(BASE + "concept/task/"),
    "metric": Namespace(BASE + "concept/metric/"),
    "rule": RULE,
    "skos": SKOS,
    "dcterms": DCTERMS,
    "prov": PROV,
    "nif": NIF,
    "fabio": FABIO,
    "schema": SCHEMA,
    "oa": OA,
    "owl": OWL,
    "rdf": RDF,
    "rdfs": RDFS,
    "xsd": XSD,
    "void": VOID,
}
