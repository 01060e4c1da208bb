"""Names as a reader can take them in: the one shortener of kernel and op names, and the cutting of
torch's own text (guards, reasons) at a word. No torch.

    >>> short_name("std::enable_if<!(false), void>::type internal::gemvx::kernel<int, int, float, "
    ...            "cublasGemvParamsEx<int, float> >(cublasGemvParamsEx<int, float>)")
    'gemvx::kernel<…>(…)'
    >>> short_name("void at::native::(anonymous namespace)::fused_dropout_kernel_vec<float, float>(float*)")
    'native::fused_dropout_kernel_vec<…>(…)'
    >>> short_name("aten::_scaled_dot_product_efficient_attention")   # not a C++ signature: as it is
    'aten::_scaled_dot_product_efficient_attention'
    >>> cut_at_word("out of resource: triton_mm Required: 262144 Hardware limit: 232448", 40)
    'out of resource: triton_mm Required: …'

A demangled C++ kernel name (cuBLAS, cuDNN, ATen's templated kernels) runs to hundreds of characters,
3,028 for the longest recorded one; its template arguments and parameter list say how it was
instantiated, not what it is. The rules, in order:

1. only a C++ signature is rewritten: a name ending in `)` or `>` with an identifier directly before a
   `(` or `<` (`kernel<`, `sm80(`). `aten::addmm`, `## Call CompiledFxGraph <hash> ##`, `Memcpy DtoH
   (Device -> Pageable)`, `linear.py(125): forward` and Triton kernels are left as they are;
2. `(anonymous namespace)::` is dropped;
3. each outermost template argument list becomes `<…>`, unless it is one plain name
   (`cutlass::Kernel2<cutlass_80_simt_sgemm_128x128_8x4_tn_align1>` keeps it: it names the kernel);
4. each outermost argument list becomes `(…)` (`()` stays);
5. the return type goes (`void `, `std::enable_if<…>::type `): the name is the last word;
6. namespaces are trimmed to the last one (`at::native::reduce_kernel` -> `native::reduce_kernel`,
   `internal::gemvx::kernel` -> `gemvx::kernel`: `kernel` alone would say nothing);
7. last, a name still wider than `width` keeps its head and tail around `…`.

The full name stays in the JSON reports (findings' evidence, chain rows) and in the HTML chains.
"""

from __future__ import annotations

import functools
import re
from typing import Optional

# The widest name a sentence or a table quotes; wider ones are cut in the middle (rule 7).
NAME_WIDTH = 80
ELLIPSIS = "…"

_OPEN, _CLOSE = "<([{", ">)]}"
# An identifier directly before an argument or template list: `kernel<`, `sm80(`, `>(`.
_SIGNATURE = re.compile(r"[\w>]\(|\w<")
_ANONYMOUS = "(anonymous namespace)::"
_PLAIN = re.compile(r"[\w.]+")


@functools.lru_cache(maxsize=8192)  # a trace names the same few hundred kernels thousands of times
def short_name(name: str, width: int = NAME_WIDTH) -> str:
    """A kernel or op name as a sentence or a table shows it (the rules in the module's docstring)."""
    text = " ".join(str(name).split())
    signature = _collapsed(text) if _is_signature(text) else None
    if signature is not None:
        text = "::".join(_last_word(signature).split("::")[-2:])
    return middle_cut(text, width)


@functools.lru_cache(maxsize=8192)
def qualified_name(name: str) -> str:
    """The kernel a signature instantiates, namespaces kept, without return type, template arguments or
    parameters: `void at::native::vectorized_elementwise_kernel<4, ...>(...)` ->
    `at::native::vectorized_elementwise_kernel` (a family of kernels). Other names as they are."""
    text = " ".join(str(name).split())
    signature = _collapsed(text, keep_plain=False) if _is_signature(text) else None
    if signature is None:
        return text
    return re.sub(r"<…>|\(…\)|\(\)|\{…\}", "", _last_word(signature))


def _is_signature(text: str) -> bool:
    return text.endswith((")", ">")) and _SIGNATURE.search(text) is not None


