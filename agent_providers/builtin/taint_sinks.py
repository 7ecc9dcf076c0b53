"""Sink matching of the taint slot: which calls, stores and returns are dangerous, and
what facts reach their dangerous arguments.

Owns the `SinkMatcher` layer that records a `SinkSite` for every dangerous call it sees,
tainted or not, so that the refuter can also argue from constant or sanitised arguments.
"""

from __future__ import annotations

import ast
import re

from agent_providers.builtin import legacy_schemes, taint_segments, taint_urls
from agent_providers.builtin.cookie_settings import constant_cookie_value
from agent_providers.builtin.password_hashes import FAST_HASHES, USER_PASSWORD, named_in
from agent_providers.builtin.protocol_names import (
    challenge_name,
    keyed_with_secret,
    named_protocol,
    product_format,
    words,
)
from agent_providers.builtin.python_idioms import (
    COOKIE_FLAG_KEYWORDS,
    COOKIE_SETTERS,
    NEEDS_DEBUG,
    TEXT_RECODINGS,
    UNSAFE_YAML_BASES,
    CookieSetter,
    argument_at,
    cgi_location_value,
    code_table,
    cookie_name_value,
    event_loop_debug,
    location_header,
    location_items,
    loopback_listener,
    names_debugging,
    on_by_default,
    setting_default,
    through_cookie_wrapper,
)
from agent_providers.builtin.taint_expr import (
    Call,
    ExprEvaluator,
    ModuleContext,
    chosen_program,
    model_query,
    random_token,
)
from agent_providers.builtin.taint_facts import (
    CONST,
    HASH,
    PARAM,
    PARAM_IN_NAME,
    RANDOM,
    TEMPNAME,
    UNIQUE,
    UNTRUSTED,
    CookieUse,
    DebugUse,
    Fact,
    HashUse,
    HookCall,
    Origin,
    ParamSink,
    SinkSite,
    State,
    Step,
    Summary,
    client_statement,
    join,
    merge,
    without_archive_names,
)
from agent_providers.builtin.taint_intent import (
    BENIGN,
    BENIGN_CALLS,
    BODY_KEYWORDS,
    REMOTE,
    SECURITY,
    CredentialUse,
    IntentUse,
    api_sender,
    cache_receiver,
    credential_name,
    dict_credential_name,
    intent_of,
    issued_token,
    literal_text,
    sends_request,
)
from agent_providers.builtin.taint_rules import (
    ADMIN_CATEGORIES,
    ANONYMOUS_SESSION_KEY,
    CGI_WRITERS,
    CLIENT_RECORD_SESSION_KEY,
    COOKIE_FLAGS,
    CREDENTIAL_ARGUMENTS,
    CREDENTIAL_COOKIE,
    CSRF_COOKIE,
    DEBUG_FLAG,
    EXCLUSIVE_CREATORS,
    EXTERNAL_ENTITIES_ON,
    FETCH_FUNCTIONS,
    FILE_CONTENTS,
    FILE_RUN_CATEGORIES,
    FIXED_TEMP,
    FLOW_SESSION_KEY,
    FUNCTION_SINKS,
    HASHED_PASSWORD_NAME,
    HEADER_SETTERS,
    HTTP_CLIENT_METHODS,
    HTTP_CLIENTS,
    IDENTITY_COOKIE,
    IN_MEMORY_FILES,
    LOGIN_VIEW,
    METHOD_SINKS,
    OPERATOR_CATEGORIES,
    PASSWORD_NAME,
    PATH_CONSTRUCTORS,
    PATH_WRITERS,
    SAFE_YAML_LOADERS,
    SAX_PARSERS,
    SESSION_OBJECTS,
    SIGNED_COOKIE_SETTERS,
    SIGNED_VALUE,
    SIGNING_KEYWORD,
    STORED,
    STRING_METHODS,
    TAR_OPENERS,
    TEMPLATE_ENVIRONMENTS,
    TEMPLATE_SOURCE_RENDERERS,
    TRACEBACK_SETTINGS,
    TRUSTED_SESSION_KEY,
    WEAK_HASHES,
    SinkRule,
)
from agent_providers.builtin.taint_scope import const_truth, const_value, dotted_name

FILE_OPENER_NAMES = frozenset({"open", "io.open", "codecs.open"})


# The name of an environment a branch selects for development or testing (`if config_name == "development":`).
_DEVELOPMENT_NAME = re.compile(r"dev|develop|development|local|test|testing", re.IGNORECASE)
# A command named for running a development server, by its words (`def dev():`, `devserver`): the command a
# developer starts on their own machine; a deployment starts another.
_DEVELOPMENT_RUNNER = re.compile(r"\b(dev|develop|development|devserver)\b", re.IGNORECASE)


def file_contents_at(category: str, sink: str, fact: Fact) -> Fact:
    """FACT at SINK, of CATEGORY, where what any file holds counts as file contents whoever named the file.
    Code or SQL read from a file is a script being run, and a path, URL or redirect read from one is the
    operator's (see `SinkSite.operators`). YAML and XML are written by people and other systems, rarely by
    the program reading them, so a loader that builds objects or resolves entities by accident is a defect
    whoever named the file. Elsewhere (a pickle: only programs write those, often the one reading it) a file
    a parameter names is left to the callers (`ExprEvaluator.file_contents`)."""
    if category not in FILE_RUN_CATEGORIES and category not in OPERATOR_CATEGORIES and category != "xxe" \
            and not sink.startswith("yaml."):
        return fact
    read = [origin for origin in fact.origins if origin.contents]
    if not read:
        return fact
    files = {Origin(UNTRUSTED, FILE_CONTENTS, origin.expr, origin.line) for origin in read}
    return fact.evolve(origins=fact.origins.difference(read) | files)
# Calls that only look at a path (or remove it): a temporary name handed to them decides nothing.
PATH_QUERIES = frozenset({"os.path.exists", "os.path.isfile", "os.path.isdir", "os.path.getsize", "os.path.basename",
                          "os.path.dirname", "os.path.join", "os.path.splitext", "os.remove", "os.unlink", "os.stat",
                          "os.path.abspath", "os.path.realpath", "str", "repr", "print", "len"})
# and conversions of a path's spelling (`os.fsencode(name)`, a compatibility module's own `pycompat.fsencode`).
PATH_QUERY_METHODS = frozenset({"exists", "is_file", "is_dir", "stat", "unlink", "info", "debug", "warning", "error",
                                "format", "join", "endswith", "startswith", "append", "fsencode", "fsdecode",
                                "fspath", "normpath", "normcase", "expanduser", "abspath", "realpath"})
PATH_WRITE_METHODS = frozenset({"write_text", "write_bytes", "save", "touch", "open", "dump", "to_csv", "savefig"})
_LDAP_RECEIVER = re.compile(r"ldap|conn", re.IGNORECASE)
_NOT_DATABASE = re.compile(r"command|cmd|task|job|plan|action|executor|runner|step|operation|hook|pipeline|"
                           r"statement_cache|subprocess|process|shell|query_?set|^self$|^cls$")
_DB_RECEIVER = re.compile(r"^_?(db|database|conn|connection|cursor|cur|engine|pool|dbh|sql)$|_db$|^db_", re.IGNORECASE)
# Airflow's database hooks, by class (an object one of them made) or by the name of what holds one.
_SQL_HOOK = re.compile(r"(sql|postgres|mysql|sqlite|oracle|mssql|dbapi|snowflake|redshift|trino|presto|hive|vertica|"
                       r"jdbc|odbc)\w*hook$|^(db|sql|pg)_?hook$", re.IGNORECASE)
# Receivers of write()/redirect() that are a request handler or its response.
_RESPONDERS = frozenset({"self", "self.response", "self.response.out", "self.wfile", "handler", "self.handler"})
# Methods that set the status of the response their object sends.
STATUS_SETTERS = frozenset({"set_status", "send_response"})


