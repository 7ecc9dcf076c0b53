"""Generate the labelled benchmark corpus: small realistic Python files, each a real defect or a decoy.

Run: `python benchmarks/make_corpus.py` (deterministic: the same seed writes the same files).
It writes `benchmarks/corpus/` (wiping it first) and `benchmarks/corpus/labels.yaml`, one
label per file that holds a labelled sink: path, line, category, CWE, real, and how the
case was built (context, source, propagator, decoy kind). Files are built by combining a
context (Flask view, Django view, CLI script, library/worker code), an untrusted source, a
propagator (string building, collections, real helper functions) and a sink, then wrapping
them in unrelated but realistic code. It never reads the analysers: labels follow from how
a case was built, not from what any tool reports.
"""

from __future__ import annotations

import random
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path

import yaml

SEED = 20261130
ROOT = Path(__file__).resolve().parent / "corpus"
MARK = "\x00SINK"
REALS_PER_CATEGORY = 20
DECOYS_PER_KIND = 4

CWE = {
    "command-injection": 78, "sql-injection": 89, "code-injection": 95, "xpath-injection": 643,
    "ldap-injection": 90, "path-traversal": 22, "xss": 79, "open-redirect": 601,
    "unsafe-deserialization": 502, "xxe": 611, "weak-hash": 328, "weak-random": 338,
    "insecure-cookie": 614, "trust-boundary": 501,
}
# Decoy kinds of the issue, and which categories each applies to.
FLOW = ["command-injection", "sql-injection", "code-injection", "xpath-injection", "ldap-injection",
        "path-traversal", "xss", "open-redirect", "unsafe-deserialization", "xxe", "trust-boundary"]
KINDS = {
    "overwritten-constant": FLOW,
    "constant-condition": list(CWE),
    "constant-ifexp": FLOW,
    "sanitiser": list(CWE),
    "collection-helper": list(CWE),
    "test-only": list(CWE),
}
WEB = ("flask", "django")

# --- names --------------------------------------------------------------------------------

VERBS = ["export", "sync", "archive", "render", "lookup", "refresh", "import", "preview", "audit", "rebuild",
         "publish", "resolve", "collect", "inspect", "restore", "compile", "notify", "schedule", "verify", "index",
         "merge", "purge", "rotate", "upload", "download", "approve", "migrate", "reconcile", "tag", "search"]
NOUNS = ["invoice", "ledger", "report", "customer", "shipment", "catalog", "profile", "ticket", "voucher",
         "backup", "coupon", "order", "supplier", "warehouse", "payroll", "contract", "feed", "badge", "quota",
         "tenant", "webhook", "receipt", "playlist", "survey", "listing", "booking", "parcel", "course",
         "invoice_line", "refund", "asset", "device", "member", "project", "release", "vendor", "payment",
         "subscription", "claim", "route", "schedule", "document", "batch"]


