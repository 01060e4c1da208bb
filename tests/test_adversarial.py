"""The adversarial suite (issue 18; docs/security.md, "The adversarial suite"): hostile sessions, traces and
rank folders against every reading command, `diff SESSION` (each --format), `show SESSION`, `explain TRACE`
(each --format), `diff TRACE_A TRACE_B` and `explain RANK_DIR`.

Inputs start from recorded data (tests/data) copied into a folder of the case's own, then are mutated by
hypothesis (session.json's fields; a trace's bytes; a trace's events; a rank folder's files) or made by
hand (the corpus: one case per reported defect, then more). After every command (tests/adversarial_support.py):
exit status 0, 2 or 3 (never 1, never a signal), at most one line on stderr and exactly one `error: ...`
line when the status is not 0, no traceback, no control character a terminal acts on, stdout and memory
and time within the bounds, a secret kept next to the session never printed, --format json strict JSON,
and nothing changed on disk: not the session's own files, not the case's folder, not a sentinel folder
next to it.

Each command runs in its own process; `ADVERSARIAL_FRESH=1 pytest tests/test_adversarial.py` runs each as
`python -m compile_inspect` (slower) instead of a child of the fork server.
"""

import copy
import gzip
import json
import math
import os
import re
import shutil
import tempfile
from pathlib import Path

import pytest
from adversarial_support import Runner, child_environment, diff_snapshots, snapshot
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

DATA = Path(__file__).parent / "data"
SESSIONS = {"h200": DATA / "h200_sessions" / "matmul_add_64", "cpu": DATA / "cpu_sessions" / "mlp_128"}
TRACES = {
    "h200": DATA / "h200" / "matmul_add_64_default.json",
    "h200-eager": DATA / "h200" / "graph_break_1024_eager.json",
    "training": DATA / "training" / "mlp_compiled_4steps_cuda.json.gz",
}
RANKS = DATA / "ranks" / "ddp_compiled"
SECRET = "ADVERSARIAL-SECRET-3f9c1e"  # in files next to the session: never in any output
OP, KERNEL = "aten::addmm", "nvjet_sm90_tst_64x8_64x16_1x4_h_badd_NNT"  # named in TRACES["h200"]
OSC = "\x1b]0;pwned\x07\x1b]52;c;cHduZWQ=\x07"  # set the terminal's title, write the clipboard
MARKDOWN = "\n```\n# heading\n<img src=x onerror=alert(1)>\n"
NAME_CAP = 4096  # render/escape.py: the longest name a report prints

# A secret-holding file shaped so that whatever reads it (as code, a log, a trace) would quote it.
SECRET_TEXT = f"""API_TOKEN={SECRET}
# {SECRET}
triton_poi_fused_0 = async_compile.triton('triton_poi_fused_0', '''{SECRET}''')
W1203 torch/_inductor/cudagraph_trees.py: UserWarning: {SECRET}
Unable to hit fast path of CUDAGraphs because of {SECRET}
def call(args):
    {SECRET} = 1
"""


def _secret_trace() -> str:
    doc = json.loads(TRACES["h200"].read_text())
    for event in doc["traceEvents"]:
        if event.get("name") in (OP, KERNEL):
            event["name"] = SECRET
    return json.dumps(doc)


_SECRET_TRACE = _secret_trace()  # the recorded trace, its op and kernel renamed to the secret

# ADVERSARIAL_EXAMPLES=500 for a longer search than the suite's default.
EXAMPLES = int(os.environ.get("ADVERSARIAL_EXAMPLES", "40"))
SETTINGS = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


# ---- a case: a folder of its own, the commands run in it, the checks after each ----


class Case:
    """One hostile input in `root` (the commands' working directory, holding the session or traces),
    with `outside/` next to the session and `sentinel` next to the test's folder, both holding the secret."""

    def __init__(self, root: Path, runner: Runner, sentinel: Path):
        self.root, self.runner, self.sentinel = Path(root), runner, sentinel
        self.lock = None  # a descriptor the case holds a lock on while its commands run
        self.outside = self.root / "outside"
        self.outside.mkdir(parents=True)
        (self.outside / ".env").write_text(SECRET_TEXT)
        (self.outside / "secret.py").write_text(SECRET_TEXT)
        (self.outside / "secret.json").write_text(_SECRET_TRACE)
        (self.root / "home").mkdir()

    def session(self, source="h200", name="s") -> Path:
        return Path(shutil.copytree(SESSIONS[source], self.root / name, symlinks=True))

    def trace(self, source="h200", name=None) -> Path:
        src = TRACES[source]
        return Path(shutil.copy(src, self.root / (name or src.name)))

    def attack(self, *argv, expect=(0, 2, 3), secrets=(SECRET,)):
        """Run `compile-inspect ARGV` here, assert every check (and an exit status in `expect`); the result."""
        before = snapshot(self.root, self.sentinel)
        result = self.runner.run(argv, cwd=self.root, env=child_environment(self.root / "home"))
        problems = result.problems(secrets=secrets)
        problems += [
            f"{change} (reading writes nothing)"
            for change in diff_snapshots(before, snapshot(self.root, self.sentinel))
        ]
        if result.code not in expect and not problems:
            problems.append(f"exit status {result.code}, expected {expect}")
        assert not problems, result.describe() + "\n  " + "\n  ".join(problems)
        return result


@pytest.fixture(scope="module")
def runner(tmp_path_factory):
    runner = Runner(tmp_path_factory.mktemp("runner"))
    yield runner
    runner.close()


@pytest.fixture(scope="module")
def sentinel(tmp_path_factory):
    """A folder next to the tests' own, which no command may change (nor print)."""
    folder = tmp_path_factory.mktemp("sentinel")
    (folder / ".env").write_text(SECRET_TEXT)
    (folder / "secret.json").write_text(_SECRET_TRACE)
    return folder


@pytest.fixture
def case(tmp_path, runner, sentinel):
    case = Case(tmp_path / "case", runner, sentinel)
    yield case
    if case.lock is not None:  # a lock a case held on a file of its own (session_a_run_is_writing)
        os.close(case.lock)


def new_case(tmp_path, runner, sentinel) -> Case:
    """A fresh case for one hypothesis example (tmp_path is shared by all the examples of a test)."""
    return Case(Path(tempfile.mkdtemp(dir=tmp_path)), runner, sentinel)


def read_json(path: Path):
    return json.loads(Path(path).read_text())


# ---- JSON that json.dumps cannot write: raw text, duplicate keys, NaN ----


class Raw:
    """Text put into the JSON as it is: 100,000 nested arrays, `1e999`, a lone surrogate."""

    def __init__(self, text):
        self.text = text

    def __repr__(self):
        return f"Raw({self.text[:40]!r}{'…' if len(self.text) > 40 else ''})"


class Pairs:
    """A JSON object from (key, value) pairs: a key may repeat."""

    def __init__(self, items):
        self.items = list(items)

    def __repr__(self):
        return f"Pairs({self.items!r:.200})"


def dump(value) -> str:
    """JSON text of `value` (Raw and Pairs as they say; NaN and Infinity as Python's json writes them)."""
    if isinstance(value, Raw):
        return value.text
    if isinstance(value, (dict, Pairs)):
        items = value.items if isinstance(value, Pairs) else value.items()
        return "{" + ",".join(f"{json.dumps(str(key))}:{dump(item)}" for key, item in items) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(dump(item) for item in value) + "]"
    return json.dumps(value)