class SinkMatcher(ExprEvaluator):
    """Adds sink recognition to expression evaluation."""

    branch_tests: list[ast.expr]  # the conditions of the `if` branches being walked, innermost last (ScopeAnalyser)
    branch_from_client: list[bool]  # whether each reads a value a client sent (ScopeAnalyser)
    # names holding a response made with a status no browser follows a Location header from (201 Created), and
    # the step that says so (ScopeAnalyser)
    not_redirects: dict[str, Step]

    def check_sinks(self, call: Call, state: State) -> None:
        if isinstance(call.node.func, ast.Attribute) and isinstance(call.node.func.value, ast.Name) \
                and call.node.func.value.id == "self" and self.class_symbol:
            self.note_hook_call(call)
        # a fast hash only where it digests a password (see password_hashes)
        password = call.canon in FAST_HASHES and bool(call.node.args) and bool(named_in(call.node.args[0],
                                                                                        USER_PASSWORD))
        if call.canon in WEAK_HASHES or password:
            self.note_hash(call)
        if call.args or call.kwargs:
            self.note_call_uses(call)
        fallback = _mapping_default(call)
        if fallback is not None:  # settings.get("auth.secret", "s3kr1t"): the literal, wherever the key is unset
            self.note_credential(fallback[0], CONST, fallback[1], call.line)
        if call.canon == "cgitb.enable" and not self.mute:  # a CGI script's tracebacks, locals and all, to the browser
            shown = _keyword(call.node, "display") or (call.node.args[0] if call.node.args else None)
            fact = (call.kwargs.get("display") or call.args[0]) if shown is not None else CONST
            self.note_debug("debug", fact, shown if shown is not None else ast.Constant(True), call.line,
                            self.ctx.segment(call.node))
        func = call.node.func
        if (call.method or (func.id if isinstance(func, ast.Name) else None)) in COOKIE_SETTERS and not self.mute:
            # the module's own setter, or one of another module's (`set_cookie(resp, ...)` imported too): its
            # callers' flags over those it turns on; a framework's is a method
            setter = self.project_setter(call)
            if setter is None and call.method is not None \
                    and not through_cookie_wrapper(self.ctx.cookie_wrappers, call.method, call.line):
                self.note_cookie(call, state)
            elif setter is not None and setter.cookie_setter is not None and setter.cookie_setter.chosen:
                self.note_cookie(call, state, setter)  # its callers' flags over the ones it turns on
            # one that takes no flag from its callers chooses them all: judged at its own call of the framework's
        receiver = dotted_name(call.node.func.value) if isinstance(call.node.func, ast.Attribute) else None
        if call.method in STATUS_SETTERS and receiver is not None:
            # `self.set_status(201)` (Tornado), `self.send_response(201)` (http.server): the response's status
            status = call.node.args[0] if call.node.args else None
            self.remember_status(receiver.split(".")[0],
                                 status if status is not None and taint_urls.is_plain_status(status) else None)
        if call.method in HEADER_SETTERS and len(call.args) == 2 and _is_location(call.node.args[0]):
            target = call.args[1]  # send_header("Location", url): a redirect target, unless the status set is no
            # redirect's (`self.set_status(201)`: the Location of a resource just created, which no browser follows)
            unfollowed = self.not_redirects.get((receiver or "").split(".")[0])
            self.record("open-redirect", "the Location header", call.node, target, target, unfollowed,
                        call.node.args[1])
        if self.ctx.cgi_script and call.canon in CGI_WRITERS and call.args and _to_stdout(call.node):
            page = join(call.args)  # print("<p>%s</p>" % q) in a CGI script: the HTML response
            if page.html:
                self.record("xss", "the HTML page a CGI script prints", call.node, page, page, None, call.node.args[0])
            location = cgi_location_value(call.node.args[0])  # print("Location: %s" % back): the redirect
            if location is not None:
                target = self.quiet_ev(location, state)
                self.record("open-redirect", "the Location header a CGI script prints", call.node, target, target,
                            None, location)
        if call.canon in TEMPLATE_SOURCE_RENDERERS and call.args and not self.local_function(call.canon):
            self.record("code-injection", call.canon, call.node, call.args[0], join(call.all_facts()), None,
                        call.node.args[0])
        rule, name = self.rule_for(call)
        if rule is None:
            return
        dangerous, safe = self.dangerous(rule, call, state)
        if dangerous is None:
            return
        extra = [call.recv] if rule.special == "receiver" else []
        whole = join([*call.all_facts(), *extra]) if call.all_facts() or extra else dangerous
        # of a command run without a shell, or an exec*/spawn* call, only the program can inject
        program = rule.special == "shell" and self.without_shell(call) or rule.special == "program"
        markup = rule.special in ("html", "handler_write", "html_content_type") and not dangerous.html
        self.record(rule.category, name, call.node, dangerous, whole, safe, _argument(rule, call.node), program,
                    markup)

    def rule_for(self, call: Call) -> tuple[SinkRule | None, str]:
        canon = call.canon
        if canon in FUNCTION_SINKS and not self.local_function(canon) and not self.shadowing_variable(call):
            return FUNCTION_SINKS[canon], canon
        instance = call.recv.instance
        if instance in HTTP_CLIENTS and call.method in HTTP_CLIENT_METHODS:
            return SinkRule("ssrf", (HTTP_CLIENT_METHODS[call.method],), ("url",)), self.ctx.text(call.node.func)
        if instance in TAR_OPENERS and call.method in ("extractall", "extract"):
            return SinkRule("path-traversal", special="archive"), self.ctx.text(call.node.func)
        if instance in SAX_PARSERS and call.method == "parse" and self.external_entities_on():
            return SinkRule("xxe", (0,), ("source",)), self.ctx.text(call.node.func)
        if call.method in METHOD_SINKS and self.target_of(call) is None:
            return METHOD_SINKS[call.method], self.ctx.text(call.node.func)
        return None, ""

    def dangerous(self, rule: SinkRule, call: Call, state: State) -> tuple[Fact | None, Step | None]:
        special = rule.special
        if special == "shell":
            return self.shell_command(call, state), None
        if special == "program":  # os.exec*, os.spawn*: no shell, the program alone decides
            program = self.positional(rule, call)
            return (chosen_program(program) if program is not None else None), None
        if special in ("all", "ldap"):
            if special == "ldap" and not self.ldap_receiver(call):
                return None, None
            known = _LDAP_FILTER_ARGUMENT.get((call.recv.instance or "").split(".")[0]) if special == "ldap" else None
            if known is not None:  # a connection whose library is known: its filter argument (not the base DN)
                position, keyword = known
                value = call.args[position] if position < len(call.args) else call.kwargs.get(keyword)
                return value, None
            return (join(call.all_facts()) if call.all_facts() else None), None
        if special == "receiver":
            return (call.recv if call.recv.origins or self.path_receiver(call) else None), None
        if special == "archive":  # member names of an archive from outside become paths (zip slip)
            fallback = Step("the fallback for Pythons without tarfile's extraction filters, which the branch "
                            "above uses (PEP 706's migration idiom)", call.line) if self.filter_fallback else None
            fixed = call.method == "extract" and bool(call.args) and call.args[0].const
            if fixed:  # `tar.extract(REPO_FILE, path=tmp)`: the one member of that name, written at that name
                return None, None
            return (call.recv if call.recv.origins else None), _extraction_filter(call.node) or fallback
        if special == "directory":
            return self.served_folder(rule, call), None
        if special == "compiled" and id(call.node) in self.ctx.syntax_checks:
            return None, None  # `compile(code, "", "exec")` as a statement: a syntax check, its code object dropped
        if special == "html_content_type":  # aiohttp's Response(text=...) is text/plain unless told otherwise
            if not _names_html(call.node):
                return None, None
            special = "html"
        if special == "template" and call.recv.instance not in TEMPLATE_ENVIRONMENTS:
            return None, None
        if special == "allow_pickle" and _keyword_is_false(self.ctx, call.node, "allow_pickle"):
            return None, None  # numpy.load unpickles only when allowed to (its default: not)
        if special == "weights_only" and _keyword_is_true(self.ctx, call.node, "weights_only"):
            return None, None  # torch.load(weights_only=True) builds tensors and plain types only
        if special == "save" and not call.recv.tainted:
            return None, None
        if special == "raw" and not self.query_receiver(call):
            return None, None
        if special == "db" and not _DB_RECEIVER.search((dotted_name(call.receiver) or "").rsplit(".", 1)[-1]):
            return None, None
        if special == "database" and not _database_receiver(call):
            return None, None
        if special == "unsanitised" and _true_keyword(call.node, "sanitize"):
            return None, None
        if special == "sql_hook" and not _SQL_HOOK.search(call.recv.instance or _receiver_name(call) or ""):
            return None, None
        if special in ("handler_write", "handler_redirect") and dotted_name(call.receiver) not in _RESPONDERS:
            return None, None
        if special == "html" and _names_other_type(call.node):
            return None, None  # `HttpResponse(json.dumps(data), content_type="application/json")`: no page
        fact = self.positional(rule, call)
        if rule.category == "path-traversal" and fact is not None and fact.instance in IN_MEMORY_FILES:
            return None, None  # `send_file(io.BytesIO(data))`: a file object handed over, which names no path
        if fact is not None and special in ("html", "handler_write") and not fact.html:
            # A response that is not HTML is not this sink; a parameter's value may be, which its caller decides
            # (a handler's `_send(body)` helper): it is kept for the function's summary (ParamSink.html).
            fact = Fact(origins=frozenset(fact.of_kind(PARAM)), defs=fact.defs)
        return fact, self.safe_api(special, call) or taint_urls.anchored_step(rule.category, fact)

    def served_folder(self, rule: SinkRule, call: Call) -> Fact | None:
        """The folder `send_from_directory(folder, name)` serves a file from; when the program chose the name
        (`"last-screenshot.png"`, or one of its constants), a route's segment in the folder climbs at most one
        level, to that file."""
        folder = self.positional(rule, call)
        if folder is None or not taint_segments.has_segments(folder):
            return folder
        name = call.args[1] if len(call.args) > 1 else call.kwargs.get("path") or call.kwargs.get("filename")
        if name is None or not name.const:
            return folder
        # the name itself is the program's
        return taint_segments.clear(folder, [folder, "/", "file"], (call.line, self.ctx.segment(call.node)))

    def positional(self, rule: SinkRule, call: Call) -> Fact | None:
        facts = [call.args[i] for i in rule.args if i < len(call.args)]
        facts += [call.kwargs[k] for k in rule.kwargs if k in call.kwargs]
        if len(facts) == 1:
            return facts[0]  # kept whole: an anchored URL or an argument list stays what it is
        return join(facts) if facts else None

    def without_shell(self, call: Call) -> bool:
        """Whether CALL runs its command without a shell (no `shell=True`, no `["sh", "-c", ...]`)."""
        node = call.node
        command = node.args[0] if node.args else _keyword(node, "args")
        shell = _keyword(node, "shell")
        if shell is not None and const_truth(shell, self.ctx.consts)[0] is not False:
            return False
        literal = _leading_list(command) if command is not None else None
        return not (literal is not None and _shell_list(literal))

    def shell_command(self, call: Call, state: State) -> Fact | None:
        node = call.node
        command = node.args[0] if node.args else _keyword(node, "args")
        if command is None:
            return None
        fact = call.args[0] if node.args else call.kwargs["args"]
        shell = _keyword(node, "shell")
        if shell is not None and const_truth(shell, self.ctx.consts)[0] is not False:
            return fact
        quoted = self.quoted_argv(command, node)
        if quoted is not None:
            command, fact = quoted, self.quiet_ev(quoted, state)
        literal = _leading_list(command)
        if literal is not None and _shell_list(literal):
            return fact  # ["sh", "-c", ...] is a shell all the same
        if isinstance(command, (ast.List, ast.Tuple)):
            return chosen_program(self.quiet_ev(command.elts[0], state)) if command.elts else fact
        if fact.seq and fact.head is not None:
            # an argument list without a shell: only its program (element 0) can inject a command;
            # later elements reach the program as single arguments, never parsed by a shell
            return chosen_program(fact.head)
        if fact.seq:  # an argument list built elsewhere: no shell, program unknown
            return Fact(const=fact.const, safe=fact.safe, const_line=fact.const_line, defs=fact.defs)
        return fact

    def quoted_argv(self, command: ast.AST, run: ast.Call) -> ast.expr | None:
        """The argument list of `list2cmdline(argv)` that RUN runs without a shell: the command line it makes is the
        one Windows splits back into ARGV, element by element (and on POSIX, the whole text names one program), so
        only ARGV's program is chosen by its value, as in an argument list. Under a shell it quotes nothing cmd.exe
        reads (`&`, `|`), so there it is the command's text like any other; and so wherever a shell may be asked
        for out of sight (`**options`, a positional `shell`) or the program is a batch file, which Windows runs
        through cmd.exe."""
        if not (isinstance(command, ast.Call) and len(command.args) == 1 and not command.keywords
                and self.ctx.canonical(command.func) == "subprocess.list2cmdline"):
            return None
        if len(run.args) > 1 or any(keyword.arg is None for keyword in run.keywords):
            return None
        argv = command.args[0]
        program = argv.elts[0] if isinstance(argv, ast.List | ast.Tuple) and argv.elts else None
        if isinstance(program, ast.Constant) and isinstance(program.value, str) \
                and program.value.lower().endswith((".bat", ".cmd")):
            return None
        return argv

    def quiet_ev(self, node: ast.AST, state: State) -> Fact:
        self.mute += 1
        try:
            return self.ev(node, dict(state))
        finally:
            self.mute -= 1

    def external_entities_on(self) -> bool:
        """Whether this module turns a SAX parser's external entities on (`setFeature(feature_external_ges, True)`):
        then a document it parses can name a file or a URL to read in."""
        return bool(EXTERNAL_ENTITIES_ON.search("\n".join(self.ctx.lines)))  # asked only at such a parse: rare

    def query_receiver(self, call: Call) -> bool:
        """Whether CALL's receiver is a model's manager or query set: `Model.objects`, a model class (peewee's
        `User.raw`), a chain of filters on one (`Member.objects.filter(...)`), a variable holding one (its value
        was read from the database), or `self` in a QuerySet or Manager subclass."""
        receiver = call.receiver
        if receiver is None:
            return False
        if _model_receiver(dotted_name(receiver) or "") or model_query(receiver):
            return True
        if any(origin.label == STORED for origin in call.recv.origins):
            return True
        bases = self.ctx.class_bases.get(self.class_symbol, ()) if dotted_name(receiver) == "self" else ()
        return any(base.rsplit(".", 1)[-1] in _QUERY_CLASSES for base in bases)

    def ldap_receiver(self, call: Call) -> bool:
        """A receiver named for LDAP (`conn`, `ldap`), or an object an LDAP library made (`c = _conn()`
        returning ldap3's Connection)."""
        if (call.recv.instance or "").split(".")[0] in ("ldap3", "ldap"):
            return True
        root = dotted_name(call.receiver) or ""
        return bool(_LDAP_RECEIVER.search(root)) and root.split(".")[0] not in ("re", "regex")

    def path_receiver(self, call: Call) -> bool:
        owner = call.receiver
        return isinstance(owner, ast.Call) and self.ctx.canonical(owner.func) in PATH_CONSTRUCTORS

    def safe_api(self, special: str, call: Call) -> Step | None:
        if special == "yaml":
            loader = _keyword(call.node, "Loader") or _nth(call.node, 1)
            name = dotted_name(loader)
            if loader is not None and name and name.rsplit(".", 1)[-1] in SAFE_YAML_LOADERS:
                return Step(f"yaml.load with Loader={name}", loader.lineno, self.ctx.segment(loader))
            if loader is not None and name and self.safe_loader_class(name):
                return Step(f"yaml.load with Loader={name}, a subclass of a safe loader", loader.lineno,
                            self.ctx.segment(loader))
            if loader is not None and name and self.safe_alias(name):
                bound = self.ctx.aliases[name]
                return Step(f"yaml.load with Loader={name}, bound only to safe loaders ({', '.join(bound)})",
                            loader.lineno, self.ctx.segment(loader))
            choices = self.ctx.loader_choices.get(id(loader), ()) if loader is not None else ()
            if loader is not None and choices and all(self.safe_loader(choice) for choice in choices):
                names = ", ".join(sorted({dotted_name(choice) or "" for choice in choices}))
                return Step(f"yaml.load with Loader={self.ctx.segment(loader)}, only ever a safe loader or its "
                            f"subclass ({names})", loader.lineno, self.ctx.segment(loader))
        if special == "lxml":
            return self.safe_parser(_keyword(call.node, "parser") or _nth(call.node, 1)) \
                or self.entities_off(call.node)  # iterparse takes the parser's options itself
        return None

    def safe_loader(self, node: ast.expr) -> bool:
        """NODE names one of PyYAML's safe loaders, a class of this module derived from one, or a name bound only to
        safe loaders."""
        name = dotted_name(node)
        return name is not None and (name.rsplit(".", 1)[-1] in SAFE_YAML_LOADERS or self.safe_loader_class(name)
                                     or self.safe_alias(name))

    def safe_loader_class(self, name: str, seen: frozenset[str] = frozenset()) -> bool:
        """Whether NAME is a class of this module that derives from one of PyYAML's safe loaders (a loader that adds
        its own tags to SafeLoader builds what SafeLoader builds, and those tags)."""
        def safe(base: str) -> bool:
            return base.rsplit(".", 1)[-1] in SAFE_YAML_LOADERS and base.startswith("yaml.") or self.safe_alias(base)

        def unsafe(base: str) -> bool:
            return base.startswith("yaml.") and base.rsplit(".", 1)[-1] in UNSAFE_YAML_BASES

        local = self.ctx.local_class_bases.get((self.symbol, name))
        if local is not None:  # a class this function defines (`class Loader(yaml.SafeLoader)`)
            return not any(unsafe(base) for base in local) and any(
                safe(base) or self.safe_loader_class(base, seen | {name}) for base in local if base not in seen)
        if name not in self.ctx.class_bases:
            return False
        bases = [base for cls in self.ctx.lineage(name) for base in self.ctx.class_bases.get(cls, ())]
        return not any(unsafe(base) for base in bases) and any(safe(base) for base in bases)

    def safe_alias(self, name: str) -> bool:
        """NAME is a module-level name bound only to PyYAML's safe loaders (`SafeLoader = cyaml.CSafeLoader` in a
        try, `yaml.SafeLoader` in its handler)."""
        bound = self.ctx.aliases.get(name, ())
        return bool(bound) and all(value.rsplit(".", 1)[-1] in SAFE_YAML_LOADERS for value in bound)

    def safe_parser(self, parser: ast.AST | None) -> Step | None:
        name = dotted_name(parser) if parser is not None else None
        line = self.safe_parsers.get(name or "") or self.ctx.safe_parsers.get(name or "")
        if name and line:
            return Step(f"parser {name} with resolve_entities=False", line)
        if isinstance(parser, ast.Call) and no_entities(parser):
            return Step("XMLParser(resolve_entities=False)", parser.lineno, self.ctx.segment(parser))
        if isinstance(parser, ast.Call) and (dotted_name(parser.func) or "").endswith("XMLParser"):
            return self.entities_off(parser)
        if name and isinstance(parser, ast.expr) and self.ctx.outside is not None \
                and name.split(".")[0] in self.ctx.imports:
            # `from .xmlsafe import STRICT_PARSER`: the module that binds it built it without entities
            canon = self.ctx.canonical(parser)
            if canon and self.ctx.outside.safe_parser(canon):
                return Step(f"parser {name}, which {canon.rpartition('.')[0]} builds with resolve_entities=False",
                            parser.lineno, self.ctx.segment(parser))
        return None

    def entities_off(self, call: ast.Call) -> Step | None:
        """CALL (lxml's iterparse, or an XMLParser) given resolve_entities=False itself, or spread from a dict of
        options that sets it so (`etree.XMLParser(**XML_PARSER_OPTIONS)`, the dict bound at module level here or
        in the module it is imported from). A keyword given after the spread would still count: it is read too."""
        flag = _keyword(call, "resolve_entities")
        if flag is not None:
            return Step("resolve_entities=False", call.lineno, self.ctx.segment(call)) \
                if isinstance(flag, ast.Constant) and flag.value is False else None
        for spread in (k.value for k in call.keywords if k.arg is None):
            step = self.safe_parser(spread)
            if step is not None:
                return step._replace(name=f"options {dotted_name(spread)} with resolve_entities=False")
        return None

    # --- recording -----------------------------------------------------------------

    def record(self, category: str, sink: str, node: ast.expr | ast.stmt, fact: Fact, whole: Fact, safe: Step | None,
               argument: ast.expr | None = None, program: bool = False, markup: bool = False) -> None:
        if self.mute:
            return
        fact, whole = file_contents_at(category, sink, fact), file_contents_at(category, sink, whole)
        writes = category != "path-traversal" or self.writes_path(node)
        if not writes:
            fact, whole = without_archive_names(fact), without_archive_names(whole)
            if safe is None and taint_segments.climbs_only(fact):  # `send_file(join(root, name, "index.html"))`
                safe = Step(taint_segments.FIXED_NAME, node.lineno, self.ctx.segment(node))
            fact, whole = taint_segments.read_only(fact), taint_segments.read_only(whole)
        safe = safe or taint_urls.anchored_step(category, fact)  # a Location header with a fixed start, too
        if safe is None and client_statement(category, sink, fact):
            safe = Step("the whole statement the client sent, run as written (a SQL console)", node.lineno,
                        self.ctx.segment(node))
        line, end = node.lineno, node.end_lineno or node.lineno
        arg_text = self.ctx.segment(argument) if argument is not None else ""
        arg_line = argument.lineno if argument is not None else None
        site = SinkSite(category, sink, line, end, self.symbol, fact, whole, self.prune, safe,
                        arg_text=arg_text, arg_line=arg_line)
        self.sites.append(site)
        fact = site.fact  # what counts at the sink (SinkSite drops what does not)
        if self.prune is None and safe is None:
            for origin in fact.of_kind(PARAM):
                if origin.admin and category not in ADMIN_CATEGORIES:
                    continue  # an admin-guarded handler's parameter: the handler's own finding is the one
                self.param_sinks.append(ParamSink(origin.position, category, sink, line, end, self.symbol, "",
                                                  key=origin.key,
                                                  passed=self.as_given(argument) and not fact.built,
                                                  built=fact.built,
                                                  # without a shell only the program's value reaches here
                                                  # (`[xmlsec, ...]`, written out or bound to a name first)
                                                  program=program,
                                                  writes=writes,
                                                  in_name=category == "path-traversal"
                                                  and PARAM_IN_NAME in origin.cleared,
                                                  kept=category == "path-traversal"
                                                  and taint_segments.as_written(origin),
                                                  markup=markup, unless=self.guarded(origin.position)))
            self.note_member_sinks(fact, ParamSink(-1, category, sink, line, end, self.symbol, "", writes=writes,
                                                   program=program, built=fact.built))

    def writes_path(self, node: ast.AST) -> bool:
        """Whether NODE, a path sink, writes, replaces or removes what is at its path: where an archive's member
        name does harm (zip slip). Reading a file an archive names discloses nothing its builder did not hold."""
        if not isinstance(node, ast.Call):
            return False
        canon = self.ctx.canonical(node.func) or ""
        if canon == "os.open":
            flags = _nth(node, 1) or _keyword(node, "flags")
            return flags is not None and bool(_WRITE_FLAGS.search(ast.unparse(flags)))
        if canon in _MODULE_OPENERS or isinstance(node.func, ast.Attribute) and node.func.attr == "open":
            # A mode the code computes is not known to write: the member name is not counted there.
            return any(c in _mode(node, 1 if canon in _MODULE_OPENERS else 0, "") for c in "wax+")
        if canon in PATH_CHANGERS:
            return True
        return isinstance(node.func, ast.Attribute) and node.func.attr in PATH_CHANGE_METHODS

    def note_hash(self, call: Call) -> None:
        """A weak hash over a password-named value, or inside a password function, or inside a class
        that implements that algorithm by name (MD5PasswordHasher)."""
        if self.mute or _keyword(call.node, "usedforsecurity") is not None:
            return
        named = self.named_for_algorithm(call)
        if named is not None:
            self.hashes.append(HashUse(call.line, named[0], named[0], named[1], algorithm=True))
            return
        protocol = self.protocol_of(call)
        if protocol is not None:
            self.hashes.append(HashUse(call.line, protocol[0], protocol[0], protocol[1], protocol=protocol[2]))
            return
        legacy = self.legacy_scheme(call)
        if legacy is not None:
            self.hashes.append(HashUse(call.line, legacy[0], legacy[0], legacy[1], legacy=legacy[2]))
            return
        if random_token(call, self.symbol):  # a secret mixed with fresh random bytes: a token (see random_token)
            return
        for arg in call.node.args:
            for node in ast.walk(arg):
                name = node.id if isinstance(node, ast.Name) else getattr(node, "attr", None)
                if isinstance(name, str) and HASHED_PASSWORD_NAME.search(name):
                    bind = self.def_line if name in self.param_names else None
                    self.hashes.append(HashUse(call.line, self.ctx.segment(arg), name, bind))
                    return
        if PASSWORD_NAME.search(self.symbol.rsplit(".", 1)[-1]):
            self.hashes.append(HashUse(call.line, "", f"{self.symbol}()", self.def_line))

    def protocol_of(self, call: Call) -> tuple[str, int | None, str] | None:
        """(the name that says so, its line, what it says) when the weak hash CALL makes is a protocol's: the
        module, class or function is named for one (APOP, NTLM), or the function's parameters, the hash's arguments
        or what the object keeps (`self.challenge`) name a challenge a peer sent (see protocol_names)."""
        cls = self.class_symbol.rsplit(".", 1)[-1]
        for name, line in ((self.ctx.module, None), (cls, self.ctx.class_lines.get(self.class_symbol)),
                           (self.symbol.rsplit(".", 1)[-1] if self.def_line else "", self.def_line)):
            protocol = named_protocol(name) if name else None
            if protocol:
                return name, line, f"the code is named for {protocol}, a protocol that fixes this digest"
        for name, line in ((cls, self.ctx.class_lines.get(self.class_symbol)),
                           (self.symbol.rsplit(".", 1)[-1] if self.def_line else "", self.def_line)):
            product = product_format(name) if name else None
            if product:
                return name, line, f"the code computes {product}'s password format, which that product fixes"
        args = (node.id if isinstance(node, ast.Name) else getattr(node, "attr", "")
                for arg in call.node.args for node in ast.walk(arg))
        # what the object keeps, and its methods' names (`getChallenge`), when the hash is in a method
        kept = [*self.ctx.members.get(self.class_symbol, {}), *self.ctx.classes.get(self.class_symbol, {})] \
            if self.class_symbol else []
        challenge = challenge_name([*self.param_names, *args, *kept, cls])
        if challenge:
            line = self.def_line if challenge in self.param_names else call.line
            return challenge, line, f"its code handles a challenge a peer sent ({challenge}), and the digest " \
                                    "answers or checks it"
        service = self.ctx.service_endpoint
        secret = keyed_with_secret(call.node.args) if service else None
        if service and secret:
            endpoint, line, host = service
            return endpoint, line, f"the module is a client of {host}'s API ({endpoint}), and the digest signs its " \
                                   f"data with the secret that service issued ({secret}), in the scheme it verifies"
        return None

    def legacy_scheme(self, call: Call) -> tuple[str, int | None, str] | None:
        """(the tag or function name that says so, its line, what it says) when the weak hash CALL makes verifies a
        scheme the stored data names (see legacy_schemes): a branch for a tag naming the algorithm (`{SHA}`,
        `scheme == "MD5"`), or a function named for it (`check_sha1`) beside a slow scheme."""
        algorithm = legacy_schemes.scheme_algorithm(call.canon or "", call.node)
        if not algorithm:
            return None
        text = "\n".join(self.ctx.lines)
        upgrade, tool_file = self.ctx.hash_upgrade, self.ctx.hash_tool_file
        tag = legacy_schemes.tag_branch(reversed(self.branch_tests), algorithm, text, upgrade or tool_file)
        if tag is not None:
            return tag[0], tag[1], (f"it runs only for data tagged {tag[0]}, the scheme it was stored in, and "
                                    f"{legacy_schemes.kept_by(upgrade, tool_file)}")
        function = self.symbol.rsplit(".", 1)[-1]
        if self.def_line is not None and legacy_schemes.named_scheme(function, algorithm, text, upgrade):
            return function, self.def_line, (f"{function} implements the {algorithm} scheme, one of several the "
                                             f"module verifies beside a slow one, upgrading them ({upgrade})")
        return None

    def named_for_algorithm(self, call: Call) -> tuple[str, int] | None:
        """(class name, its line) when the enclosing class names the hash it computes, by its own
        name or an `algorithm = "md5"` attribute: one pluggable implementation among others."""
        # md5, sha1, md4, or a fast hash's own name (sha256) where it digests a password
        algorithm = legacy_schemes.scheme_algorithm(call.canon or "", call.node)
        if not algorithm:
            return None
        function = self.symbol.rsplit(".", 1)[-1]
        if function.lower().startswith((algorithm, "s" + algorithm)) and self.def_line is not None:
            # md5_hex(), sha1sum(), ssha256_passwd(): a helper computing that algorithm (or its salted form) by name
            return function, self.def_line
        if not self.class_symbol:
            return None
        name = self.class_symbol.rsplit(".", 1)[-1]
        declared = self.ctx.class_consts.get(self.class_symbol, {}).get("algorithm")
        if algorithm in name.lower() or (declared is not None and str(declared[0]).lower() == algorithm):
            return name, self.ctx.class_lines.get(self.class_symbol, call.line)
        return None

    def note_cookie(self, call: Call, state: State, setter: Summary | None = None) -> None:
        """Which flags a cookie visibly lacks (keywords, or a constant `**FLAGS` dict) and what it holds; through a
        project SETTER, its callers' arguments over the flags it turns on, and the name and value it hands on."""
        made = self.ctx.cookie_objects.get(id(call.node), False)
        # `set_cookie(Cookie(name, value, http_only=True))`: the constructor carries the flags, the name and the value
        node = made if isinstance(made, ast.Call) else call.node
        chosen = setter.cookie_setter if setter is not None else None
        values: dict[str, object] = dict.fromkeys(self.ctx.cookie_defaults | (chosen.turned_on if chosen else set()),
                                                  True)
        unknown, flags_line = made is True, None  # a cookie object made elsewhere shows no flags here
        if chosen is not None and setter is not None:
            name, value = self.handed_cookie(call, setter.params, chosen, values)
        else:
            name, value = cookie_name_value(node)
        for keyword in node.keywords:
            if keyword.arg is None:
                known = self.ctx.dicts.get(keyword.value.id) if isinstance(keyword.value, ast.Name) else None
                if known is None:
                    unknown = True
                else:
                    values.update(known[0])
                    flags_line = known[1]
            elif keyword.arg in COOKIE_FLAG_KEYWORDS:
                truth = const_truth(keyword.value, self.ctx.consts)[0]
                values[COOKIE_FLAG_KEYWORDS[keyword.arg]] = ... if truth is None else truth
        missing = tuple(f for f in COOKIE_FLAGS if values.get(f, False) is not ... and not values.get(f, False))
        unknown = unknown or any(values.get(f) is ... for f in COOKIE_FLAGS)
        # the name as the call writes it, or as the project's setter writes it itself
        named = self.ctx.segment(name) if name is not None else chosen.name_text if chosen is not None else ""
        credential = next((t for t in (named, self.ctx.segment(value) if value is not None else "")
                           if t and CREDENTIAL_COOKIE.search(t)), "")
        if named and CSRF_COOKIE.search(named):
            missing = tuple(f for f in missing if f != "httponly")  # page scripts read it back by design
        value_line = None
        if isinstance(value, ast.Name):
            defs = self.lookup(value.id, state).defs
            value_line = max(defs) if defs else None
            if not credential and value_line is not None and SIGNED_VALUE.search(self.ctx.lines[value_line - 1]):
                credential = value.id  # a grant a signer made
        if not credential and named and (call.method in SIGNED_COOKIE_SETTERS
                                         or _keyword(node, SIGNING_KEYWORD) is not None):
            credential = named  # a cookie the framework signs (Bottle's `set_cookie(..., secret=key)` too)
        identity = not credential and bool(named and IDENTITY_COOKIE.search(named)) \
            and bool(LOGIN_VIEW.search(words(self.symbol)))
        if identity:
            credential = named  # the login view's cookie naming its user (see login_identities)
        constant = constant_cookie_value(value)
        self.cookies.append(CookieUse(call.node.lineno, call.node.end_lineno or call.node.lineno, missing, unknown,
                                      flags_line, credential, value_line, self.prune is not None,
                                      _cleared(node, value),
                                      # quoted from the call's first line, where the evidence cites it
                                      self.ctx.segment(constant) if constant is not None
                                      and constant.lineno == call.node.lineno else "", identity, self.symbol,
                                      node.lineno if node is not call.node and node.lineno != call.node.lineno
                                      else None))

    def handed_cookie(self, call: Call, params: list[str], chosen: CookieSetter,
                      values: dict[str, object]) -> tuple[ast.expr | None, ast.expr | None]:
        """The arguments CALL gives a project's cookie setter (CHOSEN, with PARAMS) as the cookie's name and value;
        into VALUES, the flags it gives the parameters the setter hands on as flags, or their defaults."""
        offset = call.target.offset if call.target is not None else 0
        for flag, position, default in chosen.flag_params:
            given = argument_at(call.node, params, position, offset)
            truth = default if given is None else const_truth(given, self.ctx.consts)[0]
            values[flag] = ... if truth is None else truth
        return chosen.handed(call.node, params, offset)

    def session_store(self, target: ast.Subscript, fact: Fact, stmt: ast.stmt) -> None:
        owner = dotted_name(target.value)
        key = target.slice
        if self.is_session(target.value) and isinstance(key, ast.Constant) and fact.of_kind(UNTRUSTED) \
                and not self.mute:
            old = self.session_writes.get(str(key.value))  # another handler reading this key reads this value
            self.session_writes[str(key.value)] = merge(old, fact) if old is not None else fact
        known, name, _ = const_value(key, self.ctx.consts)  # a literal, or a module constant (STATE_SESSION_KEY)
        if known and isinstance(name, str) and (not TRUSTED_SESSION_KEY.search(name) or FLOW_SESSION_KEY.search(name)
                                                or ANONYMOUS_SESSION_KEY.search(name)
                                                or CLIENT_RECORD_SESSION_KEY.search(name)):
            return  # a preference, a cache entry or a flow's own state: nothing later trusts it for identity
        # a key made at run time, written at the store or bound to a name first (`k = cls.__name__ + "__" + k`)
        written = None if known else key_text(key) if not isinstance(key, ast.Name) else self.key_texts.get(key.id)
        if written is not None and (not TRUSTED_SESSION_KEY.search(written) or ANONYMOUS_SESSION_KEY.search(written)):
            # a key made at run time around text that names no identity (`"unsaved_title_%d" % page.id`, `f"search_
            # {url}"`): one entry per object, a draft or a cache; the code that trusts a session reads a fixed key
            return
        value = getattr(stmt, "value", None)
        if isinstance(value, ast.expr) and _record_identifier(value):
            # `session["user_id"] = str(user.id)`: the key the database gave the record the handler created or
            # looked up, which no request chooses (what the request said went into finding or making the record)
            return
        if owner and (owner in SESSION_OBJECTS or self.ctx.canonical(target.value) in SESSION_OBJECTS):
            self.record("trust-boundary", f"{owner}[...] assignment", stmt, fact, fact, None, value)

    def is_session(self, node: ast.AST) -> bool:
        owner = dotted_name(node)
        return bool(owner) and (owner in SESSION_OBJECTS or self.ctx.canonical(node) in SESSION_OBJECTS)

    def header_store(self, target: ast.Subscript, fact: Fact, stmt: ast.stmt) -> None:
        """`response["Location"] = url` or `response.headers["Location"] = url`: a redirect target, unless the
        response's status is one no browser follows the header from (`make_response("", 201)`)."""
        if location_header(target.slice, dotted_name(target.value)):
            root = (dotted_name(target.value) or "").split(".")[0]
            self.record("open-redirect", "the Location header", stmt, fact, fact, self.not_redirects.get(root),
                        getattr(stmt, "value", None))

    def note_status(self, name: str, value: ast.AST | None) -> None:
        """NAME is given a response made with a status other than a redirect's (`make_response(body, 201)`,
        `Response(status=HTTPStatus.CREATED)`): a Location header on it names a resource, and no browser goes there.
        Any other value forgets what NAME held."""
        self.remember_status(name, taint_urls.plain_status(value) if isinstance(value, ast.Call) else None)

    def remember_status(self, name: str, status: ast.expr | None) -> None:
        """NAME's response has the 2xx STATUS (a Location header on it is no redirect), or, with None, whatever
        status it had is forgotten."""
        if status is None:
            self.not_redirects.pop(name, None)
            return
        self.not_redirects[name] = Step(f"a response with status {self.ctx.segment(status) or 'not a redirect'}, "
                                        "which no browser follows a Location header from", status.lineno,
                                        self.ctx.segment(status))

    def _ev_Dict(self, node: ast.Dict, state: State) -> Fact:
        """`headers={"Location": url}` given to a response; `{"PASSWORD": "..."}` (a settings dict) given a
        credential."""
        fact = super()._ev_Dict(node, state)
        locations = {id(key) for key, _ in location_items(node)}
        codes = code_table(node)  # `{"BD": ..., "PW": ...}`: Palau among the countries, no password
        for key, value in zip(node.keys, node.values, strict=True):
            if id(key) in locations:
                item = self.quiet_ev(value, state)
                self.record("open-redirect", "the Location header", node, item, item, None, value)
            elif isinstance(key, ast.Constant) and isinstance(key.value, str) and (
                    not codes and dict_credential_name(key.value) or issued_token(literal_text(value) or "")):
                self.note_credential(key.value, self.quiet_ev(value, state), value, key.lineno)
            elif isinstance(key, ast.Constant) and key.value in TRACEBACK_SETTINGS:
                self.note_debug(str(key.value), self.quiet_ev(value, state), value, key.lineno, self.ctx.segment(key))
            else:
                self.settings_under(key, value)
        return fact

    def settings_under(self, key: ast.AST | None, value: ast.AST | None) -> None:
        """CherryPy's `environments = {"test_suite": {"request.show_tracebacks": True}, ...}`, or one environment
        stored alone (`cherrypy.config.environments["development"] = {...}`): the settings under a key are that
        environment's, as a settings class's are its (DevelopmentConfig)."""
        if not (isinstance(key, ast.Constant) and isinstance(key.value, str) and isinstance(value, ast.Dict)):
            return
        end = value.end_lineno or value.lineno
        self.debug[:] = [use._replace(context=key.value) if not use.context and value.lineno <= use.line <= end
                         else use for use in self.debug]

    def _ev_Tuple(self, node: ast.List | ast.Tuple, state: State) -> Fact:
        """`("Location", url)` among the headers a WSGI application starts its response with."""
        fact = super()._ev_Tuple(node, state)
        if len(node.elts) == 2 and location_header(node.elts[0]):
            value = self.quiet_ev(node.elts[1], state)
            self.record("open-redirect", "the Location header", node, value, value, None, node.elts[1])
        return fact

    def response(self, stmt: ast.Return, fact: Fact) -> None:
        if self.handler and fact.html:
            self.record("xss", "the HTML response returned", stmt, fact, fact, None, stmt.value)

    def note_use(self, name: str, fact: Fact, line: int, segment: str = "") -> None:
        """A weak hash digest or random value reaching NAME: record what NAME says it is for."""
        if self.mute or not name:
            return
        for kind in (RANDOM, HASH):
            found = fact.of_kind(kind)
            intent = intent_of(kind, name) if found else None
            if intent is not None:
                self.intents.append(IntentUse(found[0], line, name, intent, segment))

    def note_credential(self, name: str, fact: Fact, value: ast.AST | None, line: int) -> None:
        """A string written in the code reaching NAME, when NAME says it holds a credential or the string's format
        says a provider issued it to one account (see issued_token)."""
        if self.mute or not name:
            return
        context = getattr(self, "class_body_name", "")
        value = env_fallback(value) or value  # TOKEN = os.environ.get("TOKEN", "xoxb-..."): the fallback is written
        text = literal_text(value)
        if not credential_name(name) and not (text is not None and issued_token(text)):
            return
        if text is not None and isinstance(value, ast.Constant):
            self.credentials.append(CredentialUse(value.lineno, text, name, line, self.ctx.segment(value), context))
        elif fact.const and fact.const_line is not None and fact.const_line in self.ctx.literals:
            literal = self.ctx.literals[fact.const_line]
            self.credentials.append(CredentialUse(fact.const_line, literal[0], name, line, literal[1], context))

    def note_hook_call(self, call: Call) -> None:
        """What this method hands to `self.NAME(...)` of a client's: an override of NAME in a subclass receives it (the
        hook a base class's template method calls), though this module may never see that override. Only the
        client's origins count, not what whoever runs the program chose (argv, the environment); the argument keeps
        what the caller built around them (a fixed URL's head, an argument list). A starred argument leaves the
        positions after it unknown, and a private name (`self.__hook`) is this class's own, which no subclass
        overrides: such a call hands nothing."""
        name = call.method
        if self.mute or name is None or name.startswith("__") and not name.endswith("__") \
                or any(isinstance(arg, ast.Starred) for arg in call.node.args):
            return
        keyed: list[tuple[int | str, Fact]] = [*enumerate(call.args),
                                              *((k, f) for k, f in call.kwargs.items() if not k.startswith("**"))]
        caller = self.symbol.rsplit(".", 1)[-1]
        for key, fact in keyed:
            client = frozenset(o for o in fact.of_kind(UNTRUSTED) if not o.local and not o.operator)
            if client:
                self.hook_calls.append(HookCall(name, key, fact.evolve(origins=client), caller, call.line))

    def note_debug(self, name: str, fact: Fact, value: ast.AST | None, line: int, segment: str,
                   server: ast.Call | None = None) -> None:
        """A debug flag set: on or off by a literal, or by whatever the operator configured. SERVER: the
        application's `run(...)` call the flag is a keyword of, which starts its development server."""
        if self.mute or not DEBUG_FLAG.match(name):
            return
        known, literal, _ = const_value(value, self.ctx.consts) if value is not None else (False, None, None)
        unset = on_by_default(value, lambda node: self.ctx.canonical(node) or "") if value is not None else ""
        debug = self.ctx.consts.get("DEBUG")
        if name in NEEDS_DEBUG and debug is not None and debug[0] in (False, 0):
            state = "off"  # Django's template debug details show on its debug error page alone, off with DEBUG
        elif known:
            state = "on" if literal not in (False, None, 0, "", "0", "false", "False") else "off"
        elif unset:
            state = "on"  # `os.environ.get("APP_DEBUG", "true") == "true"`: on wherever nobody sets it
        elif any(o.local for o in fact.of_kind(UNTRUSTED)) or fact.safe:
            state = "operator"  # the environment, argv, or a setting of another module
        else:
            state = "unknown"
        context = getattr(self, "class_body_name", "") or self.development_branch()
        gated = self.ctx.debug_gated.get(self.symbol.rsplit(".", 1)[-1]) if self.symbol != "<module>" else None
        gate, gate_line = (f"if {gated[1]}:", gated[0]) if gated is not None else ("", 0)
        branch = self.debugging_branch() if not gate else None
        if branch is not None:
            gate, gate_line = f"if {self.ctx.segment(branch)}:", branch.lineno
        # `@cli.command() def dev(): app.run(debug=True)`: a command named for the development server, starting one
        runner = self.symbol if server and self.symbol in self.ctx.commands \
            and _DEVELOPMENT_RUNNER.search(words(self.symbol)) else ""
        loopback = loopback_listener(server, self.ctx.loopback_apps) if server else ""
        self.debug.append(DebugUse(line, state, segment, context, unset, gate, gate_line, direct=branch is not None,
                                   runner=runner, loopback=loopback))

    def debugging_branch(self) -> ast.expr | None:
        """The innermost enclosing `if` test that asks whether debugging or tracebacks were asked for, from a value
        no client sent: `if config["display-tracebacks"]: site.displayTracebacks = True` switches it on because the
        operator did (twistd's `--display-tracebacks`), as `site.displayTracebacks = config[...]` would."""
        for test, from_client in zip(reversed(self.branch_tests), reversed(self.branch_from_client), strict=True):
            if names_debugging(test) and not from_client \
                    and not on_by_default(test, lambda node: self.ctx.canonical(node) or ""):
                return test  # not `if os.environ.get("APP_DEBUG", "1") == "1":`, on wherever nobody sets it
        return None

    def development_branch(self) -> str:
        """The environment's name an enclosing branch's test selects, when it names development or testing: `if
        config_name == "development": app.debug = True` switches it on there alone, as a DevelopmentConfig does."""
        for test in reversed(self.branch_tests):
            for node in ast.walk(test):
                if not (isinstance(node, ast.Compare) and all(isinstance(op, ast.Eq | ast.In) for op in node.ops)):
                    continue
                for side in (node.left, *node.comparators):
                    names = side.elts if isinstance(side, ast.Tuple | ast.List | ast.Set) else [side]
                    texts = [n.value for n in names if isinstance(n, ast.Constant) and isinstance(n.value, str)]
                    if texts and len(texts) == len(names) and all(_DEVELOPMENT_NAME.fullmatch(text) for text in texts):
                        return texts[0]
        return ""

    def note_temp_use(self, call: Call) -> None:
        """A name from tempfile.mktemp handed to a call: one that creates the file only if absent is
        safe; any other that creates, writes or hands on the file at that name races with whoever
        plants a file or symlink there first. Existence checks and reads decide nothing."""
        created = _creates(call, accepted=bool(self.existing_accepted))
        carriers = [call.args[created[0]]] if created and created[0] < len(call.args) else []
        if created is None:
            named = (call.canon or "").rsplit(".", 1)[-1]  # a function of the project's own named for one: unlink()
            if (call.canon or "") in PATH_QUERIES or call.method in PATH_QUERY_METHODS | _SOCKET_CONNECT_METHODS \
                    or call.method is None and named in PATH_QUERY_METHODS:
                return
            carriers = [*call.all_facts(), call.recv] if call.method in PATH_WRITE_METHODS or call.method is None \
                or not self.is_module_call(call) and call.method not in STRING_METHODS else call.all_facts()
        intent = created[1] if created else SECURITY
        fixed = created[1] if created else _fixed_temp_write(call)
        for fact in carriers:
            found = fact.of_kind(TEMPNAME)
            if fixed is None or fact.of_kind(UNIQUE):  # a fixed name matters only where a file is made at it
                found = [origin for origin in found if origin.label != FIXED_TEMP]
            elif found and found[0].label == FIXED_TEMP:
                intent = fixed
            if found:
                name = call.canon or call.method or "the call"
                what = f"{name}() {'creates it only if absent' if intent == BENIGN else 'creates or uses the file'}"
                self.intents.append(IntentUse(found[0], call.line, what, intent, self.ctx.segment(call.node)))
                return

    def note_call_uses(self, call: Call) -> None:
        """Digests and random values passed to a call: by keyword name, to a sleep, or as a cache key;
        strings written in the code passed as a credential keyword."""
        if self.mute:
            return
        credential = CREDENTIAL_ARGUMENTS.get(call.canon or "")
        role = (credential[1] if credential_name(credential[1]) else "secret_key") if credential else ""
        if credential is not None and 0 <= credential[0] < len(call.args):  # jwt.encode(claims, SECRET)
            self.note_credential(role, call.args[credential[0]], call.node.args[credential[0]], call.line)
        for keyword, fact in call.kwargs.items():
            if not keyword.startswith("**"):
                self.note_use(keyword, fact, call.line, keyword)
                value = next((k.value for k in call.node.keywords if k.arg == keyword), None)
                name = role if credential is not None and keyword == credential[1] else keyword
                self.note_credential(name, fact, value, call.line)
                self.note_debug(keyword, fact, value, call.line, self.ctx.segment(value) if value else keyword,
                                server=call.node if call.method == "run" else None)
        self.note_temp_use(call)
        if (call.method in ("debug", "set_debug") or call.canon in ("debug", "bottle.debug")) \
                and not event_loop_debug(call.node):  # bottle.debug(True); an event loop's is asyncio's own
            value = call.node.args[0] if call.node.args else None
            if value is not None:
                self.note_debug("debug", call.args[0], value, call.line, self.ctx.segment(call.node))
        self.note_sent(call)
        benign = call.canon in BENIGN_CALLS or (
            call.method in ("get", "set", "add", "delete", "get_or_set") and cache_receiver(call.recv_text))
        for fact in call.args[:1] if benign else []:
            for kind in (RANDOM, HASH):
                found = fact.of_kind(kind)
                if found:
                    what = call.canon or call.recv_text
                    self.intents.append(IntentUse(found[0], call.line, what, BENIGN, self.ctx.segment(call.node.func)))

    def project_setter(self, call: Call) -> Summary | None:
        """The cookie setter of the project's own that CALL runs (python_idioms.project_cookie_setter), found in
        another module too: an imported helper (`utils.set_cookie(response, ...)`), or `self.set_secure_cookie(...)`
        in a handler whose base class, imported, overrides the framework's. Along `self`'s bases only while every
        base before it is a class of the project: a framework class ahead of it (`class H(RequestHandler, Mixin)`)
        may define the setter itself."""
        target = call.target
        if target is None or target.summary is None or target.summary.cookie_setter is None \
                or target.summary.symbol == self.symbol:
            return None
        func = call.node.func
        if isinstance(func, ast.Attribute) and dotted_name(func.value) in ("self", "cls") and self.class_symbol:
            name = call.method or ""
            runs = self.ctx.classes.get(self.class_symbol, {}).get(name) \
                or self.method_along(self.ctx.class_bases.get(self.class_symbol, ()), name)[0]
            return target.summary if runs is not None and runs.symbol == target.summary.symbol else None
        return target.summary

    def note_sent(self, call: Call) -> None:
        """Digests and random values in a request this program sends to a remote server (its URL, query, headers
        or body): values in the server's scheme (see REMOTE)."""
        library = call.canon in FETCH_FUNCTIONS or (call.method in HTTP_CLIENT_METHODS
                                                    and call.recv.instance in HTTP_CLIENTS)
        name = call.method or (call.canon or "").rsplit(".", 1)[-1]
        if not library and not sends_request(name, set(call.kwargs), any(map(_url_like, call.node.args))
                                             or any(_url_like(k.value) for k in call.node.keywords if k.arg == "url")):
            return
        parts = BODY_KEYWORDS | {"url"}
        sent = [*call.args, *(fact for keyword, fact in call.kwargs.items() if keyword in parts or api_sender(name))]
        what = f"the request {call.canon or self.ctx.text(call.node.func)}() sends"
        for fact in sent:
            for kind in (RANDOM, HASH):
                for origin in fact.of_kind(kind):
                    self.intents.append(IntentUse(origin, call.line, what, REMOTE, self.ctx.segment(call.node.func)))


