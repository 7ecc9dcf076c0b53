"""The tables of the taint slot: untrusted sources, sanitisers, propagation rules and sinks.

Owns only data (names of APIs, and what each category means for a finding); it never
inspects code. Names are canonical dotted names after import aliases are resolved.
"""

from __future__ import annotations

import re
from typing import NamedTuple


class CategoryInfo(NamedTuple):
    cwe: int
    severity: str
    noun: str  # the start of a finding title: "<noun> <source> in <symbol>"
    fix: str


CATEGORIES: dict[str, CategoryInfo] = {
    "command-injection": CategoryInfo(
        78, "high", "Shell command built from",
        "Pass an argument list without shell=True and validate the value against an allowlist; "
        "if a shell is unavoidable, quote each value with shlex.quote."),
    "sql-injection": CategoryInfo(
        89, "high", "SQL query built from",
        "Use a constant query with placeholders and pass the values as parameters "
        "(cursor.execute(\"... WHERE x = ?\", (value,)))."),
    "code-injection": CategoryInfo(
        95, "high", "Code evaluated from",
        "Never evaluate untrusted text; parse it with ast.literal_eval or a dedicated parser."),
    "unsafe-deserialization": CategoryInfo(
        502, "high", "Unsafe deserialisation of",
        "Deserialise untrusted data only with a safe format (json, yaml.safe_load)."),
    "xxe": CategoryInfo(
        611, "high", "XML with external entities parsed from",
        "Parse untrusted XML with defusedxml, or an lxml parser with resolve_entities=False."),
    "path-traversal": CategoryInfo(
        22, "medium", "File path built from",
        "Reduce the name with secure_filename/os.path.basename and check that the resolved "
        "path stays inside the intended directory."),
    "ssrf": CategoryInfo(
        918, "medium", "Outbound request URL taken from",
        "Fetch only URLs whose scheme and host are on an allowlist."),
    "xss": CategoryInfo(
        79, "medium", "HTML output built from",
        "Render through an autoescaping template, or escape the value with markupsafe.escape."),
    "ldap-injection": CategoryInfo(
        90, "medium", "LDAP filter built from",
        "Escape values with ldap.filter.escape_filter_chars before building the filter."),
    "xpath-injection": CategoryInfo(
        643, "medium", "XPath query built from",
        "Use a constant XPath expression with variables (tree.xpath(\"//u[@n=$n]\", n=value))."),
    "open-redirect": CategoryInfo(
        601, "medium", "Redirect target taken from",
        "Redirect only to local paths or to an allowlist of targets."),
    "insecure-cookie": CategoryInfo(
        614, "medium", "Credential cookie without Secure/HttpOnly holding",
        "Set the cookie with secure=True and httponly=True (and samesite='Lax' or 'Strict')."),
    "trust-boundary": CategoryInfo(
        501, "low", "Session value set from",
        "Validate the value before storing it in the trusted session."),
}

TAINT_CATEGORIES = frozenset(CATEGORIES) - {"insecure-cookie"}  # a configuration defect, not a flow

# Categories where a value the local operator chooses (argv, environment, input(), stdin)
# is no defect: it names a file, a URL or a target the operator could reach anyway.
OPERATOR_CATEGORIES = frozenset({"path-traversal", "ssrf", "open-redirect"})

# Categories of the other analyser that a data-flow sink of ours also answers for.
COMPATIBLE: dict[str, frozenset[str]] = {
    "template-injection": frozenset({"xss", "code-injection"}),
    "xss": frozenset({"xss"}),
}

CWE_CATEGORY: dict[int, str] = {
    77: "command-injection", 78: "command-injection", 88: "command-injection",
    89: "sql-injection", 94: "code-injection", 95: "code-injection",
    22: "path-traversal", 23: "path-traversal", 36: "path-traversal", 73: "path-traversal",
    79: "xss", 80: "xss", 601: "open-redirect", 502: "unsafe-deserialization",
    611: "xxe", 776: "xxe", 827: "xxe", 643: "xpath-injection", 90: "ldap-injection",
    918: "ssrf", 501: "trust-boundary",
}

