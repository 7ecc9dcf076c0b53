"""The pattern slot's own table of dangerous sinks, per finding category.

Owns the question "is the code on these lines a dangerous sink of this category?",
answered by call names (resolved through the file's imports) and a few statement shapes
that are not calls: `session[...] = value` (trust boundary), a returned string that
builds HTML (xss), a literal assigned to a password-like name (hard-coded secret).
It covers the categories Bandit has no rule for (path traversal, open redirect, SSRF,
XPath, LDAP, trust boundary, most XSS) as well as the ones it has.
"""

from __future__ import annotations

import ast
import fnmatch
import re
from typing import NamedTuple

from agent_providers.builtin import pattern_cookies, pattern_debug, pattern_xml
from agent_providers.builtin.pattern_source import ParsedFile, last_name
from agent_providers.builtin.python_idioms import (
    RESPONSE_BODIES,
    cgi_location_value,
    location_header,
    location_items,
    response_owner,
)

# Patterns match the resolved dotted call name with fnmatch; a leading "." matches the
# last component only (a method on any receiver).
SINKS: dict[str, tuple[str, ...]] = {
    "command-injection": ("os.system", "os.popen", "os.popen[234]", "os.exec*", "os.spawn*", "subprocess.*",
                          "commands.*", ".exec_command", "pty.spawn", "asyncio.create_subprocess_shell",
                          "pexpect.spawn", "pexpect.run", "pexpect.spawnu", "invoke.run"),
    "sql-injection": (".execute", ".executemany", ".executescript", ".raw", ".extra", ".mogrify",
                      "sqlalchemy.text", "pandas.read_sql*", ".read_sql*", ".exec_driver_sql", ".execute_sql",
                      "sqlalchemy.literal_column", "sqlalchemy.sql.literal_column",
                      "sqlalchemy.sql.expression.literal_column", "peewee.SQL", "psycopg2.sql.SQL", "psycopg.sql.SQL",
                      "*RawSQL", ".execute_statement", "db.executesql", "*.db.executesql"),
    # A template's source is code: `{{ cycler.__init__.__globals__.os.popen(...) }}` runs (server-side template
    # injection), whether an Environment compiles it or Flask's render_template_string.
    "code-injection": ("eval", "exec", "compile", "builtins.eval", "builtins.exec", "jinja2.Template",
                       "*render_template_string", "mako.template.Template", "bottle.SimpleTemplate",
                       "bottle.template"),
    "unsafe-deserialization": ("pickle.*load*", "cPickle.*load*", "_pickle.*load*", "dill.*load*", "joblib.load",
                               "*.joblib.load", "cloudpickle.load*", "pandas.read_pickle",
                               "marshal.load*", "yaml.load", "yaml.load_all", "yaml.unsafe_load*",
                               "yaml.full_load*", "jsonpickle.decode", "shelve.open", "torch.load",
                               "pandas.read_pickle", "*.Unpickler", "numpy.load"),
    "xxe": ("xml.*.parse", "xml.*.parseString", "xml.*.fromstring", "xml.*.XML", "xml.*.iterparse",
            "xml.*.make_parser", "xml.*.XMLParser", "lxml.etree.*"),
    "xpath-injection": (".xpath", "*.XPath", "*.XPathEvaluator"),
    "ldap-injection": (".search_s", ".search_st", ".search_ext", ".search_ext_s"),
    "open-redirect": ("redirect", "*.redirect", "*HttpResponseRedirect", "*HttpResponsePermanentRedirect",
                      "*RedirectResponse", "*HTTPFound", "*HTTPSeeOther", "*HTTPMovedPermanently",
                      "*HTTPTemporaryRedirect", "*HTTPPermanentRedirect", "web.seeother", "web.found",
                      "web.tempredirect", "litestar.response.Redirect", "litestar.response.redirect.Redirect",
                      "*HTTPRedirect", "twisted.web.util.redirectTo"),
    "ssrf": ("requests.*", "httpx.*", "urllib.request.urlopen", "urllib.request.Request", "urllib2.urlopen",
             "urllib.urlopen", ".urlopen", "urllib3.*", ".PoolManager().request", "aiohttp.*",
             "socket.create_connection", "http.client.HTTP*Connection", "*HTTPClient().fetch", "treq.get",
             "treq.post", "treq.put", "treq.patch", "treq.delete", "treq.head", "treq.request"),
    "xss": ("*Markup", "*render_template_string", "*mark_safe", "*make_response", "*HttpResponse",
            "*SafeString", "jinja2.Template", "*Response", "*HTMLResponse", "self.write", "self.finish",
            "self.response.write", "self.response.out.write", "self.wfile.write", "*format_html",
            "sanic.response.html", "XML", "gluon.XML", "gluon.html.XML"),
    "template-injection": ("*render_template_string", "jinja2.Template", "*.from_string"),
    "path-traversal": ("open", "io.open", "codecs.open", "os.open", "*send_file", "*send_from_directory",
                       "os.remove", "os.unlink", "os.rmdir", "os.removedirs", "os.makedirs", "os.listdir",
                       "os.rename", "shutil.*", "*Path().open", "*Path().read_*", "*Path().write_*",
                       "*Path().unlink", "*FileResponse", "tarfile.open", "zipfile.ZipFile", ".extractall", ".extract",
                       "sanic.response.file", "sanic.response.file_stream", "paste.fileapp.FileApp",
                       "cherrypy.lib.static.serve_file", "cherrypy.lib.static.serve_download"),
    "weak-random": ("random.*",),
    "weak-hash": ("hashlib.md5", "hashlib.sha1", "hashlib.new", "*.MD5.new", "*.SHA.new", "*.MD4.new"),
    "insecure-tempfile": ("tempfile.mktemp", "os.tempnam", "os.tmpnam"),
    "tls-verification": ("ssl._create_unverified_context", "ssl._create_stdlib_context"),
    "debug-enabled": (),
    "hardcoded-secret": (),
    "trust-boundary": (),
    "insecure-cookie": (),  # judged by the call's flags, in is_sink_call
}
# Methods that set one response header by name and value (http.server, Tornado).
HEADER_SETTERS = frozenset({"send_header", "set_header", "add_header"})
_NOT_SINKS = ("random.SystemRandom", "subprocess.DEVNULL", "subprocess.PIPE", "subprocess.STDOUT")
_SECRET_NAME = re.compile(r"pass(wd|word)?|pwd|secret|token|api_?key|private_?key", re.IGNORECASE)
_HTML = re.compile(r"<\s*/?\s*[a-zA-Z][^>]*>")


