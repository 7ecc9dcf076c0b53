"""The tables of the taint slot: untrusted sources, sanitisers, propagation rules and sinks.

Owns only data (names of APIs, and what each category means for a finding); it never
inspects code. Names are canonical dotted names after import aliases are resolved.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

from agent_providers.builtin.password_hashes import FOREIGN_PASSWORD


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
    "insecure-tempfile": CategoryInfo(
        377, "medium", "File created at",
        "Create the file with tempfile.mkstemp() or NamedTemporaryFile() (or inside a private folder from "
        "tempfile.mkdtemp()), never at a fixed name in the shared temporary directory."),
    "hardcoded-secret": CategoryInfo(
        798, "medium", "Credential written in the code as",
        "Read the secret from the environment or a secret store at run time, and rotate the exposed one."),
}

TAINT_CATEGORIES = frozenset(CATEGORIES) - {"insecure-cookie", "hardcoded-secret", "insecure-tempfile"}  # not flows

# Categories where a value the local operator chooses (argv, environment, input(), stdin)
# is no defect: it names a file, a URL or a target the operator could reach anyway.
OPERATOR_CATEGORIES = frozenset({"path-traversal", "ssrf", "open-redirect"})
# Categories where what a handler only administrators reach reads is no defect (admin_guards): which servers the
# application contacts is theirs to configure. A path, a query, a command or a redirect still counts: an
# administrator of a web application is not its machine's operator, and a redirect misleads whoever follows it.
ADMIN_CATEGORIES = frozenset({"ssrf"})
# Clients that fetch any scheme urllib knows, `file://` included: what they are given reads a local file as well as
# a server, which no administrator's setting of a server is for.
LOCAL_READING_CLIENTS = frozenset({"urllib.request.urlopen", "urllib2.urlopen", "urllib.urlopen", "urlopen",
                                   "urllib.request.urlretrieve", "urllib.urlretrieve"})
# Categories where what the operator gives on the command line, a value or a file it names, is theirs to load: the
# program deserialises what it was asked to (`mailman import21 LIST config.pck`), as running a script one names is
# no code injection. What the program finds or is sent (a file in a shared folder, an upload) still counts.
OPERATOR_FILE_CATEGORIES = frozenset({"unsafe-deserialization"})
# Loaders of configuration formats (`yaml.load`, `yaml.unsafe_load`): not exempt, whoever named the file.
CONFIG_LOADERS = ("yaml.",)
# The labels of what the operator types: command-line arguments (sys.argv, argparse, click) and answers at a prompt.
_COMMAND_LINE_LABELS = frozenset({"sys.argv", "command-line arguments", "input()", "raw_input()"})


def command_line(label: str) -> bool:
    """Whether LABEL (an origin's) names what the operator types on a command line or at a prompt."""
    return label in _COMMAND_LINE_LABELS or label.startswith("command-line argument ")


# Categories where an option a declared command-line interface parses (argparse, docopt, click, typer) is the
# operator's own query or command: the tool runs what the person at its prompt asked for, as `sqlite-utils query`
# does, and so is the XPath or LDAP filter an option spells over the operator's own export or directory. A script's
# raw sys.argv and answers to input() still count there (the project's corpus labels them real).
DECLARED_OPTION_CATEGORIES = frozenset({"sql-injection", "command-injection", "xpath-injection", "ldap-injection"})


def declared_option(label: str) -> bool:
    """Whether LABEL names an option a declared command-line interface parsed (argparse's result, a click parameter)."""
    return label == "command-line arguments" or label.startswith("command-line argument ")
# Code the operator types at a prompt (input()), or hands to a tool only operators run (a
# management command, an interactive shell), is the operator's own code: running it is the point.
PROMPTS = frozenset({"input", "raw_input", "builtins.input"})
PROMPT_LINE = "the line typed at the prompt"  # an interactive shell's command's argument (INTERACTIVE_SHELLS)
PROMPT_LABELS = frozenset({"input()", "raw_input()", PROMPT_LINE})  # the labels of what is typed at a prompt
OPERATOR_RUN_PATH = re.compile(r"(^|/)management/commands/|(^|/)(p?shell|console|repl)\.py$")
# Code run from a file's contents is a Python or SQL file being executed (a config file, a startup
# script, a schema): the defect, if any, is in who chose the path, and that is a path-traversal finding.
FILE_RUN_CATEGORIES = frozenset({"code-injection", "sql-injection"})
FILE_CONTENTS = "file contents"

# Categories whose fix goes where the value is composed: a helper in another module that runs the query,
# command or filter, sends the page or redirects where its caller composed, as given, is an API for doing
# so (a `db.query(sql)` wrapper, a `redirect(location)` response builder), and the defect is in each caller
# that composes it from untrusted input (parameters, quoting, escaping, a local-path check go there), so
# the finding sits at that caller's call of the helper, one per caller. A helper that fetches a URL or opens
# a file is where an allowlist or a folder check belongs, and one that deserialises, evaluates or parses
# what it is given does the dangerous thing itself: their findings stay at their sinks.
HANDED_CATEGORIES = frozenset({"command-injection", "sql-injection", "ldap-injection", "xpath-injection",
                               "open-redirect", "xss"})

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

class Framework(NamedTuple):
    """Where one web framework hands a handler the client's data, and how it finds handlers."""

    objects: frozenset[str] = frozenset()  # canonical names of its request object
    attrs: frozenset[str] = frozenset()  # request attributes holding client data
    methods: frozenset[str] = frozenset()  # request methods returning client data
    self_methods: frozenset[str] = frozenset()  # handler methods returning client data (self.get_argument)
    self_attrs: frozenset[str] = frozenset()  # handler attributes holding client data (self.path)
    decorators: frozenset[str] = frozenset()  # route decorators (their last name)
    handler_bases: tuple[str, ...] = ()  # fragments of base-class names whose verb methods are handlers


def _set(names: str) -> frozenset[str]:
    return frozenset(names.split())


_VERBS = "route get post put patch delete head options api_route websocket"
FRAMEWORKS: dict[str, Framework] = {
    "flask": Framework(
        _set("flask.request quart.request werkzeug.local.request"),
        _set("args form values json data cookies headers files stream path full_path url base_url "
             "query_string view_args referrer host url_root script_root user_agent authorization"),
        _set("get_json get_data"), decorators=_set(_VERBS + " errorhandler app_errorhandler"),
        handler_bases=("MethodView", "View", "Resource")),
    "django": Framework(
        attrs=_set("GET POST REQUEST COOKIES FILES META body raw_post_data path path_info headers content_params"),
        methods=_set("get_full_path get_full_path_info build_absolute_uri get_host read readline readlines"),
        handler_bases=("View", "APIView", "ViewSet")),
    "tornado": Framework(
        attrs=_set("arguments query_arguments body_arguments body uri path query headers files cookies host"),
        methods=_set("full_url"),
        # (Jupyter Server's APIHandler adds get_json_body: the request body, parsed)
        self_methods=_set("get_argument get_arguments get_query_argument get_query_arguments get_body_argument "
                          "get_body_arguments get_cookie decode_argument get_json_body"),
        handler_bases=("RequestHandler", "WebSocketHandler")),
    "pyramid-webob": Framework(
        _set("pyramid.threadlocal.get_current_request"),
        _set("params GET POST matchdict json_body json body text cookies headers path path_info path_qs url "
             "urlvars query_string referer referrer host_url application_url path_url"),
        decorators=_set("view_config view_defaults")),
    "pylons": Framework(_set("pylons.request pylons.controllers.util.request"), handler_bases=("Controller",)),
    "bottle": Framework(
        _set("bottle.request bottle.local.request"),
        _set("query forms params files json body cookies headers GET POST url fullpath path query_string"),
        _set("get_cookie get_header"), decorators=_set(_VERBS)),
    "aiohttp-starlette": Framework(
        attrs=_set("query_params path_params match_info rel_url raw_path"),
        methods=_set("post json text form body read")),
    "http.server": Framework(self_attrs=_set("path headers rfile requestline"),
                             handler_bases=("HTTPRequestHandler", "BaseRequestHandler", "StreamRequestHandler")),
    "webapp2": Framework(methods=_set("get get_all get_range"), handler_bases=("RequestHandler",)),
    "cherrypy": Framework(_set("cherrypy.request cherrypy.serving.request"), _set("params body_params"),
                          decorators=_set("expose")),
    "falcon": Framework(attrs=_set("media bounded_stream"), methods=_set("get_param get_param_as_list get_param_as_int "
                                                                         "get_header get_media"),
                        handler_bases=("Resource",)),
    "twisted": Framework(attrs=_set("args content uri postpath"), methods=_set("getHeader getCookie getAllHeaders"),
                         handler_bases=("Resource",)),
    "azure-functions": Framework(attrs=_set("route_params"), methods=_set("get_body")),
    # web2py hands its controllers `request` as a global, its query and form variables in request.vars; its own
    # modules reach the request through the thread's `current` (`current.request.vars._next`).
    "web2py": Framework(_set("current.request gluon.current.request gluon.globals.current.request"),
                        _set("vars get_vars post_vars")),
    # A plain WSGI application's own request wrapper, handed to its handlers as `req` or `request`: the getter it
    # defines for a query or form value (`req.param("day")`, `request.arg("id")`).
    "wsgi-wrapper": Framework(methods=_set("param arg get_arg")),
}
# Attributes of the object a dispatcher hands a registered handler (`ctx.text`, `ctx.args`) that hold the message
# the handler was picked for (see taint_registries): the sender's words, not the dispatcher's state.
MESSAGE_ATTRS = frozenset({"text", "args", "arguments", "argv", "message", "content", "body", "command_text",
                           "payload", "words", "line", "raw", "query"})
# Module functions that return the client's data (web.py's web.input(), web.data(), web.cookies()).
REQUEST_FUNCTIONS = frozenset({"web.input", "web.data", "web.cookies", "web.ctx.env.get"})
# The request's data reached through module-global objects (web.py's web.ctx).

REQUEST_OBJECTS = frozenset({"request", "req", "self.request", "handler.request"}).union(
    *(f.objects for f in FRAMEWORKS.values()))
REQUEST_ATTRS = frozenset().union(*(f.attrs for f in FRAMEWORKS.values()))
# The bases of an HTTP client's transport and authentication classes: their methods get the request the program
# itself is sending (a requests adapter's `send(request)` maps a file:// URL the program asked for to a file).
CLIENT_TRANSPORT_BASES = frozenset({
    "requests.adapters.BaseAdapter", "requests.adapters.HTTPAdapter", "requests.auth.AuthBase",
    "requests.HTTPAdapter", "httpx.BaseTransport", "httpx.AsyncBaseTransport", "httpx.HTTPTransport",
    "httpx.AsyncHTTPTransport", "httpx.Auth", "urllib.request.BaseHandler", "urllib2.BaseHandler"})
REQUEST_METHODS = frozenset().union(*(f.methods for f in FRAMEWORKS.values()))
MAPPING_GETTERS = frozenset({"get", "getlist", "get_all", "getone", "getall", "pop", "items", "values",
                             "getvalue", "getfirst", "dict_of_lists", "mixed", "get_list"})
SELF_SOURCE_METHODS = frozenset().union(*(f.self_methods for f in FRAMEWORKS.values()))
SELF_SOURCE_ATTRS = frozenset().union(*(f.self_attrs for f in FRAMEWORKS.values()))
ROUTE_DECORATORS = frozenset().union(*(f.decorators for f in FRAMEWORKS.values()))
HANDLER_BASES: tuple[str, ...] = tuple(sorted({b for f in FRAMEWORKS.values() for b in f.handler_bases}))
# Methods a framework calls with the client's data (URL captures) as their arguments.
HANDLER_METHOD_NAMES = frozenset({"get", "post", "put", "patch", "delete", "head", "options", "dispatch_request",
                                  "do_GET", "do_POST", "do_PUT", "do_DELETE", "list", "create", "retrieve",
                                  "update", "partial_update", "destroy", "on_get", "on_post", "on_put",
                                  "on_delete", "on_patch", "render_GET", "render_POST",
                                  "render_PUT", "render_DELETE", "render_PATCH",
                                  "on_message"})  # a WebSocketHandler's on_message gets the client's message
# web.py (and similar) handler classes need no base: their upper-case verb methods are the handlers.
PLAIN_HANDLER_METHODS = frozenset({"GET", "POST", "PUT", "DELETE", "PATCH", "HEAD"})
# Parameters of a handler that are the framework's objects, not values from the URL.
FRAMEWORK_ARGS = frozenset({"request", "req", "resp", "response", "environ", "start_response"})


class EntryPoint(NamedTuple):
    """A function a platform or framework calls with outside data in some of its parameters, known by its
    shape (its name, its class's base, its leading parameters, its decorator) in a module that imports the
    platform. Every condition given must hold."""

    label: str  # what the data is, naming the finding's source: "a gRPC request message"
    params: frozenset[str] = frozenset()  # the parameters holding it
    after: str = ""  # or: every parameter after this one (a GraphQL resolver's arguments follow `info`)
    modules: frozenset[str] = frozenset()  # top-level packages the module must import (any one)
    names: frozenset[str] = frozenset()  # the function's name is one of these
    prefix: str = ""  # or starts with this
    bases: tuple[str, ...] = ()  # a method of a class with a base whose last name ends with one of these
    leading: tuple[str, ...] = ()  # its first parameters (after self), in this order; "a|b": either name
    decorators: frozenset[str] = frozenset()  # the last name of one of its decorators
    is_async: bool = False  # only an `async def`
    top_level: bool = False  # only a module-level function
    with_params: frozenset[str] = frozenset()  # it has a parameter of one of these names (Bolt's `ack`)
    every: bool = False  # or: every parameter
    unless: frozenset[str] = frozenset()  # not a function with a parameter of one of these names


# What a template hands a filter or tag of its own: the view's context, whatever users wrote into it (a review's
# body, a profile's name). It counts for HTML alone, and only where markup is built around it: a filter that wraps
# it in tags it marks safe must escape it (one that marks its input safe as it is, like Django's `safe`, is meant to).
TEMPLATE_VALUE = "a template's value"

# What a database hands back (see STORED_CATEGORIES, below, for where it counts).
STORED = "a value read from the database"
ENTRY_POINTS: tuple[EntryPoint, ...] = (
    # A Django filter taking `autoescape` honours the template's own choice (`needs_autoescape`).
    EntryPoint(TEMPLATE_VALUE, decorators=_set("filter simple_tag"), modules=_set("django"), every=True,
               unless=_set("autoescape")),
    EntryPoint(TEMPLATE_VALUE, decorators=_set("template_filter app_template_filter template_global"),
               modules=_set("flask jinja2"), every=True),
    # A gRPC servicer's methods get the client's message (or a stream of them) as `request`, with the call's
    # `context` after it; a servicer written without the generated base class is known by that signature.
    EntryPoint("a gRPC request message", _set("request request_iterator"), bases=("Servicer",)),
    EntryPoint("a gRPC request message", _set("request"), leading=("request", "context"), modules=_set("grpc")),
    EntryPoint("a gRPC request message", _set("request_iterator"), leading=("request_iterator", "context"),
               modules=_set("grpc")),
    # An AWS Lambda handler's event holds the API Gateway request, the queue message or the uploaded object's key.
    EntryPoint("a Lambda event", _set("event"), leading=("event", "context"), top_level=True),
    # GraphQL resolvers (graphene, ariadne): the query's arguments follow `info`.
    EntryPoint("a GraphQL argument", after="info", prefix="resolve_", modules=_set("graphene ariadne graphql")),
    EntryPoint("a GraphQL argument", after="info", names=_set("mutate"), modules=_set("graphene")),
    EntryPoint("a GraphQL argument", after="info", decorators=_set("field"), modules=_set("ariadne")),
    EntryPoint("a GraphQL argument", after="self", decorators=_set("field mutation"), modules=_set("strawberry")),
    # A Django REST framework field of the project's own turns the client's raw value into Python: what
    # `to_internal_value` gets is the request body's, before any validation but its own.
    EntryPoint("a field of the request body", _set("data"), names=_set("to_internal_value"), bases=("Field",),
               modules=_set("rest_framework")),
    # A spider's callbacks get the crawled page, which whoever runs that site wrote.
    EntryPoint("a crawled page", _set("response"), bases=("Spider",), modules=_set("scrapy")),
    # A Scrapy item pipeline gets each item its spiders scraped from other people's pages.
    EntryPoint("a scraped item", _set("item"), names=_set("process_item"), leading=("item", "spider")),
    # Twisted Web asks a resource for the child the client's path names.
    EntryPoint("the path segment the client asked for", _set("path name"), names=_set("getChild getChildWithDefault"),
               modules=_set("twisted")),
    # Chat bots: the message anyone in the channel sent, and a command's arguments.
    EntryPoint("a chat message", _set("message before after"), names=_set("on_message on_message_edit"),
               modules=_set("discord")),
    EntryPoint("a chat command's argument", after="ctx", decorators=_set("command"), is_async=True,
               modules=_set("discord")),
    # An IRC bot's command (Supybot, Limnoria): a plugin method gets what anyone in the channel typed after `args`.
    EntryPoint("an IRC command's argument", after="args", leading=("irc", "msg", "args"), modules=_set("supybot")),
    EntryPoint("a Telegram update", _set("update context"), leading=("update", "context"), modules=_set("telegram")),
    EntryPoint("a Slack request", _set("body command message event payload action"),
               decorators=_set("command message event action shortcut view options"), modules=_set("slack_bolt")),
    # Bolt passes a listener its arguments by name: one that takes `ack` (or `respond`) is a listener wherever it
    # is registered (`app.command(name)(handler)` from a table of commands).
    EntryPoint("a Slack request", _set("body command message event payload action shortcut view"),
               with_params=_set("ack respond")),
    # An MQTT client's message callback (paho): the message any client that may publish to the topic sent.
    EntryPoint("an MQTT message", _set("msg message"), names=_set("on_message"), leading=("client", "userdata"),
               modules=_set("paho")),
    # A network protocol's callbacks (Twisted, asyncio): the bytes or line any peer of the connection sent.
    EntryPoint("data a network peer sent", _set("line data string"),
               names=_set("lineReceived dataReceived rawDataReceived stringReceived"), modules=_set("twisted")),
    EntryPoint("data a network peer sent", _set("data"), names=_set("data_received datagram_received"),
               bases=("Protocol",), modules=_set("asyncio")),
    # A message queue's consumer callback (pika's basic_consume): the body whoever could publish to the queue sent.
    # Its four parameters go by the names pika's documentation and examples give them ("|": any of these).
    EntryPoint("a queue message", _set("body"), leading=("ch|chan|channel", "method|method_frame|deliver|basic_deliver",
                                                         "properties|props|header|header_frame|properties_frame",
                                                         "body")),
    # A Django authentication backend gets what the login form was given, before anyone is authenticated.
    EntryPoint("credentials a login form submitted", _set("username password"), names=_set("authenticate"),
               leading=("request",), modules=_set("django")),
    # A Django admin action gets the rows the staff member ticked (`def print_labels(self, request, queryset)` on a
    # ModelAdmin, or `def publish(modeladmin, request, queryset)`): what users stored in them, judged as stored text.
    EntryPoint(STORED, _set("queryset"), bases=("ModelAdmin",), leading=("request", "queryset"),
               modules=_set("django")),
    EntryPoint(STORED, _set("queryset"), leading=("modeladmin", "request", "queryset"), top_level=True,
               modules=_set("django")),
    # django-filter calls a FilterSet's method filter (`CharFilter(method="filter_ref")`) with the value the query
    # string gave that filter: `def filter_ref(self, queryset, name, value)`.
    EntryPoint("a query-string filter's value", _set("value"), bases=("FilterSet",), leading=("queryset", "name"),
               modules=_set("django_filters rest_framework_filters")),
    # Mail servers hand their handler what any sender wrote.
    EntryPoint("a received email", _set("envelope"), names=_set("handle_DATA handle_RCPT handle_MAIL"),
               modules=_set("aiosmtpd")),
    EntryPoint("a received email", _set("peer mailfrom rcpttos data"), names=_set("process_message"),
               bases=("SMTPServer",)),
)
# Methods of an email message returning what its sender wrote (an attachment's name, its body), in a module
# that handles mail.
MAIL_MODULES = frozenset({"email", "mailbox", "imaplib", "poplib", "smtpd", "aiosmtpd", "imapclient"})
MAIL_METHODS = frozenset({"get_filename", "get_payload", "get_content"})
# A message's body, as opposed to the name its sender gave an attachment: data, never the name of a file here (a
# scanner handed "a path or the bytes" gets the bytes).
MAIL_BODIES = frozenset({"an email message's payload", "an email message's content"})
# The standard library's parsers of a raw email into a message object (an instance of MAIL_MESSAGE), and what is
# read from one: a header (`msg.get("Message-ID")`, `msg["Subject"]`, `msg.get_all("To")`) is what its sender
# wrote, in a module that handles mail; its parts (`walk()`) are messages too.
MAIL_PARSERS = frozenset({"email.message_from_string", "email.message_from_bytes", "email.message_from_file",
                          "email.message_from_binary_file"})
MAIL_MESSAGE = "email.message.Message"
MAIL_HEADER_METHODS = frozenset({"get", "get_all", "get_param", "get_params", "get_content_charset", "items",
                                 "values"})
MAIL_PARTS_METHODS = frozenset({"walk", "iter_parts", "get_body"})
MAIL_HEADER = "an email message's header"
# Airflow: what the person or API call that triggered a DAG run passed to it (`dag_run.conf`).
TRIGGER_CONF = ("dag_run", "conf")
# Request parsers of a web framework: what they return is the client's request, not a command line.
REQUEST_PARSER_MODULES = frozenset({"flask_restful", "flask_restx"})
# Command-line parsers: what they return is the operator's input (like sys.argv).
CLI_PARSERS = frozenset({"parse_args", "parse_known_args", "docopt", "docopt.docopt"})
# A framework's error handlers: what they are handed is the error a request raised, whose message or attributes
# may carry the request's input (`abort(400, description=...)`, `raise FormNotFound(slug)`). Flask's
# `errorhandler`, FastAPI's and Starlette's `exception_handler` (the exception is the last parameter); Tornado's
# `write_error(self, status_code, **kwargs)` (the exception in `kwargs["exc_info"]`).
ERROR_HANDLER_DECORATORS = frozenset({"errorhandler", "app_errorhandler", "exception_handler"})
ERROR_HANDLER_METHODS = frozenset({"write_error"})
ERROR_LABEL = "the error a request raised"
CLI_DECORATORS = frozenset({"command", "option", "argument", "group"})  # click's, whose parameters come from argv
CLI_PACKAGES = frozenset({"click", "typer", "asyncclick", "rich_click", "cloup"})  # whose decorators those are
# Interactive shells whose `do_<command>(line)` methods run what their operator types at the prompt.
INTERACTIVE_SHELLS = frozenset({"cmd.Cmd", "cmd2.Cmd"})
# Django's forms: inside a form class (a base whose name ends in "Form": Form, ModelForm, a project's
# BaseForm), `self.cleaned_data` and what `super().clean()` returns are the submitted data, converted field
# by field (a text field holds any text). Outside, `form.cleaned_data` is what the form was bound with:
# a view's `Form(request.POST)` carries the request's taint, a command's `Form(data={...})` none.
FORM_DATA_ATTRS = frozenset({"cleaned_data"})
FORM_BASE_SUFFIX = "Form"
# A Django generic edit view hands these methods the form bound to the client's submission (`form_valid(self,
# form)`): its `cleaned_data` is the client's, as `Form(request.POST)`'s is in a function view; the form object's
# other attributes (`form.instance`) are not.
FORM_VIEW_METHODS = frozenset({"form_valid", "form_invalid"})
FORM_VIEW_BASES = ("FormView", "CreateView", "UpdateView", "FormMixin", "ModelFormMixin")
# Request attributes and methods holding this request's own URL with its host: a redirect there only
# sends the client back to the host it asked for (a forged Host header fools no one but its sender).
REQUEST_URL_PARTS = frozenset({"url", "base_url", "host_url", "url_root", "application_url", "path_url", "full_url",
                               "build_absolute_uri", "host", "get_host", "relative_url", *(
                                   # where the server mounted the application (WSGI SCRIPT_NAME): its
                                   # configuration's, the same for every path a client asks for
                                   "script_root", "root_path", "script_name")})
# The Referer header, by attribute (`request.referrer`), environ key and header name: the page the browser came
# from. A redirect there sends the visitor back where they were; a link elsewhere can make it no page the visitor
# was not already on. Counted as the request's own URL for redirects only (a page or a query built from it counts).
REFERER_PARTS = frozenset({"referrer", "referer"})
# Request attributes and methods holding only the Host header: a browser sends its own, so no link a
# victim follows can put script there (nor send them elsewhere).
REQUEST_HOST_PARTS = frozenset({"host", "get_host", "host_url", "url_root", "application_url", "server_name"})
# Request attributes and methods holding the path a route matched (not the host): a redirect to
# it stays on this host unless the handler serves every path (middleware, a catch-all route).
REQUEST_PATH_PARTS = frozenset({"path", "path_info", "full_path", "fullpath", "path_qs", "uri", "get_full_path",
                                "get_full_path_info", "path_url"})
# Decorators and methods of code that runs for any path, and route patterns that match any path.
CATCH_ALL_DECORATORS = frozenset({"before_request", "after_request", "before_app_request", "errorhandler",
                                  "app_errorhandler", "middleware", "hook"})
CATCH_ALL_METHODS = frozenset({"process_request", "process_response", "process_view", "process_exception",
                               "__call__", "prepare", "on_finish", "do_GET", "do_POST", "do_HEAD"})
CATCH_ALL_ROUTE = re.compile(r"<path:|:path>|<[^>]*:re:\.\*|\(\.\*\)|\.\*|\{[^}]*:path\}")
# Calls that build a request object (or a form) from the WSGI environment or the CGI input.
REQUEST_CONSTRUCTORS = frozenset({
    "cgi.FieldStorage", "webob.Request", "webob.request.Request", "webob.BaseRequest", "werkzeug.wrappers.Request",
    "werkzeug.Request", "pyramid.request.Request", "bottle.BaseRequest", "bottle.LocalRequest", "cgi.parse",
})
# Keys of a WSGI environ (Django's request.META, os.environ under CGI) that the client sets.
CLIENT_ENVIRON = frozenset({"QUERY_STRING", "PATH_INFO", "REQUEST_URI", "RAW_URI", "CONTENT_TYPE", "CONTENT_LENGTH",
                            "wsgi.input", "PATH_TRANSLATED", "SCRIPT_URI", "SCRIPT_URL", "REMOTE_USER"})
ENVIRON_OBJECTS = frozenset({"environ", "request.META", "self.request.META", "request.environ",
                             "self.request.environ", "req.environ", "os.environ"})
ENVIRON_ATTRS = frozenset({"META", "environ"})


def client_environ_key(key: object) -> bool:
    """A WSGI/CGI environment key whose value the client chose."""
    return isinstance(key, str) and (key in CLIENT_ENVIRON or key.startswith("HTTP_"))
SOURCE_FUNCTIONS: dict[str, str] = {
    "input": "input()", "raw_input": "raw_input()", "os.getenv": "os.environ",
    "os.getenvb": "os.environ", "os.environ.get": "os.environ", "sys.stdin.read": "standard input",
    "sys.stdin.readline": "standard input", "sys.stdin.readlines": "standard input",
}
SOURCE_ATTRIBUTES: dict[str, str] = {
    "sys.argv": "sys.argv", "os.environ": "os.environ", "sys.stdin": "standard input",
}
# `makefile` wraps the connection in a file object: reading it reads what the peer sent.
# What a database hands back: rows of a DB-API cursor, and Django's and SQLAlchemy's model reads (`Rule.objects.get`,
# `Rule.query.first()`, `session.query(Rule).filter(...).all()`, `db.scalar(select(Rule))`). Users' stored text is in
# it; running it as code and putting it in a shell command (STORED_CATEGORIES) are judged from it: a page, a fetch
# or a query built from it is judged by where it was written. (Pages were tried in the nineteenth session: the blind
# corpora gained stored XSS, the mature sets 7 false tickets, HTML their staff write by design: Django's flat pages,
# wagtail's admin, oEmbed HTML. In the twenty-third, shell commands found six real sites on the corpora and filed
# no false ticket on the mature sets; URLs found two real sites, two decoys (feeds staff configure) and one false
# ticket (mailman's template URI, set through its administrative API), and were taken out again; stored text the
# code marks safe, `mark_safe(row.bio)`, filed five false tickets on one set: wagtail's admin messages built from
# rendered templates, its oEmbed HTML.)
STORED_CATEGORIES = frozenset({"code-injection", "command-injection"})
# In a module that writes its own records to the database with repr() (see stored_records), what it reads back is
# those records: counted nowhere.
OWN_RECORDS = "a value read back from the database, where this module stores its records with repr()"
# What a remote server sent back to a request the program made (`requests.get(url).text`): whoever runs that server,
# or sits between, wrote it. Counted only where it is deserialised or run as code (FETCHED_CATEGORIES): a page
# or a query built from it is judged by where it was written, as stored values are.
FETCHED = "a response from a remote server"
FETCHED_CATEGORIES = frozenset({"unsafe-deserialization", "code-injection"})
# An in-memory file object made from a value (`io.BytesIO(data)`): what it holds is the value, but the object is no
# name. Handed to `open()` or a path API it would fail, so it names no file: only where a file object's contents are
# parsed (IN_MEMORY_CATEGORIES) does the value inside count. Reading it (a method call, iterating it, any call it is
# given to) gives the value back (see taint_facts.in_memory_file).
IN_MEMORY_FILES = frozenset({"io.BytesIO", "io.StringIO", "StringIO.StringIO", "cStringIO.StringIO", "six.StringIO",
                             "six.BytesIO", "six.moves.cStringIO.StringIO", "six.moves.StringIO"})
IN_MEMORY_CATEGORIES = frozenset({"unsafe-deserialization", "xxe"})
FETCH_FUNCTIONS = frozenset({"requests.get", "requests.post", "requests.request", "urllib.request.urlopen",
                             "urllib2.urlopen", "httpx.get", "httpx.post", "httpx.request"})
DB_FETCH_METHODS = frozenset({"fetchone", "fetchall", "fetchmany"})
ORM_READ_METHODS = frozenset({"get", "first", "last", "all", "filter", "exclude", "one", "one_or_none", "scalar",
                              "scalars", "scalar_one", "get_or_404", "first_or_404", "values", "values_list",
                              "latest", "earliest", "in_bulk"})
ORM_FUNCTIONS = frozenset({"django.shortcuts.get_object_or_404", "django.shortcuts.get_list_or_404",
                           "flask_sqlalchemy.get_or_404"})
SOCKET_METHODS = frozenset({"recv", "recvfrom", "recv_into", "recvmsg", "makefile"})
# A Redis list used as a job queue: what a pop returns is whatever any producer pushed (a public API's enqueue, any
# client that reaches the server), as a socket peer's frame is. Not a key's value (`get`): that is a cache the
# program wrote itself.
QUEUE_POP_METHODS = frozenset({"blpop", "brpop", "lpop", "rpop", "brpoplpush", "rpoplpush", "blmove", "lmove"})
QUEUE_MESSAGE = "a message a Redis queue delivered"
# An asyncio stream's reads no file object has (StreamReader's), in a module that imports asyncio or has coroutines
# and no reader of its own by those names: the peer's bytes.
STREAM_READER_METHODS = frozenset({"readexactly", "readuntil"})
# The names a remote file server lists (paramiko's SFTP client, ftplib), in a module that uses one: whoever runs that
# server chose them, as an archive's builder chooses its member names. `listdir` only on an object named for SFTP/FTP.
REMOTE_LISTING_MODULES = frozenset({"paramiko", "ftplib", "pysftp", "asyncssh", "aioftp"})
REMOTE_LISTING_METHODS = frozenset({"listdir_attr", "nlst", "mlsd"})
REMOTE_LISTER = re.compile(r"s?ftp", re.IGNORECASE)
REMOTE_LISTING = "file names a remote server listed"
# The compressed-file modules' open() reads the same file, decompressed (`pickle.load(gzip.open(fname, "rb"))`).
FILE_OPENERS = frozenset({"open", "io.open", "codecs.open", "gzip.open", "bz2.open", "lzma.open"})
# Calls that find a module's file on a search path and hand back the file, opened: running it runs that file's
# code (a site's `site_init.py`), as `exec(open(path).read())` does, whoever chose the folders searched.
MODULE_FINDERS = frozenset({"imp.find_module"})
# Attributes of a file object that describe the file, not what it holds.
FILE_META_ATTRS = frozenset({"name", "closed", "mode", "encoding", "errors", "newlines"})
FILE_READ_METHODS = frozenset({"read_text", "read_bytes"})
SAFE_ROUTE_CONVERTERS = frozenset({"int", "float", "uuid"})
# The request mappings that hold a URL's captures by name (aiohttp's `match_info`, Starlette's `path_params`,
# Pyramid's `matchdict`): what a route's pattern lets each hold (route_patterns) holds for them too.
CAPTURE_MAPPINGS = frozenset({"match_info", "path_params", "matchdict"})
SAFE_ANNOTATIONS = frozenset({"int", "float", "bool", "UUID", "uuid.UUID", "Request", "Session", "Depends"})

TEMPNAME_FUNCTIONS = frozenset({"tempfile.mktemp", "os.tempnam", "os.tmpnam"})
# Calls that make a folder only the current user may write to (mode 0700): a name in it no other process can take.
PRIVATE_FOLDER_MAKERS = frozenset({"tempfile.mkdtemp"})
# The shared temporary directory, where every local user may create files: a literal path under it, or the
# directory tempfile names. A file the program creates there at a name it fixed in advance (not a unique one)
# is one another user can plant first, as a symlink the program then writes through (CWE-377).
SHARED_TEMP = re.compile(r"^(/tmp|/var/tmp|/dev/shm)(/|$)")
SHARED_TEMP_DIRS = frozenset({"tempfile.gettempdir", "tempfile.gettempdirb"})
FIXED_TEMP = "a fixed name in the shared temporary directory"
# A module-level AWS Lambda handler: its /tmp is private to one execution environment, shared with no other user.
LAMBDA_HANDLER = re.compile(r"(async\s+)?def\s+\w+\s*\(\s*event\s*,\s*context\b")
TEMP_FOLDER = "the shared temporary directory"  # the folder itself: a fixed name once something is added to it
# Calls whose result no other process can guess: a random name, or a file or folder made with one.
UNIQUE_NAMERS = frozenset({
    "uuid.uuid4", "uuid.uuid1", "secrets.token_hex", "secrets.token_urlsafe", "secrets.token_bytes", "os.urandom",
    "tempfile.mkstemp", "tempfile.mkdtemp", "tempfile.NamedTemporaryFile", "tempfile.TemporaryDirectory",
    "tempfile.TemporaryFile", "tempfile.SpooledTemporaryFile",
})
# Calls that create the file at their first argument only if it does not exist yet.
EXCLUSIVE_CREATORS = frozenset({"os.mkdir", "os.makedirs", "os.mkfifo", "os.mknod", "tempfile.mkdtemp",
                                "socket.socket.bind"})
# Calls that create or overwrite a file at a path they are given (the path: first argument,
# or the second for a copy or a move), following a symlink an attacker planted there.
PATH_WRITERS = {"open": 0, "io.open": 0, "codecs.open": 0, "os.open": 0, "shutil.copy": 1, "shutil.copy2": 1,
                "shutil.copyfile": 1, "shutil.move": 1, "os.rename": 1, "os.replace": 1, "os.symlink": 1,
                "numpy.save": 0, "pickle.dump": 1}
# A generator object of the same Mersenne Twister (`rng = random.Random()`): its methods are those functions.
RANDOM_GENERATOR = "random.Random"
RANDOM_FUNCTIONS = frozenset({
    "random.random", "random.randint", "random.randrange", "random.choice", "random.choices",
    "random.sample", "random.getrandbits", "random.uniform", "random.randbytes",
})
SECRET_NAME = re.compile(
    r"token|passw|pwd|secret|nonce|salt|otp|session_?id|session_?key|api_?key|csrf|"
    r"reset_?code|verif\w*code|auth_?code|activation", re.IGNORECASE)

# --- propagation -------------------------------------------------------------------------

# Sanitisers that make a value harmless for some categories only: a base name still carries `;` into a shell and
# `<script>` into a page; HTML escaping leaves `;` and `../` alone; shell quoting leaves markup; an LDAP filter's
# escaping is for filters. What they return is still untrusted everywhere else (only a source's value: a helper's
# parameter passed through one is taken as sanitised for every category, as before).
CATEGORY_SANITISERS: dict[str, frozenset[str]] = {
    **dict.fromkeys(("os.path.basename", "posixpath.basename", "ntpath.basename"), frozenset({"path-traversal"})),
    **dict.fromkeys(("html.escape", "cgi.escape", "markupsafe.escape", "flask.escape", "jinja2.escape",
                     "markupsafe.Markup.escape", "flask.Markup.escape", "Markup.escape", "django.utils.html.escape",
                     "django.utils.html.conditional_escape", "xml.sax.saxutils.escape", "bleach.clean",
                     "tornado.escape.xhtml_escape"),
                    frozenset({"xss", "header-injection"})),
    **dict.fromkeys(("shlex.quote", "pipes.quote", "shlex.join"), frozenset({"command-injection"})),
    # XML serialised from a tree already parsed: every entity was resolved (or refused) by the first parse, the one
    # a finding belongs to, and an element's serialisation carries no DTD to declare one again.
    **dict.fromkeys(("lxml.etree.tostring", "lxml.etree.tounicode", "xml.etree.ElementTree.tostring",
                     "xml.etree.cElementTree.tostring"), frozenset({"xxe"})),
    # CherryPy's url() builds on the request's own base (scheme and Host): a path or query string handed to it
    # cannot move the URL to another site, unless it is handed more than those two (see OWN_SITE_ARGUMENTS)
    "cherrypy.url": frozenset({"open-redirect"}),
    # python-ldap's filter_format(template, values) escapes each value as escape_filter_chars does
    **dict.fromkeys(("ldap.filter.escape_filter_chars", "ldap3.utils.conv.escape_filter_chars",
                     "escape_filter_chars", "ldap.dn.escape_dn_chars", "ldap.filter.filter_format"),
                    frozenset({"ldap-injection"})),
}
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
    "django.urls.reverse_lazy", "django.core.urlresolvers.reverse",
    "django.utils.http.escape_leading_slashes",
    "ldap.filter.escape_filter_chars", "ldap3.utils.conv.escape_filter_chars",
    "escape_filter_chars", "ldap.dn.escape_dn_chars", "uuid.UUID", "decimal.Decimal",
    "datetime.date.fromisoformat", "datetime.datetime.fromisoformat", "flask.render_template",
    "render_template", "django.shortcuts.render", "flask.jsonify", "jsonify",
}) | frozenset(CATEGORY_SANITISERS)  # each sanitiser for some categories is a sanitiser (see `sanitised`)
# URL builders that give the site's own path for a view (Django's reverse, Flask's url_for): whatever follows in a
# URL built from one (a query string) cannot change where it points.
LOCAL_URL_BUILDERS = frozenset({"url_for", "flask.url_for", "django.urls.reverse", "django.urls.reverse_lazy",
                                "django.core.urlresolvers.reverse"})
