"""A parser another module of the project builds without entities (`STRICT = etree.XMLParser(resolve_entities=False)`)
and this one imports resolves none here either; one built with the defaults still does. The answer comes from the
other module's analysis, so a kept analysis asks for it again when it is replayed."""

from __future__ import annotations

import pytest

from agent_providers.builtin.taint_kept import PARSER, RecordingOutside
from tests.builtin_support import MemoryView, line_of, raised

FILES = {
    "press/__init__.py": "",
    "press/xmlutil.py": """
        from lxml import etree

        STRICT_PARSER = etree.XMLParser(resolve_entities=False, no_network=True)
        DOCBOOK_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
        """,
    "press/views.py": """
        from flask import Flask, request
        from lxml import etree

        from .xmlutil import DOCBOOK_PARSER, STRICT_PARSER

        app = Flask(__name__)


        @app.route("/upload", methods=["POST"])
        def upload():
            strict = etree.fromstring(request.data, STRICT_PARSER)
            book = etree.fromstring(request.data, DOCBOOK_PARSER)
            return strict.tag + book.tag
        """,
}


@pytest.mark.parametrize(("needle", "flagged"), [("STRICT_PARSER)", False), ("DOCBOOK_PARSER)", True)])
def test_an_imported_parser_is_judged_by_how_its_module_built_it(needle, flagged):
    view = MemoryView(FILES)
    lines = {f.primary.start_line for f in raised(view, "taint") if f.category == "xxe"}
    assert (line_of(view, "press/views.py", f"etree.fromstring(request.data, {needle}") in lines) is flagged, lines


def test_the_question_is_recorded_for_a_kept_analysis():
    class Project:
        def safe_parser(self, canonical):
            return 3 if canonical == "press.xmlutil.STRICT_PARSER" else None

    recording = RecordingOutside(Project(), digest=repr)  # type: ignore[arg-type]
    assert recording.safe_parser("press.xmlutil.STRICT_PARSER") == 3
    assert recording.questions == [(PARSER, "press.xmlutil.STRICT_PARSER", "3")]
