"""``kg serve``: the read-only SPARQL 1.1 Protocol endpoint, driven by SPARQLWrapper (issue #4)."""
from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

from kg.endpoint import Endpoint, Settings
from kg.store import load_store

SPARQLWrapper = pytest.importorskip("SPARQLWrapper")
GRAPH = Path(__file__).resolve().parent / "data" / "query_graph.ttl"
LABELS = "PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> SELECT ?l WHERE { ?p rdfs:label ?l } ORDER BY ?l"
SLOW = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l . ?m ?n2 ?o }"


@pytest.fixture(scope="module")
def endpoint(tmp_path_factory):
    store = tmp_path_factory.mktemp("serve") / "store"
    load_store(GRAPH, store)
    server = Endpoint(store, Settings(port=0, timeout=1.0, max_rows=50, workers=2)).start()
    yield server
    server.stop()


def _http(url, data=None, headers=None, method=None):
    request = urllib.request.Request(url, data=data, headers=headers or {}, method=method)
    try:
        with urllib.request.urlopen(request, timeout=20) as response:
            return response.status, dict(response.headers), response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read().decode()


def test_binds_loopback_only(endpoint):
    assert endpoint.url.startswith("http://127.0.0.1:")


@pytest.mark.parametrize("method", ["GET", "POST", "POST_DIRECTLY"])
def test_select_json_with_sparqlwrapper(endpoint, method):
    client = SPARQLWrapper.SPARQLWrapper(endpoint.url)
    client.setQuery(LABELS)
    client.setMethod("GET" if method == "GET" else "POST")
    if method == "POST_DIRECTLY":
        client.setRequestMethod(SPARQLWrapper.POSTDIRECTLY)
    client.setReturnFormat(SPARQLWrapper.JSON)
    labels = [b["l"]["value"] for b in client.query().convert()["results"]["bindings"]]
    assert labels == ["Edge LoRA", "GPU ResNet", "NeurIPS", "VALOR", "vocabulary"]


@pytest.mark.parametrize("fmt, check", [
    ("XML", lambda doc: len(doc.getElementsByTagName("result")) == 5),
    ("CSV", lambda body: body.decode().splitlines()[:2] == ["l", "Edge LoRA"]),
    ("TSV", lambda body: body.decode().splitlines()[:2] == ["?l", '"Edge LoRA"']),
])
def test_select_other_formats(endpoint, fmt, check):
    client = SPARQLWrapper.SPARQLWrapper(endpoint.url)
    client.setQuery(LABELS)
    client.setReturnFormat(getattr(SPARQLWrapper, fmt))
    assert check(client.query().convert())


@pytest.mark.parametrize("fmt", ["TURTLE", "JSONLD"])
def test_construct_as_turtle_and_jsonld(endpoint, fmt):
    client = SPARQLWrapper.SPARQLWrapper(endpoint.url)
    client.setQuery("PREFIX mlkg: <https://w3id.org/mlkg/ontology#> CONSTRUCT { ?p a mlkg:Paper } WHERE { ?p a mlkg:Paper }")
    client.setReturnFormat(getattr(SPARQLWrapper, fmt))
    result = client.query()
    media = result.info()["content-type"]
    assert media.startswith({"TURTLE": "text/turtle", "JSONLD": "application/ld+json"}[fmt])
    converted = result.convert()
    if isinstance(converted, bytes):
        from rdflib import Graph

        converted = Graph().parse(data=converted, format="turtle" if fmt == "TURTLE" else "json-ld")
    assert len(converted) == 3


def test_ask_and_describe(endpoint):
    client = SPARQLWrapper.SPARQLWrapper(endpoint.url)
    client.setQuery("ASK { ?s ?p ?o }")
    client.setReturnFormat(SPARQLWrapper.JSON)
    assert client.query().convert()["boolean"] is True
    status, headers, body = _http(endpoint.url + "?" + urllib.parse.urlencode(
        {"query": "DESCRIBE <https://w3id.org/mlkg/paper/a>"}), headers={"Accept": "text/turtle"})
    assert status == 200 and headers["Content-Type"].startswith("text/turtle") and "VALOR" in body