# web2py's URL(): "/application/controller/function/args?vars" on the site itself (a controller's global, or
# imported from gluon, also by the framework's own modules). What follows the fixed names (args, vars, an anchor)
# cannot move it; an application or controller named by a value, or a scheme, host or port, can.
WEB2PY_URLS = frozenset({"URL", "gluon.URL", "gluon.html.URL", "html.URL"})
WEB2PY_URL_PLACES = frozenset({"a", "c", "f", "scheme", "host", "port"})
# URL builders on the request's own site, by the arguments they take that cannot move it: `cherrypy.url(path, qs)`.
# Any other (`script_name`, `base`, `relative`) can: `script_name="@evil.com"` puts a host after the scheme, and a
# relative URL of `//evil.com` leaves the site.
OWN_SITE_ARGUMENTS = {"cherrypy.url": ("path", "qs")}
# Methods that give an object's own URL on the site, by Django's convention (a model's `get_absolute_url`, and
# its siblings named for a view: `get_translate_url`, `get_edit_url`). Not one named for where a request wants to
# go next (`get_redirect_url`, `get_success_url`, `get_next_url`): a view computes those from the request.
LOCAL_URL_METHODS = re.compile(r"get_(?!.*(redirect|next|success|return|continue|came_from|callback|target|"
                               r"referr?er|origin|login|logout))\w+_url")