# Substrings of a foreign category name, most specific first ("xpath" before "path").
CATEGORY_KEYWORDS: tuple[tuple[str, str], ...] = (
    ("xpath", "xpath-injection"), ("ldap", "ldap-injection"), ("sql", "sql-injection"),
    ("shell", "command-injection"), ("command", "command-injection"), ("subprocess", "command-injection"),
    ("deserial", "unsafe-deserialization"), ("pickle", "unsafe-deserialization"),
    ("yaml", "unsafe-deserialization"), ("marshal", "unsafe-deserialization"),
    ("xxe", "xxe"), ("xml", "xxe"), ("redirect", "open-redirect"), ("ssrf", "ssrf"),
    ("xss", "xss"), ("markup", "xss"), ("trust", "trust-boundary"), ("session", "trust-boundary"),
    ("eval", "code-injection"), ("exec", "code-injection"), ("code-inj", "code-injection"),
    ("traversal", "path-traversal"), ("path", "path-traversal"),
)

# --- sources -----------------------------------------------------------------------------

REQUEST_OBJECTS = frozenset({
    "request", "req", "flask.request", "quart.request", "bottle.request", "self.request",
    "werkzeug.local.request",
})
REQUEST_ATTRS = frozenset({
    "args", "form", "values", "json", "data", "cookies", "headers", "files", "GET", "POST",
    "body", "query_string", "query_params", "path_params", "query", "params", "FILES",
    "COOKIES", "META", "stream", "referrer", "match_info", "view_args", "content",
})
REQUEST_METHODS = frozenset({"get_json", "get_data", "json", "text", "post", "form", "body", "read"})
MAPPING_GETTERS = frozenset({"get", "getlist", "get_all", "getone", "getall", "pop", "items", "values"})
SELF_SOURCE_METHODS = frozenset({
    "get_argument", "get_arguments", "get_query_argument", "get_query_arguments",
    "get_body_argument", "get_body_arguments", "get_cookie", "get_secure_cookie",
})
SOURCE_FUNCTIONS: dict[str, str] = {
    "input": "input()", "raw_input": "raw_input()", "os.getenv": "os.environ",
    "os.getenvb": "os.environ", "os.environ.get": "os.environ", "sys.stdin.read": "standard input",
    "sys.stdin.readline": "standard input", "sys.stdin.readlines": "standard input",
}
SOURCE_ATTRIBUTES: dict[str, str] = {
    "sys.argv": "sys.argv", "os.environ": "os.environ", "sys.stdin": "standard input",
}
SOCKET_METHODS = frozenset({"recv", "recvfrom", "recv_into", "recvmsg"})
FILE_OPENERS = frozenset({"open", "io.open", "codecs.open"})
# Attributes of a file object that describe the file, not what it holds.
FILE_META_ATTRS = frozenset({"name", "closed", "mode", "encoding", "errors", "newlines"})
FILE_READ_METHODS = frozenset({"read_text", "read_bytes"})
ROUTE_DECORATORS = frozenset({"route", "get", "post", "put", "patch", "delete", "api_route", "websocket"})
HANDLER_METHOD_NAMES = frozenset({"get", "post", "put", "patch", "delete", "dispatch_request"})
SAFE_ROUTE_CONVERTERS = frozenset({"int", "float", "uuid"})
SAFE_ANNOTATIONS = frozenset({"int", "float", "bool", "UUID", "uuid.UUID", "Request", "Session", "Depends"})

RANDOM_FUNCTIONS = frozenset({
    "random.random", "random.randint", "random.randrange", "random.choice", "random.choices",
    "random.sample", "random.getrandbits", "random.uniform", "random.randbytes",
})
SECRET_NAME = re.compile(
    r"token|passw|pwd|secret|nonce|salt|otp|session_?id|session_?key|api_?key|csrf|"
    r"reset_?code|verif\w*code|auth_?code|activation", re.IGNORECASE)

# --- propagation -------------------------------------------------------------------------

