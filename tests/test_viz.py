"""The HTML view: subgraph selection, a self-contained page, and the page itself in headless Chromium.

The browser tests drive Debian's ``/usr/bin/chromium`` with Playwright (``executable_path``, no downloaded
browser) and skip, saying why, only when Chromium or the ``playwright`` package is missing.
"""
from __future__ import annotations

import random
import re
import shutil
import time
from pathlib import Path

import pytest

from kg.cli import main
from kg.errors import KGError
from kg.graphview import ConceptRecord, GraphView, LinkRecord, PaperRecord, read_view
from kg.viz import render_html, write_html
from kg.vizselect import select

CHROMIUM = shutil.which("chromium") or ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
P = "https://w3id.org/mlkg/paper/"
C = "https://w3id.org/mlkg/concept/"
XSS = ('<script>window.__pwned = 1</script>', '<img src=x onerror="window.__pwned = 2">',
       'javascript:window.__pwned = 3', '"><svg onload="window.__pwned = 4">')


def _view(papers: int, concepts: int, *, per_paper: int = 4, seed: int = 1, hostile: bool = False) -> GraphView:
    """A synthetic graph: ``papers`` papers each linking ``per_paper`` entities (a few hubs, a long tail)."""
    rng = random.Random(seed)
    classes = ("Method", "Model", "Dataset", "Hardware", "Task", "Metric")
    predicates = {"Method": "uses", "Model": "uses", "Dataset": "evaluatesOn", "Hardware": "targetsHardware",
                  "Task": "addresses", "Metric": "reports"}
    view = GraphView()
    for i in range(concepts):
        cls = classes[i % len(classes)]
        label = f"{cls.lower()} {i}" if not hostile else f"{XSS[i % len(XSS)]} {i}"
        view.concepts[f"{C}{cls.lower()}/c{i}"] = ConceptRecord(
            f"{C}{cls.lower()}/c{i}", cls, label, (f"alias{i}", XSS[0]) if hostile else (f"alias{i}",), (), False)
    iris = sorted(view.concepts)
    for p in range(papers):
        iri = f"{P}p{p}"
        title = XSS[p % len(XSS)] if hostile else f"Paper {p}"
        view.papers[iri] = PaperRecord(iri, title, title, "NeurIPS" if p % 3 else "ICML", 2025 + p % 2)
        chosen = {iris[min(int(rng.paretovariate(0.9)) - 1, len(iris) - 1)] for _ in range(per_paper)}
        for n, concept in enumerate(sorted(chosen)):
            cls = view.concepts[concept].cls
            predicate = "proposes" if n == 0 and p % 5 == 0 else ("comparesWith" if n == 1 else predicates[cls])
            surface = view.concepts[concept].label
            prefix = XSS[1] + " we use " if hostile else "We use "
            sentence = f"{prefix}{surface} here."
            view.links.append(LinkRecord(iri, concept, predicate, 1, surface, sentence, len(prefix),
                                         len(prefix) + len(surface)))
    view.links.sort(key=lambda link: (link.paper, link.concept, link.predicate))
    return view


@pytest.fixture(scope="module")
def small_view():
    return _view(40, 60)


# --- selection, no browser ---------------------------------------------------------------------------------

def test_small_graph_is_drawn_whole(small_view):
    selection = select(small_view)
    assert len(selection.papers) == 40
    assert set(selection.concepts) == {link.concept for link in small_view.links}
    assert "Left out" not in selection.note


@pytest.mark.parametrize("focus", [["hardware"], ["Hardware"], ["methods", "models"]])
def test_focus_keeps_only_the_named_classes(small_view, focus):
    wanted = {f.lower().rstrip("s") for f in focus}
    selection = select(small_view, focus=focus)
    assert selection.concepts
    assert {small_view.concepts[c].cls.lower() for c in selection.concepts} <= wanted
    assert all(link.concept in selection.concepts for link in selection.links)


def test_top_min_degree_and_paper(small_view):
    degree = {}
    for link in small_view.links:
        degree.setdefault(link.concept, set()).add(link.paper)
    top = select(small_view, top=5)
    assert len(top.concepts) == 5
    assert min(len(degree[c]) for c in top.concepts) >= sorted((len(v) for v in degree.values()), reverse=True)[4]
    assert all(len(degree[c]) >= 3 for c in select(small_view, min_degree=3).concepts)
    own = {link.concept for link in small_view.links if link.paper == P + "p7"}
    around = select(small_view, paper="p7")
    assert set(around.concepts) == own and P + "p7" in around.papers


