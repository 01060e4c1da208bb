"""compare/align.py: which rows of two chains share a row, in O(n log n) (issue 29: no difflib on rows)."""

from hypothesis import given
from hypothesis import strategies as st

from compile_inspect.compare.align import matched_pairs

LABELS = st.lists(st.sampled_from("abcdef"), max_size=60)


@given(LABELS, LABELS)
def test_pairs_join_equal_labels_in_rising_order_on_both_sides(control, test):
    pairs = matched_pairs(control, test)
    assert all(control[c] == test[t] for c, t in pairs)
    assert all(c1 < c2 and t1 < t2 for (c1, t1), (c2, t2) in zip(pairs, pairs[1:]))


@given(LABELS)
def test_a_sequence_against_itself_pairs_every_row(labels):
    assert matched_pairs(labels, labels) == [(i, i) for i in range(len(labels))]


@given(LABELS, LABELS)
def test_no_label_in_common_pairs_nothing(control, test):
    test = [label.upper() for label in test]
    assert matched_pairs(control, test) == []


def test_an_inserted_and_a_replaced_row():
    control = ["fn", "aten::matmul", "aten::mm", "aten::add"]
    test = ["fn", "Cache Lookup", "aten::addmm", "aten::mm", "aten::add"]
    assert matched_pairs(control, test) == [(0, 0), (2, 3), (3, 4)]


def test_repeated_layers_pair_layer_by_layer():
    layer = ["aten::linear", "aten::addmm", "aten::relu", "aten::linear", "aten::addmm"]
    control = ["step"] + layer * 12
    test = ["step"] + [label for label in layer * 12 if label != "aten::relu"]  # relu fused away
    pairs = matched_pairs(control, test)
    assert len(pairs) == len(test)  # every test row found its own layer's control row
    assert [control[c] for c, _ in pairs].count("aten::relu") == 0


def test_moved_unique_rows_keep_the_longest_order_both_agree_on():
    control = ["a", "b", "c", "d", "e"]
    test = ["a", "d", "b", "c", "e"]
    assert matched_pairs(control, test) == [(0, 0), (1, 2), (2, 3), (4, 4)]
