"""What a compiled pattern matched is a piece of the text it searched: a pattern that takes any run of characters
(`https?://\\S+`) hands the text's taint to its match (`URL.search(text).group(0)`); a pattern of digits or letters
matches nothing a sink could be fooled by."""

from __future__ import annotations

from tests.builtin_support import MemoryView, raised

UNFURL = """
    import re

    import requests
    from flask import Flask, request

    app = Flask(__name__)
    URL = re.compile(r"https?://\\S+")
    NUMBER = re.compile(r"^(\\d+)$")


    @app.route("/unfurl", methods=["POST"])
    def unfurl():
        found = URL.search(request.form["text"])
        return requests.get(found.group(0)).text if found else ""


    @app.route("/item", methods=["POST"])
    def item():
        found = NUMBER.match(request.form["id"])
        return requests.get("https://api.example.com/items/" + found.group(1)).text if found else ""
    """


def test_a_match_of_any_text_carries_the_texts_taint_and_a_match_of_digits_does_not():
    found = raised(MemoryView({"app/views.py": UNFURL}), "taint")
    assert [(f.category, f.primary.start_line) for f in found] == [("ssrf", 14)]