_URL_NAME = re.compile(r"url|uri|endpoint", re.IGNORECASE)


def _url_like(node: ast.expr) -> bool:
    """A URL written in the code (also leading an f-string or a concatenation), or a name that says it holds one."""
    while isinstance(node, ast.BinOp):
        node = node.left
    if isinstance(node, ast.JoinedStr) and node.values:
        node = node.values[0]
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value.startswith(("http://", "https://"))
    name = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""
    return bool(_URL_NAME.search(name))


def _true_keyword(node: ast.Call, name: str) -> bool:
    value = _keyword(node, name)
    return isinstance(value, ast.Constant) and bool(value.value)


def _receiver_name(call: Call) -> str | None:
    """What a method is called on, by name: the variable, or the class a constructor call makes (`Hook(...).run`)."""
    receiver = call.receiver
    return dotted_name(receiver.func if isinstance(receiver, ast.Call) else receiver) if receiver is not None else None


def _creates(call: Call, accepted: bool = False) -> tuple[int, str] | None:
    """(argument position, SECURITY or BENIGN) when CALL creates a file at a path it is given:
    racily (open for writing, a copy or a move onto it, makedirs that accepts a folder already there, or
    mkdir in a `try` whose handler carries on when it exists: ACCEPTED) or exclusively (mkdir, mode "x", O_EXCL)."""
    canon = call.canon or ""
    if accepted and canon in ("os.mkdir", "os.makedirs"):
        return 0, SECURITY  # Python 2's exist_ok=True: `except OSError as e: if e.errno != errno.EEXIST: raise`
    if canon == "os.makedirs" and _true_keyword(call.node, "exist_ok"):
        return 0, SECURITY  # a folder planted there (or a symlink to one) is taken as the program's own
    if canon in EXCLUSIVE_CREATORS or canon in _SOCKET_BINDERS or call.method in _SOCKET_BIND_METHODS:
        return 0, BENIGN
    if canon in _LINKERS:
        return 1, BENIGN  # a link is made at its second argument only if nothing is there (FileExistsError)
    if canon not in PATH_WRITERS:
        return None
    node = call.node
    if canon in FILE_OPENER_NAMES:
        text = _mode(node, 1)
        if "x" in text:
            return 0, BENIGN
        return (0, SECURITY) if any(c in text for c in "wa+") else None
    if canon == "os.open":
        flags = ast.unparse(_nth(node, 1) or _keyword(node, "flags") or ast.Constant(0))
        return (0, BENIGN) if "O_EXCL" in flags else (0, SECURITY) if "O_CREAT" in flags else None
    return PATH_WRITERS[canon], SECURITY


