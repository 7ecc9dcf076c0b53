"""The pattern slot's lxml rule: a parse that may resolve external entities is raised, a hardened one is not,
and the taint slot judges it by where the document comes from."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, raised
from tickets.models import VerdictKind

PARSES = """
    from lxml import etree, objectify

    HARD = etree.XMLParser(resolve_entities=False, no_network=True)
    LOOSE = etree.XMLParser(recover=True)

    def default(text):
        return etree.fromstring(text)

    def hardened(text):
        return etree.fromstring(text, HARD)

    def inline(path):
        return etree.parse(path, parser=etree.XMLParser(recover=True))

    def loose(text):
        return etree.XML(text, LOOSE)

    def given(text, parser):
        return etree.fromstring(text, parser)

    def objects(text):
        return objectify.fromstring(text)

    def events(stream):
        return etree.iterparse(stream)

    def quiet_events(stream):
        return etree.iterparse(stream, resolve_entities=False)

    def chosen(path, resolve_entities=False):
        return etree.parse(path, etree.XMLParser(resolve_entities=resolve_entities))

    def forced(path):
        return etree.parse(path, etree.XMLParser(resolve_entities=True))

    class Reader:
        def __init__(self):
            self.parser = etree.XMLParser(resolve_entities=False)

        def read(self, text):
            return etree.fromstring(text, parser=self.parser)
    """


def test_lxml_parses_that_may_resolve_entities_are_raised_and_hardened_or_unknown_parsers_are_not():
    found = raised(MemoryView({"doc/read.py": PARSES}), "pattern")
    assert sorted((f.category, f.symbol) for f in found if f.rule_id == "pattern.lxml-entities") == [
        ("xxe", "default"), ("xxe", "events"), ("xxe", "forced"), ("xxe", "inline"), ("xxe", "loose"),
        ("xxe", "objects")]


SCOPES = """
    from lxml import etree

    parser = etree.XMLParser()

    def hardened_here(text):
        parser = etree.XMLParser(resolve_entities=False)
        return etree.fromstring(text, parser)

    def loose_here(text):
        parser = etree.XMLParser(recover=True)
        return etree.fromstring(text, parser)

    def passed_in(text, parser):
        return etree.fromstring(text, parser)

    def module_parser(text):
        return etree.fromstring(text, parser)

    def explicit_default(text):
        return etree.fromstring(text, parser=None)

    def annotated(text):
        strict: etree.XMLParser = etree.XMLParser(huge_tree=True)
        return etree.fromstring(text, strict)

    def unpacked(text):
        n, loose = 1, etree.XMLParser()
        return etree.fromstring(text, loose)

    def options(text, opts):
        return etree.fromstring(text, etree.XMLParser(**opts))

    def html_events(stream):
        return etree.iterparse(stream, html=True)

    def only_in_a_test():
        etree.set_default_parser(etree.XMLParser(resolve_entities=False))
    """


def test_a_parser_is_found_in_the_scope_that_parses_with_it():
    found = raised(MemoryView({"doc/scopes.py": SCOPES}), "pattern")
    assert sorted(f.symbol for f in found if f.rule_id == "pattern.lxml-entities") == [
        "annotated", "explicit_default", "loose_here", "module_parser", "unpacked"]


def test_a_hardened_default_parser_covers_the_files_default_parses():
    text = """
        from lxml import etree

        etree.set_default_parser(etree.XMLParser(resolve_entities=False))

        def default(text):
            return etree.fromstring(text)
        """
    assert [f for f in raised(MemoryView({"doc/read.py": text}), "pattern") if f.category == "xxe"] == []


LIBRARY = {
    "setup.py": "from setuptools import setup\nsetup(name='svg', packages=['svg'])\n",
    "svg/load.py": """
        from lxml import etree

        def load_svg_file(path):
            parser = etree.XMLParser(remove_comments=True, recover=True)
            return etree.parse(path, parser=parser)

        def load_icon():
            return etree.parse("icons/app.svg", parser=etree.XMLParser(recover=True))
        """,
    "web/views.py": """
        from flask import Flask, request
        from lxml import etree

        app = Flask(__name__)

        @app.route("/upload", methods=["POST"])
        def upload():
            return etree.fromstring(request.data).tag
        """,
}


def test_the_taint_slot_confirms_an_lxml_parse_of_a_callers_or_a_clients_document_and_not_of_a_constant():
    view = MemoryView(LIBRARY)
    library = judge_at(view, "taint", "svg/load.py", "etree.parse(path", "xxe")
    client = judge_at(view, "taint", "web/views.py", "etree.fromstring(", "xxe")
    constant = judge_at(view, "taint", "svg/load.py", 'etree.parse("icons', "xxe")
    assert library.verdict is VerdictKind.CONFIRMED, library.reason
    assert client.verdict is VerdictKind.CONFIRMED, client.reason
    assert constant.verdict is not VerdictKind.CONFIRMED, constant.reason


# A request's XML parsed by the standard library (expat) and by lxml, in Python 3 and in Python 2.
STDLIB = {
    "web/expat.py": """
        import xml.sax
        from xml.dom import minidom
        from xml.etree import ElementTree

        from flask import request

        def tree():
            return ElementTree.fromstring(request.data)

        def dom():
            return minidom.parseString(request.data)

        def events():
            return xml.sax.parseString(request.data, xml.sax.ContentHandler())
        """,
    "web/entities_on.py": """
        import xml.sax
        from xml.sax.handler import feature_external_ges

        from flask import request

        def events():
            parser = xml.sax.make_parser()
            parser.setFeature(feature_external_ges, True)
            return xml.sax.parseString(request.data, xml.sax.ContentHandler())
        """,
    "web/legacy.py": """
        import xml.sax

        from flask import request

        def events():
            print "parsing"
            return xml.sax.parseString(request.data, xml.sax.ContentHandler())
        """,
    "web/lxml_too.py": """
        from lxml import etree

        from flask import request

        def tree():
            return etree.fromstring(request.data)
        """,
}


def test_both_slots_refute_an_xxe_at_a_standard_library_parser_in_python_3_code():
    """expat fetches no external entity (xml.sax's default since 3.7.1) and caps expansion: no XXE, whoever
    wrote the document. Python 2's sax did fetch them, code may turn them on, and lxml's default parser
    resolves them: those are still judged by where the document comes from."""
    view = MemoryView(STDLIB)
    for slot in ("pattern", "taint"):
        for needle in ("ElementTree.fromstring(", "minidom.parseString(", "xml.sax.parseString("):
            verdict = judge_at(view, slot, "web/expat.py", needle, "xxe")
            assert verdict.verdict is VerdictKind.REFUTED and "expat" in verdict.reason, (slot, needle, verdict.reason)
        for path, needle in (("web/entities_on.py", "xml.sax.parseString("), ("web/legacy.py", "xml.sax.parseString("),
                             ("web/lxml_too.py", "etree.fromstring(")):
            verdict = judge_at(view, slot, path, needle, "xxe")
            assert verdict.verdict is not VerdictKind.REFUTED, (slot, path, verdict.reason)
    assert judge_at(view, "taint", "web/legacy.py", "xml.sax.parseString(", "xxe").verdict is VerdictKind.CONFIRMED


MIXED = {
    "web/mixed.py": """
        import xml.sax
        from xml.etree import ElementTree
        from xml.sax.handler import feature_external_ges

        from flask import request

        def events():
            parser = xml.sax.make_parser()
            parser.setFeature(feature_external_ges, True)
            parser.parse(request.stream)

        def tree():
            return ElementTree.fromstring(request.data)
        """,
}


def test_a_sax_parser_that_turns_external_entities_on_changes_nothing_for_elementtree_in_the_same_file():
    """ElementTree's parser has no switch for external entities: the file's SAX parser, which turns them on, is
    judged by its document; ElementTree's parse beside it is still expat's, whoever wrote the document."""
    view = MemoryView(MIXED)
    for slot in ("pattern", "taint"):
        tree = judge_at(view, slot, "web/mixed.py", "ElementTree.fromstring(", "xxe")
        assert tree.verdict is VerdictKind.REFUTED and "no setting that turns them on" in tree.reason, (slot, tree)
        sax = judge_at(view, slot, "web/mixed.py", "parser.parse(request.stream)", "xxe")
        assert sax.verdict is not VerdictKind.REFUTED, (slot, sax.reason)


SAX = {
    "web/opml.py": """
        import io
        from xml.sax import make_parser
        from xml.sax.handler import ContentHandler, feature_external_ges

        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/import", methods=["POST"])
        def import_opml():
            parser = make_parser()
            parser.setContentHandler(ContentHandler())
            parser.setFeature(feature_external_ges, True)
            parser.parse(io.BytesIO(request.get_data()))
            return "ok"

        def bundled():
            parser = make_parser()
            parser.parse("/usr/share/app/defaults.opml")
        """,
    "web/plain.py": """
        import io
        import xml.sax
        from xml.sax.handler import ContentHandler, feature_external_ges

        from flask import request

        def import_opml():
            parser = xml.sax.make_parser()
            parser.setContentHandler(ContentHandler())
            parser.setFeature(feature_external_ges, False)
            parser.parse(io.BytesIO(request.get_data()))
        """,
}


def test_a_sax_parser_with_external_entities_turned_on_is_raised_and_judged_by_its_document():
    """Set up over several statements: built, the feature turned on, then parse(). Both slots raise the parse and
    confirm each other's on a request's document; a constant document is no attacker's; a parser whose feature
    is turned off is not raised."""
    view = MemoryView(SAX)
    for slot in ("pattern", "taint"):
        lines = sorted(f.primary.start_line for f in raised(view, slot)
                       if f.category == "xxe" and f.rule_id != "B317" and "make_parser" not in f.title)
        assert lines == [14], (slot, lines)
        assert not [f for f in raised(view, slot, ["web/plain.py"]) if "parse(" in f.evidence[0].quote], slot
    for slot in ("pattern", "taint"):
        verdict = judge_at(view, slot, "web/opml.py", "parser.parse(io.BytesIO", "xxe")
        assert verdict.verdict is VerdictKind.CONFIRMED, (slot, verdict.reason)
    constant = judge_at(view, "taint", "web/opml.py", 'parser.parse("/usr/share', "xxe")
    assert constant.verdict is not VerdictKind.CONFIRMED, constant.reason


REPARSED = """
    from lxml import etree


    class ReplyHandler:
        def handle(self, raw):
            doc = etree.XML(raw)
            transformed = etree.XML(etree.tostring(doc))
            return transformed

        def handle_text(self, raw):
            copied = etree.XML(raw.encode())
            return copied
    """


@pytest.mark.parametrize("needle, expected", [
    ("etree.XML(raw)", VerdictKind.CONFIRMED),  # the first parse of the caller's document
    ("etree.XML(etree.tostring(doc))", VerdictKind.REFUTED),  # lxml's own serialisation of a parsed tree
    ("etree.XML(raw.encode())", VerdictKind.CONFIRMED),  # an encoding is no serialisation of a parsed tree
])
def test_xml_serialised_from_a_parsed_tree_declares_no_entity_again(needle, expected):
    verdict = judge_at(MemoryView({"lib/replies.py": REPARSED}), "taint", "lib/replies.py", needle, "xxe")
    assert verdict.verdict is expected, verdict.reason