@pytest.mark.parametrize("request_args", [
    {"data": urllib.parse.urlencode({"update": "INSERT DATA { <a:a> <a:b> <a:c> }"}).encode(),
     "headers": {"Content-Type": "application/x-www-form-urlencoded"}},
    {"data": b"INSERT DATA { <a:a> <a:b> <a:c> }", "headers": {"Content-Type": "application/sparql-update"}},
    {"data": urllib.parse.urlencode({"query": "DELETE WHERE { ?s ?p ?o }"}).encode(),
     "headers": {"Content-Type": "application/x-www-form-urlencoded"}},
])
def test_updates_are_refused(endpoint, request_args):
    status, _, body = _http(endpoint.url, **request_args)
    assert status == 403 and "read-only" in body
    assert json.loads(_http(endpoint.url + "?query=" + urllib.parse.quote("ASK { ?s ?p ?o }"))[2])["boolean"] is True


def test_malformed_query_is_400_with_parser_message(endpoint):
    client = SPARQLWrapper.SPARQLWrapper(endpoint.url)
    client.setQuery("SELECT ?x WHERE { ?x")
    with pytest.raises(SPARQLWrapper.SPARQLExceptions.QueryBadFormed, match="error at 1:"):
        client.query()
    assert _http(endpoint.url)[0] == 400  # no query at all


def test_time_limit_stops_the_query_and_the_endpoint_recovers(endpoint):
    status, _, body = _http(endpoint.url + "?" + urllib.parse.urlencode({"query": SLOW}))
    assert status == 503 and "time limit" in body
    assert _http(endpoint.url + "?" + urllib.parse.urlencode({"query": LABELS}))[0] == 200


def test_result_size_limit(endpoint):
    status, _, body = _http(endpoint.url + "?" + urllib.parse.urlencode({"query": "SELECT * { ?s ?p ?o }"}))
    assert status == 422 and "more than 50 rows" in body
    status, _, _ = _http(endpoint.url + "?" + urllib.parse.urlencode({"query": "SELECT * { ?s ?p ?o } LIMIT 50"}))
    assert status == 200


def test_cors_and_content_negotiation(endpoint):
    status, headers, _ = _http(endpoint.url, method="OPTIONS", headers={
        "Origin": "https://yasgui.org", "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type"})
    assert status == 204 and headers["Access-Control-Allow-Origin"] == "*" and "POST" in headers[
        "Access-Control-Allow-Methods"]
    url = endpoint.url + "?" + urllib.parse.urlencode({"query": LABELS})
    status, headers, body = _http(url, headers={"Accept": "text/csv;q=0.5, application/sparql-results+xml"})
    assert headers["Content-Type"].startswith("application/sparql-results+xml")
    assert headers["Access-Control-Allow-Origin"] == "*"
    assert _http(url, headers={"Accept": "image/png"})[0] == 406
    status, headers, body = _http(url, headers={"Accept": "*/*"})
    assert json.loads(body)["head"]["vars"] == ["l"]


def test_many_requests_without_error(endpoint):
    url = endpoint.url + "?" + urllib.parse.urlencode({"query": LABELS})
    assert {_http(url)[0] for _ in range(60)} == {200}


def test_kg_serve_loads_a_graph_file_without_a_store(tmp_path):
    """``kg serve --graph DIR`` on a build folder without store/ loads its graph into a scratch store."""
    import re
    import shutil
    import subprocess
    import sys

    shutil.copy(GRAPH, tmp_path / "graph.ttl")
    server = subprocess.Popen([sys.executable, "-m", "kg", "serve", "--graph", str(tmp_path), "--port", "0"],
                              stderr=subprocess.PIPE, text=True)
    try:
        line = server.stderr.readline()
        url = re.search(r"http://\S+", line)
        assert url, line
        status, _, body = _http(url.group() + "?" + urllib.parse.urlencode({"query": LABELS}),
                                headers={"Accept": "application/sparql-results+json"})
        assert status == 200 and "VALOR" in body
    finally:
        server.terminate()
        server.wait(timeout=20)