class SinkMatch(NamedTuple):
    node: ast.AST  # the call or statement that is the sink
    line: int
    what: str  # e.g. "call to subprocess.run()"


def known_category(category: str) -> bool:
    return category in SINKS


def find_sinks(parsed: ParsedFile, start: int, end: int, category: str) -> list[SinkMatch]:
    """Sinks of CATEGORY on lines START..END, calls first, then statement shapes."""
    found = [
        SinkMatch(call, call.lineno, f"call to {parsed.call_name(call)}()")
        for call in parsed.calls_on(start, end)
        if is_sink_call(parsed, call, category)
    ]
    found.extend(_statement_sinks(parsed, start, end, category))
    return found


def is_sink_call(parsed: ParsedFile, call: ast.Call, category: str) -> bool:
    name = parsed.call_name(call)
    if any(fnmatch.fnmatchcase(name, p) for p in _NOT_SINKS):
        return False
    if category == "tls-verification" and _keyword_is(call, "verify", False):
        return True
    if category == "debug-enabled" and (_keyword_is(call, "debug", True) or pattern_debug.debug_call(parsed, call)):
        return True
    if category == "ldap-injection" and last_name(name) == "search" and "ldap" in parsed.text:
        return True
    if category == "insecure-cookie":
        return pattern_cookies.judged(parsed, call) and pattern_cookies.cookie_flags(parsed, call).insecure
    if category == "open-redirect" and last_name(name) in HEADER_SETTERS and len(call.args) == 2 \
            and says_location(call.args[0]):
        return True  # self.send_header("Location", url)
    if category == "open-redirect" and name in _CGI_WRITERS and call.args and _to_stdout(parsed, call) \
            and _cgi_script(parsed) and cgi_location_value(call.args[0]) is not None:
        return True  # print("Location: %s" % back) in a CGI script: the redirect's header
    if category == "xss" and name in _CGI_WRITERS and _to_stdout(parsed, call) and _cgi_script(parsed) \
            and any(_builds_html(argument, parsed) for argument in call.args):
        return True  # a CGI script's printed page
    if category == "code-injection" and _template_call(parsed, call):
        return True
    if category == "xxe" and pattern_xml.is_sax_parse(parsed, call):
        return True  # a SAX parser with external entities turned on
    if category == "ssrf" and _client_call(parsed, call):
        return True
    if category == "sql-injection" and (_database_call(parsed, call) or _sql_hook_call(parsed, call)):
        return True
    return any(_matches(candidate, pattern) for candidate in _names(name) for pattern in SINKS.get(category, ()))


