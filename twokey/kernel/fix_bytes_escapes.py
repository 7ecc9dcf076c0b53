"""A fissix fixer for Python 2 byte strings that hold non-ASCII characters, which Python 3 rejects.

Python 2 read `b"René"` under a `# coding: utf-8` line as the bytes the file spelled it with; Python 3 refuses
("bytes can only contain ASCII literal characters") and the whole file went unread. Each such character becomes
the `\\xNN` escapes of its bytes in the file's declared encoding (PEP 263, else UTF-8), so the literal keeps its
value, its place and its lines. A raw byte string cannot hold an escape: one on a single line is written as the
plain literal of the same bytes; one over several lines is left as it is (the file stays unread, and says so).
"""

from __future__ import annotations

import ast
import io
import re
import tokenize

from fissix import fixer_base
from fissix.pgen2 import token

from twokey.kernel.fix_mixed_bytes import literal_prefix


def _declared_encoding(prefix: str) -> str:
    """The encoding the comment lines before the first statement declare, as Python reads a declaration (PEP 263:
    the first two lines, as the tokenizer splits them; `latin-1-unix` is latin-1), or UTF-8."""
    lines = io.StringIO(prefix, newline="").readlines()[:2]
    try:
        encoding, _ = tokenize.detect_encoding(iter([line.encode("utf-8") for line in lines]).__next__)
    except (SyntaxError, StopIteration):
        return "utf-8"
    return "utf-8" if encoding == "utf-8-sig" else encoding  # the mark is the file's, not each literal's


_NON_ASCII_RUN = re.compile(r"[^\x00-\x7f]+")


def _escaped(body: str, encoding: str) -> str:
    """BODY (a non-raw literal's text) with each run of non-ASCII characters written as the escapes of its bytes.
    A backslash before such a character escapes nothing in Python 2 (`b'\\é'` holds the backslash and the bytes), so
    it is doubled; every other escape stays as written."""
    out: list[str] = []
    index = 0
    while index < len(body):
        char = body[index]
        if char == "\\" and index + 1 < len(body) and body[index + 1].isascii():
            out.append(body[index:index + 2])
            index += 2
        elif char == "\\":
            out.append("\\\\")
            index += 1
        elif char.isascii():
            out.append(char)
            index += 1
        else:
            run = _NON_ASCII_RUN.match(body, index)
            assert run is not None
            out.append("".join(f"\\x{byte:02x}" for byte in run.group(0).encode(encoding, errors="replace")))
            index = run.end()
    return "".join(out)


class FixBytesEscapes(fixer_base.BaseFix):
    """Each byte string holding non-ASCII text, escaped (raw ones on one line rewritten plain)."""

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
            node.value = prefix + _escaped(body, self.encoding)
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
