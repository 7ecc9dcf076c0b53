"""Code the person running a program writes on its command line is that person's own code.

`eval(sys.argv[2])` in a script's `__main__` block evaluates what its operator typed, who could run any Python they
like: no boundary is crossed. The same value in a shell command still counts (a quoting bug bites whoever supplied
the value), and code a request sends is still the client's.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

DUMP = """
    import os
    import sys

    from flask import request


    def view():
        return eval(request.args["expr"])  # a request's code


    if __name__ == "__main__":
        start = eval(sys.argv[2])  # the operator's code
        os.system("hexdump " + sys.argv[1])  # the operator's value in a shell
        print(start)
    """


@pytest.mark.parametrize(("marker", "category", "confirmed"), [
    ("# the operator's code", "code-injection", False),
    ("# a request's code", "code-injection", True),
    ("# the operator's value in a shell", "command-injection", True),
])
def test_code_from_the_command_line_is_the_operators_own(marker: str, category: str, confirmed: bool) -> None:
    verdict = judge_at(MemoryView({"tool/dump.py": DUMP}), "taint", "tool/dump.py", marker, category)
    assert (verdict.verdict is VerdictKind.CONFIRMED) is confirmed, verdict.reason
