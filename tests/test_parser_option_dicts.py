"""lxml told not to resolve entities through a dict of options (taint_sinks `entities_off`).

A loader library keeps its parser options in one dict (`XML_PARSER_OPTIONS = {"resolve_entities": False, ...}`)
and spreads it into every `etree.XMLParser(**XML_PARSER_OPTIONS)` and `etree.iterparse(..., **XML_PARSER_OPTIONS)`;
iterparse also takes `resolve_entities=False` itself. Such a parse reads no external entity, whoever wrote the file.
A dict that turns resolution on, or an iterparse given nothing, still counts; so does a dict the module changes
anywhere (an item stored, `update()`), binds twice, shadows in a function, spreads another dict into, or names the
key of twice (the last wins).
"""

from __future__ import annotations

from tests.builtin_support import markers_raised

FILES = {
    "pkg/__init__.py": "",
    "pkg/common.py": """
        XML_PARSER_OPTIONS = {
            "resolve_entities": False,
            "no_network": True,
        }
        LOOSE_OPTIONS = {
            "resolve_entities": True,
        }
        """,
    "pkg/loaders.py": """
        from lxml import etree

        from .common import LOOSE_OPTIONS, XML_PARSER_OPTIONS

        LOCAL_OPTIONS = {"resolve_entities": False, "no_network": True}


        def load_model(path):
            return etree.fromstring(open(path).read(), parser=etree.XMLParser(**XML_PARSER_OPTIONS))  # imported options


        def walk_model(path):
            for event, element in etree.iterparse(open(path), **XML_PARSER_OPTIONS):  # iterparse options
                yield element


        def walk_local(path):
            for event, element in etree.iterparse(open(path), **LOCAL_OPTIONS):  # local options
                yield element


        def walk_flag(path):
            for event, element in etree.iterparse(open(path), resolve_entities=False):  # flag itself
                yield element


        def load_loose(path):
            return etree.fromstring(open(path).read(), parser=etree.XMLParser(**LOOSE_OPTIONS))  # loose options


        def walk_plain(path):
            for event, element in etree.iterparse(open(path), events=("end",)):  # plain iterparse
                yield element
        """,
    "pkg/changed.py": """
        import os

        from flask import Flask, request
        from lxml import etree

        app = Flask(__name__)

        REOPENED = {"resolve_entities": False, "no_network": True}
        REOPENED["resolve_entities"] = True
        TWICE = {"resolve_entities": False, "resolve_entities": True}
        LOOSE = {"resolve_entities": True}
        SPREAD = {"resolve_entities": False, **LOOSE}
        REBOUND = {"resolve_entities": False}
        if os.environ.get("XML_EXPAND_ENTITIES"):
            REBOUND = {"resolve_entities": True}
        UPDATED = {"resolve_entities": False}
        UPDATED.update(resolve_entities=True)
        SHADOWED = {"resolve_entities": False}


        @app.route("/a", methods=["POST"])
        def a():
            return str(etree.fromstring(request.data, etree.XMLParser(**REOPENED)))  # item set again


        @app.route("/b", methods=["POST"])
        def b():
            return str(etree.fromstring(request.data, etree.XMLParser(**TWICE)))  # key given twice


        @app.route("/c", methods=["POST"])
        def c():
            return str(etree.fromstring(request.data, etree.XMLParser(**SPREAD)))  # spread over


        @app.route("/d", methods=["POST"])
        def d():
            return str(etree.fromstring(request.data, etree.XMLParser(**REBOUND)))  # bound again


        @app.route("/e", methods=["POST"])
        def e():
            return str(etree.fromstring(request.data, etree.XMLParser(**UPDATED)))  # updated


        @app.route("/f", methods=["POST"])
        def f():
            SHADOWED = {"resolve_entities": True}
            return str(etree.fromstring(request.data, etree.XMLParser(**SHADOWED)))  # shadowed
        """,
}


def test_a_dict_of_options_changed_anywhere_in_its_module_counts_as_turning_entities_on() -> None:
    assert {"item set again", "key given twice", "spread over", "bound again", "updated", "shadowed"} <= \
        markers_raised(FILES, "xxe")


def test_options_that_turn_entities_off_clear_the_parse_and_others_still_count() -> None:
    raised = markers_raised(FILES, "xxe")
    assert not raised & {"imported options", "iterparse options", "local options", "flag itself"}
    assert {"loose options", "plain iterparse"} <= raised