DEEP = 100_000
NUMBERS = [
    math.nan,
    math.inf,
    -math.inf,
    -1.0,
    -0.078,
    -1e-300,
    1e308,
    -1e308,
    -0.0,
    5e-324,
    10**30,
    -(10**30),
]
NUMBERS += [2**63, 2**64 + 1, -(2**63) - 1, 0, 1, 7]
HUGE_STRINGS = ["A" * 1_000_000, OSC * 2000, "../" * 10_000, "\u202e" + "x" * 5000, "\x00" * 100]
RAW = [
    Raw("[" * DEEP + "]" * DEEP),
    Raw('{"a":' * DEEP + "1" + "}" * DEEP),
    Raw("1e999"),
    Raw("-1e999"),
    Raw("NaN"),
    Raw('"\\ud800"'),  # a lone surrogate: valid JSON text, no UTF-8 for it
    Raw('"\\u0000\\u001b]0;pwned\\u0007"'),
    Raw("123456789012345678901234567890123456789012345678901234567890"),
]
JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.sampled_from(NUMBERS),
    st.integers(-(2**70), 2**70),
    st.floats(),
    st.text(max_size=30),
    st.sampled_from(HUGE_STRINGS),
    st.sampled_from(RAW),
    st.lists(st.integers(-5, 5), max_size=3),
    st.dictionaries(st.text(max_size=5), st.integers(-3, 3), max_size=3),
)


def locations(value, at=()):
    """Every (container path, key) in a JSON value, depth first."""
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        yield at, key
        yield from locations(item, at + (key,))


def container(doc, at):
    for key in at:
        doc = doc[key]
    return doc


# ---- (a) session.json mutations ----

PATH_FIELDS = ("trace_file", "log_file", "torch_trace_dir", "cache_dir")
SESSION_COMMANDS = [
    ("diff", "s"),
    ("diff", "s", "--format", "json"),
    ("diff", "s", "--format", "md", "--all-rows"),
    ("diff", "s", "--format", "html"),
    ("diff", "clean", "s", "--format", "text"),
    ("diff", "s", "--all-rows", "--color"),
]
SHOW_COMMANDS = [
    ("show", "s"),
    ("show", "s", "--mode", "default"),
    ("show", "s", "--mode", "default", "--graph", "{hash}"),
    ("show", "s", "--kernel", "extern_kernels.addmm", "--plain"),
]


def first_hash(source):
    data = read_json(SESSIONS[source] / "session.json")
    return next(graph["fx_hash"] for run in data["modes"] for graph in run["graphs"])[:8]


def outside_paths(case: Case, session: Path):
    """Paths a session may name that lead outside it, or to what is not a regular file."""
    fifo = session / "default" / "pipe"
    if not fifo.exists():
        os.mkfifo(fifo)
    link = session / "default" / "link.py"
    if not link.is_symlink():
        link.symlink_to(case.outside / ".env")
    return [
        "../outside/.env",
        "../outside/secret.json",
        "default/../../outside/.env",
        str(case.outside / "secret.json"),
        str(case.sentinel / ".env"),
        "/dev/zero",
        "default/pipe",
        "default/link.py",
        "/",
        ".",
        "",
        "default",
        "session.json",
        "a\x00b",
        "x" * 5000,
        "\x1b]0;pwned\x07.json",
    ]


# Most of these keep session.json valid, so the mutation reaches the reading past the schema check.
SESSION_MUTATIONS = ["drop", "retype", "number", "duplicate-key"] + 2 * ["unknown", "modes", "timing"]
SESSION_MUTATIONS += 3 * ["path", "link-file"]


@st.composite
def session_mutation(draw):
    """(source, list of mutations): each mutation a tuple the test applies to session.json."""
    source = draw(st.sampled_from(sorted(SESSIONS)))
    doc = read_json(SESSIONS[source] / "session.json")
    spots = list(locations(doc))
    mutations = []
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(SESSION_MUTATIONS))
        if kind in ("drop", "retype", "number", "duplicate-key", "unknown"):
            at, key = draw(st.sampled_from(spots))
            value = draw(st.sampled_from(NUMBERS)) if kind == "number" else draw(JUNK)
            mutations.append((kind, at, key, value))
        elif kind == "modes":
            mutations.append(
                (kind, draw(st.sampled_from(["empty", "twice", "reverse", "only-eager", "no-eager"])))
            )
        elif kind == "path":
            field = draw(st.sampled_from(PATH_FIELDS + ("source_file", "ranks")))
            mutations.append((kind, field, draw(st.integers(0, 15)), draw(st.integers(0, 2))))
        elif kind == "timing":
            field = draw(st.sampled_from(["median_ms", "min_ms", "max_ms", "p10_ms", "p90_ms", "iters"]))
            mutations.append((kind, field, draw(st.sampled_from(NUMBERS)), draw(st.integers(0, 2))))
        else:
            mutations.append(
                (kind, draw(st.sampled_from(["trace.json", "code", "worker.log"])), draw(st.integers(0, 3)))
            )
    return source, mutations


def apply_session_mutations(case: Case, session: Path, mutations) -> None:
    doc = read_json(session / "session.json")
    duplicates = []
    for mutation in mutations:
        kind = mutation[0]
        if kind in ("drop", "retype", "number", "duplicate-key", "unknown"):
            _, at, key, value = mutation
            try:
                parent = container(doc, at)
                if kind == "drop":
                    del parent[key]
                elif kind in ("retype", "number"):
                    parent[key] = value
                elif kind == "duplicate-key" and isinstance(parent, dict):
                    duplicates.append((at, key, value))
                elif isinstance(parent, dict):
                    parent[f"unknown_{key}"] = value
                else:
                    parent.append(value)
            except (KeyError, IndexError, TypeError, AttributeError):
                pass  # an earlier mutation removed or retyped what this one names
        elif kind == "modes":
            _mutate_modes(doc, mutation[1])
        elif kind == "path":
            _, field, choice, which = mutation
            value = outside_paths(case, session)[choice]
            _set_path(doc, field, value, which)
        elif kind == "timing":
            _, field, value, which = mutation
            runs = doc.get("modes") if isinstance(doc.get("modes"), list) else []
            if runs and isinstance(runs[which % len(runs)], dict):
                timing = runs[which % len(runs)].get("timing")
                if isinstance(timing, dict):
                    timing[field] = value
        else:
            _link_file(case, session, mutation[1], mutation[2])
    (session / "session.json").write_text(dump(_with_duplicates(doc, duplicates)))


def _mutate_modes(doc, how):
    runs = doc.get("modes")
    if not isinstance(runs, list):
        return
    if how == "empty":
        runs.clear()
    elif how == "twice" and runs:
        runs.append(copy.deepcopy(runs[-1]))
    elif how == "reverse":
        runs.reverse()
    elif how == "only-eager":
        del runs[1:]
    elif how == "no-eager" and runs:
        del runs[0]


def _set_path(doc, field, value, which):
    if field == "ranks":
        doc["ranks"] = [value, "rank0"]
        return
    runs = (
        [run for run in doc.get("modes") or () if isinstance(run, dict)]
        if isinstance(doc.get("modes"), list)
        else []
    )
    if not runs:
        return
    run = runs[which % len(runs)]
    if field == "source_file":
        graphs = (
            [graph for graph in run.get("graphs") or () if isinstance(graph, dict)]
            if isinstance(run.get("graphs"), list)
            else []
        )
        for graph in graphs:
            graph["source_file"] = value
        if not graphs:
            run["graphs"] = [{"fx_hash": "f" * 52, "source_file": value, "in_trace": True}]
    else:
        run[field] = value


def _link_file(case: Case, session: Path, what: str, target: int):
    """Replace one of the session's files by a link outside, to /dev/zero, by a FIFO or by a folder."""
    if what == "code":
        files = sorted(session.glob("*/code/*.py"))
    else:
        files = sorted(session.glob(f"*/{what}"))
    if not files:
        return
    path = files[-1]
    path.rmdir() if path.is_dir() and not path.is_symlink() else path.unlink()
    if target == 0:
        path.symlink_to(case.outside / ".env")
    elif target == 1:
        path.symlink_to("/dev/zero")
    elif target == 2:
        os.mkfifo(path)
    else:
        path.mkdir()


def _with_duplicates(doc, duplicates):
    """`doc` with each (at, key, value) of `duplicates` written as a second `key` in its object."""
    for at, key, value in duplicates:
        try:
            parent = container(doc, at[:-1]) if at else None
            target = container(doc, at)
        except (KeyError, IndexError, TypeError):
            continue
        if not isinstance(target, dict) or key not in target:
            continue
        pairs = Pairs(list(target.items()) + [(key, value)])
        if parent is None:
            doc = pairs
        else:
            parent[at[-1]] = pairs
    return doc