class Names:
    """Unique, readable identifiers (no numbered names unless the pools run out)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.used: set[str] = set()

    def pair(self) -> tuple[str, str]:
        for _ in range(200):
            verb, noun = self.rng.choice(VERBS), self.rng.choice(NOUNS)
            if f"{verb}_{noun}" not in self.used:
                self.used.add(f"{verb}_{noun}")
                return verb, noun
        verb, noun = self.rng.choice(VERBS), self.rng.choice(NOUNS)
        suffix = len(self.used)
        self.used.add(f"{verb}_{noun}{suffix}")
        return verb, f"{noun}{suffix}"


# --- a file being built -------------------------------------------------------------------


@dataclass
class Build:
    context: str
    verb: str
    noun: str
    imports: set[str] = field(default_factory=set)
    top: list[str] = field(default_factory=list)  # module-level statements after imports
    helpers: list[list[str]] = field(default_factory=list)  # module-level def blocks
    body: list[str] = field(default_factory=list)  # the entry function's body
    params: str = ""
    returns: bool = False  # the body already ends with a return
    worker: bool = False  # a socket handler rather than a scheduled job (library context)

    @property
    def fname(self) -> str:
        return f"{self.verb}_{self.noun}"

    def need(self, *lines: str) -> None:
        self.imports.update(lines)


# --- sources: (imports, expression) per context --------------------------------------------

SOURCES = {
    "flask": [
        ("request.args.get('{k}', '')", "request.args"), ("request.form['{k}']", "request.form"),
        ("request.values.get('{k}', '')", "request.values"), ("request.headers.get('X-{K}', '')", "request.headers"),
        ("request.cookies.get('{k}', '')", "request.cookies"), ("request.get_json(force=True)['{k}']", "request.json"),
        ("{k}", "route parameter"),
    ],
    "django": [
        ("request.GET.get('{k}', '')", "request.GET"), ("request.POST['{k}']", "request.POST"),
        ("request.GET['{k}']", "request.GET"), ("request.COOKIES.get('{k}', '')", "request.COOKIES"),
        ("request.META.get('HTTP_X_{K}', '')", "request.META"), ("request.POST.get('{k}', '')", "request.POST"),
    ],
    "cli": [
        ("sys.argv[1]", "sys.argv"), ("input('{k}: ').strip()", "input()"), ("os.environ['APP_{K}']", "os.environ"),
        ("os.getenv('APP_{K}', '')", "os.environ"), ("sys.stdin.readline().strip()", "stdin"),
    ],
    "library": [
        ("os.environ.get('WORKER_{K}', '')", "os.environ"), ("self.request.recv(4096).decode()", "socket"),
        ("json.loads(sys.stdin.read())['{k}']", "stdin json"), ("os.getenv('WORKER_{K}', '')", "os.environ"),
    ],
}
BYTES_SOURCES = {  # for deserialisation and XML, where the payload is raw bytes
    "flask": [("request.get_data()", "request body"), ("request.files['{k}'].read()", "uploaded file"),
              ("base64.b64decode(request.cookies.get('{k}', ''))", "request.cookies")],
    "django": [("request.body", "request body"), ("request.FILES['{k}'].read()", "uploaded file"),
               ("base64.b64decode(request.COOKIES.get('{k}', ''))", "request.COOKIES")],
    "cli": [("open(sys.argv[1], 'rb').read()", "file named in sys.argv"), ("sys.stdin.buffer.read()", "stdin")],
    "library": [("self.request.recv(65536)", "socket")],
}
IMPORTS_FOR = {"sys.": "import sys", "os.": "import os", "json.": "import json", "base64.": "import base64"}


def source_expr(build: Build, rng: random.Random, key: str, raw: bool = False) -> tuple[str, str]:
    table = BYTES_SOURCES if raw else SOURCES
    choices = table[build.context]
    if build.context == "library" and build.worker:
        choices = [c for c in choices if "self.request" in c[0]] or choices
    elif build.context == "library":
        choices = [c for c in choices if "self.request" not in c[0]] or choices
    expr, label = rng.choice(choices)
    if expr == "{k}":  # a Flask route parameter
        build.params = key
        build.top.append(f"ROUTE:/{build.noun}/<{key}>")
    for prefix, line in IMPORTS_FOR.items():
        if prefix in expr:
            build.need(line)
    return expr.format(k=key, K=key.upper()), label


# --- categories ---------------------------------------------------------------------------


@dataclass
class Category:
    name: str
    keys: list[str]  # names for the tainted value
    shapes: list[tuple[str, str]]  # (prefix, suffix) a value is spliced between; [("", "")] for raw values
    raw: bool = False  # the source is bytes (deserialisation, XML)


CATS = {
    "command-injection": Category("command-injection", ["host", "branch", "archive", "pattern", "target"], [
        ("ping -c 1 ", ""), ("git log --oneline ", ""), ("tar czf /tmp/export.tgz ", ""),
        ("grep -rn ", " /var/log/app"),
        ("convert ", " -resize 64x64 /tmp/thumb.png")]),
    "sql-injection": Category("sql-injection", ["username", "email", "sort", "status", "term"], [
        ("SELECT id, email FROM users WHERE name = '", "'"), ("SELECT * FROM orders WHERE status = '", "' LIMIT 50"),
        ("DELETE FROM sessions WHERE token = '", "'"), ("SELECT id FROM products ORDER BY ", ""),
        ("UPDATE accounts SET plan = 'free' WHERE email = '", "'")]),
    "code-injection": Category("code-injection", ["formula", "expr", "rule", "amount"], [
        ("", ""), ("round(", ", 2)"), ("", " * 1.2"), ("max(0, ", ")")]),
    "xpath-injection": Category("xpath-injection", ["username", "sku", "title"], [
        ("//user[@name='", "']"), ("/catalog/item[sku='", "']/price"), ("//book[title='", "']/author")]),
    "ldap-injection": Category("ldap-injection", ["uid", "mail", "group"], [
        ("(uid=", ")"), ("(&(objectClass=person)(mail=", "))"), ("(&(objectClass=group)(cn=", "))")]),
    "path-traversal": Category("path-traversal", ["filename", "name", "report", "attachment"], [
        ("os.path.join(BASE_DIR, {v})", ""), ("BASE_DIR + '/' + {v}", ""),
        ("f'{{BASE_DIR}}/exports/{{{v}}}.csv'", "")]),
    "xss": Category("xss", ["name", "query", "comment", "title"], [
        ("<p>Results for ", "</p>"), ("<h1>Hello ", "</h1>"), ("<div class='note'>", "</div>")]),
    "open-redirect": Category("open-redirect", ["next", "return_to", "target", "redirect_url"], [("", "")]),
    "unsafe-deserialization": Category("unsafe-deserialization", ["payload", "state", "blob"], [("", "")], raw=True),
    "xxe": Category("xxe", ["document", "feed", "upload"], [("", "")], raw=True),
    "trust-boundary": Category("trust-boundary", ["user_id", "role", "account_id", "username"], [("", "")]),
}


def splice(cat: Category, var: str, rng: random.Random, build: Build) -> tuple[list[str], str, str]:
    """Statements and an expression that build the sink's argument from VAR; returns the propagator name."""
    prefix, suffix = rng.choice(cat.shapes)
    if cat.name == "path-traversal":
        build.need("import os")
        build.top.append("BASE_DIR = '/srv/app/data'")
        return [], prefix.format(v=var), "path join"
    if not prefix and not suffix:
        how = rng.choice(["direct", "strip", "dict", "helper"])
        if how == "strip":
            return [f"{var} = {var}.strip()"], var, "string method"
        if how == "dict":
            return [f"options = {{'{cat.keys[0]}': {var}, 'source': 'web'}}"], f"options['{cat.keys[0]}']", "dict field"
        if how == "helper":
            build.helpers.append([f"def _normalise_{build.noun}(value):",
                                  "    return value.strip() if isinstance(value, str) else value"])
            return [], f"_normalise_{build.noun}({var})", "helper function"
        return [], var, "direct"
    how = rng.choice(["concat", "fstring", "format", "percent", "join", "helper", "append"])
    if how == "concat":
        expr = f"{prefix!r} + {var}" + (f" + {suffix!r}" if suffix else "")
    elif how == "fstring":
        expr = 'f"' + prefix + "{" + var + "}" + suffix + '"'
    elif how == "format":
        expr = f"{(prefix + '{}' + suffix)!r}.format({var})"
    elif how == "percent":
        expr = f"{(prefix + '%s' + suffix)!r} % {var}"
    elif how == "join":
        return [f"parts = [{prefix.strip()!r}, {var}]" + (f" + [{suffix.strip()!r}]" if suffix.strip() else "")], \
            "' '.join(parts)", "list join"
    elif how == "append":
        return ["pieces = []", f"pieces.append({prefix!r})", f"pieces.append({var})"] + \
            ([f"pieces.append({suffix!r})"] if suffix else []), "''.join(pieces)", "list append"
    else:
        helper = f"_build_{build.noun}_text"
        build.helpers.append([f"def {helper}(value):", f"    return {(prefix + '{}' + suffix)!r}.format(value)"])
        return [], f"{helper}({var})", "helper function"
    return [], expr, how


