"""Property: mutated real traces either analyse fully or raise the project's TraceError."""

import json
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from compile_inspect.errors import TraceError
from compile_inspect.findings import find
from compile_inspect.trace.analysis import analyze_trace
from compile_inspect.trace.framing import decode_events

DATA = Path(__file__).parent / "data" / "h200"
TRACES = [json.loads(p.read_text()) for p in sorted(DATA.glob("*.json"))[:4]]
JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**12), 10**12),
    st.floats(allow_nan=False),
    st.text(max_size=8),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)
KEYS = ["ph", "name", "cat", "pid", "tid", "ts", "dur", "args", "correlation", "grid", "bytes", "External id"]


@st.composite
def mutated_trace(draw):
    doc = json.loads(json.dumps(draw(st.sampled_from(TRACES))))
    events = doc["traceEvents"]
    for _ in range(draw(st.integers(1, 8))):
        if not events:
            break
        event = events[draw(st.integers(0, len(events) - 1))]
        target = (
            event["args"]
            if "args" in event and isinstance(event["args"], dict) and draw(st.booleans())
            else event
        )
        key = draw(st.sampled_from(KEYS))
        action = draw(st.sampled_from(["set", "delete", "drop_event", "negate"]))
        if action == "set":
            target[key] = draw(JUNK)
        elif action == "delete":
            target.pop(key, None)
        elif action == "drop_event":
            events.remove(event)
        elif isinstance(event.get("dur"), (int, float)):
            event["dur"] = -event["dur"]
    data = json.dumps(doc).encode()
    if draw(st.booleans()):
        cut = draw(st.integers(0, len(data)))
        data = data[:cut]
    return data


def _analyse(data, tmp_path):
    path = tmp_path / "mutated.json"
    path.write_bytes(data)
    analysis = analyze_trace(path)
    analysis.self_check()
    find(analysis, control=analysis)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=mutated_trace())
def test_mutated_traces_parse_or_raise_trace_error(data, tmp_path):
    try:
        _analyse(data, tmp_path)
    except TraceError as exc:
        assert str(exc) and "\n" not in str(exc)


@settings(max_examples=100, deadline=None)
@given(data=st.binary(max_size=200))
def test_random_bytes_parse_or_raise_trace_error(data):
    try:
        decode_events(data)
    except TraceError:
        pass