@pytest.mark.parametrize("options", [{"focus": ["gpus"]}, {"paper": "nope"}, {"top": 0}, {"max_nodes": 0}])
def test_bad_selection_options_raise_kgerror(small_view, options):
    with pytest.raises(KGError):
        select(small_view, **options)


def test_a_corpus_sized_graph_is_cut_to_the_budget_with_a_note():
    view = _view(75_000, 20_000, per_paper=6)
    started = time.perf_counter()
    selection = select(view)
    assert time.perf_counter() - started < 20
    assert len(selection.papers) + len(selection.concepts) <= 1500
    assert "Left out to keep the page usable" in selection.note and "75000 papers" in selection.note
    linked = {link.concept for link in selection.links}
    assert set(selection.concepts) == linked  # no entity is drawn without a paper


def test_page_is_self_contained_and_escaped():
    html = render_html(*(lambda v: (v, select(v)))(_view(6, 8, hostile=True)), heading="<script>alert(1)</script>")
    markup = re.sub(r"(<script[^>]*>).*?</script>", r"\1</script>", html, flags=re.DOTALL)
    assert not re.search(r"<(link|iframe|img|object|embed|base)\b", markup)
    assert not re.search(r"\s(src|href)\s*=", markup)
    assert "<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>" in html
    data = html.split('id="kg-data">', 1)[1].split("</script>", 1)[0]
    assert "<" not in data and ">" not in data
    assert "'unsafe-inline'" not in html.split("script-src", 1)[1].split(";", 1)[0]


def test_cli_viz_writes_the_page(tmp_path, seeds_build):
    _, out = seeds_build
    page = tmp_path / "hardware.html"
    assert main(["viz", "--graph", str(out), "--focus", "hardware", "--out", str(page)]) == 0
    assert page.stat().st_size > 100_000
    assert main(["viz", "--graph", str(out), "--paper", "no-such-paper", "--out", str(page)]) == 2


# --- in the browser ----------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def browser():
    if CHROMIUM is None:
        pytest.skip("chromium is not installed (apt-get install chromium; .ci/run installs it)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed")
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


class Page:
    """One opened page with everything it logged and requested."""

    def __init__(self, browser, path: Path):
        self.page = browser.new_page(viewport={"width": 1400, "height": 900})
        self.requests, self.errors, self.dialogs = [], [], []
        self.page.on("request", lambda request: self.requests.append(request.url))
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type in ("error", "warning") else None)
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.on("dialog", lambda dialog: (self.dialogs.append(dialog.message), dialog.dismiss()))
        self.url = path.resolve().as_uri()
        started = time.perf_counter()
        self.page.goto(self.url)
        self.page.wait_for_function("() => window.kgView && window.kgView.state.stabilised", timeout=60_000)
        self.seconds = time.perf_counter() - started

    def js(self, script: str, arg=None):
        return self.page.evaluate(script, arg)

    def clean(self) -> None:
        assert self.errors == []
        assert self.requests == [self.url]
        assert self.dialogs == []
        assert self.js("() => window.__pwned") is None


@pytest.fixture(scope="module")
def small_page(browser, small_view, tmp_path_factory):
    path = tmp_path_factory.mktemp("viz") / "small.html"
    write_html(small_view, path, heading="small")
    page = Page(browser, path)
    yield page
    page.page.close()


def test_page_draws_every_node_with_no_error_and_no_request(small_page, small_view):
    linked = {link.concept for link in small_view.links}
    assert small_page.js("() => window.kgView.visibleIds().length") == 40 + len(linked)
    assert small_page.js("() => window.kgView.network.body.nodeIndices.length") == 40 + len(linked)
    small_page.clean()


def test_search_by_alias_focuses_the_node(small_page, small_view):
    target = sorted({link.concept for link in small_view.links})[3]
    alias = small_view.concepts[target].aliases[0]
    small_page.page.fill("#search", alias.upper())
    small_page.page.press("#search", "Enter")
    node = small_page.js("(iri) => window.kgView.idOf(iri)", target)
    assert small_page.js("() => window.kgView.network.getSelectedNodes()") == [node]
    assert small_page.page.text_content("#details h3") == small_view.concepts[target].label
    centre = small_page.js("() => window.kgView.network.getViewPosition()")
    where = small_page.js("(n) => window.kgView.network.getPositions([n])[n]", node)
    assert abs(centre["x"] - where["x"]) < 1 and abs(centre["y"] - where["y"]) < 1
    small_page.clean()


