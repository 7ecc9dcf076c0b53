"""An XML document whose text opens with the program's own element holds no entity (taint_urls "element" anchor).

A document type declaration, and with it every entity declaration and external DTD, may come only before the root
element. Text that starts with a fixed start tag (`"<files>" + rendered + "</files>"`, a common way to parse a
fragment) leaves the client no place to declare one: lxml's entity resolution has nothing to resolve. Encoding the
text or wrapping it in an in-memory file keeps its start. A fixed XML declaration (`<?xml ...?>`) or a start tag
whose name is the client's does not: a DOCTYPE may follow the one, and the other is the client's markup. Nor does
the fixed start once the text is sliced or its file read from further on, when another path may hold client text
alone, when anything comes before it, or in a module that processes XInclude (which reads the files a document
names with no DOCTYPE at all).
"""

from __future__ import annotations

from tests.builtin_support import MemoryView, judge_at, markers_raised
from tickets.models import VerdictKind

FILES = {
    "catalogue/views.py": """
        from io import BytesIO

        from flask import Flask, request
        from lxml import etree

        app = Flask(__name__)


        @app.route("/fragment", methods=["POST"])
        def fragment():
            doc = etree.fromstring("<files>" + request.form["body"] + "</files>")  # wrapped fragment
            return str(len(doc))


        @app.route("/encoded", methods=["POST"])
        def encoded():
            body = request.form["body"]
            doc = etree.parse(BytesIO(("<files>" + body + "</files>").encode("utf-8")), etree.XMLParser())  # buffered
            return str(len(doc.getroot()))


        @app.route("/formatted", methods=["POST"])
        def formatted():
            doc = etree.fromstring(f"<wrap kind='x'>{request.form['body']}</wrap>")  # formatted fragment
            return str(len(doc))


        @app.route("/declared", methods=["POST"])
        def declared():
            doc = etree.fromstring("<?xml version='1.0'?>" + request.form["body"])  # declaration first
            return str(len(doc))


        @app.route("/named", methods=["POST"])
        def named():
            tag = request.form["tag"]
            doc = etree.fromstring("<%s>%s</x>" % (tag, request.form["body"]))  # client's tag
            return str(len(doc))


        @app.route("/appended", methods=["POST"])
        def appended():
            doc = etree.fromstring(request.form["body"] + "<files/>")  # client first
            return str(len(doc))


        @app.route("/sliced", methods=["POST"])
        def sliced():
            wrapped = "<files>" + request.form["body"] + "</files>"
            doc = etree.fromstring(wrapped[len("<files>"):-len("</files>")])  # wrapper sliced off
            return str(len(doc))


        @app.route("/seeked", methods=["POST"])
        def seeked():
            buffer = BytesIO(("<files>" + request.form["body"] + "</files>").encode("utf-8"))
            buffer.seek(len("<files>"))
            doc = etree.parse(buffer)  # read past the wrapper
            return str(len(doc.getroot()))


        @app.route("/either", methods=["POST"])
        def either():
            if request.form.get("body"):
                text = "<files>" + request.form["body"] + "</files>"
            else:
                text = request.referrer
            doc = etree.fromstring(text)  # the referrer on the other path
            return str(len(doc))


        @app.route("/behind/<path:rest>", methods=["POST"])
        def behind(rest):
            tail = "<files>" + request.form["body"] + "</files>"
            doc = etree.fromstring(request.path + tail)  # the request's path first
            return str(len(doc))
        """,
    "catalogue/includes.py": """
        from flask import Flask, request
        from lxml import etree

        app = Flask(__name__)


        @app.route("/include", methods=["POST"])
        def include():
            doc = etree.fromstring("<files>" + request.form["body"] + "</files>")  # XInclude processed
            doc.getroottree().xinclude()
            return str(len(doc))
        """,
}


def test_a_document_opening_with_a_fixed_element_is_not_raised() -> None:
    raised = markers_raised(FILES, "xxe")
    assert not raised & {"wrapped fragment", "buffered", "formatted fragment"}
    assert {"declaration first", "client's tag", "client first", "wrapper sliced off", "read past the wrapper",
            "the referrer on the other path", "the request's path first", "XInclude processed"} <= raised


def test_the_taint_slot_refutes_the_pattern_slots_finding_on_a_wrapped_fragment() -> None:
    view = MemoryView(FILES)
    verdict = judge_at(view, "taint", "catalogue/views.py", "# buffered", "xxe")
    assert verdict.verdict is VerdictKind.REFUTED
    assert "fixed root element" in verdict.reason
    kept = judge_at(view, "taint", "catalogue/views.py", "# declaration first", "xxe")
    assert kept.verdict is VerdictKind.CONFIRMED
