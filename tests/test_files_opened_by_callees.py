"""A path handed to a function that opens the file and unpickles it (`Editor(sys.argv[1])`, whose __init__ does
`pickle.load(open(filename, "rb"))`): what reaches the loader is the contents of the file the caller named, as where
the caller opens it itself. The file the operator names on the command line is theirs to load; a file a client names
is not. A stream the command opened and handed to a public loader of the package is still judged there."""

from __future__ import annotations

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

TOOL = {
    "fsedit/__init__.py": "",
    "fsedit/editor.py": """
        import pickle


        class Editor:
            def __init__(self, filename):
                self.fs = pickle.load(open(filename, "rb"))  # loads the named file


        def load_tree(path):
            with open(path, "rb") as handle:
                return pickle.load(handle)  # helper loads the named file
        """,
    "fsedit/cli.py": """
        import sys

        from fsedit.editor import Editor


        def main():
            Editor(sys.argv[1]).fs
        """,
    "fsedit/web.py": """
        from flask import Flask, request

        from fsedit.editor import load_tree

        app = Flask(__name__)


        @app.route("/tree")
        def tree():
            return str(load_tree(request.args["path"]))
        """,
}

LIBRARY = {
    "pyproject.toml": "[project]\nname = 'rules'\n",
    "rules/__init__.py": "from .loaders import load_rules\n\n__all__ = ['load_rules']\n",
    "rules/loaders.py": """
        import pickle


        def load_rules(stream):
            return pickle.load(stream)  # the library's loader
        """,
    "rules/cli.py": """
        import argparse

        from .loaders import load_rules


        def main(argv=None):
            parser = argparse.ArgumentParser()
            parser.add_argument("rules")
            args = parser.parse_args(argv)
            with open(args.rules, "rb") as fh:
                return load_rules(fh)
        """,
}


def test_the_file_the_operator_names_opened_by_the_function_it_is_handed_to_is_theirs_to_load():
    verdict = judge_at(MemoryView(TOOL), "taint", "fsedit/editor.py", "# loads the named file",
                       "unsafe-deserialization")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason


def test_a_file_a_client_names_opened_by_a_helper_is_a_clients_file():
    verdict = judge_at(MemoryView(TOOL), "taint", "fsedit/editor.py", "# helper loads the named file",
                       "unsafe-deserialization")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
    assert "file contents" in verdict.reason


def test_the_operators_stream_handed_to_the_packages_public_loader_is_still_judged_there():
    verdict = judge_at(MemoryView(LIBRARY), "taint", "rules/loaders.py", "# the library's loader",
                       "unsafe-deserialization")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