SANITISERS = frozenset({
    "shlex.quote", "pipes.quote", "shlex.join", "int", "float", "bool", "len", "abs", "round",
    "hash", "ord", "isinstance", "hasattr", "callable", "id", "os.path.basename",
    "posixpath.basename", "ntpath.basename", "werkzeug.utils.secure_filename",
    "werkzeug.secure_filename", "secure_filename", "html.escape", "cgi.escape",
    "markupsafe.escape", "flask.escape", "jinja2.escape", "escape", "markupsafe.Markup.escape",
    "flask.Markup.escape", "Markup.escape", "django.utils.html.escape",
    "django.utils.html.conditional_escape", "xml.sax.saxutils.escape", "bleach.clean",
    "urllib.parse.quote", "urllib.parse.quote_plus", "urllib.parse.urlencode", "urllib.quote",
    "urllib.quote_plus", "quote", "quote_plus", "url_for", "flask.url_for", "django.urls.reverse",
    "ldap.filter.escape_filter_chars", "ldap3.utils.conv.escape_filter_chars",
    "escape_filter_chars", "ldap.dn.escape_dn_chars", "uuid.UUID", "decimal.Decimal",
    "datetime.date.fromisoformat", "datetime.datetime.fromisoformat", "flask.render_template",
    "render_template", "django.shortcuts.render", "flask.jsonify", "jsonify",
})
# Library calls known to hand their (untrusted) input on; other unknown calls make taint unproven.
KNOWN_PROPAGATORS = frozenset({
    "json.loads", "json.load", "base64.b64decode", "base64.urlsafe_b64decode", "base64.b64encode",
    "base64.decodebytes", "binascii.unhexlify", "binascii.a2b_base64", "codecs.decode",
    "zlib.decompress", "gzip.decompress", "io.BytesIO", "io.StringIO", "urllib.parse.unquote",
    "urllib.parse.unquote_plus", "urllib.parse.parse_qs", "urllib.parse.parse_qsl",
    "urllib.parse.urlparse", "urllib.parse.urlsplit", "urllib.request.Request", "urllib2.Request",
    "yaml.safe_load", "ast.literal_eval", "shlex.split", "string.Template", "copy.copy",
    "copy.deepcopy", "getattr", "next", "iter", "filter", "map", "zip", "enumerate", "sum",
    "collections.OrderedDict", "collections.defaultdict", "operator.itemgetter", "typing.cast",
    "dataclasses.asdict", "xml.sax.saxutils.unescape", "html.unescape", "markupsafe.Markup",
    "textwrap.fill", "textwrap.indent", "os.fspath", "os.path.expanduser", "os.path.expandvars",
})
PURE_FUNCTIONS = frozenset({
    "str", "repr", "format", "list", "tuple", "dict", "set", "frozenset", "sorted", "reversed",
    "min", "max", "os.path.join", "posixpath.join", "os.path.normpath", "os.path.abspath",
    "os.path.realpath", "os.path.dirname", "pathlib.Path", "pathlib.PurePath", "Path",
    "urllib.parse.urljoin", "textwrap.dedent", "json.dumps", "bytes", "bytearray",
})
STRING_METHODS = frozenset({
    "format", "format_map", "join", "replace", "strip", "lstrip", "rstrip", "lower", "upper",
    "title", "capitalize", "casefold", "split", "rsplit", "splitlines", "encode", "decode",
    "zfill", "ljust", "rjust", "center", "removeprefix", "removesuffix", "partition",
    "rpartition", "expandtabs", "swapcase", "translate", "substitute", "safe_substitute",
})
# Methods whose arguments (not only their receiver) flow into the result.
ARGUMENT_METHODS = frozenset({"format", "format_map", "join", "replace", "substitute", "safe_substitute", "Request"})
CLEAN_METHODS = frozenset({
    "isdigit", "isalnum", "isalpha", "isnumeric", "isdecimal", "isidentifier", "isspace",
    "startswith", "endswith", "count", "find", "rfind", "index", "rindex", "hexdigest", "digest",
    "exists", "is_file", "is_dir", "fetchone", "fetchall", "fetchmany", "keys",
})
# Checks that pass only digits, letters or identifiers (as a filter they sanitise each element).
VALIDATING_METHODS = frozenset({"isdigit", "isdecimal", "isnumeric", "isalnum", "isalpha", "isidentifier"})
MUTATING_METHODS = frozenset({"append", "extend", "insert", "add", "update", "setdefault", "appendleft", "extendleft",
                              "write"})

