"""lxml told not to resolve entities through a dict of options (taint_sinks `entities_off`).

A loader library keeps its parser options in one dict (`XML_PARSER_OPTIONS = {"resolve_entities": False, ...}`)
and spreads it into every `etree.XMLParser(**XML_PARSER_OPTIONS)` and `etree.iterparse(..., **XML_PARSER_OPTIONS)`;
iterparse also takes `resolve_entities=False` itself. Such a parse reads no external entity, whoever wrote the file.
A dict that turns resolution on, or an iterparse given nothing, still counts.
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
}


def test_options_that_turn_entities_off_clear_the_parse_and_others_still_count() -> None:
    raised = markers_raised(FILES, "xxe")
    assert not raised & {"imported options", "iterparse options", "local options", "flag itself"}
    assert {"loose options", "plain iterparse"} <= raised