# --- sinks: (statements with the sink line marked, whether it returns) ---------------------


def sink(cat: str, arg: str, build: Build, rng: random.Random) -> list[str]:
    ctx = build.context
    if cat == "command-injection":
        build.need("import os", "import subprocess")
        return rng.choice([
            [f"status = os.system({arg}){MARK}"],
            [f"output = subprocess.check_output({arg}, shell=True){MARK}"],
            [f"subprocess.call({arg}, shell=True){MARK}"],
            [f"listing = os.popen({arg}).read(){MARK}"],
        ])
    if cat == "sql-injection":
        build.need("import sqlite3")
        build.top.append("DB_PATH = '/srv/app/app.db'")
        return rng.choice([
            ["conn = sqlite3.connect(DB_PATH)", "cursor = conn.cursor()", f"cursor.execute({arg}){MARK}",
             "rows = cursor.fetchall()"],
            ["conn = sqlite3.connect(DB_PATH)", f"rows = conn.execute({arg}).fetchall(){MARK}"],
            ["with sqlite3.connect(DB_PATH) as conn:", f"    conn.executescript({arg}){MARK}"],
        ])
    if cat == "code-injection":
        return rng.choice([[f"result = eval({arg}){MARK}"],
                           [f"exec({arg}){MARK}"] if "=" not in arg else [f"result = eval({arg}){MARK}"]])
    if cat == "xpath-injection":
        build.need("from lxml import etree")
        build.top.append("CATALOG_XML = '/srv/app/catalog.xml'")
        return ["tree = etree.parse(CATALOG_XML)", f"matches = tree.xpath({arg}){MARK}"]
    if cat == "ldap-injection":
        build.need("import ldap")
        build.top.append("BASE_DN = 'ou=people,dc=example,dc=com'")
        return ["conn = ldap.initialize('ldap://directory.internal')",
                f"entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, {arg}){MARK}"]
    if cat == "path-traversal":
        if ctx == "flask" and rng.random() < 0.4:
            build.need("from flask import send_file")
            build.returns = True
            return [f"return send_file({arg}){MARK}"]
        return rng.choice([
            [f"with open({arg}) as handle:{MARK}", "    content = handle.read()"],
            [f"os.remove({arg}){MARK}"],
            [f"data = open({arg}, 'rb').read(){MARK}"],
        ])
    if cat == "xss":
        build.returns = True
        if ctx == "django":
            build.need("from django.http import HttpResponse")
            if rng.random() < 0.5:
                build.need("from django.utils.safestring import mark_safe")
                return [f"fragment = mark_safe({arg}){MARK}", "return HttpResponse(fragment)"]
            return [f"return HttpResponse({arg}){MARK}"]
        choice = rng.randrange(3)
        if choice == 0:
            return [f"return {arg}{MARK}"]
        if choice == 1:
            build.need("from markupsafe import Markup", "from flask import render_template")
            return [f"banner = Markup({arg}){MARK}", "return render_template('page.html', banner=banner)"]
        build.need("from flask import render_template_string")
        return [f"return render_template_string({arg}){MARK}"]
    if cat == "open-redirect":
        build.returns = True
        if ctx == "django":
            if rng.random() < 0.5:
                build.need("from django.http import HttpResponseRedirect")
                return [f"return HttpResponseRedirect({arg}){MARK}"]
            build.need("from django.shortcuts import redirect")
            return [f"return redirect({arg}){MARK}"]
        build.need("from flask import redirect")
        return [f"return redirect({arg}){MARK}"]
    if cat == "unsafe-deserialization":
        choice = rng.randrange(3)
        if choice == 0:
            build.need("import pickle")
            return [f"state = pickle.loads({arg}){MARK}"]
        if choice == 1:
            build.need("import yaml")
            return [f"state = yaml.load({arg}, Loader=yaml.Loader){MARK}"]
        build.need("import marshal")
        return [f"state = marshal.loads({arg}){MARK}"]
    if cat == "xxe":
        if rng.random() < 0.6:
            build.need("from lxml import etree")
            return [f"root = etree.fromstring({arg}){MARK}", "items = [node.text for node in root]"]
        build.need("from xml.dom import minidom")
        return [f"dom = minidom.parseString({arg}){MARK}", "items = dom.getElementsByTagName('item')"]
    if cat == "trust-boundary":
        if ctx == "django":
            return [f"request.session['{build.noun}_{rng.choice(['user_id', 'role', 'account'])}'] = {arg}{MARK}"]
        build.need("from flask import session")
        return [f"session['{rng.choice(['user_id', 'role', 'account_id', 'username'])}'] = {arg}{MARK}"]
    raise ValueError(cat)


# --- frames: wrap the body in a Flask view, a Django view, a CLI script or a worker --------


def frame(build: Build, rng: random.Random) -> list[str]:
    route = next((t[6:] for t in build.top if t.startswith("ROUTE:")), f"/{build.noun}/{build.verb}")
    top = [t for t in build.top if not t.startswith("ROUTE:")]
    body = list(build.body)
    lines: list[str] = []
    if build.context == "flask":
        build.need("from flask import Flask, request")
        if not build.returns:
            build.need("from flask import jsonify")
            body.append(rng.choice(["return jsonify(status='ok')", "return {'ok': True}", "return '', 204"]))
        method = rng.choice(["", ", methods=['POST']", ", methods=['GET', 'POST']"])
        lines += ["app = Flask(__name__)", "", *top, "", *_blocks(build), "",
                  f"@app.route({route!r}{method})", f"def {build.fname}({build.params}):", *_indent(body)]
    elif build.context == "django":
        if not build.returns:
            build.need("from django.http import JsonResponse")
            body.append("return JsonResponse({'status': 'ok'})")
        build.need("from django.urls import path")
        lines += [*top, "", *_blocks(build), "", f"def {build.fname}(request):", *_indent(body), "", "",
                  f"urlpatterns = [path('{build.noun}/{build.verb}/', {build.fname}, name='{build.fname}')]"]
    elif build.context == "cli":
        build.need("import sys")
        lines += [*top, "", *_blocks(build), "", f"def {build.fname}():", *_indent(body or ["pass"]), "", "",
                  "def main() -> int:", f"    {build.fname}()", "    return 0", "", "",
                  "if __name__ == '__main__':", "    sys.exit(main())"]
    else:  # a socket worker or a scheduled job
        if build.worker:
            build.need("import socketserver")
            handler = build.verb.title() + build.noun.title() + "Handler"
            lines += [*top, "", *_blocks(build), "", f"class {handler}(socketserver.BaseRequestHandler):",
                      "    def handle(self):", *_indent(_indent(body or ["pass"])), "", "",
                      "def serve(port: int = 9090) -> None:",
                      f"    with socketserver.TCPServer(('127.0.0.1', port), {handler}) as server:",
                      "        server.serve_forever()"]
        else:
            build.need("from celery import shared_task")
            lines += [*top, "", *_blocks(build), "", "@shared_task", f"def {build.fname}():",
                      *_indent(body or ["pass"])]
    return lines