def _names(name: str) -> list[str]:
    """NAME, and its last two parts when it reaches a standard module through a package's own
    re-export (`pkg.compat.pickle.loads` is `pickle.loads`)."""
    parts = name.split(".")
    return [name, ".".join(parts[-2:])] if len(parts) > 2 else [name]


_CGI_WRITERS = frozenset({"print", "sys.stdout.write"})
_CGI_READERS = frozenset({"cgi.FieldStorage", "cgi.parse", "cgi.parse_qs"})
_CGI_ENVIRON = frozenset({"QUERY_STRING", "REQUEST_METHOD"})
_TEMPLATE_ENVIRONMENTS = ("jinja2.Environment", "jinja2.environment.Environment")
# Constructors of HTTP clients whose request methods fetch the URL they are given.
_CLIENTS = ("requests.Session", "requests.session", "httpx.Client", "httpx.AsyncClient", "urllib3.PoolManager",
            "aiohttp.ClientSession", "*.build_opener", "*HTTPClient")
_CLIENT_METHODS = frozenset({"get", "post", "put", "patch", "delete", "head", "options", "request", "urlopen",
                             "open", "fetch"})
# A query builder's methods whose keyword clauses are raw SQL (web.py's db.select/update/delete).
CLAUSE_METHODS = frozenset({"select", "update", "delete"})
CLAUSE_KEYWORDS = frozenset({"where", "what", "order", "group"})
_DATABASE_METHODS = frozenset({"query", "fetch", "fetchrow", "fetchval", "fetch_all", "fetch_one", "execute_sql"})
_DATABASE = re.compile(r"^_?(db|database|conn|connection|cursor|cur|engine|pool|dbh|sql)$|_db$|^db_", re.IGNORECASE)


def _client_call(parsed: ParsedFile, call: ast.Call) -> bool:
    """`client.get(url)` where CLIENT is bound, in this file, to an HTTP client's constructor."""
    if not (isinstance(call.func, ast.Attribute) and call.func.attr in _CLIENT_METHODS):
        return False
    return _bound_to(parsed, parsed.dotted(call.func.value), _CLIENTS)


def _cgi_script(parsed: ParsedFile) -> bool:
    """A CGI script: it reads the request its server hands it (`cgi.FieldStorage()`, `cgi.parse()`, or
    QUERY_STRING from the environment), so what it prints is the HTTP response."""
    return any(isinstance(node, ast.Call) and parsed.call_name(node) in _CGI_READERS
               or isinstance(node, ast.Constant) and node.value in _CGI_ENVIRON for node in ast.walk(parsed.tree))


def _to_stdout(parsed: ParsedFile, call: ast.Call) -> bool:
    """print(...) to standard output: no `file=` other than sys.stdout."""
    target = next((k.value for k in call.keywords if k.arg == "file"), None)
    return target is None or parsed.dotted(target) == "sys.stdout"


def _template_call(parsed: ParsedFile, call: ast.Call) -> bool:
    """`env.from_string(source)` where ENV is bound, in this file, to a Jinja2 Environment (not a sandboxed one):
    the template's source is code that runs on the server."""
    if not (isinstance(call.func, ast.Attribute) and call.func.attr == "from_string"):
        return False
    receiver = call.func.value
    if isinstance(receiver, ast.Call):  # Environment().from_string(source)
        return any(fnmatch.fnmatchcase(parsed.call_name(receiver), p) for p in _TEMPLATE_ENVIRONMENTS)
    return _bound_to(parsed, parsed.dotted(receiver), _TEMPLATE_ENVIRONMENTS)


