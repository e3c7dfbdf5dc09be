"""Graph analysis in Python: networkx views of a built graph, the usual measures, exports and a report.

>>> from kg.analysis import communities, example_view, paper_projection, typed_graph
>>> g = typed_graph(example_view())        # or load_graph("outputs") after `kg build`
>>> [c["name"] for c in communities(g)]
['GLUE, LoRA', 'GPU, Llama-3-8B']
>>> paper_projection(g).edges["p1", "p2"]["weight"]
2

Modules: :mod:`.views` (typed graph and projections), :mod:`.measures`, :mod:`.exports` (GraphML, GEXF, CSV,
JSON), :mod:`.charts` (matplotlib, imported only when drawing) and :mod:`.report` (``kg analyze``).
"""
from __future__ import annotations

from .exports import (export_ready, node_link_data, write_csv, write_edges_csv, write_gexf, write_graphml, write_json,
                      write_nodes_csv)
from .measures import (bridging_entities, communities, components, counts_by_venue_year, degree_by_class,
                       entity_type_counts, hardware_family_matrix, hardware_landscape, model_family,
                       pagerank_by_class, papers_per_entity)
from .report import AnalysisResult, analyze, summarize
from .views import bipartite_graph, cooccurrence, entities_of, example_view, load_graph, paper_projection, typed_graph

__all__ = ["AnalysisResult", "analyze", "bipartite_graph", "bridging_entities", "communities", "components",
           "cooccurrence", "counts_by_venue_year", "degree_by_class", "entities_of", "entity_type_counts",
           "example_view", "export_ready", "hardware_family_matrix", "hardware_landscape", "load_graph",
           "model_family", "node_link_data", "pagerank_by_class", "paper_projection", "papers_per_entity",
           "summarize", "typed_graph", "write_csv", "write_edges_csv", "write_gexf", "write_graphml", "write_json",
           "write_nodes_csv"]