_LINKERS = frozenset({"os.symlink", "os.link"})
# A UNIX socket bound at a path creates the socket file only if nothing is there (EADDRINUSE otherwise), as
# mkdir does; connecting to one creates nothing.
_SOCKET_BINDERS = frozenset({"asyncio.start_unix_server", "socketserver.UnixStreamServer",
                             "socketserver.UnixDatagramServer"})
_SOCKET_BIND_METHODS = frozenset({"bind", "listenUNIX", "listenUNIXDatagram", "create_unix_server",
                                  "start_unix_server"})
_SOCKET_CONNECT_METHODS = frozenset({"connect", "connectUNIX", "connectUNIXDatagram", "create_unix_connection",
                                     "open_unix_connection"})


# Calls and methods that write, replace, move or remove what is at a path (see `SinkMatcher.writes_path`).
PATH_CHANGERS = frozenset({
    "os.remove", "os.unlink", "os.rmdir", "os.removedirs", "shutil.rmtree", "os.makedirs", "os.mkdir", "os.rename",
    "os.renames", "os.replace", "os.symlink", "os.link", "os.chmod", "os.chown", "os.lchown", "shutil.copy",
    "shutil.copy2", "shutil.copyfile", "shutil.copytree", "shutil.move", "shutil.copymode", "shutil.copystat",
})
PATH_CHANGE_METHODS = frozenset({"extract", "extractall", "write_text", "write_bytes", "unlink", "rmdir", "touch",
                                 "mkdir", "rename", "replace", "symlink_to", "hardlink_to", "chmod", "save"})
