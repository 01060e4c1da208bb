"""units.py: the one home of the duration formats the reports print; each format pinned by its examples,
and a number formatted and followed by ms / µs anywhere else in the package fails (issue 28). No torch."""

import re
from pathlib import Path

import pytest

from compile_inspect import units
from compile_inspect.units import duration_text, grouped_duration_text, kernel_time_text, ms_text, us_text


@pytest.mark.parametrize(
    "format_, us, text",
    [
        (us_text, 12.345, "12.3 µs"),
        (ms_text, 32800.0, "32.80 ms"),
        (duration_text, 12.04, "12.0 µs"),
        (duration_text, 32_800.0, "32.8 ms"),
        (duration_text, 6_500_000.0, "6.5 s"),
        (grouped_duration_text, 2930.64, "2,930.6 µs"),
        (grouped_duration_text, 38_035.9, "38.0 ms"),
        (kernel_time_text, 5.678, "5.68 µs"),
        (kernel_time_text, 123.45, "123.5 µs"),
        (kernel_time_text, 1234.5, "1.23 ms"),
    ],
)
def test_each_format(format_, us, text):
    assert format_(us) == text


PACKAGE = Path(__file__).resolve().parents[1]
# `{x:.3f} ms`, `{x:,.1f} µs`, `{a:.3f}-{b:.3f} ms`: a format spec, then the unit
INLINE = re.compile(r"\{[^{}]*:[^{}]*[fgeE]\}\s?(ms|µs)\b")


def sources():
    for folder in ("compile_inspect", "cli"):
        for path in sorted((PACKAGE / folder).rglob("*.py")):
            if path.name != "units.py":
                yield path


def test_no_time_format_outside_units():
    found = [
        f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}"
        for path in sources()
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if INLINE.search(line)
    ]
    assert found == [], "format these with compile_inspect/units.py:\n" + "\n".join(found)


def test_the_checker_sees_an_inline_format():
    assert INLINE.search('f"{median:.3f} ms"') and INLINE.search("f'{us:,.1f} µs'")
    assert INLINE.search('f"{low:.3f}-{high:.3f} ms"') and not INLINE.search('f"{count} kernels"')


def test_the_formats():
    assert units.call_ms_text(1.4189) == "1.419 ms"
    assert units.call_ms_text(1234.5, grouped=True) == "1,234.500 ms"
    assert units.significant_ms_text(0.123456) == "0.1235 ms"
    assert (
        units.step_us_text(2676.84) == "2,676.8 µs" and units.step_us_text(57.16, signed=True) == "+57.2 µs"
    )
    assert units.scientific_us_text(1e15) == "1e+15 µs"
    assert units.ms_range_text(5.21, 6.08) == "5.2-6.1 ms"
    assert units.count_text(1234) == "1,234" and units.count_text(57.5) == "57.5"
