"""A fissix fixer for Python 2's string exceptions, which fissix's own `raise` fixer leaves as they are.

`raise "InfiniteLoopError", text` (valid Python 2 syntax, an error only when it runs) becomes
`raise Exception("InfiniteLoopError", text)`, which Python 3's parser reads, so the rest of the file is analysed.
Every part keeps its place: a value continued on the next line stays there (inside the call's parentheses).
"""

from __future__ import annotations

from fissix import fixer_base, pytree
from fissix.fixer_util import Call, Comma, Name


class FixStringRaise(fixer_base.BaseFix):
    BM_compatible = True
    PATTERN = "raise_stmt< 'raise' exc=STRING [',' val=any [',' tb=any]] >"

    def transform(self, node, results):
        exc = results["exc"].clone()
        exc.prefix = ""
        args = [exc]
        for part in ("val", "tb"):
            if part in results:
                args += [Comma(), results[part].clone()]  # its own prefix kept: a continued line stays continued
        new = pytree.Node(self.syms.raise_stmt, [Name("raise"), Call(Name("Exception", prefix=" "), args)])
        new.prefix = node.prefix
        return new