def _blocks(build: Build) -> list[str]:
    out: list[str] = []
    for block in build.helpers:
        out += ["", *block, ""]
    return out


def _indent(lines: list[str]) -> list[str]:
    return ["    " + line if line else "" for line in lines]


# --- filler: unrelated, harmless code that makes files look like real modules --------------

FILLERS = [
    ("import logging", ["log = logging.getLogger(__name__)"], []),
    ("from datetime import datetime, timezone", [], [
        "def _utc_stamp():", "    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')"]),
    ("from dataclasses import dataclass", [], [
        "@dataclass", "class {N}Summary:", "    count: int = 0", "    total: float = 0.0", "",
        "    def add(self, amount: float) -> None:", "        self.count += 1", "        self.total += amount"]),
    ("import json", [], ["def _as_json(payload):", "    return json.dumps(payload, sort_keys=True, default=str)"]),
    ("", ["PAGE_SIZE = 50", "MAX_RETRIES = 3"], []),
    ("import re", ["SLUG = re.compile(r'[^a-z0-9]+')"], [
        "def _slug(text):", "    return SLUG.sub('-', text.lower()).strip('-')"]),
    ("", [], ["def _chunks(items, size):", "    for start in range(0, len(items), size):",
              "        yield items[start:start + size]"]),
    ("from decimal import Decimal", [], ["def _money(value):", "    return Decimal(value).quantize(Decimal('0.01'))"]),
]
DOCS = {
    "flask": "Flask views for {noun} pages.",
    "django": "Django views for the {noun} section.",
    "cli": "Command-line tool: {verb} {noun} data.",
    "library": "Background {noun} jobs run by the worker.",
}


def add_filler(build: Build, rng: random.Random) -> None:
    for imp, top, block in rng.sample(FILLERS, rng.randint(1, 3)):
        if imp:
            build.need(imp)
        build.top.extend(top)
        if block:
            build.helpers.insert(0, [line.replace("{N}", build.noun.title()) for line in block])


def _merged_froms(lines) -> list[str]:
    names: dict[str, set[str]] = {}
    for line in lines:
        module, _, imported = line[len("from "):].partition(" import ")
        names.setdefault(module, set()).update(part.strip() for part in imported.split(","))
    return [f"from {module} import {', '.join(sorted(names[module], key=str.lower))}" for module in sorted(names)]


def render(build: Build, rng: random.Random) -> str:
    add_filler(build, rng)
    body = frame(build, rng)
    plain = sorted(i for i in build.imports if i.startswith("import "))
    froms = _merged_froms(i for i in build.imports if i.startswith("from "))
    doc = DOCS[build.context].format(noun=build.noun, verb=build.verb)
    lines = [f'"""{doc}"""', *plain, *froms, "", *body]
    text = "\n".join(lines)
    while "\n\n\n\n" in text:
        text = text.replace("\n\n\n\n", "\n\n\n")
    return text.strip() + "\n"


# --- cases --------------------------------------------------------------------------------


@dataclass
class Case:
    category: str
    real: bool
    kind: str  # "real" or a decoy kind
    context: str
    source: str = ""
    propagator: str = ""
    why: str = ""
    path: str = ""
    text: str = ""
    extra: dict[str, str] = field(default_factory=dict)  # companion files (path -> text), unlabelled