def zip_member_call(parsed: ParsedFile, call: ast.Call) -> bool:
    """A method call on a `zipfile.ZipFile`, made in the call itself or bound in this file (`zf.extractall(dest)`)."""
    if not isinstance(call.func, ast.Attribute):
        return False
    receiver = call.func.value
    if isinstance(receiver, ast.Call):
        return fnmatch.fnmatchcase(parsed.call_name(receiver), "*zipfile.ZipFile")
    return _bound_to(parsed, parsed.dotted(receiver), ("*zipfile.ZipFile",))


def _bound_to(parsed: ParsedFile, receiver: str, constructors: tuple[str, ...]) -> bool:
    """Whether RECEIVER is assigned, or bound by `with ... as`, the result of one of CONSTRUCTORS in this file."""
    for node in ast.walk(parsed.tree):
        if isinstance(node, ast.Assign) and any(parsed.dotted(t) == receiver for t in node.targets):
            value: ast.expr = node.value
        elif isinstance(node, ast.withitem) and node.optional_vars is not None \
                and parsed.dotted(node.optional_vars) == receiver:
            value = node.context_expr
        else:
            continue
        if isinstance(value, ast.Call) and any(fnmatch.fnmatchcase(parsed.call_name(value), p) for p in constructors):
            return True
    return False


def _database_call(parsed: ParsedFile, call: ast.Call) -> bool:
    """A database handle's own query method (`db.query(sql)`), or a query builder's method given a raw SQL
    clause (`db.select("t", where=...)`, web.py), on a receiver named like a database handle."""
    func = call.func
    clause = isinstance(func, ast.Attribute) and func.attr in CLAUSE_METHODS \
        and any(k.arg in CLAUSE_KEYWORDS for k in call.keywords)
    if not (isinstance(func, ast.Attribute) and (func.attr in _DATABASE_METHODS or clause)):
        return False
    return bool(_DATABASE.search(last_name(parsed.dotted(func.value))))


# Airflow's database hooks: what their query methods are given is SQL. The receiver is one made in this file
# (`PostgresHook(...).get_records(sql)`, or a name bound to one), or a name saying it holds one (`pg_hook`).
_HOOK_METHODS = frozenset({"get_records", "get_first", "get_pandas_df", "get_df", "run"})
_SQL_HOOKS = ("*SqlHook", "*SQLHook", "*PostgresHook", "*MySqlHook", "*SqliteHook", "*OracleHook", "*MsSqlHook",
              "*DbApiHook", "*SnowflakeHook", "*RedshiftSQLHook", "*TrinoHook", "*PrestoHook", "*HiveServer2Hook",
              "*VerticaHook", "*JdbcHook", "*OdbcHook")
_HOOK_NAME = re.compile(r"^(db|sql|pg|postgres|mysql)_?hook$", re.IGNORECASE)


def _sql_hook_call(parsed: ParsedFile, call: ast.Call) -> bool:
    func = call.func
    if not (isinstance(func, ast.Attribute) and func.attr in _HOOK_METHODS):
        return False
    receiver = func.value
    if isinstance(receiver, ast.Call):
        return any(fnmatch.fnmatchcase(parsed.call_name(receiver), pattern) for pattern in _SQL_HOOKS)
    name = parsed.dotted(receiver)
    return bool(_HOOK_NAME.match(last_name(name))) or _bound_to(parsed, name, _SQL_HOOKS)


def _matches(name: str, pattern: str) -> bool:
    if pattern.startswith("."):
        return fnmatch.fnmatchcase(last_name(name), pattern[1:]) or fnmatch.fnmatchcase(name, "*" + pattern)
    return fnmatch.fnmatchcase(name, pattern)


def _keyword_is(call: ast.Call, keyword: str, value: object) -> bool:
    return any(k.arg == keyword and isinstance(k.value, ast.Constant) and k.value.value is value for k in call.keywords)