# --- sinks -------------------------------------------------------------------------------


class SinkRule(NamedTuple):
    category: str
    args: tuple[int, ...] = (0,)
    kwargs: tuple[str, ...] = ()
    special: str = ""  # shell, yaml, lxml, html, all, receiver, save, ldap, raw


def _rules(names: str, rule: SinkRule) -> dict[str, SinkRule]:
    return {name: rule for name in names.split()}


_CMD = SinkRule("command-injection", (0,), ("command", "cmd"))
_SUBPROCESS = SinkRule("command-injection", (0,), ("args",), "shell")
_CODE = SinkRule("code-injection", (0,), ("source", "expression", "object"))
_PATH = SinkRule("path-traversal", (0,), ("file", "filename", "path", "path_or_file", "filename_or_fp"))
_PATH2 = SinkRule("path-traversal", (0, 1), ("src", "dst"))
_DESER = SinkRule("unsafe-deserialization", (0,), ("data", "file", "s", "string", "filename"))
_XXE = SinkRule("xxe", (0,), ("text", "source", "string", "file"))
_SSRF = SinkRule("ssrf", (0,), ("url",))
_SSRF1 = SinkRule("ssrf", (1,), ("url",))
_REDIRECT = SinkRule("open-redirect", (0,), ("location", "to", "redirect_to"))
_HTML = SinkRule("xss", (0,), ("response", "content", "body"), "html")
_MARKUP = SinkRule("xss", (0,), ("source", "s"))
_SQL = SinkRule("sql-injection", (0,), ("sql", "text", "statement", "query"))

FUNCTION_SINKS: dict[str, SinkRule] = {
    **_rules("os.system os.popen os.popen2 os.popen3 os.popen4 popen2.popen2 popen2.popen3 "
             "commands.getoutput commands.getstatusoutput subprocess.getoutput "
             "subprocess.getstatusoutput asyncio.create_subprocess_shell os.startfile "
             "os.execl os.execle os.execlp os.execlpe os.execv os.execve os.execvp os.execvpe", _CMD),
    **_rules("os.spawnl os.spawnle os.spawnlp os.spawnlpe os.spawnv os.spawnve os.spawnvp os.spawnvpe",
             SinkRule("command-injection", (1,))),
    **_rules("subprocess.call subprocess.run subprocess.Popen subprocess.check_call "
             "subprocess.check_output", _SUBPROCESS),
    **_rules("eval exec compile execfile builtins.eval builtins.exec", _CODE),
    **_rules("open io.open codecs.open os.open flask.send_file send_file os.remove os.unlink "
             "os.rmdir os.removedirs shutil.rmtree", _PATH),
    **_rules("flask.send_from_directory send_from_directory", SinkRule("path-traversal", (0,), ("directory",))),
    **_rules("os.rename os.replace shutil.copy shutil.copy2 shutil.copyfile shutil.copytree shutil.move", _PATH2),
    **_rules("pickle.loads pickle.load cPickle.loads cPickle.load _pickle.loads _pickle.load "
             "dill.loads dill.load marshal.loads marshal.load jsonpickle.decode pandas.read_pickle "
             "shelve.open torch.load yaml.unsafe_load yaml.unsafe_load_all", _DESER),
    **_rules("yaml.load yaml.load_all", SinkRule("unsafe-deserialization", (0,), ("stream",), "yaml")),
    **_rules("lxml.etree.fromstring lxml.etree.parse lxml.etree.XML lxml.etree.iterparse",
             SinkRule("xxe", (0,), ("text", "source"), "lxml")),
    **_rules("xml.etree.ElementTree.fromstring xml.etree.ElementTree.parse xml.etree.ElementTree.XML "
             "xml.etree.ElementTree.iterparse xml.etree.cElementTree.fromstring "
             "xml.etree.cElementTree.parse xml.etree.cElementTree.XML xml.dom.minidom.parseString "
             "xml.dom.minidom.parse xml.dom.pulldom.parseString xml.dom.pulldom.parse "
             "xml.sax.parseString xml.sax.parse", _XXE),
    **_rules("lxml.etree.XPath lxml.etree.ETXPath", SinkRule("xpath-injection", (0,), ("path",))),
    **_rules("requests.get requests.post requests.put requests.patch requests.delete requests.head "
             "requests.options httpx.get httpx.post httpx.put httpx.patch httpx.delete httpx.head "
             "urllib.request.urlopen urllib2.urlopen urllib.urlopen urlopen", _SSRF),
    **_rules("requests.request httpx.request", _SSRF1),
    **_rules("flask.redirect redirect django.shortcuts.redirect django.http.HttpResponseRedirect "
             "HttpResponseRedirect django.http.HttpResponsePermanentRedirect "
             "HttpResponsePermanentRedirect werkzeug.utils.redirect", _REDIRECT),
    **_rules("flask.render_template_string render_template_string flask.Markup markupsafe.Markup "
             "jinja2.Markup Markup django.utils.safestring.mark_safe mark_safe", _MARKUP),
    **_rules("flask.make_response make_response django.http.HttpResponse HttpResponse flask.Response "
             "werkzeug.wrappers.Response", _HTML),
    **_rules("sqlalchemy.text sqlalchemy.sql.text sqlalchemy.sql.expression.text pandas.read_sql "
             "pandas.read_sql_query", _SQL),
}