_MODULE_OPENERS = frozenset({"open", "io.open", "codecs.open", "gzip.open", "bz2.open", "lzma.open"})
_WRITE_FLAGS = re.compile(r"O_(CREAT|WRONLY|RDWR|TRUNC|APPEND)")


# Methods that write a file at the path they are called on or given (a Path, a data frame, a figure); `touch` and
# `open` make one only in some of their modes (see _fixed_temp_write).
_FILE_WRITE_METHODS = PATH_WRITE_METHODS - {"touch", "open"} | {"to_excel", "to_json", "to_parquet", "to_pickle",
                                                                "to_file"}


def _fixed_temp_write(call: Call) -> str | None:
    """SECURITY when a method call makes a file (or a folder) at its path following what is already there,
    BENIGN when it makes it only if absent (`touch(exist_ok=False)`, `mkdir()`, `open("x")`), None otherwise."""
    method = call.method
    if method in _FILE_WRITE_METHODS:
        return SECURITY
    if method in ("touch", "mkdir"):
        exist_ok = _keyword(call.node, "exist_ok")
        if exist_ok is None:
            return SECURITY if method == "touch" else BENIGN  # touch's default accepts a file already there
        return SECURITY if isinstance(exist_ok, ast.Constant) and exist_ok.value else BENIGN
    if method == "open":
        text = _mode(call.node, 0)
        return BENIGN if "x" in text else SECURITY if any(c in text for c in "wa+") else None
    return None


