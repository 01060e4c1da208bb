"""The Markdown report as GitHub would render it: parsed by a real CommonMark renderer with GFM tables
(markdown-it-py), then checked for structure: tables with their columns, remedies nested under their
findings, chains in a code block inside <details>, names from traces shown as written."""

import dataclasses
from html.parser import HTMLParser
from pathlib import Path

import pytest

from compile_inspect.render.words import Legend

markdown_it = pytest.importorskip("markdown_it", reason="markdown-it-py (the test extra) is not installed")

from compile_inspect.compare import diff  # noqa: E402
from compile_inspect.render import diffview as view  # noqa: E402
from compile_inspect.render.markdown import render_markdown  # noqa: E402
from compile_inspect.session.model import load_session  # noqa: E402

DATA = Path(__file__).parent / "data"
CASES = {
    "gpt2": DATA / "h200_models" / "gpt2",
    "matmul_add_4096": DATA / "h200_sessions" / "matmul_add_4096",
    "mlp_cpu": DATA / "cpu_sessions" / "mlp_128",
}
# GitHub: CommonMark, raw HTML allowed (<details>), GFM tables and strikethrough.
GFM = markdown_it.MarkdownIt("commonmark").enable(["table", "strikethrough"])


class Node:
    def __init__(self, tag, parent=None):
        self.tag, self.parent, self.children, self.parts = tag, parent, [], []

    @property
    def text(self):
        return "".join(part if isinstance(part, str) else part.text for part in self.parts)

    def find(self, tag):
        for child in self.children:
            if child.tag == tag:
                yield child
            yield from child.find(tag)


class Tree(HTMLParser):
    """The rendered HTML as a tree of Nodes (markdown-it writes well-formed HTML)."""

    VOID = {"br", "hr", "img"}

    def __init__(self, html):
        super().__init__(convert_charrefs=True)
        self.root = self.current = Node("root")
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        node = Node(tag, self.current)
        self.current.children.append(node)
        self.current.parts.append(node)
        if tag not in self.VOID:
            self.current = node

    def handle_endtag(self, tag):
        node = self.current
        while node.tag != tag and node.parent is not None:
            node = node.parent
        if node.parent is not None:
            self.current = node.parent

    def handle_data(self, data):
        self.current.parts.append(data)


def rendered(report):
    markdown = render_markdown(report, full=True)
    return markdown, GFM.parse(markdown), Tree(GFM.render(markdown)).root


@pytest.fixture(scope="module", params=sorted(CASES))
def case(request):
    report = diff.diff_session(load_session(CASES[request.param]))
    return report, *rendered(report)


def test_tables_parse_as_tables_with_every_column(case):
    report, _, tokens, tree = case
    tables = list(tree.find("table"))
    summary_header, summary_rows = view.summary_table(report)
    summary = tables[0]
    assert [th.text for th in summary.find("th")] == list(summary_header)
    body = [[td.text for td in tr.find("td")] for tr in summary.find("tr") if list(tr.find("td"))]
    assert body == [list(row) for row in summary_rows]  # every cell, as the text report's cells
    layer_tables = len([c for c in report.comparisons if view.compile_layers(c)])
    assert len(tables) == 1 + bool(report.evidence) + layer_tables
    for table in tables:
        width = len(list(table.find("th")))
        assert all(len(list(tr.find("td"))) == width for tr in table.find("tr") if list(tr.find("td")))


def test_remedies_stay_nested_under_their_findings(case):
    report, _, _, tree = case
    # as listed: the speed findings only with what their verdict does not already say (issue 19); each
    # comparison's verdict lines first, as the report says them (the layer names' legend follows the order)
    said = [item for c in report.comparisons for item in (*c.verdict, *c.listed_findings())]
    said += list(report.control_findings)
    items = {}
    for ul in tree.find("ul"):
        if ul.parent.tag != "li":
            for li in (child for child in ul.children if child.tag == "li"):
                items.setdefault(li.text.split("\n")[0], li)
    assert said
    words = Legend(report.glossary)  # each layer name explained the first time (render/words.py)
    for finding in said:
        if isinstance(finding, str):  # a verdict line
            words.say(finding)
            continue
        item = items[f"{finding.id}: {words.say(finding.message)}"]  # the whole message, as written
        nested = [ul for ul in item.children if ul.tag == "ul"]
        if finding.remedy:
            (ul,) = nested
            assert [li.text for li in ul.children if li.tag == "li"] == [f"To fix: {finding.remedy}"]
        else:
            assert nested == []