@SETTINGS
@given(
    mutation=session_mutation(),
    command=st.sampled_from(SESSION_COMMANDS),
    show=st.sampled_from(SHOW_COMMANDS),
)
def test_mutated_session_json(tmp_path, runner, sentinel, mutation, command, show):
    source, mutations = mutation
    case = new_case(tmp_path, runner, sentinel)
    session = case.session(source)
    case.session(source, "clean")
    apply_session_mutations(case, session, mutations)
    case.attack(*command)
    case.attack(*[part.format(hash=first_hash(source)) for part in show])
    shutil.rmtree(case.root)


# ---- (b) trace bytes ----

TRACE_COMMANDS = [
    ("explain", "{t}"),
    ("explain", "{t}", "--format", "json"),
    ("explain", "{t}", "--format", "md"),
    ("explain", "{t}", "--control", "{clean}"),
    ("diff", "{clean}", "{t}"),
    ("diff", "{t}", "{clean}", "--format", "md", "--all-rows"),
    ("diff", "{clean}", "{t}", "--format", "json"),
]
GARBAGE = st.one_of(
    st.binary(min_size=1, max_size=64),
    st.sampled_from(
        [b'"', b"{", b"}", b"[", b"]", b",", b":", b"\x00", b"\xff\xfe", b"\x1f\x8b", b"NaN", b"\\u0000"]
    ),
    st.sampled_from(
        [b"\\ud800", b'"\\', b"1e999", OSC.encode(), "\u202e".encode(), b"\xc0\x80", b"\xed\xa0\x80"]
    ),
)


def trace_bytes(path: Path) -> bytes:
    data = path.read_bytes()
    return gzip.decompress(data) if path.suffix == ".gz" else data


@st.composite
def mutated_trace_bytes(draw):
    """(source, bytes, gzipped): a recorded trace's bytes cut, flipped, garbage inserted, maybe gzipped."""
    source = draw(st.sampled_from(sorted(TRACES)))
    data = bytearray(trace_bytes(TRACES[source]))
    for _ in range(draw(st.integers(1, 5))):
        kind = draw(st.sampled_from(["truncate", "flip", "insert", "delete", "repeat"]))
        spot = draw(st.integers(0, max(0, len(data) - 1)))
        if kind == "truncate":
            del data[spot:]
        elif kind == "flip" and data:
            data[spot] ^= draw(st.integers(1, 255))
        elif kind == "insert":
            data[spot:spot] = draw(GARBAGE)
        elif kind == "delete":
            del data[spot : spot + draw(st.integers(1, 200))]
        else:
            data[spot:spot] = data[spot : spot + draw(st.integers(1, 2000))] * draw(st.integers(1, 20))
    packing = draw(
        st.sampled_from(["plain", "plain", "gzip", "gzip-truncated", "gzip-of-garbage", "gzip-then-garbage"])
    )
    if packing == "gzip":
        data = gzip.compress(bytes(data))
    elif packing == "gzip-truncated":
        packed = gzip.compress(bytes(data))
        data = packed[: draw(st.integers(0, len(packed) - 1))]
    elif packing == "gzip-of-garbage":
        data = gzip.compress(draw(st.binary(max_size=2000)))
    elif packing == "gzip-then-garbage":
        data = gzip.compress(bytes(data)) + draw(GARBAGE)
    return source, bytes(data), packing != "plain"


@SETTINGS
@given(mutation=mutated_trace_bytes(), command=st.sampled_from(TRACE_COMMANDS))
def test_mutated_trace_bytes(tmp_path, runner, sentinel, mutation, command):
    source, data, gzipped = mutation
    case = new_case(tmp_path, runner, sentinel)
    clean = case.trace(source, "clean" + "".join(TRACES[source].suffixes))
    trace = case.root / ("mutated.json.gz" if gzipped else "mutated.json")
    trace.write_bytes(data)
    case.attack(*[part.format(t=trace.name, clean=clean.name) for part in command])
    shutil.rmtree(case.root)


# ---- (b) trace events: names, timestamps, durations, shapes ----

NAMES = st.one_of(
    st.sampled_from(
        ["A" * 1_000_000, "aten::" + "x" * 200_000, OSC, "aten::mm" + MARKDOWN, "", "\x00", "\u202e"]
    ),
    st.sampled_from(["\ud800", "## Call CompiledFxGraph " + OSC + " ##", "ProfilerStep#" + "9" * 400]),
    st.text(max_size=40),
    st.integers(),
    st.none(),
    st.lists(st.text(max_size=3), max_size=2),
)
TIMES = st.one_of(
    st.sampled_from(NUMBERS), st.floats(), st.text(max_size=5), st.none(), st.sampled_from(RAW[:4])
)
EVENT_KEYS = ["ph", "cat", "pid", "tid", "correlation", "External id", "args", "id", "s", "bp"]


@st.composite
def mutated_trace_events(draw):
    """(source, document): a recorded trace with events renamed, retimed, reshaped, dropped or repeated."""
    source = draw(st.sampled_from(sorted(TRACES)))
    doc = json.loads(trace_bytes(TRACES[source]))
    events = doc["traceEvents"]
    for _ in range(draw(st.integers(1, 6))):
        kind = draw(
            st.sampled_from(["name", "ts", "dur", "drop-key", "key", "args", "event", "repeat", "document"])
        )
        event = events[draw(st.integers(0, len(events) - 1))] if events else {}
        if not isinstance(event, dict):
            continue
        if kind == "name":
            event["name"] = draw(NAMES)
        elif kind in ("ts", "dur"):
            event[kind] = draw(TIMES)
        elif kind == "drop-key":
            event.pop(draw(st.sampled_from(["name", "ts", "dur", "ph", "pid", "tid", "cat", "args"])), None)
        elif kind == "key":
            event[draw(st.sampled_from(EVENT_KEYS))] = draw(JUNK)
        elif kind == "args":
            event["args"] = draw(st.one_of(JUNK, st.sampled_from(RAW[:2])))
        elif kind == "event":
            events.insert(draw(st.integers(0, len(events))), draw(JUNK))
        elif kind == "repeat":
            events.extend([copy.deepcopy(event)] * draw(st.integers(1, 2000)))
        else:
            doc = draw(
                st.sampled_from(
                    [[], {}, {"traceEvents": {}}, {"traceEvents": None}, doc, {"traceEvents": events[:1]}]
                )
            )
            if not isinstance(doc, dict) or not isinstance(doc.get("traceEvents"), list):
                break
            events = doc["traceEvents"]
    return source, doc


@SETTINGS
@given(mutation=mutated_trace_events(), command=st.sampled_from(TRACE_COMMANDS), gzipped=st.booleans())
def test_mutated_trace_events(tmp_path, runner, sentinel, mutation, command, gzipped):
    source, doc = mutation
    case = new_case(tmp_path, runner, sentinel)
    clean = case.trace(source, "clean" + "".join(TRACES[source].suffixes))
    text = dump(doc).encode("utf-8", "surrogatepass")
    trace = case.root / ("mutated.json.gz" if gzipped else "mutated.json")
    trace.write_bytes(gzip.compress(text) if gzipped else text)
    result = case.attack(*[part.format(t=trace.name, clean=clean.name) for part in command])
    if result.format in ("text", "md") and result.code in (0, 3):
        assert "A" * 100_000 not in result.out and "x" * 100_000 not in result.out, (
            "a huge name printed whole"
        )
    shutil.rmtree(case.root)


# ---- (b) rank folders ----

RANK_COMMANDS = [
    ("explain", "ranks"),
    ("explain", "ranks", "--format", "json"),
    ("explain", "ranks", "--format", "md"),
    ("diff", "clean", "ranks"),
    ("diff", "ranks", "clean", "--format", "md"),
]