# Serialisers whose output is an encoding made here of an object graph made here: loading it again rebuilds
# that graph, whatever text the graph holds, so it is no attacker-shaped pickle (a process pickling a job for
# its own worker). Taken as sanitisers: a round trip through pickle to another sink is not followed.
SERIALISERS = frozenset({
    "pickle.dumps", "cPickle.dumps", "_pickle.dumps", "marshal.dumps", "dill.dumps", "cloudpickle.dumps",
})
# Checks that a redirect target stays on an allowed host (their URL argument: keyword `url` or the first).
URL_VALIDATORS = frozenset({
    "url_has_allowed_host_and_scheme", "is_safe_url", "url_is_safe", "is_safe_redirect_url", "is_local_url",
    "is_safe_redirect", "safe_redirect_url", "is_same_origin", "same_origin",
})
# A project's own function whose name says it checks a redirect's target is local or safe (`validate_local_redirect`,
# `is_safe_next_url`, `_check_allowed_url`): its answer is taken as a host check, by intent, as SANITISER_NAME's are.
URL_VALIDATOR_NAME = re.compile(r"^_*(is_|validate_|check_|ensure_)?(local|safe|allowed|trusted)_(redirect|url|next|"
                                r"target|next_url|redirect_url)$|^_*(validate|check)_(local|safe)_?(redirect|url)\w*$",
                                re.IGNORECASE)
