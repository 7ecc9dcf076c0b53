"""Four rules about what makes a value safe at its sink, each with the case where it must not apply.

- python-ldap's `filter_format(template, values)` escapes each value, as `escape_filter_chars` does.
- A pattern matched against `value or ""` checks the value: where the match holds, the value is what matched.
- A host checked against a collection the function is handed (`allowed_hosts`) is checked against its caller's
  allowlist; one checked against what the request sent is not.
- An XPath or LDAP filter spelt from an option a declared command-line interface parsed is the operator's own
  query, as an SQL query or a command from one is; a web request's value in the same filter still counts.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, raised

WEB = """
    import re
    from urllib.parse import urlparse

    import ldap
    import requests
    from flask import Flask, request
    from ldap.filter import filter_format

    app = Flask(__name__)
    PASTE_ID = re.compile(r"^[0-9a-f]{16}$")


    def notify(url, text, allowed_hosts):
        parts = urlparse(url)
        if parts.scheme != "https" or parts.hostname not in allowed_hosts:
            raise ValueError("host not allowed")
        return requests.post(url, json={"text": text})


    def find_user(login):
        conn = ldap.initialize("ldaps://ldap.example.org")
        return conn.search_s("ou=people", ldap.SCOPE_SUBTREE, filter_format("(uid=%s)", [login]))  # escaped


    def find_team(team):
        conn = ldap.initialize("ldaps://ldap.example.org")
        return conn.search_s("ou=people", ldap.SCOPE_SUBTREE, "(ou=%s)" % team)  # spliced


    @app.route("/people")
    def people():
        return str(find_user(request.args["uid"])) + str(find_team(request.args["team"]))


    @app.route("/paste")
    def paste():
        paste_id = request.args.get("id")
        if not PASTE_ID.match(paste_id or ""):
            return "no", 404
        return open("/srv/pastes/" + paste_id + ".json").read()  # hex only


    @app.route("/notify", methods=["POST"])
    def notify_chat():
        return notify(request.form["url"], "hello", app.config["CHAT_HOSTS"]).text  # configured hosts


    @app.route("/fetch", methods=["POST"])
    def fetch():
        url = request.form["url"]
        if urlparse(url).hostname not in request.form.getlist("hosts"):
            return "no", 400
        return requests.get(url).text  # the request's own list
    """

LOADERS = """
    from lxml import etree


    def answers_matching(path, text):
        tree = etree.parse(path, etree.XMLParser(resolve_entities=False, no_network=True))
        return tree.xpath("//response[contains(comment, '%s')]/@id" % text)  # the operator's query
    """

CLI = """
    import argparse

    from report.loaders import answers_matching


    def main(argv=None):
        p = argparse.ArgumentParser()
        p.add_argument("export")
        p.add_argument("--grep")
        args = p.parse_args(argv)
        return answers_matching(args.export, args.grep)
    """

SERVICE = """
    from flask import Flask, request
    from lxml import etree

    app = Flask(__name__)
    TREE = etree.parse("/srv/export.xml", etree.XMLParser(resolve_entities=False, no_network=True))


    @app.route("/grep")
    def grep():
        return str(TREE.xpath("//response[contains(comment, '%s')]/@id" % request.args["q"]))  # a visitor's
    """


def _raised(files: dict[str, str]) -> dict[str, set[str]]:
    view = MemoryView(files)
    found: dict[str, set[str]] = {}
    for finding in raised(view, "taint"):
        line = view.files[finding.primary.path].splitlines()[finding.primary.start_line - 1]
        if "#" in line:
            found.setdefault(line.rsplit("#", 1)[1].strip(), set()).add(finding.category)
    return found


@pytest.mark.parametrize(("marker", "category", "flagged"), [
    ("escaped", "ldap-injection", False),
    ("spliced", "ldap-injection", True),
    ("hex only", "path-traversal", False),
    ("the request's own list", "ssrf", True),
])
def test_sanitisers_checks_and_allowlists_at_the_sink(marker, category, flagged):
    assert (category in _raised({"app.py": WEB}).get(marker, set())) is flagged


def test_a_host_checked_against_the_callers_allowlist_is_checked():
    # the helper checks the host against what it was handed; its caller hands the configuration
    assert not [f for f in raised(MemoryView({"app.py": WEB}), "taint") if f.category == "ssrf"
                and "notify" in f.title]


@pytest.mark.parametrize(("files", "marker", "flagged"), [
    ({"report/__init__.py": "", "report/loaders.py": LOADERS, "report/cli.py": CLI}, "the operator's query", False),
    ({"service.py": SERVICE}, "a visitor's", True),
])
def test_an_xpath_query_from_a_declared_option_is_the_operators(files, marker, flagged):
    assert ("xpath-injection" in _raised(files).get(marker, set())) is flagged
