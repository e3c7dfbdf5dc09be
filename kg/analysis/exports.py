"""Exports for the tools analysts already use: GraphML and GEXF (Gephi, Cytoscape), CSV node and edge lists,
and node-link JSON (D3).

Every writer takes a graph and a path and writes deterministic bytes (no timestamps, sorted columns and keys).
The files hold :func:`export_ready` values: tuples joined with ``|``, ``None`` dropped.
"""
from __future__ import annotations

import csv
import json
from pathlib import Path

import networkx as nx
from networkx.readwrite.gexf import GEXFWriter

from .views import example_view, typed_graph  # noqa: F401

SEPARATOR = "|"


def _flat(attrs: dict) -> dict:
    return {k: SEPARATOR.join(v) if isinstance(v, (tuple, list)) else v for k, v in attrs.items() if v is not None}


def export_ready(graph: nx.Graph) -> nx.Graph:
    """A copy of ``graph`` whose attribute values file formats can hold: tuples and lists become
    ``|``-joined strings and ``None`` values are dropped. Reading an export back gives this graph.

    >>> export_ready(typed_graph(example_view())).nodes["m:lora"]["aliases"]
    'Low-Rank Adaptation'
    """
    result = graph.__class__()
    result.graph.update(_flat(graph.graph))
    for node, attrs in graph.nodes(data=True):
        result.add_node(node, **_flat(attrs))
    if graph.is_multigraph():
        for u, v, key, attrs in graph.edges(keys=True, data=True):
            result.add_edge(u, v, key=key, **_flat(attrs))
    else:
        for u, v, attrs in graph.edges(data=True):
            result.add_edge(u, v, **_flat(attrs))
    return result


def write_graphml(graph: nx.Graph, path: str | Path) -> None:
    """Write ``graph`` as GraphML (``nx.read_graphml`` reads it back as :func:`export_ready` of it).

    >>> import tempfile, os
    >>> path = os.path.join(tempfile.mkdtemp(), "g.graphml")
    >>> write_graphml(typed_graph(example_view()), path)
    >>> nx.read_graphml(path).nodes["p1"]["year"]
    2025
    """
    nx.write_graphml(export_ready(graph), str(path), encoding="utf-8", prettyprint=True)


def write_gexf(graph: nx.Graph, path: str | Path) -> None:
    """Write ``graph`` as GEXF 1.2 without the writer's date stamp, so reruns are byte-identical.

    ``nx.read_gexf`` reads it back as :func:`export_ready` of it, plus an ``id`` on every edge.

    >>> import tempfile, os
    >>> path = os.path.join(tempfile.mkdtemp(), "g.gexf")
    >>> write_gexf(typed_graph(example_view()), path)
    >>> nx.read_gexf(path).nodes["m:lora"]["label"]
    'LoRA'
    """
    writer = GEXFWriter(encoding="utf-8", prettyprint=True, version="1.2draft")
    meta = writer.xml.find("meta")
    if meta is not None:
        meta.attrib.pop("lastmodifieddate", None)
    writer.add_graph(export_ready(graph))
    with open(path, "wb") as handle:
        writer.write(handle)


def _columns(rows: list[dict], first: list[str]) -> list[str]:
    rest = sorted({k for row in rows for k in row} - set(first))
    return first + rest


def _write_rows(path: str | Path, columns: list[str], rows: list[dict]) -> None:
    with open(path, "w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=columns, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)


def write_nodes_csv(graph: nx.Graph, path: str | Path) -> None:
    """Write the node list as CSV: ``id``, then every attribute (sorted), one row per node.

    >>> import tempfile, os
    >>> path = os.path.join(tempfile.mkdtemp(), "nodes.csv")
    >>> write_nodes_csv(typed_graph(example_view()), path)
    >>> open(path).readline().strip()
    'id,aliases,class,generic,label,venue,year'
    """
    nodes = [{"id": node, **attrs} for node, attrs in export_ready(graph).nodes(data=True)]
    _write_rows(path, _columns(nodes, ["id"]), nodes)


def write_edges_csv(graph: nx.Graph, path: str | Path) -> None:
    """Write the edge list as CSV: ``source``, ``target``, ``key`` (multigraphs), then the attributes.

    >>> import tempfile, os
    >>> path = os.path.join(tempfile.mkdtemp(), "edges.csv")
    >>> write_edges_csv(typed_graph(example_view()), path)
    >>> open(path).readline().strip()
    'source,target,key,evidence,role'
    """
    flat = export_ready(graph)
    if flat.is_multigraph():
        edges = [{"source": u, "target": v, "key": k, **a} for u, v, k, a in flat.edges(keys=True, data=True)]
        first = ["source", "target", "key"]
    else:
        edges = [{"source": u, "target": v, **a} for u, v, a in flat.edges(data=True)]
        first = ["source", "target"]
    _write_rows(path, _columns(edges, first), edges)


def write_csv(graph: nx.Graph, nodes_path: str | Path, edges_path: str | Path) -> None:
    """Write both CSV lists (:func:`write_nodes_csv`, :func:`write_edges_csv`)."""
    write_nodes_csv(graph, nodes_path)
    write_edges_csv(graph, edges_path)


def node_link_data(graph: nx.Graph) -> dict:
    """Node-link data for D3-style tools: ``{"nodes": [{"id", ...}], "links": [{"source", "target", ...}]}``.

    >>> data = node_link_data(typed_graph(example_view()))
    >>> data["links"][0]["source"], data["links"][0]["target"], data["links"][0]["role"]
    ('p1', 'd:glue', 'evaluatesOn')
    """
    return nx.node_link_data(export_ready(graph), edges="links")


def write_json(graph: nx.Graph, path: str | Path) -> None:
    """Write :func:`node_link_data` as UTF-8 JSON with sorted keys.

    >>> import tempfile, os
    >>> path = os.path.join(tempfile.mkdtemp(), "g.json")
    >>> write_json(typed_graph(example_view()), path)
    >>> len(json.load(open(path))["nodes"])
    9
    """
    text = json.dumps(node_link_data(graph), ensure_ascii=False, sort_keys=True, indent=1)
    Path(path).write_text(text + "\n", encoding="utf-8")