# A project's own function whose name says it makes a value safe (safe_join, _secure_path,
# sanitize_filename, escape_html, clean_input): its result is taken as sanitised, by intent.
# Named for what it does first (`escape_html`, `safe_join`) or for what it quotes (`shell_quote`, `html_escape`).
SANITISER_NAME = re.compile(r"^_*(secure|safe|saniti[sz]e|clean|escape|quote|validate[d]?|checked|allowed)(_|$)"
                            r"|^_*[a-z0-9]+_(quote|escape|saniti[sz]e)$", re.IGNORECASE)
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
    # more decoders, and the Python 2 and six names of the same functions
    "base64.b32decode", "base64.b16decode", "base64.standard_b64decode", "base64.a85decode", "base64.b85decode",
    "base64.decodestring", "binascii.a2b_hex", "binascii.b2a_hex", "binascii.hexlify",
    "bytes.fromhex", "bz2.decompress", "lzma.decompress", "zlib.decompressobj", "quopri.decodestring",
    "urllib.unquote", "urllib.unquote_plus", "urlparse.parse_qs", "urlparse.parse_qsl", "urlparse.urlparse",
    "urlparse.urlsplit", "urlparse.urlunparse", "urllib.parse.urlunparse", "urllib.parse.urlunsplit",
    "cgi.parse_qs", "cgi.parse_qsl", "urllib.parse.unquote_to_bytes",
    "pickle.dumps", "marshal.dumps", "io.TextIOWrapper", "functools.reduce", "itertools.chain",
    "collections.namedtuple", "types.SimpleNamespace", "werkzeug.urls.url_decode", "simplejson.loads",
    "ujson.loads", "msgpack.unpackb", "csv.reader", "csv.DictReader", "configparser.ConfigParser",
    "cStringIO.StringIO", "StringIO.StringIO", "six.StringIO", "six.BytesIO", "six.moves.cStringIO",
    # a substitution keeps the text it was given, but for what it replaces (an allowlist that removes every other
    # character is a sanitiser, judged first); re.escape keeps every character, backslashed for a pattern
    "re.sub", "re.subn", "re.escape", "regex.sub", "regex.subn", "regex.escape",
    # the frameworks' and the fast libraries' JSON decoders
    "tornado.escape.json_decode", "tornado.escape.url_unescape", "orjson.loads", "rapidjson.loads",
    "flask.json.loads", "django.utils.http.urlsafe_base64_decode", "werkzeug.urls.url_unquote",
    # a Cookie header parsed into its morsels (a CGI script's `SimpleCookie(os.environ["HTTP_COOKIE"])`)
    "http.cookies.SimpleCookie", "http.cookies.BaseCookie", "Cookie.SimpleCookie", "Cookie.BaseCookie",
    "Cookie.SmartCookie",
})
PURE_FUNCTIONS = frozenset({
    "str", "repr", "format", "list", "tuple", "dict", "set", "frozenset", "sorted", "reversed",
    "min", "max", "os.path.join", "posixpath.join", "os.path.normpath", "posixpath.normpath", "os.path.abspath",
    "os.path.splitext", "posixpath.splitext", "os.path.split", "posixpath.split",
    "os.path.realpath", "os.path.dirname", "pathlib.Path", "pathlib.PurePath", "Path",
    "urllib.parse.urljoin", "textwrap.dedent", "json.dumps", "bytes", "bytearray",
    "unicode", "string.join", "string.replace", "string.lower", "string.upper", "string.strip",
    "string.split", "string.joinfields", "urlparse.urljoin", "six.text_type", "six.ensure_str", "six.ensure_text",
    "six.ensure_binary", "six.b", "six.u", "str.join", "str.format",
    # a command line made of an argument list's items, each quoted for Windows' argv rules (not for a shell)
    "subprocess.list2cmdline",
})
# Calls whose result carries only their first argument (compile's filename and mode are labels).
FIRST_ARGUMENT_ONLY = frozenset({"compile", "builtins.compile"})
# Calls that build a file path from parts (the last part names the file).
# The path classes a call builds a path object with (`Path(p)`): their `resolve()` and `open()` act on p's file.
PATH_CONSTRUCTORS = frozenset({"pathlib.Path", "Path", "pathlib.PurePath", "pathlib.PosixPath"})
PATH_BUILDERS = frozenset({"os.path.join", "posixpath.join", "ntpath.join", "pathlib.Path", "Path",
                           "pathlib.PurePath", "os.path.abspath", "os.path.normpath", "posixpath.normpath",
                           "os.path.realpath",
                           "os.path.expanduser"})