def _statement_sinks(parsed: ParsedFile, start: int, end: int, category: str) -> list[SinkMatch]:
    found: list[SinkMatch] = []
    for line in range(start, end + 1):
        statement = parsed.statement_at(line)
        if statement is not None and statement.lineno != line and category == "open-redirect":
            # a Location header on its own line of a larger statement: a Lambda handler's returned response
            found.extend(SinkMatch(value, line, "a Location header set to a value")
                         for node in ast.walk(statement) if isinstance(node, ast.Dict)
                         for key, value in location_items(node) if key.lineno == line)
        if statement is None or statement.lineno != line:
            continue
        if category == "trust-boundary" and _session_store(statement):
            found.append(SinkMatch(statement, line, "a store into the session"))
        elif category == "xss" and _returns_html(statement, parsed):
            found.append(SinkMatch(statement, line, "a returned string that builds HTML"))
        elif category == "xss" and _html_body_store(parsed, statement):
            found.append(SinkMatch(statement, line, "the body of a response declared HTML, built from values"))
        elif category == "hardcoded-secret" and _secret_literal(statement):
            found.append(SinkMatch(statement, line, "a literal assigned to a credential name"))
        elif category == "open-redirect" and _location_store(statement):
            found.append(SinkMatch(statement, line, "a Location header set to a value"))
    return found


def _html_body_store(parsed: ParsedFile, statement: ast.stmt) -> bool:
    """`resp.text = "<h1>%s</h1>" % name` where the same function declares the response HTML
    (`resp.content_type = falcon.MEDIA_HTML`): Falcon's responses are JSON unless told otherwise."""
    if not isinstance(statement, ast.Assign) or len(statement.targets) != 1:
        return False
    target = statement.targets[0]
    if not (isinstance(target, ast.Attribute) and target.attr in RESPONSE_BODIES) \
            or not _builds_html(statement.value, parsed):
        return False
    owner = owner_name(target.value)
    scope = parsed.function_at(statement.lineno)
    if owner is None or not response_owner(owner) or scope is None:
        return False
    return any(isinstance(node, ast.Assign) and node.lineno < statement.lineno
               and any(isinstance(t, ast.Attribute) and t.attr == "content_type" and owner_name(t.value) == owner
                       for t in node.targets)
               and "html" in (ast.get_source_segment(parsed.text, node.value) or "").lower()
               for node in ast.walk(scope.node))


def _location_store(statement: ast.stmt) -> bool:
    """`response["Location"] = url`, `response.location = url`, or a ("Location", url) header."""
    if isinstance(statement, ast.Assign):
        for target in statement.targets:
            if isinstance(target, ast.Subscript) and location_header(target.slice, owner_name(target.value)):
                return True
            if isinstance(target, ast.Attribute) and target.attr == "location" \
                    and response_owner(owner_name(target.value)):
                return True
    return any(isinstance(node, ast.Tuple) and len(node.elts) == 2 and location_header(node.elts[0])
               or isinstance(node, ast.Dict) and bool(location_items(node))
               for node in ast.walk(statement))


