"""units.py: the one home of the duration formats the reports print; each format pinned by its examples."""

import pytest

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
