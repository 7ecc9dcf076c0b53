"""The pattern slot's Bandit walk skips the nodes Bandit has nothing to run on: the same issues as Bandit's own.

Bandit's visitor builds a context and asks for tests at every node; the slot's visitor builds them only for
the node kinds with a visit method or a kept test. This pins that the shortcut changes no issue.
"""

from __future__ import annotations

import ast
import io
import textwrap

from bandit.core import meta_ast, metrics, node_visitor

from agent_providers.builtin import pattern_bandit

EVERY_KEPT_RULE = textwrap.dedent('''
    import hashlib, os, pickle, random, subprocess, tempfile, marshal
    import xml.etree.ElementTree as ET
    import yaml, requests, jinja2, paramiko
    from flask import Flask
    from django.utils.safestring import mark_safe
    from markupsafe import Markup

    password = "hunter2hunter2"
    app = Flask(__name__)

    def connect(user, password="s3cr3t-default"):
        subprocess.call("ls " + user, shell=True)
        os.system("rm -rf " + user)
        os.popen("cat *")
        eval(user)
        exec(user)
        pickle.loads(user)
        marshal.loads(user)
        yaml.load(user)
        hashlib.md5(user)
        hashlib.new("sha1", user)
        random.random()
        tempfile.mktemp()
        ET.fromstring(user)
        requests.get(user, verify=False)
        jinja2.Environment(autoescape=False)
        mark_safe(user)
        Markup(user)
        paramiko.SSHClient().exec_command("ls " + user)
        query = "SELECT * FROM t WHERE a = '%s'" % user
        token = b"ab" + user
        if password == "letmein-now":
            return query

    class Settings:
        def login(self, secret="a-secret-key-123"):
            return lambda: compile(self, "x", "exec")

    async def handler(request):
        return f"SELECT * FROM {request.table} WHERE id = {request.id}"

    app.run(debug=True)
''')


def _bandit_own(text: str) -> list[tuple[str, int, int]]:
    """What Bandit's unmodified visitor finds, with the slot's test set."""
    visitor = node_visitor.BanditNodeVisitor("/snippet.py", io.BytesIO(text.encode()), meta_ast.BanditMetaAst(),
                                             pattern_bandit._test_set(), False, {}, metrics.Metrics())
    visitor.generic_visit(ast.parse(text))
    return sorted((issue.test_id, issue.lineno, issue.col_offset) for issue in visitor.tester.results)


def test_the_slot_walk_finds_exactly_what_bandit_finds():
    hits = pattern_bandit.scan("snippet.py", EVERY_KEPT_RULE)
    mine = sorted((hit.test_id, hit.lineno, hit.col_offset) for hit in hits)
    assert mine == _bandit_own(EVERY_KEPT_RULE)
    assert len({test_id for test_id, _, _ in mine}) >= 15, mine  # the snippet exercises most kept rules
