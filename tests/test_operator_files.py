"""What the operator names on the command line, a value or the file at a path, is theirs to deserialise: the
program loads what it was asked to (`mailman import21 LIST config.pck`). A file a request names, or one the
environment points at, is judged as before."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, raised
from tickets.models import VerdictKind

TOOLS = {
    "app/cli.py": """
        import argparse
        import pickle
        import sys

        import click
        import yaml


        @click.command()
        @click.argument("pickle_file", type=click.File(mode="rb"))
        def import_state(pickle_file):
            return pickle.load(pickle_file)


        def show_queue_file():
            parser = argparse.ArgumentParser()
            parser.add_argument("qfile")
            args = parser.parse_args()
            with open(args.qfile, "rb") as handle:
                return pickle.load(handle)


        def dump_argv():
            with open(sys.argv[1], "rb") as handle:
                print(pickle.load(handle))


        @click.command()
        @click.argument("configfile", default="config.yaml", type=click.File("r"))
        def ingest(configfile):
            return yaml.load(configfile, Loader=yaml.Loader)  # a configuration that builds any object


        @click.command()
        @click.option("--manifest", required=True)
        def deploy(manifest):
            text = fetch_text(manifest)
            return pickle.loads(text)  # what the URL it names sent


        def fetch_text(url):
            return _get(url).content
        """,
    "app/web.py": """
        import os
        import pickle

        from flask import Flask, request

        app = Flask(__name__)


        @app.route("/restore")
        def restore():
            with open(os.path.join("/srv/states", request.args["name"]), "rb") as handle:
                return str(pickle.load(handle))


        def warm_cache():
            return pickle.load(open(os.environ["CACHE_FILE"], "rb"))
        """,
}


@pytest.mark.parametrize("path, needle", [
    ("app/cli.py", "return pickle.load(pickle_file)"),
    ("app/cli.py", "return pickle.load(handle)"),
    ("app/cli.py", "print(pickle.load(handle))"),
])
def test_a_pickle_the_operator_names_on_the_command_line_is_theirs_to_load(path, needle):
    verdict = judge_at(MemoryView(TOOLS), "taint", path, needle, "unsafe-deserialization")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason
    assert "command" in verdict.reason


def test_a_yaml_configuration_the_operator_names_is_still_a_finding():
    """A configuration file is not expected to run code: a loader that builds any object does so by accident,
    whoever named the file (CVE-2021-21371: tenable-jira-cloud's `yaml.load(configfile, Loader=yaml.Loader)`)."""
    verdict = judge_at(MemoryView(TOOLS), "taint", "app/cli.py", "# a configuration that builds any object",
                       "unsafe-deserialization")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


def test_what_a_call_made_of_the_operators_value_is_still_judged():
    verdict = judge_at(MemoryView(TOOLS), "taint", "app/cli.py", "# what the URL it names sent",
                       "unsafe-deserialization")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


def test_the_taint_slot_raises_no_finding_there_but_still_raises_a_pickle_a_request_names():
    found = {(f.primary.path, f.primary.start_line) for f in raised(MemoryView(TOOLS), "taint")
             if f.category == "unsafe-deserialization"}
    assert not any(path == "app/cli.py" and line < 27 for path, line in found), found
    assert any(path == "app/web.py" for path, _ in found), found


def test_a_pickle_a_request_names_is_confirmed_and_one_the_environment_points_at_is_not_refuted_as_the_operators():
    view = MemoryView(TOOLS)
    web = judge_at(view, "taint", "app/web.py", "return str(pickle.load(handle))", "unsafe-deserialization")
    assert web.verdict is VerdictKind.CONFIRMED, web.reason
    cache = judge_at(view, "taint", "app/web.py", "CACHE_FILE", "unsafe-deserialization")
    assert "command line" not in cache.reason


HANDED = {
    "pyproject.toml": "[project]\nname = 'rules'\n",
    "rules/__init__.py": "from .loaders import load_rules\n\n__all__ = ['load_rules']\n",
    "rules/loaders.py": """
        import yaml


        def load_rules(stream):
            return yaml.unsafe_load(stream)  # the library's loader
        """,
    "rules/cli.py": """
        import argparse

        from .loaders import load_rules


        def main(argv=None):
            parser = argparse.ArgumentParser()
            parser.add_argument("rules")
            args = parser.parse_args(argv)
            with open(args.rules) as fh:
                return load_rules(fh)
        """,
}


def test_the_operators_file_handed_to_a_library_function_that_loads_it_is_judged_there():
    """The command's own call hands the file to the package's public loader: what that loader does with any
    caller's stream is the library's exposure, so the operator's choice of file does not excuse it."""
    verdict = judge_at(MemoryView(HANDED), "taint", "rules/loaders.py", "# the library's loader",
                       "unsafe-deserialization")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
