import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from lib import templates  # noqa: E402


def test_render_entry_escapes():
    html = templates.render_entry(("<b>Anne</b>", "Smith", "baptism", "1788-03-02", "SEL", None))
    assert "&lt;b&gt;Anne" in html
    assert "<b>Anne" not in html


def test_header_escapes_title():
    assert "&amp;" in templates.header("Births & deaths")