def test_side_panel_shows_papers_and_highlighted_evidence(small_page, small_view):
    link = small_view.links[0]
    small_page.js("(n) => window.kgView.focus(n)", small_page.js("(iri) => window.kgView.idOf(iri)", link.concept))
    marks = small_page.page.locator("#details mark").all_text_contents()
    assert link.surface in marks
    assert small_view.papers[link.paper].label in small_page.page.locator("#details .goto").all_text_contents()
    small_page.clean()


def test_class_role_venue_and_year_filters_hide_nodes(small_page, small_view):
    visible = "() => window.kgView.visibleIds().length"
    before = small_page.js(visible)
    methods = {link.concept for link in small_view.links if small_view.concepts[link.concept].cls == "Method"}
    small_page.page.check('input[data-cls="Method"]')
    small_page.page.uncheck('input[data-cls="Method"]')
    assert small_page.js(visible) == before - len(methods)
    assert small_page.js("() => window.kgView.network.body.nodeIndices.length") == before - len(methods)
    small_page.page.check('input[data-cls="Method"]')
    assert small_page.js(visible) == before
    small_page.page.uncheck("#years input >> nth=0")
    assert small_page.js(visible) < before
    small_page.page.check("#years input >> nth=0")
    small_page.page.uncheck('input[data-role="proposes"]')
    assert small_page.js("() => window.kgView.network.body.edgeIndices.length") < len(small_view.links)
    small_page.page.check('input[data-role="proposes"]')
    assert small_page.js(visible) == before
    small_page.clean()


def test_hiding_papers_shows_entity_cooccurrence(small_page, small_view):
    small_page.page.check("#cooc")
    ids = small_page.js("() => window.kgView.visibleIds()")
    assert len(ids) == len({link.concept for link in small_view.links})
    edges = small_page.js("() => window.kgView.network.body.edgeIndices")
    assert edges and all(edge.startswith("c") for edge in edges)
    small_page.page.uncheck("#cooc")
    small_page.clean()


def test_labels_do_not_overlap_at_rest(small_page):
    small_page.js("() => window.kgView.network.fit({animation: false})")
    small_page.page.wait_for_timeout(300)
    boxes = small_page.js("""() => {
        const net = window.kgView.network, out = [];
        net.redraw();
        for (const id of net.body.nodeIndices) {
          const node = net.body.nodes[id];
          if (node.options.label) { const s = node.labelModule.size; out.push([s.left, s.top, s.width, s.height]); }
        }
        return out; }""")
    assert boxes
    for i, (x1, y1, w1, h1) in enumerate(boxes):
        for x2, y2, w2, h2 in boxes[i + 1:]:
            assert not (x1 < x2 + w2 and x2 < x1 + w1 and y1 < y2 + h2 and y2 < y1 + h1)


def test_hostile_text_shows_as_text_and_runs_nothing(browser, tmp_path):
    view = _view(8, 12, hostile=True)
    path = tmp_path / "xss.html"
    write_html(view, path, heading=XSS[0])
    page = Page(browser, path)
    for node in range(len(view.papers) + len({link.concept for link in view.links})):
        page.js("(n) => window.kgView.focus(n)", node)
    page.page.fill("#search", "<script")
    page.page.press("#search", "Enter")
    page.page.check("#cooc")
    page.page.hover("#graph")
    panel = page.page.text_content("#details")
    assert XSS[0] in panel and XSS[1] in panel
    assert page.page.title() == XSS[0]
    assert page.page.locator("#side script, #side img, #side svg").count() == 0
    page.clean()
    page.page.close()


def test_seeds_page_draws_the_seeds_graph(browser, seeds_build):
    _, out = seeds_build
    view = read_view(out)
    page = Page(browser, out / "graph.html")
    linked = {link.concept for link in view.links}
    assert page.js("() => window.kgView.visibleIds().length") == len(view.papers) + len(linked)
    page.page.fill("#search", "RVV")
    page.page.press("#search", "Enter")
    assert page.page.text_content("#details h3") == "RISC-V Vector Extension"
    page.clean()
    page.page.close()


def test_a_corpus_sized_graph_opens_quickly(browser, tmp_path):
    path = tmp_path / "big.html"
    selection = write_html(_view(20_000, 8_000, per_paper=6), path, heading="big")
    page = Page(browser, path)
    assert page.js("() => window.kgView.visibleIds().length") == len(selection.papers) + len(selection.concepts)
    assert page.seconds < 30
    assert "Left out" in page.page.text_content("#note")
    page.clean()
    page.page.close()


def test_same_graph_same_page(small_view):
    assert render_html(small_view, select(small_view), heading="x") == \
        render_html(small_view, select(small_view), heading="x")