def flow_case(cat: Category, kind: str, context: str, names: Names, rng: random.Random) -> Case:
    verb, noun = names.pair()
    build = Build(context, verb, noun)
    build.worker = context == "library" and (cat.raw or rng.random() < 0.5)
    key = rng.choice(cat.keys)
    var = key
    src, label = source_expr(build, rng, key, raw=cat.raw)
    if build.params == key:  # a route parameter arrives as the argument itself
        build.body.append(f"{var} = {var}.strip()")
    else:
        build.body.append(f"{var} = {src}")
    case = Case(cat.name, kind == "real", kind, context, source=label)
    if kind == "overwritten-constant":
        build.top.append(f"DEFAULT_{key.upper()} = {_default(cat.name)!r}")
        build.body += rng.choice([
            [f"log_value = {var}", f"{var} = DEFAULT_{key.upper()}"],
            [f"# the caller's {key} is no longer honoured", f"{var} = {_default(cat.name)!r}"],
        ])
        if "log_value" in build.body[-2]:
            build.need("import logging")
            build.body[-2] = f"logging.getLogger(__name__).info('ignoring requested {key} %s', {var})"
        case.why = f"The untrusted {key} is overwritten by a constant before the sink."
    stmts, arg, how = splice(cat, var, rng, build)
    case.propagator = how
    build.body += stmts
    if kind == "constant-ifexp":
        flag = rng.choice(["STRICT_INPUT", "USE_REQUEST_VALUE", "LEGACY_MODE"])
        build.top.append(f"{flag} = False")
        build.body.append(f"chosen = {arg} if {flag} else {_default(cat.name, spliced=True)!r}")
        arg = "chosen"
        case.why = f"{flag} is a module constant False, so the conditional expression always picks the constant."
    sink_lines = sink(cat.name, arg, build, rng)
    if kind == "constant-condition":
        style = rng.randrange(3)
        if style == 0:
            build.top.append("ENABLE_RAW_MODE = False")
            head = "if ENABLE_RAW_MODE:"
        elif style == 1:
            head = "if 0:  # disabled until the rewrite lands"
        else:
            build.top.append("FEATURE_STATE = 'disabled'")
            head = "if FEATURE_STATE == 'enabled':"
        if build.returns:
            build.returns = False
        sink_lines = [s.replace("return ", "response = ") if s.startswith("return ") else s for s in sink_lines]
        build.body += [head, *_indent(sink_lines)]
        case.why = "The sink sits under a condition that is constantly false."
    else:
        build.body += sink_lines
    if kind == "real":
        case.why = f"{label} reaches the {cat.name} sink through {how} with no sanitiser."
    if kind == "real" and cat.name in OPERATOR_SAFE_CATEGORIES and label in OPERATOR_SOURCES:
        # Policy (docs/benchmarks.md): a path, URL or redirect chosen by whoever runs the script on
        # their own machine crosses no trust boundary, so it is a look-alike, not a defect.
        case.real, case.kind = False, "operator-chosen"
        case.why = f"{label} is chosen by the local operator, who already controls this machine."
    if kind == "real" and cat.name == "xxe" and any("minidom." in line for line in sink_lines):
        # Python's documentation: minidom parses with expat, which fetches no external entity or DTD, and expat
        # 2.4.1 and later cap entity expansion. These were labelled real until the thirteenth session.
        case.real, case.kind = False, "expat-parser"
        case.why = "minidom parses with expat, which fetches no external entity or DTD; expat 2.4.1 and later " \
                   "cap entity expansion, so no document makes it read a file or a URL."
    case.text = render(build, rng)
    return case


OPERATOR_SOURCES = {"sys.argv", "input()", "os.environ", "stdin", "stdin json", "file named in sys.argv"}
OPERATOR_SAFE_CATEGORIES = {"path-traversal", "ssrf", "open-redirect"}


def _default(category: str, spliced: bool = False) -> str:
    return {
        "command-injection": "uptime" if spliced else "localhost",
        "sql-injection": "SELECT id FROM products ORDER BY name" if spliced else "pending",
        "code-injection": "0", "xpath-injection": "//user[@name='guest']" if spliced else "guest",
        "ldap-injection": "(uid=guest)" if spliced else "guest",
        "path-traversal": "/srv/app/data/default.csv" if spliced else "default.csv",
        "xss": "<p>Welcome</p>" if spliced else "guest", "open-redirect": "/dashboard",
        "unsafe-deserialization": b"", "xxe": b"<items/>", "trust-boundary": "guest",
    }.get(category, "default")


SANITISED = {  # category -> list of (imports, statements using {v}, sink statements with MARK)
    "command-injection": [
        (["import shlex", "import os"], [], ["status = os.system('ping -c 1 ' + shlex.quote({v})){M}"]),
        (["import subprocess"], [], ["output = subprocess.check_output(['git', 'log', '--oneline', '--', {v}]){M}"]),
        (["import os"], ["count = int({v})"], ["status = os.system('tail -n %d /var/log/app.log' % count){M}"]),
    ],
    "sql-injection": [
        (["import sqlite3"], ["conn = sqlite3.connect('/srv/app/app.db')"],
         ["rows = conn.execute('SELECT id, email FROM users WHERE name = ?', ({v},)).fetchall(){M}"]),
        (["import sqlite3"], ["conn = sqlite3.connect('/srv/app/app.db')", "cursor = conn.cursor()"],
         ["cursor.execute('DELETE FROM sessions WHERE token = %s', ({v},)){M}"]),
        (["import sqlite3"], ["conn = sqlite3.connect('/srv/app/app.db')", "limit = int({v})"],
         ["rows = conn.execute('SELECT id FROM orders LIMIT %d' % limit).fetchall(){M}"]),
    ],
    "code-injection": [
        ([], ["if not {v}.isdigit():", "    raise ValueError('not a number')"], ["result = eval({v} + ' * 2'){M}"]),
        ([], ["value = int({v})"], ["result = eval('%d * 2' % value){M}"]),
    ],
    "xpath-injection": [
        (["from lxml import etree"], ["tree = etree.parse('/srv/app/catalog.xml')"],
         ["matches = tree.xpath('//user[@name=$name]', name={v}){M}"]),
    ],
    "ldap-injection": [
        (["import ldap", "from ldap.filter import escape_filter_chars"], ["conn = ldap.initialize('ldap://directory.internal')"],
         ["entries = conn.search_s('ou=people,dc=example,dc=com', ldap.SCOPE_SUBTREE, "
          "'(uid=%s)' % escape_filter_chars({v})){M}"]),
    ],
    "path-traversal": [
        (["import os"], ["safe_name = os.path.basename({v})"],
         ["with open(os.path.join('/srv/app/data', safe_name)) as handle:{M}", "    content = handle.read()"]),
        (["import os", "from werkzeug.utils import secure_filename"], [],
         ["data = open(os.path.join('/srv/app/data', secure_filename({v})), 'rb').read(){M}"]),
        (["import os"],
         ["if {v} not in ('daily.csv', 'weekly.csv', 'monthly.csv'):", "    raise ValueError('unknown report')"],
         ["data = open(os.path.join('/srv/app/data', {v})).read(){M}"]),
    ],
    "xss": [
        (["import html"], [], ["return '<p>Results for ' + html.escape({v}) + '</p>'{M}"]),
        (["from markupsafe import Markup, escape", "from flask import render_template"], [],
         ["banner = Markup('<b>%s</b>') % escape({v}){M}", "return render_template('page.html', banner=banner)"]),
    ],
    "open-redirect": [
        (["from flask import url_for"], [], ["return redirect(url_for('index')){M}"]),
        ([], ["if {v} not in ('/dashboard', '/orders', '/profile'):", "    {v} = '/dashboard'"],
         ["return redirect({v}){M}"]),
    ],
    "unsafe-deserialization": [
        (["import yaml"], [], ["state = yaml.load({v}, Loader=yaml.SafeLoader){M}"]),
        (["import yaml"], [], ["state = yaml.safe_load({v}){M}"]),
    ],
    "xxe": [
        (["import defusedxml.ElementTree as SafeET"], [], ["root = SafeET.fromstring({v}){M}"]),
        (["from lxml import etree"], ["parser = etree.XMLParser(resolve_entities=False, no_network=True)"],
         ["root = etree.fromstring({v}, parser){M}"]),
    ],
    "trust-boundary": [
        (["import sqlite3"],
         ["row = sqlite3.connect('/srv/app/app.db').execute('SELECT id FROM users WHERE name = ?', ({v},)).fetchone()",
          "if row is None:", "    raise PermissionError('unknown user')"],
         ["SESSION['user_id'] = row[0]{M}"]),
    ],
}


