"""Library mode of the taint slot: a public function's parameters are its callers' input.

Owns the rule that turns a parameter into an untrusted source. In a library, whoever calls a
public function supplies its arguments, so one that hands a parameter to a deserialiser, to
eval, to XML parsing, or splices it into a shell command, a query, a filter or a path under a
fixed folder, is the library's defect, with no web request in sight. The rule applies to
public top-level functions that nothing in the project calls (when something does, the flow
from those callers decides). Public methods of the project's own public classes (bases `object`
or the project's own classes, so that no method is a framework's hook, whose arguments the
framework supplies) count only for what a parser does by accident: YAML loaded with a loader
that builds objects, XML parsed by lxml with external entities resolved. A method that unpickles, executes or
queries what it is given is what its class is for (a serializer, a bytecode cache, a database
wrapper); but one of a root class (bases `object` alone) that splices its parameter into a shell command,
even through a private helper that runs it, is the library's defect like a function's, unless its own module
calls it (a script's main block). For such a method, what the public constructor was given and the object kept
(`self.content = content`, in the class or a base in its module) is the caller's input too. A
method's callers are not looked for: the object is the library's API, and `load` or `parse` is
named everywhere; but one of a subclass of the project's own class (a plugin its framework calls) that its module
calls on `self` (`self.parse(filename)` in a lint plugin's `run`) is handed the project's own values, and that flow
decides. Never to private or nested functions, handlers or
test code. A function that loads the file its caller names (`pickle.load(open(path))`) is an API for loading
such files: whoever chooses the path decides, as a caller in the project would; but one that reads a YAML file
with a loader that builds objects does so by accident, whoever named the file.
"""

from __future__ import annotations

import io
import re
import tokenize
from collections import Counter
from collections.abc import Callable
from dataclasses import replace

from agent_providers.builtin.taint_facts import MEMBER, PARAM, UNTRUSTED, Origin, SinkSite
from agent_providers.builtin.taint_rules import SANITISER_NAME

# Category -> what the parameter must become before it is the library's defect: the whole value
# (a deserialiser, eval, an XML parser), text the function builds around it (a shell command, a
# query, a filter: a function that runs the command or query its caller wrote is an API for doing
# so, not an injection), or a path under a fixed folder (the function meant to stay inside it; one
# that opens the path its caller names is an API for opening files).
WHOLE, BUILT, BASED = "whole", "built", "based"
LIBRARY_CATEGORIES: dict[str, str] = {
    "code-injection": WHOLE, "unsafe-deserialization": WHOLE, "xxe": WHOLE,
    "command-injection": BUILT, "sql-injection": BUILT, "ldap-injection": BUILT, "xpath-injection": BUILT,
    "path-traversal": BASED,
}


# What a parsing method does by accident rather than by purpose, by category: a YAML loader that builds
# objects, an lxml parser that resolves external entities (a serializer's `loads` that unpickles is what
# the class is for; the standard library's parsers have not resolved external entities since Python 3.7.1).
UNMEANT = {"unsafe-deserialization": ("yaml.load", "yaml.load_all"), "xxe": ("lxml.",)}

# Categories where a public method of the project's own root class (its bases `object` alone) that splices its
# parameter into the text it runs is the library's defect as much as a function's: the shell command is the
# library's, the value the caller's.
SPLICED_BY_METHODS = frozenset({"command-injection"})

# A name -> how often the module's code writes it (see code_names), asked only when it decides.
Mentions = Callable[[str], int]
# (name, path) -> whether a non-test file other than PATH names NAME.
CalledElsewhere = Callable[[str, str], bool]
# (a top-level class of the module, root) -> whether it derives from `object` or the project's own classes only;
# with ROOT, from `object` alone (a subclass of another class of the project may be a hook its base calls: a
# command's `run`, a protocol's `cmd_LS`, whose arguments the project's own framework supplies).
OwnClass = Callable[[str, bool], bool]