METHOD_SINKS: dict[str, SinkRule] = {
    "execute": _SQL, "executemany": _SQL, "executescript": _SQL,
    "raw": SinkRule("sql-injection", (0,), ("raw_query",), "raw"),
    "xpath": SinkRule("xpath-injection", (0,), ("_path",)),
    **_rules("search_s search_st search_ext search_ext_s", SinkRule("ldap-injection", special="all")),
    "search": SinkRule("ldap-injection", special="ldap"),
    **_rules("read_text read_bytes write_text write_bytes unlink rmdir",
             SinkRule("path-traversal", special="receiver")),
    "save": SinkRule("path-traversal", (0,), ("dst",), "save"),
}

WEAK_HASHES = frozenset({
    "hashlib.md5", "hashlib.sha1", "hashlib.new", "Crypto.Hash.MD5.new", "Cryptodome.Hash.MD5.new",
    "Crypto.Hash.SHA.new", "Cryptodome.Hash.SHA.new", "Crypto.Hash.MD4.new",
})
PASSWORD_NAME = re.compile(r"passw|pwd|passphrase|secret|credential", re.IGNORECASE)
# Session keys whose value the application later trusts for identity or authorisation.
TRUSTED_SESSION_KEY = re.compile(
    r"user|role|admin|auth|staff|perm|priv|login|logged|account|uid|email|token|group|level|^id$|_id$",
    re.IGNORECASE)

COOKIE_SETTERS = frozenset({"set_cookie", "set_signed_cookie"})
COOKIE_FLAGS = ("secure", "httponly")
# A cookie whose name or value says it authenticates someone.
CREDENTIAL_COOKIE = re.compile(r"sess|sid|auth|token|remember|login|jwt|csrf|api_?key|passw", re.IGNORECASE)

SAFE_YAML_LOADERS = frozenset({"SafeLoader", "CSafeLoader", "BaseLoader"})
SESSION_OBJECTS = frozenset({"session", "flask.session", "request.session", "self.request.session"})
TEST_PATH = re.compile(r"(^|/)(tests?|testing)/|(^|/)(test_[^/]*|[^/]*_test|conftest)\.py$")
HTML_TAG = re.compile(r"<\s*/?\s*[A-Za-z!][^>]*>?")
