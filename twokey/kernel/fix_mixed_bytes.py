"""A fissix fixer for Python 2's implicit concatenation of `b'...'` and plain literals, which Python 3 rejects.

In Python 2 both are byte strings, so `b'\\x00\\x03' 'name'` is one; Python 3 refuses to mix bytes with text
("cannot mix bytes and nonbytes literals") and the whole file went unread. The plain parts get the `b` prefix
they meant, when they are ASCII (a `b'...'` literal holds nothing else); otherwise the `b` is dropped from the
others, so the file reads as text. A part still holding a `u` prefix (Python 2 made the whole a unicode string;
fissix's own fixer usually drops the `u` first) leaves the concatenation as it is. Every part keeps its place and
its line.
"""

from __future__ import annotations

from fissix import fixer_base
from fissix.pgen2 import token


def literal_prefix(value: str) -> str:
    """A string literal's prefix letters, lower-cased (`br`, `u`, ``)."""
    return value[: len(value) - len(value.lstrip("bBrRuU"))].lower()


class FixMixedBytes(fixer_base.BaseFix):
    BM_compatible = True
    PATTERN = "atom< STRING STRING+ >"

    def transform(self, node, results):
        leaves = node.children
        if any(leaf.type != token.STRING for leaf in leaves):
            return None
        prefixes = [literal_prefix(leaf.value) for leaf in leaves]
        if "u" in "".join(prefixes) or all("b" in p for p in prefixes) or not any("b" in p for p in prefixes):
            return None
        plain = [leaf for leaf, p in zip(leaves, prefixes, strict=True) if "b" not in p]
        if all(leaf.value.isascii() for leaf in plain):
            for leaf in plain:
                leaf.value = "b" + leaf.value
        else:
            for leaf, p in zip(leaves, prefixes, strict=True):
                if "b" in p:
                    leaf.value = leaf.value[: len(p)].replace("b", "").replace("B", "") + leaf.value[len(p):]
        node.changed()
        return None