def sanitised_case(cat: Category, context: str, names: Names, rng: random.Random) -> Case:
    verb, noun = names.pair()
    build = Build(context, verb, noun)
    key = rng.choice(cat.keys)
    src, label = source_expr(build, rng, key, raw=cat.raw)
    build.body.append(f"{key} = {key}.strip()" if build.params == key else f"{key} = {src}")
    imports, pre, sink_lines = rng.choice(SANITISED[cat.name])
    build.need(*imports)
    build.body += [s.format(v=key) for s in pre]
    lines = [s.format(v=key, M=MARK) for s in sink_lines]
    if cat.name == "open-redirect":
        if context != "django":
            build.need("from flask import redirect")
        else:
            build.need("from django.shortcuts import redirect")
        if context == "django":
            lines = [line.replace("url_for('index')", "'/dashboard'") for line in lines]
    if cat.name == "trust-boundary":
        if context == "django":
            lines = [line.replace("SESSION[", "request.session[") for line in lines]
        else:
            build.need("from flask import session")
            lines = [line.replace("SESSION[", "session[") for line in lines]
    if cat.name == "xss" and context == "django":
        build.need("from django.http import HttpResponse", "import html")
        lines = [f"return HttpResponse('<p>Results for ' + html.escape({key}) + '</p>'){MARK}"]
    build.returns = any(line.startswith("return ") for line in lines)
    build.body += lines
    case = Case(cat.name, False, "sanitiser", context, source=label, propagator="sanitiser or parameterised API",
                why="The value is sanitised, validated or passed as a bound parameter before the sink.")
    case.text = render(build, rng)
    return case


def helper_decoy(cat: Category, context: str, names: Names, rng: random.Random) -> Case:
    """Taint through a real helper or a collection that ends in a constant or sanitised value."""
    verb, noun = names.pair()
    build = Build(context, verb, noun)
    key = rng.choice(cat.keys)
    src, label = source_expr(build, rng, key, raw=cat.raw)
    build.body.append(f"{key} = {key}.strip()" if build.params == key else f"{key} = {src}")
    style = rng.choice(["table", "helper-clean"]) if not cat.raw else "table"
    safe_value = _default(cat.name, spliced=True)
    if style == "table":
        build.top.append(f"PRESETS = {{'standard': {safe_value!r}, 'fallback': {safe_value!r}}}")
        build.helpers.append(["def _preset_for(name):",
                              "    \"\"\"Only known presets are ever used; anything else gets the standard one.\"\"\"",
                              "    return PRESETS.get(name, PRESETS['standard'])"])
        build.body.append(f"options = {{'requested': {key}, 'value': _preset_for({key})}}")
        arg = "options['value']"
        propagator = "dict of a helper's constant lookup"
    else:
        cleaner = {
            "command-injection": (["import shlex"], "shlex.quote(value)"),
            "sql-injection": ([], "int(value)"), "code-injection": ([], "int(value)"),
            "xpath-injection": ([], "''.join(ch for ch in value if ch.isalnum())"),
            "ldap-injection": (["from ldap.filter import escape_filter_chars"], "escape_filter_chars(value)"),
            "path-traversal": (["import os"], "os.path.basename(value)"),
            "xss": (["import html"], "html.escape(value)"),
            "open-redirect": ([], "value if value in ('/home', '/orders') else '/home'"),
            "trust-boundary": ([], "int(value)"),
        }[cat.name]
        build.need(*cleaner[0])
        build.helpers.append([f"def _clean_{noun}(value):", f"    return {cleaner[1]}"])
        build.body.append(f"values = [_clean_{noun}({key})]")
        build.body.append(f"{key} = values[0]")
        if cat.name != "path-traversal":
            arg_stmts, arg, _ = splice(cat, key, rng, build)
        else:
            arg_stmts, arg = [], f"os.path.join(BASE_DIR, {key})"
        if cat.name == "path-traversal":
            build.top.append("BASE_DIR = '/srv/app/data'")
        build.body += arg_stmts
        propagator = "list through a sanitising helper"
    build.body += sink(cat.name, arg, build, rng)
    case = Case(cat.name, False, "collection-helper", context, source=label, propagator=propagator,
                why="The value reaching the sink comes from a helper or collection "
                    "that yields a constant or a sanitised value.")
    case.text = render(build, rng)
    return case


# --- weak hashing, weak randomness, cookies -------------------------------------------------