# Paths of a file an installed package ships (`pkg_resources.resource_filename(__name__, "schema.xsd")`): whoever
# names the resource, the file is the package's own, written by its authors. A client's text in the name still
# counts as it does in any path (a traversal out of the package).
PACKAGE_RESOURCE_PATHS = frozenset({"pkg_resources.resource_filename", "importlib.resources.files",
                                    "importlib.resources.path", "importlib_resources.files",
                                    "importlib_resources.path"})
STRING_METHODS = frozenset({
    "format", "format_map", "join", "replace", "strip", "lstrip", "rstrip", "lower", "upper",
    "title", "capitalize", "casefold", "split", "rsplit", "splitlines", "encode", "decode",
    "zfill", "ljust", "rjust", "center", "removeprefix", "removesuffix", "partition",
    "rpartition", "expandtabs", "swapcase", "translate", "substitute", "safe_substitute",
    "geturl",  # a parsed URL's text again (`urlsplit(url).geturl()`): checked parts give a checked URL
})
# Methods whose arguments (not only their receiver) flow into the result.
ARGUMENT_METHODS = frozenset({"format", "format_map", "join", "replace", "substitute", "safe_substitute", "Request"})
# Methods that decrypt their argument. What a parameter decrypts to is what the function's caller encrypted, so
# library mode follows it; a request's value decrypted with the server's key is what the server encrypted (an
# authenticated cipher such as Fernet rejects anything else), so untrusted origins stop there.
DECRYPTING_METHODS = frozenset({"decrypt", "decrypt_and_verify"})
CLEAN_METHODS = frozenset({
    "isdigit", "isalnum", "isalpha", "isnumeric", "isdecimal", "isidentifier", "isspace",
    "startswith", "endswith", "count", "find", "rfind", "index", "rindex", "hexdigest", "digest",
    "exists", "is_file", "is_dir", "fetchone", "fetchall", "fetchmany", "keys", "urlencode",
})
# Content negotiation: the method returns one of the offers its first argument lists (or its default), whatever
# the client's Accept header asks for (werkzeug's and WebOb's `accept_languages.best_match(LANGUAGES)`).
OFFER_MATCHERS = frozenset({"best_match"})
# Checks that pass only digits, letters or identifiers (as a filter they sanitise each element).
VALIDATING_METHODS = frozenset({"isdigit", "isdecimal", "isnumeric", "isalnum", "isalpha", "isidentifier"})
MUTATING_METHODS = frozenset({"append", "extend", "insert", "add", "update", "setdefault", "appendleft", "extendleft",
                              "write", "read_string", "read_file", "read_dict", "readfp", "feed"})

# --- sinks -------------------------------------------------------------------------------


class SinkRule(NamedTuple):
    category: str
    args: tuple[int, ...] = (0,)
    kwargs: tuple[str, ...] = ()
    special: str = ""  # shell, program, yaml, lxml, html, all, receiver, save, ldap, raw, compiled, directory


def _rules(names: str, rule: SinkRule) -> dict[str, SinkRule]:
    return {name: rule for name in names.split()}


_CMD = SinkRule("command-injection", (0,), ("command", "cmd"))
_SUBPROCESS = SinkRule("command-injection", (0,), ("args",), "shell")
_CODE = SinkRule("code-injection", (0,), ("source", "expression", "object"))
# compile() runs nothing itself: it is a sink where the code object it makes may reach something that runs it
_COMPILED = SinkRule("code-injection", (0,), ("source", "expression", "object"), "compiled")
_PATH = SinkRule("path-traversal", (0,), ("file", "filename", "path", "path_or_file", "filename_or_fp"))
_PATH2 = SinkRule("path-traversal", (0, 1), ("src", "dst"))
_DESER = SinkRule("unsafe-deserialization", (0,), ("data", "file", "s", "string", "filename"))
_XXE = SinkRule("xxe", (0,), ("text", "source", "string", "file"))
# Those of the standard library are expat's: they fetch no external entity or DTD (xml.sax and pulldom by default
# only since Python 3.7.1; Python 2's did), and expat 2.4.1 and later cap entity expansion: a finding there is an
# XXE only in Python 2 code, or where the code turns external entities on.
EXPAT_PARSERS = ("xml.etree.", "xml.dom.minidom.", "xml.dom.pulldom.", "xml.sax.", "xml.parsers.expat.")
ELEMENT_TREE = ("xml.etree.",)  # expat behind an API with no switch for external entities at all
EXTERNAL_ENTITIES_ON = re.compile(r"feature_external_[gp]es\W*,\s*(?:True|1)\b")
# A SAX parser object, whose parse(source) is an XXE sink in a module that turns external entities on.
SAX_PARSERS = frozenset({"xml.sax.make_parser", "xml.sax.expatreader.create_parser"})
_SSRF = SinkRule("ssrf", (0,), ("url",))
_SSRF1 = SinkRule("ssrf", (1,), ("url",))
_REDIRECT = SinkRule("open-redirect", (0,), ("location", "to", "redirect_to", "url"))
_HTML = SinkRule("xss", (0,), ("response", "content", "body"), "html")
_MARKUP = SinkRule("xss", (0,), ("source", "s"))
# Markup's own classes: `Markup(template) % value` and `Markup(template).format(value)` escape each value they put in
# (markupsafe formats through its escaping formatter), so the text a request sent arrives as text, not markup.
MARKUP_CLASSES = frozenset({"markupsafe.Markup", "flask.Markup", "jinja2.Markup"})
_SQL = SinkRule("sql-injection", (0,), ("sql", "text", "statement", "query"))

