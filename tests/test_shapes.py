"""The SHACL shapes accept a well-formed graph and name what is wrong in a bad one."""
import pytest
from rdflib import Graph

from kg.errors import ShapeViolation
from kg.validate import require_valid, validate_graph

PREFIXES = """
@prefix mlkg: <https://w3id.org/mlkg/ontology#> .
@prefix dcterms: <http://purl.org/dc/terms/> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix skos: <http://www.w3.org/2004/02/skos/core#> .
@prefix nif: <http://persistence.uni-leipzig.org/nlp2rdf/ontologies/nif-core#> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
@prefix ex: <https://example.org/> .
"""
CONCEPT = """ex:gpu a skos:Concept, mlkg:Hardware ; skos:prefLabel "GPU"@en ; skos:inScheme ex:s ."""
PAPER = """ex:p a mlkg:Paper ; rdfs:label "P" ; dcterms:identifier "p" ; dcterms:abstract "We use a GPU." ;
    mlkg:targetsHardware ex:gpu ."""
SENTENCE = """ex:s1 a nif:Sentence ; nif:anchorOf "We use a GPU." ; nif:beginIndex 0 ; nif:endIndex 13 ."""


def mention(begin=9, end=12, anchor="GPU"):
    return f"""ex:m a mlkg:Mention ; mlkg:inPaper ex:p ; mlkg:denotes ex:gpu ; mlkg:role mlkg:UsedRole ;
        mlkg:inField dcterms:abstract ; nif:beginIndex "{begin}"^^xsd:nonNegativeInteger ;
        nif:endIndex "{end}"^^xsd:nonNegativeInteger ; nif:anchorOf "{anchor}" ; nif:sentence ex:s1 ;
        mlkg:extractedBy ex:rule ."""


def graph(*parts):
    return Graph().parse(data=PREFIXES + "\n".join(parts), format="turtle")


def test_well_formed_graph_conforms():
    assert validate_graph(graph(CONCEPT, PAPER, SENTENCE, mention())).conforms


@pytest.mark.parametrize("parts, message", [
    ((CONCEPT, PAPER.replace('dcterms:abstract "We use a GPU." ;', ""), SENTENCE),
     "exactly one non-empty dcterms:abstract"),
    ((CONCEPT.replace('skos:prefLabel "GPU"@en ;', ""), PAPER, SENTENCE), "exactly one skos:prefLabel"),
    ((CONCEPT, PAPER, SENTENCE, mention().replace('nif:anchorOf "GPU" ;', "")), "anchorOf"),
    ((CONCEPT, PAPER.replace("mlkg:targetsHardware ex:gpu", "mlkg:evaluatesOn ex:gpu"), SENTENCE), "mlkg:Dataset"),
])
def test_violations_are_reported(parts, message):
    report = validate_graph(graph(*parts))
    assert not report.conforms and message in report.text
    with pytest.raises(ShapeViolation, match="violates the SHACL shapes"):
        require_valid(graph(*parts), "test")