def hash_case(kind: str, context: str, names: Names, rng: random.Random) -> Case:
    verb, noun = names.pair()
    build = Build(context, verb, noun)
    build.need("import hashlib")
    algo = rng.choice(["md5", "sha1"])
    if context in WEB:
        src = "request.form['password']" if context == "flask" else "request.POST['password']"
    else:
        build.need("import getpass")
        src = "getpass.getpass('password: ')"
    case = Case("weak-hash", kind == "real", kind, context, source="password")
    if kind == "real":
        build.body += [f"password = {src}", f"digest = hashlib.{algo}(password.encode()).hexdigest(){MARK}",
                       f"record = {{'user': '{noun}', 'password_hash': digest}}"]
        case.why = f"A password is stored as an unsalted {algo} digest."
    elif kind == "constant-condition":
        build.top.append("LEGACY_HASHES = False")
        build.body += [f"password = {src}", "if LEGACY_HASHES:",
                       f"    digest = hashlib.{algo}(password.encode()).hexdigest(){MARK}"]
        case.why = "The legacy hash is under a constant-false flag."
    elif kind == "sanitiser":
        build.body += ["content = b'static asset body'",
                       f"etag = hashlib.{algo}(content, usedforsecurity=False).hexdigest(){MARK}"]
        case.why = "The digest is an ETag, declared usedforsecurity=False."
    elif kind == "collection-helper":
        build.helpers.append(["def _cache_key(*parts):", "    joined = '|'.join(str(p) for p in parts)",
                              f"    return hashlib.{algo}(joined.encode()).hexdigest(){MARK}"])
        build.body += [f"key = _cache_key('{noun}', 'page', 3)", "cache = {key: None}"]
        case.why = "The digest is only a cache key built from constant parts."
    case.text = render(build, rng)
    return case


def random_case(kind: str, context: str, names: Names, rng: random.Random) -> Case:
    verb, noun = names.pair()
    build = Build(context, verb, noun)
    build.need("import random", "import string")
    case = Case("weak-random", kind == "real", kind, context, source="random")
    choice = rng.randrange(3)
    token = ["reset_token = ''.join(random.choice(string.ascii_letters + string.digits) for _ in range(24)){M}",
             "otp_code = str(random.randint(100000, 999999)){M}",
             "session_id = '%032x' % random.getrandbits(128){M}"][choice]
    if kind == "real":
        build.body += [token.format(M=MARK), f"record = {{'{noun}': {token.split(' =')[0]}}}"]
        case.why = "A security token is drawn from the Mersenne Twister PRNG."
    elif kind == "constant-condition":
        build.top.append("USE_WEAK_TOKENS = False")
        build.body += ["if USE_WEAK_TOKENS:", "    " + token.format(M=MARK)]
        case.why = "The weak token code is under a constant-false flag."
    elif kind == "sanitiser":
        build.body += ["rng = random.SystemRandom()",
                       "reset_token = ''.join(rng.choice(string.ascii_letters) for _ in range(24))",
                       f"shuffled = random.sample(['a', 'b', 'c'], 3){MARK}"]
        case.why = "Tokens come from SystemRandom; the Mersenne Twister only shuffles display order."
    elif kind == "collection-helper":
        build.helpers.append(["def _backoff(attempt):",
                              f"    return min(30.0, 2 ** attempt) * random.uniform(0.5, 1.5){MARK}"])
        build.body += ["delays = [_backoff(n) for n in range(3)]"]
        case.why = "The random value is retry jitter, not a secret."
    case.text = render(build, rng)
    return case


def cookie_case(kind: str, context: str, names: Names, rng: random.Random) -> Case:
    verb, noun = names.pair()
    build = Build(context, verb, noun)
    build.need("import secrets")
    build.returns = True
    if context == "flask":
        build.need("from flask import make_response")
        make = "response = make_response('ok')"
    else:
        build.need("from django.http import HttpResponse")
        make = "response = HttpResponse('ok')"
    name = rng.choice(["session_token", "auth", "remember_me", "sid"])
    case = Case("insecure-cookie", kind == "real", kind, context, source="session token")
    build.body += ["token = secrets.token_urlsafe(32)", make]
    insecure = rng.choice(["response.set_cookie('NAME', token){M}",
                           "response.set_cookie('NAME', token, httponly=False){M}",
                           "response.set_cookie('NAME', token, secure=False, httponly=True){M}",
                           "response.set_cookie('NAME', token, max_age=3600){M}"]).replace("NAME", name)
    if kind == "real":
        build.body.append(insecure.format(M=MARK))
        case.why = "A session token cookie is set without Secure and/or HttpOnly."
    elif kind == "constant-condition":
        build.top.append("LEGACY_COOKIES = False")
        build.body += ["if LEGACY_COOKIES:", "    " + insecure.format(M=MARK),
                       "else:", f"    response.set_cookie('{name}', token, secure=True, httponly=True, samesite='Lax')"]
        case.why = "The insecure cookie is set only under a constant-false flag."
    elif kind == "sanitiser":
        build.body.append(f"response.set_cookie('{name}', token, secure=True, httponly=True, samesite='Strict'){MARK}")
        case.why = "The cookie has Secure and HttpOnly set."
    elif kind == "collection-helper":
        build.top.append("COOKIE_FLAGS = {'secure': True, 'httponly': True, 'samesite': 'Lax'}")
        build.body.append(f"response.set_cookie('{name}', token, **COOKIE_FLAGS){MARK}")
        case.why = "Secure and HttpOnly come from a constant dict of flags."
    build.body.append("return response")
    case.text = render(build, rng)
    return case


# --- test-only decoys -----------------------------------------------------------------------


def test_only_case(category: str, names: Names, rng: random.Random) -> Case:
    """Either a sink inside a test module, or a helper module that only tests import."""
    verb, noun = names.pair()
    in_test = rng.random() < 0.5
    build = Build("library", verb, noun)
    lines = _test_sink(category, build, rng)
    case = Case(category, False, "test-only", "test", source="test fixture", propagator="test code")
    if in_test:
        imports = sorted(build.imports | {"import pytest"})
        text = "\n".join([f'"""Tests for the {noun} {verb} job."""', *imports, "", "",
                          f"def test_{verb}_{noun}(tmp_path):", *_indent(lines), "    assert tmp_path.exists()", ""])
        case.path = f"tests/test_{verb}_{noun}.py"
        case.why = "The sink is in a test module; it runs only under the test runner."
    else:
        imports = sorted(build.imports)
        text = "\n".join([f'"""Fixtures that seed {noun} data for the test suite."""', *imports, "", "",
                          f"def seed_{verb}_{noun}(value):", *_indent(lines), "    return value", ""])
        case.path = f"devtools/seed_{verb}_{noun}.py"
        case.extra[f"tests/test_seed_{verb}_{noun}.py"] = "\n".join([
            f'"""Uses the {noun} seed fixture."""',
            f"from devtools.seed_{verb}_{noun} import seed_{verb}_{noun}", "", "",
            f"def test_seed_{verb}_{noun}():", f"    assert seed_{verb}_{noun}('sample') == 'sample'", ""])
        case.why = "The helper is only ever called from the test suite."
    case.text = text
    return case