FUNCTION_SINKS: dict[str, SinkRule] = {
    **_rules("os.system os.popen os.popen2 os.popen3 os.popen4 popen2.popen2 popen2.popen3 "
             "commands.getoutput commands.getstatusoutput subprocess.getoutput "
             "subprocess.getstatusoutput asyncio.create_subprocess_shell os.startfile "
             # a command line split into a program and its arguments, or run through a shell (invoke, fabric)
             "pexpect.spawn pexpect.run pexpect.spawnu invoke.run", _CMD),
    # A program run without a shell: only its name can inject a command (its arguments reach it one by one).
    **_rules("os.execl os.execle os.execlp os.execlpe os.execv os.execve os.execvp os.execvpe",
             SinkRule("command-injection", (0,), ("path", "file"), "program")),
    **_rules("os.spawnl os.spawnle os.spawnlp os.spawnlpe os.spawnv os.spawnve os.spawnvp os.spawnvpe",
             SinkRule("command-injection", (1,), ("path", "file"), "program")),
    **_rules("subprocess.call subprocess.run subprocess.Popen subprocess.check_call "
             "subprocess.check_output", _SUBPROCESS),
    **_rules("eval exec execfile builtins.eval builtins.exec", _CODE),
    "compile": _COMPILED,
    **_rules("open io.open codecs.open os.open flask.send_file send_file os.remove os.unlink "
             "os.rmdir os.removedirs shutil.rmtree starlette.responses.FileResponse fastapi.responses.FileResponse "
             "pyramid.response.FileResponse paste.fileapp.FileApp aiohttp.web.FileResponse sanic.response.file "
             "sanic.response.file_stream cherrypy.lib.static.serve_file cherrypy.lib.static.serve_download "
             "quart.send_file", _PATH),
    **_rules("flask.send_from_directory send_from_directory quart.send_from_directory",
             SinkRule("path-traversal", (0,), ("directory",), "directory")),
    **_rules("os.rename os.replace shutil.copy shutil.copy2 shutil.copyfile shutil.copytree shutil.move", _PATH2),
    **_rules("pickle.loads pickle.load cPickle.loads cPickle.load _pickle.loads _pickle.load "
             "dill.loads dill.load marshal.loads marshal.load jsonpickle.decode pandas.read_pickle "
             "shelve.open yaml.unsafe_load yaml.unsafe_load_all joblib.load sklearn.externals.joblib.load "
             "cloudpickle.load cloudpickle.loads", _DESER),
    # Unpickling only when asked: numpy.load(allow_pickle=True); torch.load unless weights_only=True.
    "numpy.load": SinkRule("unsafe-deserialization", (0,), ("file",), "allow_pickle"),
    "torch.load": SinkRule("unsafe-deserialization", (0,), ("f",), "weights_only"),
    **_rules("yaml.load yaml.load_all", SinkRule("unsafe-deserialization", (0,), ("stream",), "yaml")),
    **_rules("lxml.etree.fromstring lxml.etree.parse lxml.etree.XML lxml.etree.iterparse "
             "lxml.objectify.fromstring lxml.objectify.parse lxml.objectify.XML",
             SinkRule("xxe", (0,), ("text", "source"), "lxml")),
    **_rules("xml.etree.ElementTree.fromstring xml.etree.ElementTree.parse xml.etree.ElementTree.XML "
             "xml.etree.ElementTree.iterparse xml.etree.cElementTree.fromstring "
             "xml.etree.cElementTree.parse xml.etree.cElementTree.XML xml.dom.minidom.parseString "
             "xml.dom.minidom.parse xml.dom.pulldom.parseString xml.dom.pulldom.parse "
             "xml.sax.parseString xml.sax.parse", _XXE),
    **_rules("lxml.etree.XPath lxml.etree.ETXPath", SinkRule("xpath-injection", (0,), ("path",))),
    **_rules("requests.get requests.post requests.put requests.patch requests.delete requests.head "
             "requests.options httpx.get httpx.post httpx.put httpx.patch httpx.delete httpx.head "
             "urllib.request.urlopen urllib2.urlopen urllib.urlopen urlopen treq.get treq.post treq.put treq.patch "
             "treq.delete treq.head", _SSRF),
    **_rules("requests.request httpx.request treq.request", _SSRF1),
    **_rules("urllib.request.urlretrieve urllib.urlretrieve xmlrpc.client.ServerProxy xmlrpclib.ServerProxy "
             "http.client.HTTPConnection http.client.HTTPSConnection httplib.HTTPConnection httplib.HTTPSConnection "
             "ftplib.FTP smtplib.SMTP socket.create_connection telnetlib.Telnet",
             SinkRule("ssrf", (0,), ("url", "host"))),
    **_rules("flask.redirect redirect django.shortcuts.redirect django.http.HttpResponseRedirect "
             "HttpResponseRedirect django.http.HttpResponsePermanentRedirect "
             "HttpResponsePermanentRedirect werkzeug.utils.redirect bottle.redirect pylons.controllers.util.redirect "
             "pylons.controllers.util.redirect_to cherrypy.HTTPRedirect web.seeother web.redirect web.found "
             "pyramid.httpexceptions.HTTPFound pyramid.httpexceptions.HTTPSeeOther "
             "pyramid.httpexceptions.HTTPMovedPermanently pyramid.httpexceptions.HTTPTemporaryRedirect "
             "webob.exc.HTTPFound webob.exc.HTTPSeeOther webob.exc.HTTPMovedPermanently "
             "webob.exc.HTTPTemporaryRedirect starlette.responses.RedirectResponse "
             "fastapi.responses.RedirectResponse RedirectResponse aiohttp.web.HTTPFound aiohttp.web.HTTPSeeOther "
             "aiohttp.web.HTTPMovedPermanently aiohttp.web.HTTPTemporaryRedirect aiohttp.web.HTTPPermanentRedirect "
             "sanic.response.redirect quart.redirect falcon.HTTPFound falcon.HTTPSeeOther "
             "falcon.HTTPMovedPermanently falcon.HTTPTemporaryRedirect falcon.HTTPPermanentRedirect "
             "twisted.web.util.redirectTo", _REDIRECT),
    **_rules("litestar.response.Redirect litestar.response.redirect.Redirect",
             SinkRule("open-redirect", (0,), ("path",))),
    **_rules("flask.render_template_string render_template_string flask.Markup markupsafe.Markup "
             "jinja2.Markup Markup django.utils.safestring.mark_safe mark_safe", _MARKUP),
    # web2py's XML() tells its views not to escape the text, unless it is asked to sanitize it (a controller's
    # global, or imported from gluon).
    **_rules("XML gluon.XML gluon.html.XML", SinkRule("xss", (0,), ("text",), "unsanitised")),
    **_rules("flask.make_response make_response django.http.HttpResponse HttpResponse flask.Response "
             "werkzeug.wrappers.Response webob.Response webob.response.Response pyramid.response.Response "
             "bottle.HTTPResponse starlette.responses.HTMLResponse fastapi.responses.HTMLResponse HTMLResponse "
             "quart.Response quart.make_response sanic.response.html",
             _HTML),
    # Responses whose content type is JSON or plain text unless the call names HTML (`content_type="text/html"`,
    # `media_type=MediaType.HTML`): aiohttp's, and Litestar's and Starlette's generic Response.
    "aiohttp.web.Response": SinkRule("xss", (), ("text", "body"), "html_content_type"),
    **_rules("litestar.Response litestar.response.Response starlette.responses.Response fastapi.Response "
             "fastapi.responses.Response", SinkRule("xss", (0,), ("content",), "html_content_type")),
    # A template's source is code the server runs (server-side template injection).
    **_rules("jinja2.Template jinja2.environment.Template", SinkRule("code-injection", (0,), ("source",))),
    # Mako's and Bottle's templates embed Python itself (`<% import os %>`, `% import os`): their source is code.
    # `bottle.template(x)` takes a name or, when X reads as one (a newline, `{{`, `%`), the template's source.
    **_rules("mako.template.Template", SinkRule("code-injection", (0,), ("text",))),
    **_rules("bottle.SimpleTemplate bottle.template", SinkRule("code-injection", (0,), ("source",))),
    **_rules("sqlalchemy.text sqlalchemy.sql.text sqlalchemy.sql.expression.text pandas.read_sql "
             "pandas.read_sql_query django.db.models.expressions.RawSQL django.db.models.RawSQL RawSQL "
             # raw SQL fragments: SQLAlchemy's literal_column, peewee's SQL, psycopg2's sql.SQL (a composable
             # made from a string is that string, unquoted: only sql.Identifier and sql.Literal quote)
             "sqlalchemy.literal_column sqlalchemy.sql.literal_column sqlalchemy.sql.expression.literal_column "
             "peewee.SQL psycopg2.sql.SQL psycopg.sql.SQL", _SQL),
}

METHOD_SINKS: dict[str, SinkRule] = {
    # A request handler writing its response (Tornado, webapp2, http.server) or redirecting (Tornado).
    **_rules("write finish", SinkRule("xss", (0,), ("chunk",), "handler_write")),
    "redirect": SinkRule("open-redirect", (0,), ("url",), "handler_redirect"),
    **_rules("execute executemany executescript", SinkRule("sql-injection", (0,), ("sql", "text", "statement", "query"),
                                                           "database")),
    # web2py's DAL runs raw SQL through db.executesql(sql, placeholders=...).
    "executesql": SinkRule("sql-injection", (0,), ("query",), "db"),
    # A driver's own SQL string, whatever the receiver: SQLAlchemy's exec_driver_sql, peewee's execute_sql, the
    # RDS Data API's and Redshift Data API's execute_statement(sql=...).
    **_rules("exec_driver_sql execute_sql", SinkRule("sql-injection", (0,), ("statement", "sql"))),
    "execute_statement": SinkRule("sql-injection", (), ("sql", "Sql")),
    "raw": SinkRule("sql-injection", (0,), ("raw_query",), "raw"),
    # Database handles' own query methods (web.py's db.query, asyncpg's fetch*, databases' fetch_all)
    # and their where= clauses (web.py's db.select/update/delete): only on a receiver named like one.
    **_rules("query fetch fetchrow fetchval fetch_all fetch_one fetch_val iterate", SinkRule("sql-injection", (0,),
                                                                                               ("query", "sql"), "db")),
    **_rules("select update delete", SinkRule("sql-injection", (), ("where", "what", "order", "group"), "db")),
    "extra": SinkRule("sql-injection", (), ("where", "select", "tables", "order_by"), "raw"),
    # An Airflow database hook's query methods (PostgresHook(...).get_records(sql), hook.run(sql)).
    **_rules("get_records get_first get_pandas_df get_df run", SinkRule("sql-injection", (0,), ("sql",), "sql_hook")),
    "xpath": SinkRule("xpath-injection", (0,), ("_path",)),
    "from_string": SinkRule("code-injection", (0,), ("source",), "template"),
    **_rules("search_s search_st search_ext search_ext_s", SinkRule("ldap-injection", special="all")),
    "search": SinkRule("ldap-injection", special="ldap"),
    **_rules("read_text read_bytes write_text write_bytes unlink rmdir",
             SinkRule("path-traversal", special="receiver")),
    "save": SinkRule("path-traversal", (0,), ("dst",), "save"),
}

