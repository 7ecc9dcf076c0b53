"""Code the person running a program writes on its command line is that person's own code.

`eval(sys.argv[2])` in a script's `__main__` block evaluates what its operator typed, who could run any Python they
like: no boundary is crossed; so is a setting read from the environment with a default value (`os.environ.get(
"LOG_LEVEL", "INFO")`), which whoever starts the program may change. A variable read without one may be filled by
another party (a CI job's pull-request title, a git hook's push options) and still counts. The same value in a shell
command still counts (a quoting bug bites whoever supplied the value), and code a request sends is still the client's,
whether a framework hands it over, a CGI request's variables hold it or an SSH forced command's client asked for it.
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


ENVIRONMENT = {
    "sip/logger.py": """
        import os

        LOG_INFO = 1


        class Logger:
            def __init__(self):
                self.level = eval("LOG_" + os.environ.get("LOG_LEVEL", "INFO"))  # the starter's environment
        """,
    "cgi-bin/calc.py": """
        import os

        print("Content-Type: text/plain")
        print()
        print(eval(os.environ["QUERY_STRING"]))  # a CGI request's query
        """,
    "hooks/forced.py": """
        import os

        exec(os.environ["SSH_ORIGINAL_COMMAND"])  # the command an SSH client asked for
        """,
    "actions/title.py": """
        import os

        print(eval(os.environ["PR_TITLE"]))  # a variable another party fills
        """,
    "actions/labels.py": """
        import os

        print(eval(os.environ.get("PR_LABELS")))  # a variable read with no default
        print(eval(os.environ.get("PR_BODY", "")))  # a variable whose default is empty
        """,
    "cgi-bin/method.py": """
        import cgi
        import os

        form = cgi.FieldStorage()
        print("Content-Type: text/plain")
        print()
        print(eval("handle_" + os.environ.get("REQUEST_METHOD", "GET") + "()"))  # a CGI request's method
        """,
}


@pytest.mark.parametrize(("path", "marker", "confirmed"), [
    ("sip/logger.py", "# the starter's environment", False),
    ("cgi-bin/calc.py", "# a CGI request's query", True),
    ("hooks/forced.py", "# the command an SSH client asked for", True),
    ("actions/title.py", "# a variable another party fills", True),
    ("actions/labels.py", "# a variable read with no default", True),
    ("actions/labels.py", "# a variable whose default is empty", True),
    ("cgi-bin/method.py", "# a CGI request's method", True),
])
def test_a_setting_from_the_environment_is_the_operators_unless_a_client_may_set_it(path: str, marker: str,
                                                                          confirmed: bool) -> None:
    verdict = judge_at(MemoryView(ENVIRONMENT), "taint", path, marker, "code-injection")
    assert (verdict.verdict is VerdictKind.CONFIRMED) is confirmed, verdict.reason
