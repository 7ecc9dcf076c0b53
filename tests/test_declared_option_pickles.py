"""A pickle the operator names through a declared command-line interface is the one the operator chose to load.

`mailman import21 LIST PICKLE_FILE` unpickles the file its operator names, as `sqlite-utils query` runs the SQL
its operator typed: an option of a declared interface (click, argparse) naming the file, or opening it, is the
operator's choice. A script's raw `sys.argv` still counts (the project's corpus labels it real), and so do a
pickle a web request sends and YAML an option gives, which people and other systems write (a release manifest).
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

COMMANDS = """
    import pickle
    import sys

    import click
    import yaml
    from flask import Flask, request

    app = Flask(__name__)


    @click.command()
    @click.argument("pickle_file", type=click.File(mode="rb"))
    def import21(pickle_file):
        return pickle.load(pickle_file)


    @click.command()
    @click.argument("qfile")
    def qfile(qfile):
        with open(qfile, "rb") as fp:
            return pickle.load(fp)


    @click.command()
    @click.option("--manifest")
    def deploy(manifest):
        return yaml.load(manifest, Loader=yaml.UnsafeLoader)


    def restore():
        with open(sys.argv[1], "rb") as fh:
            return pickle.load(fh)


    @app.route("/restore", methods=["POST"])
    def restore_posted():
        return str(pickle.loads(request.get_data()))
    """


def _view() -> MemoryView:
    return MemoryView({"tool/cli.py": COMMANDS})


@pytest.mark.parametrize("needle", ["return pickle.load(pickle_file)", "pickle.load(fp)"])
def test_a_pickle_a_declared_option_names_is_the_operators_choice(needle):
    verdict = judge_at(_view(), "taint", "tool/cli.py", needle, "unsafe-deserialization")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason
    assert "command-line" in verdict.reason


@pytest.mark.parametrize("needle", ["pickle.load(fh)", "pickle.loads(request.get_data())",
                                    "yaml.load(manifest, Loader=yaml.UnsafeLoader)"])
def test_a_scripts_raw_argument_a_request_and_yaml_still_count(needle):
    verdict = judge_at(_view(), "taint", "tool/cli.py", needle, "unsafe-deserialization")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