# Functions that compile their first argument as a Jinja2 template's source, as well as render it into a page: a
# template written by whoever sent it runs as code (server-side template injection), besides any markup in it.
TEMPLATE_SOURCE_RENDERERS = frozenset({"flask.render_template_string", "render_template_string",
                                       "quart.render_template_string"})
# Clients of an HTTP library: their request methods fetch the URL they are given (SSRF).
# Connections an LDAP library makes: their `search` takes a filter (ldap3's Connection, python-ldap's initialize).
LDAP_CONNECTIONS = frozenset({"ldap3.Connection", "ldap3.core.connection.Connection", "ldap.initialize",
                              "ldap.ldapobject.LDAPObject", "ldap.ldapobject.ReconnectLDAPObject"})
HTTP_CLIENTS = frozenset({"requests.Session", "requests.session", "httpx.Client", "httpx.AsyncClient",
                          "urllib3.PoolManager", "aiohttp.ClientSession", "urllib.request.build_opener",
                          "urllib2.build_opener", "tornado.httpclient.HTTPClient",
                          "tornado.httpclient.AsyncHTTPClient"})
HTTP_CLIENT_METHODS = {"get": 0, "post": 0, "put": 0, "patch": 0, "delete": 0, "head": 0, "options": 0,
                       "request": 1, "urlopen": 1, "open": 0, "fetch": 0}
# Jinja2 environments that compile a template's source without a sandbox (an object whose from_string is a sink).
TEMPLATE_ENVIRONMENTS = frozenset({"jinja2.Environment", "jinja2.environment.Environment"})
# Methods that register a function of the project with an RPC server, which calls it with a client's arguments
# -> what those arguments are.
RPC_REGISTRARS = {"register_function": "an XML-RPC call's argument"}
# The method that registers an instance: every public method of its class is called with a client's arguments.
RPC_INSTANCE_REGISTRAR = "register_instance"
# Archives, whose member names are chosen by whoever built the archive, not by whoever names its file: unless the
# program opens its own file, they are untrusted (ARCHIVE_MEMBERS), and a path built from one escapes its folder
# through `../` or an absolute name (zip slip). Only tarfile's extract/extractall write to such a path as they are
# given (without Python 3.12's filters); zipfile's drop absolute parts and `..` from every member name.
ARCHIVE_OPENERS = frozenset({"tarfile.open", "tarfile.TarFile", "zipfile.ZipFile", "tarfile.TarFile.open"})
TAR_OPENERS = frozenset({"tarfile.open", "tarfile.TarFile", "tarfile.TarFile.open"})
ARCHIVE_MEMBERS = "an archive's member names"
ARCHIVE_FIX = ("Extract with tarfile's filter=\"data\" (Python 3.12 and later, backported to 3.8-3.11 security "
               "releases), or resolve each member's target and refuse any that is absolute, a link, or outside the "
               "folder; zipfile's extract/extractall already drop '..' and absolute parts.")
WEAK_HASHES = frozenset({
    "hashlib.md5", "hashlib.sha1", "hashlib.new", "Crypto.Hash.MD5.new", "Cryptodome.Hash.MD5.new",
    "Crypto.Hash.SHA.new", "Cryptodome.Hash.SHA.new", "Crypto.Hash.MD4.new",
})
PASSWORD_NAME = re.compile(rf"passw|pwd|passphrase|secret|credential|{FOREIGN_PASSWORD}|passcode", re.IGNORECASE)
# A value hashed: a PIN too, as a name of its own (`pin`, `pin_code`, never a word that only holds it, `spinner`),
# and the abbreviation `pw` (`pw`, `new_pw`). Not a function's name: one named for a PIN may make it from a digest
# (Werkzeug's `get_pin_and_cookie_name`).
HASHED_PASSWORD_NAME = re.compile(rf"{PASSWORD_NAME.pattern}|(?:^|_)pin(?:_?code)?(?:$|_)|(?:^|_)pw(?:$|_)",
                                  re.IGNORECASE)
# Session keys whose value the application later trusts for identity or authorisation.
TRUSTED_SESSION_KEY = re.compile(
    r"user|role|admin|auth|staff|perm|priv|login|logged|account|uid|email|token|group|level|^id$|_id$",
    re.IGNORECASE)
# ... unless the key is named for a visitor nobody has identified (`"unauthenticated_" + prefix`, `anonymous_cart`):
# what it holds is what that visitor posted, parked until they log in, which no later request trusts for identity.
ANONYMOUS_SESSION_KEY = re.compile(r"unauth|anonymous", re.IGNORECASE)
# ... or named for what a request says about its client (`user_agent`, `ip_address`): kept to show the user their
# sessions or to notice a change, a record of the request rather than an identity anyone is granted by it.
CLIENT_RECORD_SESSION_KEY = re.compile(r"(^|[_.\-])(user_?agent|ip|ip_?addr(ess)?|remote_?addr(ess)?|client_?ip)$",
                                       re.IGNORECASE)
# Session keys named for where a flow goes next or the state it resumes from (`fs_oauth_next`,
# `account_reauthentication_state`, `socialaccount_states`): the user's own navigation, whatever app word they carry.
FLOW_SESSION_KEY = re.compile(r"(^|[_.\-])(next|next_url|return_to|redirect(_to|_url)?|referr?er|state|states|"
                              r"came_from|location)$", re.IGNORECASE)

# Modules only a CGI script imports: such a script's printed output is its HTTP response.
CGI_MODULES = frozenset({"cgi", "cgitb"})
# What a CGI script reads its request from: the form parser, or the environment the server sets.
CGI_REQUEST_NAMES = frozenset({"FieldStorage", "parse_qs", "QUERY_STRING", "REQUEST_METHOD", "PATH_INFO"})
# What a CGI script writes its response with.
CGI_WRITERS = frozenset({"print", "sys.stdout.write"})
# Keyword arguments that document an API by example (pydantic's Field(examples=...), OpenAPI schemas).
EXAMPLE_KEYWORDS = frozenset({"example", "examples", "json_schema_extra", "openapi_examples"})
# Methods of a task that queue a call of it with these arguments, run later by a worker (Celery's delay).
DEFERRED_CALLS = frozenset({"delay"})


class Handoff(NamedTuple):
    """A call that hands a function and its arguments to a thread, a process or a queue, which calls it later."""

    function: int  # the function's position
    function_keyword: str  # or its keyword
    args: int = -1  # the position of the tuple of its arguments (-1: its arguments follow the function)
    args_keyword: str = "args"


_THREAD = Handoff(1, "target", 3)
HANDOFF_FUNCTIONS: dict[str, Handoff] = {
    "threading.Thread": _THREAD, "multiprocessing.Process": _THREAD, "threading.Timer": Handoff(1, "function", 2),
    "_thread.start_new_thread": Handoff(0, "function", 1), "thread.start_new_thread": Handoff(0, "function", 1),
    "asyncio.to_thread": Handoff(0, "func"),
}
# Methods, whatever their receiver: an executor's submit, a loop's run_in_executor, a pool's apply_async,
# FastAPI's background tasks, RQ's enqueue, anyio's task groups.
HANDOFF_METHODS: dict[str, Handoff] = {
    "submit": Handoff(0, "fn"), "run_in_executor": Handoff(1, "func"), "apply_async": Handoff(0, "func", 1),
    "add_task": Handoff(0, "func"), "enqueue": Handoff(0, "f"), "start_soon": Handoff(0, "func"),
    "spawn": Handoff(0, "run"),
}
# A task queue's call with the task as receiver and its arguments as a tuple (Celery's apply_async((x,))).
TASK_HANDOFFS: dict[str, Handoff] = {"apply_async": Handoff(-1, "", 0), "apply": Handoff(-1, "", 0)}
# Methods that set one response header by name and value: http.server's send_header, Tornado's set_header.
HEADER_SETTERS = frozenset({"send_header", "set_header", "add_header"})
COOKIE_FLAGS = ("secure", "httponly")
# A cookie whose name or value says it authenticates someone.
CREDENTIAL_COOKIE = re.compile(r"sess|sid|auth|token|remember|login|jwt|csrf|xsrf|api_?key|passw|credential|secret",
                               re.IGNORECASE)
CSRF_COOKIE = re.compile(r"csrf|xsrf", re.IGNORECASE)  # page scripts must read these: HttpOnly is not theirs
# A login view's cookie naming the user it identifies (`labkit_user`) is that user's identity; a value a signer made
# (`Signer(key).dumps(...)`, `jwt.encode`), or a cookie the framework signs (Tornado's `set_signed_cookie`), is a
# grant whoever holds it can present: nobody signs what they will not trust.
LOGIN_VIEW = re.compile(r"\b(log ?in|sign ?in|authenticate)\b", re.IGNORECASE)  # over words(symbol)
IDENTITY_COOKIE = re.compile(r"user|uid|account|member", re.IGNORECASE)
SIGNED_COOKIE_SETTERS = frozenset({"set_signed_cookie", "set_secure_cookie"})
SIGNING_KEYWORD = "secret"  # Bottle's `response.set_cookie(name, value, secret=key)` signs (and pickles) the value
SIGNED_VALUE = re.compile(r"\bSigner\(|Serializer\(|\bsigning\.|\bjwt\.encode\(|\.sign\(")