def _cleared(node: ast.Call, value: ast.expr | None) -> bool:
    """set_cookie(name, "") or with an expiry of 0: the cookie is being deleted, not set."""
    if isinstance(value, ast.Constant) and value.value in ("", None):
        return True
    return any(k.arg in ("expires", "max_age") and isinstance(k.value, ast.Constant) and k.value.value in (0, "0")
               for k in node.keywords)


def _database_receiver(call: Call) -> bool:
    """What `.execute(...)` runs on is a database handle: a cursor, a connection, a session or an
    engine by its name, one made by a call (`conn.cursor().execute`), or an object of unknown class
    that is not a command, a task or a plan (`command.execute(...)` runs no SQL)."""
    receiver = call.receiver
    if isinstance(receiver, ast.Call):
        return True
    last = (dotted_name(receiver) or "").rsplit(".", 1)[-1].lower()
    if _NOT_DATABASE.search(last):
        return False
    return True


def _extraction_filter(node: ast.Call) -> Step | None:
    """extractall(filter="data") (PEP 706's safe filters, or a filter function of the code's own) or members=
    chosen by the caller."""
    for keyword in node.keywords:
        chosen = keyword.value.value if isinstance(keyword.value, ast.Constant) else None
        if keyword.arg == "filter" and chosen in ("data", "tar"):
            return Step(f'extraction filter "{chosen}" (refuses absolute and ".." member names)', node.lineno)
        if keyword.arg == "filter" and not isinstance(keyword.value, ast.Constant):
            return Step(f"extraction filter {ast.unparse(keyword.value)} chosen by the code", node.lineno)
        if keyword.arg == "members":
            return Step("extraction limited to the members the code chose", node.lineno)
    if isinstance(node.func, ast.Attribute) and node.func.attr == "extractall" and len(node.args) > 1:
        return Step("extraction limited to the members the code chose", node.lineno)  # extractall(path, members)
    return None