def library_site(site: SinkSite, path: str, mentions: Mentions, api: dict[str, int],
                 called: CalledElsewhere, own_class: OwnClass, remote: bool = False,
                 takes_object: Callable[[str], bool] = lambda owner: True) -> SinkSite | None:
    """SITE with the public function's parameter as its untrusted source, when library mode applies.
    REMOTE: SITE's sink is in another module, judged there; PATH holds the public function that hands
    its parameter on (a public API's helper module is not the API). TAKES_OBJECT: whether a method (`Cls.name`)
    gets its object first (not a `staticmethod`, whose first parameter is its caller's argument)."""
    needs = LIBRARY_CATEGORIES.get(site.category)
    if needs is None or site.pruned is not None or site.safe_reason is not None or site.live_taint:
        return None
    if (needs == BUILT and not site.fact.built) or (needs == BASED and not site.fact.based):
        return None
    if site.kept:
        return None  # kept by an object first: what the object is for (a template, a command) decides
    if site.path and site.path != path and not remote:
        return None  # a sink in another module: the finding is that module's, where its own callers decide
    owner = site.scope or site.symbol  # the function whose parameter it is (the caller, through a helper)
    line = api.get(owner)  # public functions, and public methods of public top-level classes
    if line is None or SANITISER_NAME.match(owner.rpartition(".")[2]):
        return None  # `safe_evaluate`, `sanitize_path`: making the caller's value safe is what it is for
    # A parameter naming the file read: loading the file its caller names is the API, unless the loader does more
    # than its purpose by accident (YAML that builds objects).
    params = [param for param in site.fact.of_kind(PARAM) if not param.contents or _unmeant(site)]
    if "." in owner and takes_object(owner):  # its first parameter is its object (`vars(self)`), no argument
        params = [param for param in params if param.position > 0]
    if "." in owner:
        cls, _, method = owner.partition(".")
        # a method the module itself calls (`self.getChanges(opts)` in a script's `send`) has its callers here
        spliced = site.category in SPLICED_BY_METHODS and own_class(cls, True) and mentions(method) <= 1 \
            and not called(method, path)
        if not (_unmeant(site) and own_class(cls, False) or spliced):
            return None  # a method that unpickles, runs or queries what it is given is what its class is for
        if not spliced and params and not own_class(cls, True) and mentions(f"{OWN}{cls}.{method}"):
            # `self.parse(filename)` in a lint plugin's own run (a subclass of the project's plugin class, whose
            # framework calls it), in the class's own body: its callers are here, and decide. A root class's method
            # is the library's API however its own code calls it, and so is a subclass's hook a base calls (a
            # template method); what a constructor kept (`yaml.load(self.content)`) is the caller's.
            return None
        if not params and _unmeant(site):
            return _from_constructor(site)  # what the object's constructor kept
    elif called(owner, path) or bare_mentions(mentions, owner) > 1:
        return None  # a caller in the project: the flow from it decides
    if not params:
        return None
    param = params[0]
    origin = Origin(UNTRUSTED, f"parameter {param.expr} of the public {owner}()", param.expr, line)
    return replace(site, fact=replace(site.fact, origins=frozenset({origin})))


def _from_constructor(site: SinkSite) -> SinkSite | None:
    """SITE with a public constructor's argument as its source: the object kept it (`self.content =
    content` in `__init__`, of the class or a base of it in the module) and a public method parses it.
    The method's class is the project's own, so is every base the constructor can come from. Only an
    attribute parsed as it was kept (`yaml.load(self.content)`): through a call on the object
    (`self.vault.decrypt(stream)`) it is the object's answer, not what the constructor was given."""
    if not _KEPT.fullmatch(site.arg_text):
        return None
    for member in site.fact.of_kind(MEMBER):
        cls, _, method = member.expr.rpartition(".")
        named = _ARGUMENT.fullmatch(member.label)
        if method == "__init__" and named and "." not in cls:  # a private base's, inherited by the public class
            origin = Origin(UNTRUSTED, f"argument {named[1]} of the public {cls}() constructor, kept in the object",
                            named[1], member.line)
            return replace(site, fact=replace(site.fact, origins=frozenset({origin})))
    return None


_KEPT = re.compile(r"self\.\w+")
# How a MEMBER origin names the argument it kept (taint_engine's `keep`): "argument NAME of Class.__init__()".
_ARGUMENT = re.compile(r"argument (\w+) of [\w.]+\(\)")


def _unmeant(site: SinkSite) -> bool:
    """SITE's sink is one UNMEANT lists for its category: by name, or under a package ("lxml.")."""
    return any(site.sink == name or (name.endswith(".") and site.sink.startswith(name))
               for name in UNMEANT.get(site.category, ()))


def code_names(lines: list[str]) -> Counter[str]:
    """How often each name is written in the code of LINES (the def, calls, references), as the tokenizer
    reads it: strings, comments and docstrings do not count (`__all__ = ["parse"]` exports a name, it
    calls nothing). A name written as an attribute (`x.name`) is also counted under `.name` (ATTRIBUTE), and one
    called as a method of `self` in a top-level class's own body (`self.name(...)`; not `self.name` filed in a
    table) under `self.Class.name` (OWN).
    Text the tokenizer rejects counts every word, which errs toward "called"."""
    text = "\n".join(lines) + "\n"
    counts: Counter[str] = Counter()
    try:
        tokens = [token for token in tokenize.generate_tokens(io.StringIO(text).readline)
                  if token.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT)]
    except (tokenize.TokenError, SyntaxError):
        return Counter(_WORD.findall(text))
    cls: str | None = None  # the top-level class whose body the tokens are in
    for index, token in enumerate(tokens):
        if token.start[1] == 0 and token.type not in (tokenize.INDENT, tokenize.DEDENT, tokenize.ENDMARKER):
            cls = tokens[index + 1].string if token.string == "class" and index + 1 < len(tokens) else None
        if token.type != tokenize.NAME:
            continue
        counts[token.string] += 1
        if index and tokens[index - 1].string == "." and tokens[index - 1].type == tokenize.OP:
            counts[ATTRIBUTE + token.string] += 1
            if cls is not None and index > 1 and tokens[index - 2].string == "self" and index + 1 < len(tokens) \
                    and tokens[index + 1].string == "(":
                counts[f"{OWN}{cls}.{token.string}"] += 1
    return counts


# code_names' key for a name written as an attribute (`pickle.loads`, `self.parse`): prefixed by a dot.
ATTRIBUTE = "."
# code_names' key for a name called as a method of `self` in a class's own body (`self.parse(filename)`), with the
# class's name: `self.Lint.parse`.
OWN = "self."


def bare_mentions(mentions: Mentions, name: str) -> int:
    """How often the module writes NAME other than as an attribute of something: a module-level function is
    named bare in its own module (`pickle.loads` does not call the module's `loads`)."""
    return mentions(name) - mentions(ATTRIBUTE + name)


_WORD = re.compile(r"\b\w+\b")