@st.composite
def mutated_rank_folder(draw):
    """A list of (file name, what to put there): a rank's trace mutated, replaced, or files added."""
    changes = []
    for _ in range(draw(st.integers(1, 3))):
        name = draw(
            st.sampled_from(["rank0.json.gz", "rank1.json.gz", "rank2.json", "rank10.json.gz", "rank-1.json"])
        )
        what = draw(
            st.sampled_from(
                ["bytes", "events", "fifo", "dev-zero", "folder", "empty", "link-outside", "remove"]
            )
        )
        if what == "bytes":
            changes.append((name, what, draw(mutated_trace_bytes())[1]))
        elif what == "events":
            changes.append(
                (name, what, dump(draw(mutated_trace_events())[1]).encode("utf-8", "surrogatepass"))
            )
        else:
            changes.append((name, what, None))
    return changes


@settings(SETTINGS, max_examples=max(1, EXAMPLES * 5 // 8))
@given(changes=mutated_rank_folder(), command=st.sampled_from(RANK_COMMANDS))
def test_mutated_rank_folder(tmp_path, runner, sentinel, changes, command):
    case = new_case(tmp_path, runner, sentinel)
    folder = Path(shutil.copytree(RANKS, case.root / "ranks"))
    shutil.copytree(RANKS, case.root / "clean")
    for name, what, data in changes:
        path = folder / name
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path)
        elif path.exists() or path.is_symlink():
            path.unlink()
        if what in ("bytes", "events"):
            path.write_bytes(gzip.compress(data) if name.endswith(".gz") else data)
        elif what == "fifo":
            os.mkfifo(path)
        elif what == "dev-zero":
            path.symlink_to("/dev/zero")
        elif what == "folder":
            path.mkdir()
        elif what == "empty":
            path.write_bytes(b"")
        elif what == "link-outside":
            path.symlink_to(case.outside / "secret.json")
    # A link to a trace outside a folder of traces is the user's own: its names may print.
    linked = any(what == "link-outside" for _, what, _ in changes)
    case.attack(*command, secrets=() if linked else (SECRET,))
    shutil.rmtree(case.root)


# ---- the corpus: each reported defect, then more ----

CORPUS = {}


def corpus(function):
    CORPUS[function.__name__] = function
    return function


def edit_session(session: Path, change) -> None:
    data = read_json(session / "session.json")
    change(data)
    (session / "session.json").write_text(dump(data))


def mode_of(data, name):
    return next(run for run in data["modes"] if run["mode"] == name)


def renamed_trace(case: Case, new_name: str, old=(OP, KERNEL), file="hostile.json") -> Path:
    doc = json.loads(TRACES["h200"].read_text())
    for event in doc["traceEvents"]:
        if event.get("name") in old:
            event["name"] = new_name
    path = case.root / file
    path.write_text(json.dumps(doc))
    return path


def refused(result, *words):
    """Exit 2, its one line naming each of `words`."""
    assert result.code == 2, result.describe()
    assert all(word in result.err for word in words), result.describe()


# Figures no real run has: not a number, infinite, past 1e20, 16 digits or more, a negative time.
ABSURD = re.compile(r"\bnan\b|\binf(inity)?\b|e\+(\d{3}|[2-9]\d)|\d{16,}|(?<![\d.])-\d[\d,.]*\s*ms\b", re.I)


def no_absurd_figures(result):
    """A report in text or Markdown states no figure built on NaN, infinity or 1e308."""
    if result.code in (0, 3) and result.format in ("text", "md"):
        assert not ABSURD.search(result.out), f"{ABSURD.search(result.out)[0]!r} in {result.describe()}"


def no_absurd_verdict(result, mode="default"):
    """Either refused in one line naming the timing, or a report with no figure or ratio built on it."""
    if result.code == 2:
        assert "timing" in result.err, result.describe()
        return
    if result.format in ("text", "md"):
        assert not ABSURD.search(result.out), f"{ABSURD.search(result.out)[0]!r} in {result.describe()}"
        assert not re.search(rf"{mode}\W* is [\d.,]+x (faster|slower) than", result.out), result.describe()


HOSTILE_SOURCES = ("../outside/.env", "ABSOLUTE", "default/../../outside/secret.py", "LINK")


def _hostile_source(case: Case, session: Path, how: str) -> None:
    if how == "LINK":  # the generated module replaced by a link to the secret
        for code in session.glob("*/code/*.py"):
            code.unlink()
            code.symlink_to(case.outside / ".env")
        return
    value = str(case.sentinel / ".env") if how == "ABSOLUTE" else how
    edit_session(
        session, lambda data: [g.update(source_file=value) for run in data["modes"] for g in run["graphs"]]
    )


def _source_commands(case, how):
    session = case.session()
    _hostile_source(case, session, how)
    hash8 = first_hash("h200")
    return [
        ("diff", "s"),
        ("diff", "s", "--format", "md", "--all-rows"),
        ("diff", "s", "--format", "html"),
        ("diff", "s", "--format", "json"),
        ("show", "s"),
        ("show", "s", "--mode", "default", "--graph", hash8, "--plain"),
        ("show", "s", "--kernel", "extern_kernels.addmm", "--plain"),
    ]


@corpus
def source_file_dotdot(case):
    """Reported: source_file `../outside/.env` was read, printed by show and embedded in the HTML."""
    return _source_commands(case, "../outside/.env")


@corpus
def source_file_absolute(case):
    """Reported: an absolute source_file (here the sentinel's .env) was read."""
    return _source_commands(case, "ABSOLUTE")


@corpus
def source_file_up_and_back(case):
    return _source_commands(case, "default/../../outside/secret.py")


@corpus
def generated_code_is_a_link(case):
    """Reported: a generated-code file replaced by a symlink to a file outside was followed."""
    return _source_commands(case, "LINK")


@corpus
def session_path_is_dev_zero(case):
    """Reported: a session path naming /dev/zero grew memory for ever."""
    trace = case.trace()
    return [
        ("diff", "/dev/zero"),
        ("show", "/dev/zero"),
        ("explain", "/dev/zero"),
        ("diff", "/dev/zero", trace.name),
        ("explain", trace.name, "--control", "/dev/zero"),
        ("explain", trace.name, "--log", "/dev/zero"),
        ("explain", trace.name, "--torch-trace", "/dev/zero"),
        ("explain", trace.name, "--cache-dir", "/dev/zero"),
    ]


@corpus
def session_files_name_dev_zero(case):
    session = case.session()
    edit_session(
        session,
        lambda data: [
            run.update(trace_file="/dev/zero", log_file="/dev/zero", torch_trace_dir="/dev/zero")
            for run in data["modes"]
        ],
    )
    other = case.session(name="linked")
    for name in ("default/trace.json", "default/worker.log", "eager/trace.json"):
        (other / name).unlink()
        (other / name).symlink_to("/dev/zero")
    return [
        ("diff", "s"),
        ("show", "s"),
        ("diff", "linked"),
        ("show", "linked"),
        ("diff", "linked", "--format", "html"),
    ]


@corpus
def session_paths_are_fifos(case):
    """Reported: a FIFO where a session's file should be hung the command."""
    session = case.session()
    for name in ("default/trace.json", "default/worker.log"):
        (session / name).unlink()
        os.mkfifo(session / name)
    code = next(session.glob("default/code/*.py"))
    code.unlink()
    os.mkfifo(code)
    whole = case.session(name="fifo_json")
    (whole / "session.json").unlink()
    os.mkfifo(whole / "session.json")
    os.mkfifo(case.root / "pipe.json")
    case.trace()
    return [
        ("diff", "s"),
        ("diff", "s", "--format", "html"),
        ("show", "s"),
        ("diff", "fifo_json", _names_the_fifo),  # issue 38 D14: "is a folder but not a session"
        ("show", "fifo_json", _names_the_fifo),
        ("explain", "fifo_json", _names_the_fifo),
        ("explain", "pipe.json"),
        ("diff", "pipe.json", "pipe.json"),
        ("explain", TRACES["h200"].name, "--log", "pipe.json"),
        ("explain", TRACES["h200"].name, "--control", "pipe.json"),
    ]


def _names_the_fifo(result):
    refused(result, "fifo_json/session.json is not a regular file (a FIFO)")


def gzip_of_zeros(path: Path, head: bytes = b"", megabytes: int = 10_000) -> Path:
    """`head` gzipped, then `megabytes` gzip members of 1 MiB of zeros: ~10 MB on disk, 10 GiB inflated."""
    member = gzip.compress(b"\0" * (1 << 20), compresslevel=9)
    with open(path, "wb") as out:
        out.write(gzip.compress(head))
        out.write(member * megabytes)
    return path


@corpus
def gzip_of_zeros_10mb(case):
    """Reported: a 10 MB gzip of zeros as a trace inflated to 10 GB in memory."""
    gzip_of_zeros(case.root / "zeros.json.gz")
    gzip_of_zeros(case.root / "prefix.json.gz", head=b'{"traceEvents": [')
    case.trace()
    session = case.session()
    (session / "default" / "trace.json").unlink()
    gzip_of_zeros(session / "default" / "trace.json")
    return [
        ("explain", "zeros.json.gz"),
        ("explain", "prefix.json.gz", "--format", "json"),
        ("diff", TRACES["h200"].name, "zeros.json.gz"),
        ("diff", "s"),
    ]


@corpus
def valid_prefix_then_50mb_of_spaces(case):
    """Reported: a valid prefix followed by hundreds of MB of whitespace took minutes (kept at 50 MB here)."""
    text = TRACES["h200"].read_bytes()
    events_at = text.index(b"[", text.index(b'"traceEvents"')) + 1
    first_event = text.index(b"}", events_at) + 1
    spaces = b" " * (50 << 20)
    (case.root / "prefix.json").write_bytes(text[:first_event] + b"," + spaces)
    (case.root / "whole.json").write_bytes(text + spaces)  # valid JSON: trailing whitespace
    (case.root / "inside.json").write_bytes(text[:events_at] + spaces + text[events_at:])  # valid too
    return [
        ("explain", "prefix.json"),
        ("explain", "whole.json", {"expect": (0,)}),
        ("explain", "inside.json", "--format", "md", {"expect": (0,)}),
    ]


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


@corpus
def deeply_nested_json(case):
    """Reported: deep nesting raised RecursionError (a traceback)."""
    for name, where in (("modes", "modes"), ("options", "options"), ("graphs", None)):
        session = case.session(name=f"s_{name}")
        text = (session / "session.json").read_text()
        if where:
            data = read_json(session / "session.json")
            data[where] = Raw(nested(DEEP))
            text = dump(data)
        else:
            data = read_json(session / "session.json")
            data["modes"][1]["graphs"][0]["extra"] = Raw('{"a":' * DEEP + "1" + "}" * DEEP)
            text = dump(data)
        (session / "session.json").write_text(text)
    doc = json.loads(TRACES["h200"].read_text())
    doc["traceEvents"][5]["args"] = Raw(nested(DEEP))
    (case.root / "deep_args.json").write_text(dump(doc))
    (case.root / "deep_top.json").write_text(nested(DEEP))
    (case.root / "deep_events.json").write_text('{"traceEvents": ' + nested(DEEP) + "}")
    return [
        ("diff", "s_modes"),
        ("show", "s_modes"),
        ("diff", "s_options", "--format", "json"),
        ("diff", "s_graphs"),
        ("show", "s_graphs"),
        ("explain", "deep_args.json"),
        ("explain", "deep_top.json"),
        ("explain", "deep_events.json", "--format", "json"),
    ]


@corpus
def modes_empty(case):
    """Reported: `"modes": []` crashed; nothing to compare: one line."""
    edit_session(case.session(), lambda data: data.update(modes=[]))
    edit_session(case.session(name="interrupted"), lambda data: data.update(modes=[], interrupted=True))

    def one_line(result):
        refused(result, "modes")

    return [
        ("diff", "s", one_line),
        ("diff", "interrupted", one_line),
        ("show", "s"),
        ("show", "interrupted"),
    ]


@corpus
def unknown_fields_load(case):
    """Reported: a field compile-inspect does not know (a newer writer's) was refused; it should load."""

    def add_unknown(data):
        data["future_field"] = {"nested": [1, 2, 3]}
        data["target"]["unknown"] = "x"
        data["options"]["unknown_option"] = 3
        data["environment"]["gpu_count"] = 8
        for run in data["modes"]:
            run["unknown"] = None
            run["timing"]["unknown_ms"] = 1.0
            run["accuracy"]["unknown"] = True
            for graph in run["graphs"]:
                graph["unknown"] = "y"

    for source in ("h200", "cpu"):
        edit_session(case.session(source, name=f"s_{source}"), add_unknown)
    ok = {"expect": (0,)}
    return [
        ("diff", "s_h200", ok),
        ("diff", "s_h200", "--format", "json", ok),
        ("diff", "s_h200", "--format", "md", ok),
        ("diff", "s_cpu", "--format", "html", ok),
        ("show", "s_cpu", ok),
        ("diff", "s_h200", "s_h200", ok),
    ]


def _timing_commands(case, value, fields=("median_ms",)):
    def poison(data):
        for field in fields:
            mode_of(data, "default")["timing"][field] = value

    edit_session(case.session(), poison)
    return [
        ("diff", "s", no_absurd_verdict),
        ("diff", "s", "--format", "md", no_absurd_verdict),
        ("diff", "s", "--format", "json", no_absurd_verdict),
    ]


@corpus
def timing_nan(case):
    """Reported: NaN timings made an absurd verdict."""
    return _timing_commands(case, math.nan, ("median_ms", "min_ms", "max_ms"))


@corpus
def timing_negative(case):
    return _timing_commands(case, -0.078)


@corpus
def timing_1e308(case):
    return _timing_commands(case, 1e308, ("median_ms", "max_ms"))


@corpus
def timing_infinity(case):
    return _timing_commands(case, math.inf, ("max_ms",))


@corpus
def mode_listed_twice(case):
    """Reported: a mode listed twice: refused naming it, or shown once."""
    edit_session(case.session(), lambda data: data["modes"].append(copy.deepcopy(mode_of(data, "default"))))

    def once(result):
        if result.code == 2:
            assert "modes" in result.err, result.describe()
        else:
            assert result.out.count("eager -> default") == 1, result.describe()

    return [("diff", "s", once), ("show", "s"), ("diff", "s", "--format", "html")]


md_it = pytest.importorskip("markdown_it", reason="markdown-it-py (the test extra) is not installed")
GFM = md_it.MarkdownIt("commonmark").enable(["table", "strikethrough"])


def structure(markdown):
    """Headings, code blocks, raw HTML, images and links of a Markdown document, as GitHub parses it."""
    kinds = {"heading_open", "fence", "code_block", "html_block", "html_inline", "image", "link_open"}
    found = []
    for token in GFM.parse(markdown):
        found += [(token.type, token.tag)] if token.type in kinds else []
        found += [(child.type, child.tag) for child in token.children or () if child.type in kinds]
    return found


@corpus
def markdown_injection_in_a_name(case):
    """Reported: explain --format md of a name holding ``` , `# heading` and <img src=x> let them out."""
    renamed_trace(case, "aten::evil" + MARKDOWN)
    clean = renamed_trace(case, "no such name", old=(), file="clean.json")
    eager = case.trace("h200-eager")
    expected = {}

    def remember(key):
        def check(result):
            expected[key] = structure(result.out)

        return check

    def same_as(key):
        def check(result):
            assert result.code == 0, result.describe()
            page = GFM.render(result.out)
            assert "<img" not in page and "heading</h" not in page, result.describe()
            assert structure(result.out) == expected.get(key), result.describe()

        return check

    return [
        ("explain", clean.name, "--format", "md", remember("explain")),
        ("explain", "hostile.json", "--format", "md", same_as("explain")),
        ("diff", eager.name, clean.name, "--format", "md", "--all-rows", remember("diff")),
        ("diff", eager.name, "hostile.json", "--format", "md", "--all-rows", same_as("diff")),
    ]


@corpus
def osc_escapes_in_a_name(case):
    """Reported: an event name holding OSC 0 (title) and OSC 52 (clipboard) reached the terminal raw."""
    renamed_trace(case, "aten::evil" + OSC)
    eager = case.trace("h200-eager")

    def shown(result):
        assert result.code == 0 and "aten::evil" in result.out, result.describe()

    return [
        ("explain", "hostile.json", shown),
        ("explain", "hostile.json", "--format", "md", shown),
        ("explain", "hostile.json", "--format", "json", shown),
        (
            "explain",
            "hostile.json",
            "--color",
        ),  # only the report's own colours: checked by the no-OSC rule below
        ("diff", eager.name, "hostile.json", "--all-rows", shown),
    ]


@corpus
def one_megabyte_name(case):
    """Reported: a 1 MB event name was printed in full."""
    huge = "aten::" + "x" * 1_000_000
    renamed_trace(case, huge)
    eager = case.trace("h200-eager")

    def cut(result):
        assert result.code == 0, result.describe()
        assert huge not in result.out and "x" * (NAME_CAP + 1) not in result.out, result.describe()

    return [
        ("explain", "hostile.json", cut),
        ("explain", "hostile.json", "--format", "md", cut),
        ("diff", eager.name, "hostile.json", "--all-rows", cut),
        ("diff", eager.name, "hostile.json", "--format", "md", cut),
        ("explain", "hostile.json", "--format", "json"),  # JSON keeps names exactly: only the bounds apply
    ]


# -- more of our own --


@corpus
def markup_in_session_strings(case):
    """`</script>`, `<!--` and Markdown in the strings session.json holds as free text (the target, graph
    breaks, recompile reasons, a mode's error) and in an event name: the HTML report keeps its own two
    scripts, the Markdown report the clean one's structure."""
    markup = "</script><script>alert(1)</script><!--" + MARKDOWN

    def poison(data):
        data["target"]["spec"] = "samples/x.py" + markup
        mode_of(data, "default").update(graph_breaks=[markup], recompiles=[markup])
        mode_of(data, "reduce-overhead").update(status="failed", error="RuntimeError: " + markup)

    session = case.session()
    edit_session(session, poison)
    trace = session / "default" / "trace.json"
    trace.write_text(trace.read_text().replace(f'"{OP}"', json.dumps(OP + markup)))
    clean = case.session(name="clean")
    edit_session(
        clean, lambda data: mode_of(data, "reduce-overhead").update(status="failed", error="RuntimeError")
    )
    expected = {}

    def remember(result):
        expected["html"] = [result.out.count(tag) for tag in ("<script", "</script", "<!--")]

    def same_scripts(result):
        found = [result.out.count(tag) for tag in ("<script", "</script", "<!--")]
        assert found == expected.get("html"), f"{found} against {expected.get('html')}: {result.describe()}"

    def remember_md(result):
        expected["md"] = structure(result.out)

    def same_md(result):
        page = GFM.render(result.out)
        assert "<script" not in page and "<img" not in page and "heading</h" not in page, result.describe()
        assert structure(result.out) == expected.get("md"), result.describe()

    return [
        ("diff", "clean", "--format", "html", remember),
        ("diff", "s", "--format", "html", same_scripts),
        ("diff", "clean", "--format", "md", "--all-rows", remember_md),
        ("diff", "s", "--format", "md", "--all-rows", same_md),
        ("diff", "s"),
        ("show", "s"),
    ]


@corpus
def osc_in_logs_and_code(case):
    """A worker.log and a generated module holding escape sequences: quoted and shown, never raw."""
    session = case.session()
    log = session / "reduce-overhead" / "worker.log"
    log.write_text(
        log.read_text()
        + f"\nUserWarning: {OSC}\nUnable to hit fast path of CUDAGraphs because of {OSC} pending, uninvoked backwards\n"
    )
    code = next(session.glob("default/code/*.py"))
    code.write_text(code.read_text() + f"\n# {OSC}\u202e\n")
    return [
        ("diff", "s"),
        ("diff", "s", "--format", "md"),
        ("show", "s", "--mode", "default", "--graph", first_hash("h200"), "--plain"),
        ("show", "s", "--kernel", "extern_kernels.addmm"),
    ]


@corpus
def long_line_in_generated_code(case):
    """A generated module with one line of 200,000 word characters (a regex that backtracks over it
    takes quadratic time)."""
    session = case.session()
    code = next(session.glob("default/code/*.py"))
    code.write_text(code.read_text() + "\ny = 1  # " + "z" * 200_000 + "\nbuf0 = " + "w" * 200_000 + "\n")
    return [("diff", "s"), ("show", "s", "--mode", "default", "--graph", first_hash("h200"), "--plain")]


@corpus
def c1_controls_in_json(case):
    """--format json keeps a name exactly, and JSON may carry U+0080-U+009F raw; escaped (`\\u009b`) it
    is the same name and no terminal takes U+009B for CSI when the JSON is printed."""
    renamed_trace(case, "aten::c1\x9b31m\x85\x80")

    def escaped(result):
        assert result.code == 0 and not re.search("[\x80-\x9f]", result.out), result.describe()

    return [("explain", "hostile.json", "--format", "json", escaped)]


@corpus
def control_characters_in_paths(case):
    """Paths and labels come from file names: a name with an OSC sequence and a newline, in errors and
    in the report's labels."""
    name = "t\x1b]0;pwned\x07\nx.json"
    shutil.copy(TRACES["h200"], case.root / name)
    (case.root / "bad\x1b]0;pwned\x07.json").write_text("{not json")
    eager = case.trace("h200-eager")
    return [
        ("explain", name),
        ("diff", eager.name, name),
        ("explain", "bad\x1b]0;pwned\x07.json"),
        ("explain", "missing\x1b]52;c;eA==\x07.json"),
    ]


@corpus
def mode_names_that_are_paths(case):
    """A mode named like a path (`../../outside/secret`) must not make reads outside (ncu/<mode>.json)."""
    session = case.session()
    (case.outside / "secret.json").write_text(json.dumps({"kernels": [{"name": SECRET}], "note": SECRET}))
    edit_session(session, lambda data: mode_of(data, "default").update(mode="../../outside/secret"))
    other = case.session(name="osc_mode")
    edit_session(other, lambda data: mode_of(data, "default").update(mode=OSC))
    return [
        ("diff", "s"),
        ("show", "s"),
        ("show", "s", "--mode", "../../outside/secret"),
        ("diff", "osc_mode"),
        ("show", "osc_mode"),
    ]


@corpus
def dirs_of_a_session_lead_outside(case):
    """torch_trace_dir, cache_dir and log_file naming the outside folder, `/` and the sentinel."""
    session = case.session()
    (case.outside / "dedicated_log_rank_0.log").write_text(SECRET_TEXT)

    def point_out(data):
        for run in data["modes"]:
            run.update(torch_trace_dir="../outside", cache_dir="/", log_file="../outside/.env")

    edit_session(session, point_out)
    return [("diff", "s"), ("diff", "s", "--format", "html"), ("show", "s")]


@corpus
def target_spec_outside_not_python(case):
    """The target's file is the one outside file a session may name, and only a `.py` one."""
    session = case.session("cpu")
    edit_session(session, lambda data: data["target"].update(spec="../outside/.env:fn"))
    other = case.session("cpu", name="absolute")
    edit_session(other, lambda data: data["target"].update(spec=f"{case.sentinel / '.env'}:fn"))
    return [
        ("diff", "s", "--format", "html"),
        ("show", "s"),
        ("diff", "absolute", "--format", "md"),
        ("show", "absolute"),
    ]


@corpus
def ranks_lead_outside_or_loop(case):
    """A top session's `ranks` naming the outside folder, the session itself twice, and `..`."""
    outside = case.session(name="s")
    edit_session(outside, lambda data: data.update(ranks=["../outside", "rank0"]))
    loop = case.session(name="loop")
    edit_session(loop, lambda data: data.update(ranks=[".", "."]))
    up = case.session(name="up")
    edit_session(up, lambda data: data.update(ranks=[".."]))
    return [
        ("diff", "s"),
        ("explain", "s"),
        ("diff", "loop"),
        ("explain", "loop"),
        ("show", "loop"),
        ("explain", "up"),
    ]


@corpus
def session_json_not_an_object(case):
    """session.json that is not a session: empty, binary, a list, a string, null, a UTF-16 text, a BOM."""
    contents = {
        "empty": b"",
        "binary": bytes(range(256)) * 4,
        "list": b"[1, 2, 3]",
        "string": b'"session"',
        "null": b"null",
        "utf16": read_json(SESSIONS["h200"] / "session.json").__repr__().encode("utf-16"),
        "bom": b"\xef\xbb\xbf" + (SESSIONS["h200"] / "session.json").read_bytes(),
        "gzip": gzip.compress((SESSIONS["h200"] / "session.json").read_bytes()),
    }
    commands = []
    for name, data in contents.items():
        session = case.session(name=name)
        (session / "session.json").write_bytes(data)
        commands += [("diff", name), ("show", name)]
    return commands


@corpus
def schema_version_odd(case):
    """schema_version as a huge integer, a string, a float, negative, and a duplicated key."""
    values = {"huge": Raw("1" + "0" * 5000), "text": "1", "float": 1.0, "negative": -1, "nan": math.nan}
    commands = []
    for name, value in values.items():
        edit_session(case.session(name=name), lambda data: data.update(schema_version=value))
        commands.append(("diff", name))
    session = case.session(name="duplicate")
    data = read_json(session / "session.json")
    (session / "session.json").write_text(dump(Pairs(list(data.items()) + [("modes", "not a list")])))
    return commands + [("diff", "duplicate"), ("show", "duplicate")]


@corpus
def trace_file_names_odd_things(case):
    """trace_file naming a folder, session.json itself, a link to itself (a loop), and a NUL byte."""
    session = case.session()
    edit_session(session, lambda data: mode_of(data, "default").update(trace_file="default"))
    itself = case.session(name="itself")
    edit_session(itself, lambda data: mode_of(data, "default").update(trace_file="session.json"))
    loop = case.session(name="loop")
    (loop / "default" / "trace.json").unlink()
    (loop / "default" / "trace.json").symlink_to("trace.json")
    nul = case.session(name="nul")
    edit_session(nul, lambda data: mode_of(data, "default").update(trace_file="default/trace.json\x00.gz"))
    return [
        ("diff", "s"),
        ("diff", "itself"),
        ("diff", "loop"),
        ("show", "loop"),
        ("diff", "nul"),
        ("show", "nul"),
    ]


@corpus
def sparse_files_past_the_limits(case):
    """A 20 GiB trace and a 2 GiB session.json (sparse: no disk used) are refused by size, not read."""
    big = case.root / "big.json"
    with open(big, "wb") as file:
        file.truncate(20 << 30)
    if os.stat(big).st_blocks * 512 > (1 << 20):
        pytest.skip("this file system does not make sparse files")
    session = case.session()
    with open(session / "session.json", "r+b") as file:
        file.truncate(2 << 30)
    log = case.session(name="log")
    with open(log / "default" / "worker.log", "r+b") as file:
        file.truncate(3 << 30)
    return [("explain", "big.json"), ("diff", "s"), ("show", "s"), ("diff", "log")]


@corpus
def traces_that_are_not_traces(case):
    """Empty, a number, null, events not objects, events an object, gzip of garbage, gzip with garbage
    after it, a truncated gzip, UTF-16, a BOM, invalid UTF-8 in a name, a lone surrogate in a name."""
    text = TRACES["h200"].read_bytes()
    packed = gzip.compress(text)
    contents = {
        "empty.json": b"",
        "number.json": b"42",
        "null.json": b"null",
        "scalars.json": b'{"traceEvents": [1, null, "x", [], true]}',
        "object.json": b'{"traceEvents": {"a": 1}}',
        "garbage.json.gz": gzip.compress(os.urandom(4096)),
        "trailing.json.gz": packed + b"\x00garbage" * 100,
        "truncated.json.gz": packed[: len(packed) // 2],
        "utf16.json": text.decode().encode("utf-16"),
        "bom.json": b"\xef\xbb\xbf" + text,
        "badutf8.json": text.replace(f'"{OP}"'.encode(), b'"aten::\xff\xfe\xc0\x80"'),
        "surrogate.json": text.replace(f'"{OP}"'.encode(), b'"aten::\\ud800\\udfff\\udc00"'),
    }
    for name, data in contents.items():
        (case.root / name).write_bytes(data)
    commands = [("explain", name) for name in contents]
    return commands + [
        ("explain", "surrogate.json", "--format", "md"),
        ("explain", "surrogate.json", "--format", "json"),
        ("diff", "bom.json", "surrogate.json"),
    ]


@corpus
def odd_timestamps(case):
    """Every event's ts or dur made NaN, negative, 1e308, a string, or left out."""
    commands = []
    for name, change in {
        "nan_ts": lambda e: e.update(ts=Raw("NaN")),
        "negative_dur": lambda e: e.update(dur=-e.get("dur", 1)),
        "huge_dur": lambda e: e.update(dur=1e308),
        "inf_ts": lambda e: e.update(ts=Raw("Infinity")),
        "string_ts": lambda e: e.update(ts="12:00"),
        "no_dur": lambda e: e.pop("dur", None),
        "huge_int_ts": lambda e: e.update(ts=10**40),
    }.items():
        doc = json.loads(TRACES["h200"].read_text())
        for event in doc["traceEvents"]:
            if "ts" in event:
                change(event)
        (case.root / f"{name}.json").write_text(dump(doc))
        commands += [
            ("explain", f"{name}.json", no_absurd_figures),
            ("explain", f"{name}.json", "--format", "md", no_absurd_figures),
            ("explain", f"{name}.json", "--format", "json"),
        ]
    return commands


@corpus
def a_step_at_1e308(case):
    """One step at ts 1e308: its 461 µs vanish in the float (1e308 + 461 == 1e308), a window of 0 µs,
    compared against a control (found by test_mutated_trace_events)."""
    step = {"ph": "X", "cat": "user_annotation", "name": "ProfilerStep#2", "pid": 1, "tid": 1, "dur": 460.92}
    (case.root / "far.json").write_text(json.dumps({"traceEvents": [{**step, "ts": 1e308}]}))
    clean = case.trace()
    return [
        ("explain", "far.json", "--control", clean.name),
        ("diff", clean.name, "far.json"),
        ("diff", clean.name, "far.json", "--format", "json"),
    ]


def nested_intervals(depth: int) -> dict:
    """A trace of one step holding `depth` CPU events, each inside the one before."""
    events = [
        {
            "ph": "X",
            "cat": "cpu_op",
            "name": f"aten::op{n % 7}",
            "pid": 1,
            "tid": 1,
            "ts": n,
            "dur": 2 * (depth - n),
        }
        for n in range(depth)
    ]
    step = {"ph": "X", "cat": "user_annotation", "name": "ProfilerStep#1", "pid": 1, "tid": 1, "ts": 0}
    return {"traceEvents": [{**step, "dur": 2 * depth + 1}] + events}


@corpus
def intervals_nested_deep(case):
    """2,000 then 20,000 CPU events each inside the one before (1 MB): a tree walked by recursion
    overflows, one walked once per node takes quadratic time."""
    (case.root / "deep.json").write_text(json.dumps(nested_intervals(2_000)))
    (case.root / "deeper.json").write_text(json.dumps(nested_intervals(20_000)))
    clean = case.trace()
    return [
        ("explain", "deep.json"),
        ("explain", "deep.json", "--format", "md"),
        ("diff", clean.name, "deep.json"),  # the chains aligned row by row (compare/diff.py)
        ("explain", "deeper.json", "--format", "json"),
    ]


@corpus
def identical_events_100000(case):
    """100,000 copies of one CPU event (3.5 MB): each nests in the one before, as deep as it is long."""
    same = [{"ph": "X", "cat": "cpu_op", "name": "aten::mm", "pid": 1, "tid": 1, "ts": 5, "dur": 3}] * 100_000
    (case.root / "same.json").write_text(json.dumps({"traceEvents": same}))
    return [("explain", "same.json")]


@corpus
def rank_folders_with_odd_files(case):
    """A rank folder whose ranks are a FIFO, /dev/zero, a folder, an empty file, garbage; and an empty
    folder."""
    folder = Path(shutil.copytree(RANKS, case.root / "ranks"))
    (folder / "rank1.json.gz").unlink()
    os.mkfifo(folder / "rank1.json.gz")
    (folder / "rank2.json.gz").symlink_to("/dev/zero")
    (folder / "rank3.json").mkdir()
    (folder / "rank4.json").write_bytes(b"")
    gzip_of_zeros(folder / "rank5.json.gz", megabytes=200)
    (case.root / "empty").mkdir()
    clean = shutil.copytree(RANKS, case.root / "clean")
    return [
        ("explain", "ranks"),
        ("explain", "ranks", "--format", "json"),
        ("diff", Path(clean).name, "ranks"),
        ("explain", "empty"),
        ("diff", "empty", "empty"),
    ]


# ---- issue 38: hostile correlation ids and timestamps, other formats, a session a run is writing


def broken_trace(case: Case, change, file: str) -> str:
    """The recorded H200 trace with `change(doc)` applied, written as `file`: its name."""
    doc = json.loads(TRACES["h200"].read_text())
    change(doc)
    (case.root / file).write_text(json.dumps(doc))
    return file


def _gpu_of(doc) -> list:
    return [event for event in doc["traceEvents"] if event.get("cat") in ("kernel", "gpu_memcpy")]


def says(*words):
    """A text report (exit 0) holding each of `words`."""

    def check(result):
        assert result.code == 0 and all(word in result.out for word in words), result.describe()

    return check


def no_negative_lag(result):
    assert not re.search(r"launch-to-start lag, µs\s+-", result.out), result.describe()


def _explained(file: str, *checks) -> list:
    return [
        ("explain", file, *checks),
        ("explain", file, "--format", "md"),
        ("explain", file, "--format", "json"),
        ("diff", TRACES["h200"].name, file),
    ]


@corpus
def correlation_ids_past_64_bits(case):
    """Reported (issue 38 D5): a correlation id of 2**80 was an OverflowError traceback."""

    def change(doc):
        for n, event in enumerate(doc["traceEvents"]):
            if "correlation" in (event.get("args") or {}):
                event["args"]["correlation"] = [2**80, 2**64, -(2**63) - 1, 10**30][n % 4]

    case.trace()
    return _explained(broken_trace(case, change, "wide.json"), says("correlation id past 64 bits"))


@corpus
def gpu_events_before_their_launch(case):
    """Reported (issue 38 D8): kernels 1 s before their launch gave a launch-to-start lag of -1,000,000 µs
    and a GPU idle 100% of every step."""

    def change(doc):
        for event in _gpu_of(doc):
            event["ts"] -= 1_000_000

    case.trace()
    file = broken_trace(case, change, "early.json")
    return _explained(file, says("start before the call that launched them"), no_negative_lag)


@corpus
def one_correlation_id_on_every_event(case):
    """Reported (issue 38 D8): one id on every event counted each kernel once per launch call."""

    def change(doc):
        for event in doc["traceEvents"]:
            if "correlation" in (event.get("args") or {}):
                event["args"]["correlation"] = 7

    case.trace()
    return _explained(broken_trace(case, change, "same.json"), says("share 1 correlation id(s)"))


@corpus
def overlapping_profiler_steps(case):
    """Reported (issue 38 D8): three overlapping profiler steps read as one, with no word."""

    def change(doc):
        steps = [e for e in doc["traceEvents"] if str(e.get("name", "")).startswith("ProfilerStep#")]
        start, end = min(e["ts"] for e in steps), max(e["ts"] + e["dur"] for e in steps)
        for k, step in enumerate(steps):
            step["ts"], step["dur"] = start + k, end - start - k

    case.trace()
    return _explained(broken_trace(case, change, "overlap.json"), says("start inside another"))


@corpus
def bom_and_perfetto(case):
    """Reported (issue 38 D18): a UTF-8 BOM and a Perfetto protobuf trace were both "not UTF-8 text"."""
    (case.root / "bom.json").write_bytes(b"\xef\xbb\xbf" + TRACES["h200"].read_bytes())
    packets = b"\x0a\x05\x08\x96\x01\xff\xfe\x0a\x02\x08\x01"
    for name in ("t.pftrace", "t.json"):
        (case.root / name).write_bytes(packets)
    case.trace()
    perfetto = [lambda result: refused(result, "is a Perfetto trace (protobuf)", "traceconv json")]
    return [
        ("explain", "bom.json", says("3 steps")),
        ("diff", TRACES["h200"].name, "bom.json", says("vs  bom")),
        ("explain", "t.pftrace", *perfetto),
        ("explain", "t.json", *perfetto),
        ("diff", "t.pftrace", "t.pftrace", *perfetto),
    ]


@corpus
def session_a_run_is_writing(case):
    """Reported (issue 38 D15): `diff` of a session a run was rewriting said "not a session" 25 times in
    26; it names the run. The lock is held here as the run holds it (an exclusive flock on its marker)."""
    import fcntl

    session = case.session()
    (session / "session.json").unlink()  # the run removed it first
    marker = {"tool": "compile-inspect", "pid": 4242, "started": "2026-12-07T05:12:00", "run": "mm.py"}
    (session / ".compile-inspect-run").write_text(json.dumps(marker))
    held = (
        "s is being written by a compile-inspect run (pid 4242, started 2026-12-07T05:12:00, running mm.py)"
    )
    case.lock = os.open(session / ".compile-inspect-run", os.O_RDONLY)
    fcntl.flock(case.lock, fcntl.LOCK_EX)  # let go when the test ends (the `case` fixture)
    check = [lambda result: refused(result, held)]
    return [
        ("diff", "s", *check),
        ("show", "s", *check),
        ("explain", "s", *check),
        ("diff", "s", "s", *check),
    ]


@pytest.mark.parametrize("name", sorted(CORPUS))
def test_hostile_input(name, case):
    """Each corpus case: its commands, every check after each, then the case's own."""
    failures = []
    for command in CORPUS[name](case):
        argv = [part for part in command if isinstance(part, str | Path)]
        options = next((part for part in command if isinstance(part, dict)), {})
        try:  # every command runs: a case reports all its failures at once
            result = case.attack(*argv, **options)
            for check in (part for part in command if callable(part)):
                check(result)
        except AssertionError as exc:
            failures.append(str(exc))
    assert not failures, "\n\n".join(failures)


def test_the_corpus_has_each_reported_defect_and_ten_more():
    reported = {
        "source_file_dotdot",
        "source_file_absolute",
        "generated_code_is_a_link",
        "session_path_is_dev_zero",
        "session_paths_are_fifos",
        "gzip_of_zeros_10mb",
        "valid_prefix_then_50mb_of_spaces",
        "deeply_nested_json",
        "modes_empty",
        "unknown_fields_load",
        "timing_nan",
        "timing_negative",
        "timing_1e308",
        "mode_listed_twice",
        "markdown_injection_in_a_name",
        "osc_escapes_in_a_name",
        "one_megabyte_name",
    }
    assert reported <= CORPUS.keys()
    assert len(CORPUS.keys() - reported) >= 10


def test_a_fresh_interpreter_sees_what_the_fork_server_sees(tmp_path, sentinel):
    """The fork server only saves the interpreter's start: `python -m compile_inspect` ends the same way."""
    forked, fresh = Runner(tmp_path / "forked", fresh=False), Runner(tmp_path / "fresh", fresh=True)
    try:
        case = Case(tmp_path / "case", forked, sentinel)
        session = case.session()
        _hostile_source(case, session, "../outside/.env")
        (case.root / "bad.json").write_text("{not json")
        for argv in (("diff", "s"), ("show", "s"), ("explain", "bad.json"), ("explain", "/dev/zero")):
            results = [
                runner.run(argv, cwd=case.root, env=child_environment(case.root / "home"))
                for runner in (forked, fresh)
            ]
            assert [(r.code, r.signal, r.stdout, r.stderr) for r in results[:1]] == [
                (r.code, r.signal, r.stdout, r.stderr) for r in results[1:]
            ]
            assert not results[1].problems(secrets=[SECRET]), results[1].describe()
    finally:
        forked.close()