_QUERY_CLASSES = frozenset({"QuerySet", "Manager", "BaseManager"})


def _model_receiver(name: str) -> bool:
    """Django's `Model.objects` (or any manager), a model class itself (peewee's `User.raw`), or a name that says it
    holds a query set (`queryset`, `qs`: what a filter backend's `filter_queryset(request, queryset, view)` and a
    django-filter method are handed)."""
    last = name.rsplit(".", 1)[-1]
    return name.endswith("objects") or (last[:1].isupper() and "." not in name) \
        or _QUERYSET_NAME.fullmatch(last) is not None


_QUERYSET_NAME = re.compile(r"_*(\w+_)?(queryset|qs)")


def _keyword_is_false(ctx: ModuleContext, node: ast.Call, name: str) -> bool:
    """NAME is not given, or given a value known to be false."""
    value = _keyword(node, name)
    return value is None or const_truth(value, ctx.consts)[0] is False


def _to_stdout(node: ast.Call) -> bool:
    """print(...) that writes to standard output: no `file=` other than sys.stdout."""
    target = _keyword(node, "file")
    return target is None or dotted_name(target) == "sys.stdout"


def _keyword_is_true(ctx: ModuleContext, node: ast.Call, name: str) -> bool:
    value = _keyword(node, name)
    return value is not None and const_truth(value, ctx.consts)[0] is True