def owner_name(node: ast.AST) -> str | None:
    """`self.response.headers` for that attribute chain, None for anything else."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    return ".".join([node.id, *reversed(parts)]) if isinstance(node, ast.Name) else None


def says_location(node: ast.AST | None) -> bool:
    """A literal naming the Location header (any case)."""
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.lower() == "location"


def statement_payload(node: ast.AST) -> ast.expr | None:
    """The value a statement-shaped sink stores or returns; for `return helper(..., "<p>%s</p>" % x)`, the
    argument that builds the page (the helper only sends it)."""
    if isinstance(node, ast.Return) and isinstance(node.value, ast.Call):
        built = [argument for argument in node.value.args if _builds_html(argument)]
        if built:
            return built[0]
    if isinstance(node, (ast.Assign, ast.AnnAssign, ast.Return)):
        return node.value
    return None


def _session_store(statement: ast.stmt) -> bool:
    if not isinstance(statement, ast.Assign):
        return False
    for target in statement.targets:
        if isinstance(target, ast.Subscript):
            holder = target.value
            name = holder.id if isinstance(holder, ast.Name) else getattr(holder, "attr", "")
            if name == "session":
                return True
    return False


def _returns_html(statement: ast.stmt, parsed: ParsedFile | None = None) -> bool:
    """A return of HTML built from values: the expression itself, wrapped in a list or .encode()
    (a WSGI body), or a name the function assigned such an expression to."""
    if not isinstance(statement, ast.Return) or statement.value is None:
        return False
    value = _unwrapped(statement.value)
    if isinstance(value, ast.Name) and parsed is not None:
        return _names_html(parsed, statement, value.id)
    if isinstance(value, ast.Call) and parsed is not None and not is_sink_call(parsed, value, "xss") \
            and any(_builds_html(argument, parsed) for argument in value.args):
        return True  # `return html(start_response, "<p>%s</p>" % who)`: a helper sends the page it is given
    return _builds_html(value, parsed)


def _names_html(parsed: ParsedFile, statement: ast.stmt, name: str, depth: int = 2) -> bool:
    """Whether the function assigns NAME HTML built from values, directly or through another name it encodes or
    wraps (`data = body.encode()`, `body = f"<h1>{label}</h1>"`), DEPTH names deep."""
    for assigned in _assigned_in_function(parsed, statement, name):
        inner = _unwrapped(assigned)
        if _builds_html(assigned, parsed) or depth and isinstance(inner, ast.Name) and inner.id != name \
                and _names_html(parsed, statement, inner.id, depth - 1):
            return True
    return False


def _unwrapped(value: ast.expr) -> ast.expr:
    """The HTML inside `[body]`, `(body,)`, `body.encode(...)` or a Flask view's `(body, 404)` and
    `(body, 400, headers)`."""
    while True:
        if isinstance(value, (ast.List, ast.Tuple)) and len(value.elts) == 1:
            value = value.elts[0]
        elif isinstance(value, ast.Tuple) and len(value.elts) in (2, 3) and isinstance(value.elts[1], ast.Constant) \
                and isinstance(value.elts[1].value, int):
            value = value.elts[0]
        elif isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and value.func.attr == "encode":
            value = value.func.value
        else:
            return value


def _builds_html(value: ast.expr, parsed: ParsedFile | None = None) -> bool:
    value = _unwrapped(value)
    if not isinstance(value, (ast.JoinedStr, ast.BinOp, ast.Call)):
        return False
    if isinstance(value, ast.Call) and not (isinstance(value.func, ast.Attribute)
                                            and value.func.attr in ("format", "substitute", "join", "replace")):
        return False
    literals = [n.value for n in ast.walk(value) if isinstance(n, ast.Constant) and isinstance(n.value, str)]
    if parsed is not None:  # PAGE % name, PAGE.format(name): a module constant holding the markup
        literals += [text for n in ast.walk(value) if isinstance(n, ast.Name)
                     for text in _module_strings(parsed, n.id)]
    dynamic = any(isinstance(n, (ast.FormattedValue, ast.Name, ast.Call, ast.Attribute, ast.Subscript))
                  for n in ast.walk(value) if n is not value)
    return dynamic and any(_HTML.search(text) for text in literals)


def _module_strings(parsed: ParsedFile, name: str) -> list[str]:
    """The string literals a module-level NAME is assigned."""
    return [node.value.value for node in parsed.tree.body
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str) and any(isinstance(t, ast.Name) and t.id == name
                                                          for t in node.targets)]


def _assigned_in_function(parsed: ParsedFile, statement: ast.stmt, name: str) -> list[ast.expr]:
    """The values NAME is assigned (or augmented with) in the function around STATEMENT."""
    scope = parsed.function_at(statement.lineno)
    if scope is None:
        return []
    found: list[ast.expr] = []
    for node in ast.walk(scope.node):
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
            found.append(node.value)
        elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name) and node.target.id == name:
            found.append(ast.BinOp(left=ast.Name(id=name), op=node.op, right=node.value))
    return found


def _secret_literal(statement: ast.stmt) -> bool:
    if not isinstance(statement, (ast.Assign, ast.AnnAssign)):
        return False
    value = statement.value
    if not (isinstance(value, ast.Constant) and isinstance(value.value, str) and value.value):
        return False
    targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
    names = [t.id if isinstance(t, ast.Name) else getattr(t, "attr", "") for t in targets]
    return any(_SECRET_NAME.search(name or "") for name in names)