def test_chains_stay_a_code_block_inside_details(case):
    report, markdown, tokens, _ = case
    fences = [token for token in tokens if token.type == "fence"]
    assert len(fences) == len(report.comparisons)
    for fence, comparison in zip(fences, report.comparisons):
        assert fence.info == "diff"
        lines = fence.content.splitlines()
        differing = [row for row in comparison.rows if row.status != "unchanged"]
        assert len(lines) == 1 + len(differing)
        assert [line[0] for line in lines[1:]] == [
            {"added": "+", "deleted": "-"}.get(r.status, " ") for r in differing
        ]
        added = [(row, line) for row, line in zip(differing, lines[1:]) if row.control is None]
        for row, line in added:
            right = line.split("| ", 1)[1]
            assert (
                len(right) - len(right.lstrip(" ")) == 2 * row.test.depth
            )  # the nesting, two spaces a level
    html_blocks = [t.content.strip() for t in tokens if t.type == "html_block"]
    assert html_blocks.count("</details>") == len(report.comparisons)
    assert all(block.startswith("<details><summary>") for block in html_blocks if block != "</details>")


def test_names_that_are_markdown_show_as_written():
    report = diff.diff_session(load_session(CASES["matmul_add_4096"]))
    tricky = "__torch_function__ *args* `x` <i>y</i> a|b ~~gone~~ [link](http://x) _private & co"
    comparison = report.comparisons[0]
    finding = dataclasses.replace(comparison.findings[0], message=tricky, remedy=f"call {tricky}")
    report = dataclasses.replace(
        report, comparisons=(dataclasses.replace(comparison, findings=(finding,)),) + report.comparisons[1:]
    )
    _, _, tree = rendered(report)
    (item,) = [li for li in tree.find("li") if li.text.startswith(f"{finding.id}: __torch")]
    assert item.text.split("\n")[0] == f"{finding.id}: {tricky}"
    (remedy,) = [li for li in item.find("li")]
    assert remedy.text == f"To fix: call {tricky}"
    markup = {node.tag for node in _all(item)}
    assert markup == {
        "strong",
        "ul",
        "li",
        "em",
    }  # the id in bold, "To fix:" in italics; nothing from the names
    assert [node.text for node in _all(item) if node.tag == "em"] == ["To fix:"]


def _all(node):
    for child in node.children:
        yield child
        yield from _all(child)


@pytest.mark.parametrize("name", ["square_4096", "matmul_add_4096"])
def test_kernels_list_their_source_lines_and_ncu_figures_as_nested_lists(name):
    from compile_inspect.code.kernel_facts import report_facts
    from compile_inspect.code.provenance import chain_kernels

    report = diff.diff_session(load_session(DATA / "ncu" / name))
    _, _, tree = rendered(report)
    items = {}
    for ul in tree.find("ul"):
        if ul.parent.tag != "li":
            for li in (child for child in ul.children if child.tag == "li"):
                items[li.text.split("\n")[0]] = [
                    c.text for n in li.children if n.tag == "ul" for c in n.children
                ]
    facts, computed = report_facts(report, only_with_ncu=True), chain_kernels(report)
    assert facts and computed
    for label, kernel, facts_lines in facts:
        assert items[f"{label}: {kernel}"] == facts_lines
    for label, kernel, found in computed:
        assert items[f"{label}: {kernel.name} ({found.via})"] == [line.short() for line in found.lines[:5]]