SAFE_YAML_LOADERS = frozenset({"SafeLoader", "CSafeLoader", "BaseLoader"})
SESSION_OBJECTS = frozenset({"session", "flask.session", "request.session", "self.request.session"})
# Test code by its path; a fake server a test suite starts is named for what it is (`dummyserver/`, `mock_server.py`,
# sqlmap's deliberately vulnerable `vulnserver/`); behave's acceptance tests keep their steps in `features/steps/`
# and their hooks in `features/environment.py`; a package's `testutils.py` holds its tests' helpers.
TEST_PATH = re.compile(r"(^|/)(tests?|testing|testsuite|test_[^/]+|[^/]+_tests)/|"
                       r"(^|/)(test_[^/]*|[^/]*_test|tests?|conftest|testing|testutils)\.py$|"
                       r"(^|/)(dummy|fake|mock|stub|vuln|test)_?servers?(/|\.py$)|"
                       r"(^|/)features/(steps/|environment\.py$)")
# Code shipped as documentation: examples, demos and the docs' snippets run only when a developer starts
# them by hand, to illustrate an API; like tests, they are not the attack surface of what is deployed.
# So are benchmarks and the templates a project is generated from (a scaffold, a `startproject` template),
# which their users copy and edit. The docs' folders count at the top level only (a shipped package may have
# a `docs` module); the others at any depth, and so do `*_example.py` files. Secrets are judged there too: a
# password or key there is the demo value every reader runs with, unless its format says a provider issued it to
# one account (taint_report.example_demo_credential).
EXAMPLE_PATH = re.compile(r"^(docs?|docs_src|documentation|tutorials?)/"
                          r"|(^|/)((examples?|demos?|samples?)(_(project|app|site)s?)?|scaffolds?|project_template|"
                          r"app_template|benchmarks?|"
                          r"bench)/|(^|/)([^/]*_example|example_[^/]*)\.py$", re.IGNORECASE)
# The maintainers' own tooling at the top of the repository, beside the package and no part of it: release and
# build helpers, CI scripts, a Windows build's fetcher (`tools/tox_sdist.py`, `winbuild/build_prepare.py`,
# `contrib/perf.py`). A folder with an `__init__.py` is a package the project imports, and is judged as any code;
# `scripts/` and `bin/` are not here, since those often hold the commands a package installs, but their folders named
# for the maintainers' own use are (`scripts/internal/winmake.py`, `scripts/release/`). The tools run on a
# maintainer's machine with the maintainer's inputs (the checkout, archives fetched from fixed addresses). A
# credential written there still leaks, so secrets are judged there too.
MAINTAINER_TOOLS = re.compile(r"^(tools|contrib|winbuild|ci|devtools|dev_tools|maint|maintainers?|build_tools|"
                              r"buildtools|release_tools|misc|util|utils|"
                              r"(?:scripts|bin)/(?:internal|dev|ci|release|maint|maintainers?))/")


# A folder named for samples is example code unless it is a package: "sample" names a domain's things as often as
# documentation's (a laboratory's samples, an audio library's), and a package of them is code the project imports
# (a Django app `samples` its urls.py routes to). Examples, demos and scaffolds are examples, package or not.
_SAMPLES_FOLDER = re.compile(r"(^|/)samples?(_(project|app|site)s?)?/")


def example_path(path: str, exists: Callable[[str], bool]) -> bool:
    """Whether PATH is example code (see EXAMPLE_PATH), a folder named for samples only when it is no package, or a
    starter project a package ships (see starter_project); EXISTS answers whether a path is in the snapshot."""
    if not EXAMPLE_PATH.search(path):
        return starter_project(path, exists)
    sample = _SAMPLES_FOLDER.search(path)
    if sample is None or EXAMPLE_PATH.search((path[:sample.start()] + path[sample.end() - 1:]).lstrip("/")):
        return True  # named an example some other way too
    return not exists(path[:sample.end()] + "__init__.py")


def starter_project(path: str, exists: Callable[[str], bool]) -> bool:
    """Whether PATH lies in a Django project that a package ships for its users to copy and edit (Pinax's
    `pinax/projects/basic_project/`, its `setup_project` command's bases): a folder holding `manage.py` inside a
    package, whose parent holds an `__init__.py`. A deployed project's `manage.py` sits at the top of its
    repository, or in a folder (`src/`, `webapp/`) that is no package; a project nested in a package is a template
    the package copies out, like Django's own `project_template`."""
    folders = path.split("/")[:-1]
    return any(exists("/".join(folders[:end]) + "/manage.py") and exists("/".join(folders[:end - 1]) + "/__init__.py")
               for end in range(len(folders), 1, -1))


def maintainer_tool(path: str, exists: Callable[[str], bool]) -> bool:
    """Whether PATH lies in a top-level folder of maintainer tooling that is no package (see MAINTAINER_TOOLS);
    EXISTS answers whether a path is in the snapshot."""
    found = MAINTAINER_TOOLS.match(path)
    return found is not None and not exists(f"{found[1]}/__init__.py")


# A distribution's build script: pip or the packager runs `setup.py` once, on the machine that builds or installs the
# package, with the packager's own inputs (the checkout, archives it fetches from fixed addresses). It is no part of
# what the package installs or serves. A credential written there still leaks, so secrets are judged there too.
BUILD_SCRIPT_PATH = re.compile(r"(^|/)setup\.py$")
# The key an example application signs or encrypts its own data with (Flask's and Django's SECRET_KEY, a JWT
# secret): in example code it protects only the example, which every reader of the documentation runs with
# that same published value. So does a password or token it logs in elsewhere with (taint_report's
# example_demo_credential): only a value in the format a provider issues to one account is still a leak.
# So is the salt it derives its own password hashes and tokens with (Flask-Security's SECURITY_PASSWORD_SALT).
EXAMPLE_OWN_KEY = re.compile(r"^(secret|(app_?|jwt_?|session_?|cookie_?)?secret_?key|jwt_?secret|signing_?key|"
                             r"session_?secret|cookie_?secret|(\w+_)?password_?salt|salt|(\w+_)?hmac_?key)$",
                             re.IGNORECASE)
# Environment variables that by convention hold a whole command line the operator chose (man, git and
# less run them with a shell; make, configure and every build tool run the compiler and tools they name, with
# their flags): handing one to a shell is what it is for. With them PATH, the folders in which a shell finds each
# program a command names (and PATHEXT, the extensions Windows tries there): whoever sets it already chooses what
# every command runs, so a program path found there (`which("ip")`, a PATH search of the program's own) gives them
# nothing more in a command line. No web server passes a client's PATH to a CGI script.
COMMAND_ENVIRON = frozenset({"PAGER", "MANPAGER", "GIT_PAGER", "EDITOR", "VISUAL", "GIT_EDITOR", "BROWSER",
                             "SHELL", "COMSPEC", "TERMINAL", "CC", "CXX", "CPP", "LD", "AR", "AS", "NM", "RANLIB",
                             "STRIP", "FC", "F77", "OBJCOPY", "OBJDUMP", "MAKE", "LDSHARED", "PATH", "PATHEXT"})
HTML_TAG = re.compile(r"<\s*/?\s*[A-Za-z!][^>]*>?")


def _known_names() -> frozenset[str]:
    """Every dotted name a table above knows: the standard and framework APIs themselves, which
    a project's own re-exports must not rename (Django's django.http re-exports its response classes)."""
    names: set[str] = set()
    for table in (FUNCTION_SINKS, SOURCE_FUNCTIONS, SOURCE_ATTRIBUTES):
        names.update(table)
    for group in (SANITISERS, SERIALISERS, KNOWN_PROPAGATORS, PURE_FUNCTIONS, REQUEST_OBJECTS, REQUEST_CONSTRUCTORS,
                  RANDOM_FUNCTIONS, WEAK_HASHES, PATH_BUILDERS, FIRST_ARGUMENT_ONLY, SESSION_OBJECTS):
        names.update(group)
    return frozenset(n for n in names if "." in n)


KNOWN_NAMES = _known_names()

# Web frameworks whose debug mode or debugger a literal may switch on (the roots of their modules).
WEB_FRAMEWORKS = frozenset({"flask", "django", "tornado", "bottle", "pyramid", "werkzeug", "cherrypy", "web",
                            "falcon", "fastapi", "starlette", "aiohttp", "pylons", "quart", "sanic", "webob"})
# The names and keys of debug switches: debug modes, debuggers, and settings that serve a request's traceback to the
# client (Tornado's `serve_traceback`, CherryPy's `request.show_tracebacks`, a Twisted web Site's
# `displayTracebacks`).
DEBUG_FLAG = re.compile(r"^(DEBUG|TEMPLATE_DEBUG|FLASK_DEBUG|DEBUG_TB_ENABLED|debug|use_debugger|evalex|"
                        r"serve_traceback|request\.show_tracebacks|displayTracebacks)$")
# Those settings, by their key in a settings dict (`cherrypy.config.update({"request.show_tracebacks": True})`), and
# Flask-DebugToolbar's DEBUG_TB_ENABLED, which shows every client the request, the configuration and the queries.
TRACEBACK_SETTINGS = frozenset({"serve_traceback", "request.show_tracebacks", "DEBUG_TB_ENABLED", "displayTracebacks"})

# Calls that take a key or password: (position of that argument, its keyword).
CREDENTIAL_ARGUMENTS: dict[str, tuple[int, str]] = {
    "hmac.new": (0, "key"), "jwt.encode": (1, "key"), "jwt.decode": (1, "key"),
    "cryptography.fernet.Fernet": (0, "key"), "itsdangerous.URLSafeTimedSerializer": (0, "secret_key"),
    "itsdangerous.URLSafeSerializer": (0, "secret_key"), "itsdangerous.Signer": (0, "secret_key"),
    "itsdangerous.TimestampSigner": (0, "secret_key"), "Crypto.Cipher.AES.new": (0, "key"),
    "Cryptodome.Cipher.AES.new": (0, "key"), "smtplib.SMTP.login": (1, "password"), "ftplib.FTP.login": (1, "passwd"),
    "paramiko.SSHClient.connect": (-1, "password"),
    # Pyramid signs its auth ticket and session cookies with the secret it is constructed with.
    "pyramid.authentication.AuthTktAuthenticationPolicy": (0, "secret"),
    "pyramid.authentication.AuthTktCookieHelper": (0, "secret"),
    "pyramid.session.SignedCookieSessionFactory": (0, "secret"),
    "pyramid.session.UnencryptedCookieSessionFactoryConfig": (0, "signed_secret"),
}