def _test_sink(category: str, build: Build, rng: random.Random) -> list[str]:
    build.need("import os")
    value = "os.environ.get('TEST_VALUE', 'sample')"
    if category == "weak-hash":
        build.need("import hashlib")
        return [f"digest = hashlib.md5({value}.encode()).hexdigest(){MARK}"]
    if category == "weak-random":
        build.need("import random")
        return [f"token = str(random.randint(1000, 9999)){MARK}"]
    if category == "insecure-cookie":
        build.need("from flask import Flask")
        return ["app = Flask(__name__)", "client = app.test_client()",
                f"client.set_cookie('session_token', {value}){MARK}"]
    cat = CATS[category]
    build.body.append(f"probe = {value}")
    if category == "path-traversal":
        return ["probe = " + value, f"with open(os.path.join('/tmp', probe), 'w') as handle:{MARK}",
                "    handle.write('x')"]
    stmts, arg, _ = splice(cat, "probe", rng, build)
    if cat.raw:
        stmts, arg = [], "probe.encode()"
    web_free = sink(category, arg, Build("cli", build.verb, build.noun, imports=build.imports), rng)
    web_free = [s.replace("return ", "response = ") for s in web_free]
    if category == "trust-boundary":
        web_free = ["session = {}", f"session['user_id'] = probe{MARK}"]
    return ["probe = " + value, *stmts, *web_free]


# --- the whole corpus -----------------------------------------------------------------------


def contexts_for(category: str) -> list[str]:
    if category in ("xss", "open-redirect", "trust-boundary", "insecure-cookie"):
        return ["flask", "django"]
    return ["flask", "django", "cli", "library"]


def build_cases(rng: random.Random) -> list[Case]:
    names = Names(rng)
    cases: list[Case] = []
    for category in CWE:
        contexts = contexts_for(category)
        for n in range(REALS_PER_CATEGORY):
            context = contexts[n % len(contexts)]
            cases.append(_one(category, "real", context, names, rng))
        for kind, categories in KINDS.items():
            if category not in categories:
                continue
            for n in range(DECOYS_PER_KIND):
                if kind == "test-only":
                    cases.append(test_only_case(category, names, rng))
                else:
                    cases.append(_one(category, kind, contexts[(n + 1) % len(contexts)], names, rng))
    return cases


def _one(category: str, kind: str, context: str, names: Names, rng: random.Random) -> Case:
    if category == "weak-hash":
        return hash_case(kind, context, names, rng)
    if category == "weak-random":
        return random_case(kind, context, names, rng)
    if category == "insecure-cookie":
        return cookie_case(kind, context, names, rng)
    cat = CATS[category]
    if kind == "sanitiser":
        return sanitised_case(cat, context, names, rng)
    if kind == "collection-helper":
        return helper_decoy(cat, context, names, rng)
    return flow_case(cat, kind, context, names, rng)


FOLDERS = {"flask": "shopapp/views", "django": "portal/views", "cli": "scripts", "library": "workers"}


def write(cases: list[Case], root: Path) -> list[dict]:
    if root.exists():
        shutil.rmtree(root)
    labels = []
    for case in cases:
        if not case.path:
            verb_noun = _entry_name(case.text)
            case.path = f"{FOLDERS[case.context]}/{verb_noun}.py"
        lines = case.text.split("\n")
        marked = [i for i, line in enumerate(lines, start=1) if MARK in line]
        if len(marked) != 1:
            raise RuntimeError(f"{case.path}: expected one marked sink, found {len(marked)}")
        text = case.text.replace(MARK, "")
        compile(text, case.path, "exec")  # every file must be valid Python
        _save(root / case.path, text)
        for path, extra in case.extra.items():
            _save(root / path, extra)
        labels.append({"path": case.path, "line": marked[0], "category": case.category, "cwe": CWE[case.category],
                       "real": case.real, "kind": case.kind, "context": case.context, "source": case.source,
                       "propagator": case.propagator, "why": case.why})
    for package in {p.parent for p in root.rglob("*.py")}:
        init = package / "__init__.py"
        if not init.exists() and package != root:
            init.write_text("", encoding="utf-8")
    header = (f"# Ground truth for the generated corpus (benchmarks/make_corpus.py, seed {SEED}).\n"
              "# One entry per labelled sink: real: true = genuine defect, real: false = decoy.\n")
    (root / "labels.yaml").write_text(header + yaml.safe_dump(labels, sort_keys=False, width=200), encoding="utf-8")
    return labels


def _entry_name(text: str) -> str:
    for line in text.splitlines():
        for prefix in ("def ", "class "):
            if line.startswith(prefix) and not line[len(prefix):].startswith("_"):
                name = line[len(prefix):].split("(")[0].split(":")[0]
                if "Summary" not in name:
                    return name.lower().replace("handler", "_server") if prefix == "class " else name
    raise RuntimeError("no entry function")


def _save(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists():
        raise RuntimeError(f"{path} would be written twice")
    path.write_text(text, encoding="utf-8")


def main() -> int:
    cases = build_cases(random.Random(SEED))
    labels = write(cases, ROOT)
    real = sum(1 for label in labels if label["real"])
    size = sum(p.stat().st_size for p in ROOT.rglob("*") if p.is_file())
    print(f"wrote {len(labels)} labelled files ({real} real, {len(labels) - real} decoys), "
          f"{size / 1e6:.2f} MB, to {ROOT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