def _is_location(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.lower() == "location"


_DICT_MUTATORS = frozenset({"update", "setdefault", "pop", "popitem", "clear", "__setitem__", "__delitem__"})


def entity_free_options(tree: ast.Module, dicts: dict[str, tuple[dict[str, object], int]]) -> dict[str, int]:
    """The module's dicts of parser options (DICTS: bound once, at module level, to constant keys and values, the
    last of a repeated key winning) that turn entity resolution off and that no code changes (no item stored or
    deleted, no mutating method called on the name): name -> line. Spread into a parser (`XMLParser(**OPTIONS)`),
    such a dict makes it read no external entity."""
    found = {name: line for name, (items, line) in dicts.items() if items.get("resolve_entities") is False}
    if not found:
        return {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and not isinstance(node.ctx, ast.Load) and isinstance(node.value, ast.Name):
            found.pop(node.value.id, None)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and isinstance(node.func.value, ast.Name) and node.func.attr in _DICT_MUTATORS:
            found.pop(node.func.value.id, None)
    return found


def no_entities(call: ast.Call) -> bool:
    """An XMLParser(...) call that turns entity resolution off."""
    name = dotted_name(call.func) or ""
    if not name.endswith("XMLParser"):
        return False
    flag = _keyword(call, "resolve_entities")
    return isinstance(flag, ast.Constant) and flag.value is False


_SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "cmd", "cmd.exe", "powershell", "pwsh"})


# A shell's option that runs the next word as a command: -c alone or in a cluster (bash -lc, sh -ec), cmd's /c.
_SHELL_COMMAND_FLAG = re.compile(r"^(-[a-z]*c[a-z]*|/c|-command)$", re.IGNORECASE)
_SHELL_OPTION = re.compile(r"^(-.*|/[a-z?])$", re.IGNORECASE)  # -l, --login, -NoProfile; cmd's /d, /s


def _shell_list(command: ast.List | ast.Tuple) -> bool:
    """["sh", "-c", ...], ["bash", "-lc", ...], ["bash", "-l", "-c", ...]: a shell told to run a command line."""
    words: list[str] = []
    for element in command.elts:
        if not (isinstance(element, ast.Constant) and isinstance(element.value, str)):
            break
        words.append(element.value)
    if not words or words[0].rsplit("/", 1)[-1] not in _SHELLS:
        return False
    for word in words[1:]:
        if _SHELL_COMMAND_FLAG.match(word):
            return True
        if not _SHELL_OPTION.match(word):  # a script's path, or its arguments: the shell runs a file
            return False
    return False


def _left_end(command: ast.AST) -> ast.AST:
    """COMMAND itself, or the left end of a `first + rest` chain."""
    while isinstance(command, ast.BinOp) and isinstance(command.op, ast.Add):
        command = command.left
    return command


def _leading_list(command: ast.AST) -> ast.List | ast.Tuple | None:
    """The list literal that leads COMMAND: itself, or the left end of a `[...] + rest` chain."""
    command = _left_end(command)
    return command if isinstance(command, (ast.List, ast.Tuple)) else None


# Where each LDAP library's `search` takes its filter: ldap3's Connection.search(search_base, search_filter, ...),
# python-ldap's LDAPObject.search(base, scope, filterstr).
_LDAP_FILTER_ARGUMENT = {"ldap3": (1, "search_filter"), "ldap": (2, "filterstr")}


def _argument(rule: SinkRule, call: ast.Call) -> ast.expr | None:
    """The node of the first dangerous argument, for quoting."""
    if rule.special == "receiver":
        return call.func.value if isinstance(call.func, ast.Attribute) else None
    if rule.special == "shell":
        return call.args[0] if call.args else _keyword(call, "args")
    positions = range(len(call.args)) if rule.special in ("all", "ldap") else rule.args
    for index in positions:
        if index < len(call.args):
            return call.args[index]
    return next((k.value for k in call.keywords if k.arg in rule.kwargs), None)


# The keywords a response's constructor takes its content type by (Django, Starlette and FastAPI, Flask).
_CONTENT_TYPE_KEYWORDS = ("content_type", "media_type", "mimetype")


def _names_html(call: ast.Call) -> bool:
    """Whether CALL gives its response an HTML content type: `content_type="text/html"`, `media_type="text/html"`
    or an enum member named for it (`MediaType.HTML`)."""
    for name in _CONTENT_TYPE_KEYWORDS:
        value = _keyword(call, name)
        if isinstance(value, ast.Constant) and "html" in str(value.value).lower():
            return True
        if isinstance(value, ast.Attribute) and "HTML" in value.attr.upper():
            return True
    return False


def _names_other_type(call: ast.Call) -> bool:
    """Whether CALL gives its response a content type written out that is no HTML's and no XML's (a browser would
    render those as a page): `content_type="application/json"`, `mimetype="text/plain"`. Browsers show such a body
    as data or text, whatever markup it holds."""
    for name in _CONTENT_TYPE_KEYWORDS:
        value = _keyword(call, name)
        if isinstance(value, ast.Constant) and isinstance(value.value, str) and value.value.strip():
            kind = value.value.split(";")[0].strip().lower()
            return "html" not in kind and "xml" not in kind and "svg" not in kind
    return False


def _keyword(call: ast.Call, name: str) -> ast.expr | None:
    return next((k.value for k in call.keywords if k.arg == name), None)


def _mode(call: ast.Call, position: int, default: str = "r") -> str:
    """The literal file mode CALL gives by keyword or at POSITION; DEFAULT when it is absent or computed."""
    mode = _keyword(call, "mode") or _nth(call, position)
    return mode.value if isinstance(mode, ast.Constant) and isinstance(mode.value, str) else default


def _nth(call: ast.Call, index: int) -> ast.expr | None:
    return call.args[index] if len(call.args) > index else None


_ENV_LOOKUPS = ("environ.get", "getenv", "environ.setdefault")


def _mapping_default(call: Call) -> tuple[str, ast.Constant] | None:
    """(key, default) of a setting with a literal default (python_idioms `setting_default`) on anything but the
    environment, whose defaults `env_fallback` reads where they are assigned."""
    if (call.canon or "").startswith("os."):
        return None
    return setting_default(call.node, call.canon)


def env_fallback(value: ast.AST | None) -> ast.Constant | None:
    """The literal an environment lookup falls back to (`os.environ.get("KEY", "literal")`, `os.getenv(..., default=)`,
    `os.environ.get("KEY") or "literal"`): written in the code like any other literal, and used whenever the
    variable is unset. Also encoded or trimmed (`os.environ.get("KEY", "literal").encode()`)."""
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and value.func.attr in TEXT_RECODINGS:
        return env_fallback(value.func.value)
    if isinstance(value, ast.BoolOp) and isinstance(value.op, ast.Or) and len(value.values) == 2:
        lookup, last = value.values
        looked_up = isinstance(lookup, ast.Call) and (dotted_name(lookup.func) or "").endswith(_ENV_LOOKUPS)
        return last if looked_up and isinstance(last, ast.Constant) and isinstance(last.value, (str, bytes)) else None
    if not (isinstance(value, ast.Call) and (dotted_name(value.func) or "").endswith(_ENV_LOOKUPS)):
        return None
    fallback = value.args[1] if len(value.args) > 1 else next((k.value for k in value.keywords if k.arg == "default"),
                                                               None)
    return fallback if isinstance(fallback, ast.Constant) and isinstance(fallback.value, (str, bytes)) else None


def key_text(key: ast.AST) -> str | None:
    """The text written into a key built at run time (`"draft_%d" % n`, `f"search_{url}"`, `prefix + "__" + k`,
    `"cart-{}".format(n)`), its literal parts joined; None when no part of it is written in the code."""
    parts: list[str] = []
    if isinstance(key, ast.JoinedStr):
        parts = [v.value for v in key.values if isinstance(v, ast.Constant) and isinstance(v.value, str)]
    elif isinstance(key, ast.BinOp) and isinstance(key.op, (ast.Add, ast.Mod)):
        for side in (key.left, key.right):
            if isinstance(side, ast.Constant) and isinstance(side.value, str):
                parts.append(side.value)
            elif (inner := key_text(side)) is not None:
                parts.append(inner)
    elif isinstance(key, ast.Call) and isinstance(key.func, ast.Attribute) and key.func.attr == "format" \
            and isinstance(key.func.value, ast.Constant) and isinstance(key.func.value.value, str):
        parts = [key.func.value.value]
    return " ".join(parts) if parts else None


# Conversions that keep what a value identifies: `str(user.id)`, `six.text_type(user.id)`, `int(row.pk)`.
_IDENTIFIER_CONVERSIONS = frozenset({"str", "int", "unicode", "text_type", "force_str", "force_text", "smart_str"})


def _record_identifier(value: ast.expr) -> bool:
    """VALUE reads a record's primary key (`user.id`, `obj.pk`), converted or not."""
    while isinstance(value, ast.Call) and len(value.args) == 1 and not value.keywords \
            and (dotted_name(value.func) or "").rpartition(".")[2] in _IDENTIFIER_CONVERSIONS:
        value = value.args[0]
    return isinstance(value, ast.Attribute) and value.attr in ("id", "pk") and isinstance(value.value, ast.Name)