def _last_word(signature: str) -> str:
    """The name itself: the last word of the collapsed signature (its return type and `const` left out)."""
    words = [word for word in signature.split(" ") if word and word != "const"]
    return words[-1] if words else signature


def _collapsed(text: str, keep_plain: bool = True) -> Optional[str]:
    """`text` with every outermost bracketed group collapsed (rules 2-4); None where brackets do not pair
    (a closing one with none open is no C++: `<script>f(1)</script>` stays as written)."""
    text = text.replace(_ANONYMOUS, "")
    out: list[str] = []
    stack: list[str] = []
    start = 0
    for index, char in enumerate(text):
        if char in _OPEN and (char != "<" or stack or _after_word(text, index)):
            if not stack:
                start = index
            stack.append(char)
        elif char in _CLOSE and not (char == ">" and text[index - 1] == "-"):
            if not stack or _OPEN[_CLOSE.index(char)] != stack.pop():
                return None
            if not stack:
                out.append(_group(text[start : index + 1], keep_plain))
        elif not stack:
            out.append(char)
    return None if stack else "".join(out)


def _after_word(text: str, index: int) -> bool:
    return index > 0 and (text[index - 1].isalnum() or text[index - 1] == "_")


def _group(group: str, keep_plain: bool) -> str:
    """One outermost group: `<…>`, `(…)`, `{…}`; an empty one and a template of one plain name kept."""
    inside = group[1:-1].strip()
    if not inside or (keep_plain and group[0] == "<" and _PLAIN.fullmatch(inside)):
        return group
    return group[0] + ELLIPSIS + group[-1]


def middle_cut(text: str, width: int) -> str:
    """`text` in at most `width` characters: its head (two thirds) and tail around `…` (rule 7)."""
    if len(text) <= width:
        return text
    if width <= 1:
        return ELLIPSIS[:width]
    keep = width - 1
    head = -(-2 * keep // 3)
    return text[:head] + ELLIPSIS + (text[len(text) - (keep - head) :] if keep > head else "")


def cut_at_word(text: str, width: int) -> str:
    """torch's text (a guard, a reason, an exception) whole when it fits, else cut at the last space that
    leaves room for `…`: never inside a word or a path. A first word wider than `width` is cut in the middle."""
    text = " ".join(str(text).split())
    if len(text) <= width:
        return text
    room = text.rfind(" ", 0, width)
    if room <= 0:
        return middle_cut(text, width)
    return text[:room].rstrip() + " " + ELLIPSIS


# `# <path>:<line> in <function>` in a guard failure, and a path such a comment names.
_LOCATION = re.compile(r"(?P<path>[^\s#]+\.py):(?P<line>\d+)")


def torch_location(text: str, full_path: Optional[str] = None) -> str:
    """A guard failure or recompile reason with the file it names made whole, or cut at a folder.

    torch shortens the path (torch/utils/_traceback.py `shorten_filename`: `fn[len(commonpath([fn,
    torch's folder])) + 1:]`); where the two share only `/`, that drops the slash and the first letter
    of the top folder: `/work/main/t.py` reads `ork/main/t.py`. With the full path known (TORCH_TRACE's
    `filename`), it is put back; otherwise a relative path's first folder, perhaps cut, becomes `…`:
    `…/main/t.py`. A bare file name (no folder) stays."""

    def whole(found: re.Match) -> str:
        path = found["path"]
        if path.startswith("/"):
            return found[0]
        if full_path and full_path.endswith(path) and len(full_path) > len(path):
            return f"{full_path}:{found['line']}"
        first, slash, rest = path.partition("/")
        return f"{ELLIPSIS}/{rest}:{found['line']}" if slash and rest else found[0]

    return _LOCATION.sub(whole, text)


# Inductor's record_function around a compiled graph's call, named by its FX graph hash (trace/events.py).
GRAPH_CALL = re.compile(r"^## Call CompiledFxGraph (\w+) ##$")


def graph_hash(name: str) -> Optional[str]:
    """The FX graph hash of a `## Call CompiledFxGraph <hash> ##` name, else None."""
    match = GRAPH_CALL.match(name)
    return match.group(1) if match else None
