"""A fissix fixer for Python 2 byte strings that hold non-ASCII characters, which Python 3 rejects.

Python 2 read `b"René"` under a `# coding: utf-8` line as the bytes the file spelled it with; Python 3 refuses
("bytes can only contain ASCII literal characters") and the whole file went unread. Each such character becomes
the `\\xNN` escapes of its bytes in the file's declared encoding (PEP 263, else UTF-8), so the literal keeps its
value, its place and its lines. A raw byte string cannot hold an escape: one on a single line is written as the
plain literal of the same bytes; one over several lines is left as it is (the file stays unread, and says so).
"""

from __future__ import annotations

import ast
import codecs
import re

from fissix import fixer_base
from fissix.pgen2 import token

from twokey.kernel.fix_mixed_bytes import literal_prefix

# PEP 263's declaration, as `tokenize` reads it: on the first or second line, both comment lines.
_CODING = re.compile(r"^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)", re.ASCII)



def _declared_encoding(prefix: str) -> str:
    """The encoding the comment lines before the first statement declare, or UTF-8."""
    for line in prefix.splitlines()[:2]:
        if not line.strip() or line.lstrip().startswith("#"):
            if match := _CODING.match(line):
                try:
                    return codecs.lookup(match.group(1)).name
                except LookupError:
                    return "utf-8"
            continue
        break
    return "utf-8"


def _escaped(character: str, encoding: str) -> str:
    return "".join(f"\\x{byte:02x}" for byte in character.encode(encoding, errors="replace"))


class FixBytesEscapes(fixer_base.BaseFix):
    BM_compatible = False
    _accept_type = token.STRING
    encoding = "utf-8"

    def start_tree(self, tree, filename):
        super().start_tree(tree, filename)
        self.encoding = _declared_encoding(str(tree.prefix))  # a node's prefix: what stands before its first token

    def match(self, node):
        if node.type != token.STRING or node.value.isascii():
            return False
        return "b" in literal_prefix(node.value)

    def transform(self, node, results):
        value = node.value
        prefix = value[:len(literal_prefix(value))]  # as written
        body = value[len(prefix):]
        if "r" not in prefix.lower():
            node.value = prefix + "".join(c if c.isascii() else _escaped(c, self.encoding) for c in body)
            node.changed()
            return None
        if "\n" in body:
            return None
        try:
            text = ast.literal_eval("r" + body)  # the raw literal's characters, as written
        except (SyntaxError, ValueError):
            return None
        node.value = repr(text.encode(self.encoding, errors="replace"))
        node.changed()
        return None

