"""Whether a URL built from pieces keeps its target in the program's hands.

Owns one question of the taint slot: in a string built by concatenation or formatting, does
a fixed start (a path "/account/", a full "https://host/") or a "?"/"#" that comes before every
untrusted piece stop the untrusted text from choosing the scheme or host? Such a URL is no open
redirect, and (with a fixed host) no server-side request forgery. It only reads literals and
the facts the evaluator already computed; it never follows data flow itself.

Also owns which responses no browser follows a Location header from: one made with a status that is not a
redirect's (`make_response("", 201)`, `Response(status=HTTPStatus.CREATED)`); only 3xx responses redirect, and on
201 Created the header names the new resource.
"""

from __future__ import annotations

import ast
import re

from agent_providers.builtin.taint_facts import PARAM, UNTRUSTED, Fact, Step, chooses_url

# A literal that fixes the host ("https://example.com/..."), a path ("/account/", "users/"), or
# begins the query or fragment. "//" and "/\" are not paths: browsers read them as a new host.
_HOST = re.compile(r"^[A-Za-z][\w+.-]*://[^/?#\s\\]+[/?#]")
_PATH = re.compile(r"^(?:/(?=[^/\\])|[\w.~-]+/)")
_QUERY = re.compile(r"^[?#]")
# An XML document whose text opens with a fixed element's start tag (`"<files>" + rendered + "</files>"`): a
# document type declaration may come only before the root element, so nothing after that start can declare or
# name an entity, and no external entity is ever read.
_ELEMENT = re.compile(r"^<[A-Za-z_][\w.:-]*[\s/>]")
# printf placeholders and str.format fields, to split a template into its literal pieces
_PRINTF = re.compile(r"%(?:\([^)]*\))?[#0\- +]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[a-zA-Z]")
_FIELD = re.compile(r"\{[^{}]*\}")

# Anchors that also fix the host an outbound request goes to: a path too, which names no host, so the request
# goes to the one its client was made for (`httpx.AsyncClient(base_url=...)`), never one the untrusted text chose.
HOST_KINDS = frozenset({"host", "query", "path"})

Piece = str | Fact  # a literal, or the fact of a computed part


def start_kind(text: str) -> str | None:
    """What a literal at the very start of a URL fixes: its host, its path, or (already) its query."""
    if _HOST.match(text):
        return "host"
    if _QUERY.match(text):
        return "query"
    if _PATH.match(text):
        return "path"
    if _ELEMENT.match(text):
        return "element"
    return None


def anchor_kind(pieces: list[Piece]) -> str | None:
    """The anchor of a string built from PIECES in order, or None when untrusted text may lead it."""
    if not pieces:
        return None
    first = pieces[0]
    if isinstance(first, str) and first:
        kind = start_kind(first)
        if kind is not None:
            return kind
    if isinstance(first, Fact) and not first.origins and not first.const and len(pieces) > 1 \
            and isinstance(pieces[1], str) and _PATH.match(pieces[1]) and pieces[1].startswith("/"):
        # `settings.REVIEWS_URL + f"/reviews/{ext_id}"`: a base the program was configured with, then a path: the
        # untrusted text comes after the host is fixed (a base from a request, a caller or a record has origins)
        return "host"
    host_next = isinstance(first, str) and first.endswith("://")
    own_host = False  # the request's own Host leads (`f"https://{request.get_host()}{request.get_full_path()}"`)
    for index, piece in enumerate(pieces):
        if isinstance(piece, str):
            if "?" in piece or "#" in piece:
                return "query"  # everything after it is the query or fragment
            continue
        if piece.anchor is not None:  # an XML document's fixed element holds only at the very start
            return piece.anchor.name if piece.anchor.name != "element" or index == 0 else None
        if index == (1 if host_next else 0) and _own_host(piece):
            own_host = True
            continue
        if any(chooses_url(o) for o in piece.origins):
            return "host" if (host_next and index > 1 or own_host) and _request_paths(piece) else None
    return None


def _own_host(piece: Fact) -> bool:
    """The request's own Host header, alone (`request.get_host()`): the host the client asked for, which Django
    checks against ALLOWED_HOSTS and which no link a victim follows can change."""
    untrusted = [o for o in piece.origins if o.kind in (UNTRUSTED, PARAM)]
    return bool(untrusted) and all(o.host for o in untrusted)


def _request_paths(piece: Fact) -> bool:
    """Untrusted text that is a request's path, which always starts with "/": after a fixed
    "scheme://host" it cannot move the host ("@evil" or ".evil" could)."""
    untrusted = [o for o in piece.origins if o.kind in (UNTRUSTED, PARAM)]
    return bool(untrusted) and all(o.own_path for o in untrusted)


def printf_pieces(template: str, args: list[Fact]) -> list[Piece]:
    """The literal pieces of a printf template interleaved with the facts of its arguments."""
    return _interleave(_PRINTF.split(template.replace("%%", "")), args)


def format_pieces(template: str, args: list[Fact]) -> list[Piece]:
    return _interleave(_FIELD.split(template.replace("{{", "").replace("}}", "")), args)


# A printf conversion or a format spec that only a number gets through (`%d`, `%.2f`, `{total:,.2f}`): what it
# writes is digits, a sign, a point and an exponent, whatever text the number came from. Not `c` (a character).
_NUMERIC_PRINTF = re.compile(r"[diouxXeEfFgG]$")
_NUMERIC_SPEC = re.compile(r"^[^{}]*[bdeEfFgGnoxX%]$|^[^{}]*[,_]$")


def numeric_printf(template: str) -> tuple[list[bool], bool]:
    """Whether each conversion of a printf TEMPLATE writes only a number, in order, and whether the conversions
    are named (`%(total)d`: their arguments come from one mapping, not one by one)."""
    conversions = _PRINTF.findall(template.replace("%%", ""))
    return ([bool(_NUMERIC_PRINTF.search(c)) and "*" not in c for c in conversions],
            any(c.startswith("%(") for c in conversions))


def numeric_spec(spec: str) -> bool:
    """Whether an f-string's or str.format's format SPEC accepts only numbers (`.2f`, `04d`, `,`)."""
    return bool(_NUMERIC_SPEC.match(spec))


def _interleave(literals: list[str], args: list[Fact]) -> list[Piece]:
    """Literals with the arguments between them; when the counts differ (a mapping, a starred
    argument) every placeholder may hold any argument, so each gets all their origins."""
    every = Fact(origins=frozenset().union(*(a.origins for a in args))) if args else Fact()
    exact = len(args) == len(literals) - 1
    pieces: list[Piece] = []
    for index, literal in enumerate(literals):
        pieces.append(literal)
        if index < len(literals) - 1:
            pieces.append(args[index] if exact else every)
    return pieces


def anchored_step(category: str, fact: Fact | None) -> Step | None:
    """The step that fixes a redirect's (or an outbound request's) target, if the URL has one; or that keeps an
    XML document's entities the program's (its text opens with a fixed element)."""
    if fact is None or fact.anchor is None:
        return None
    anchor = fact.anchor
    if anchor.name == "element":
        return anchor._replace(name="the document opens with a fixed root element, before which alone a document "
                               "type (and so an entity) can be declared") if category == "xxe" else None
    if category == "open-redirect" or (category == "ssrf" and anchor.name in HOST_KINDS):
        what = {"host": "a fixed scheme and host", "path": "a fixed local path",
                "query": "a fixed part, the untrusted text only in its query"}[anchor.name]
        return anchor._replace(name=f"the URL starts with {what}")
    return None


# Statuses by name: a successful response's, which a browser shows rather than follows.
_PLAIN_STATUS_NAME = re.compile(r"^(HTTP_)?(20\d_)?(OK|CREATED|ACCEPTED)$")
_STATUS_KEYWORDS = frozenset({"status", "status_code", "code"})


def plain_status(call: ast.Call) -> ast.expr | None:
    """The argument of CALL (a response's construction) that gives it a 2xx status, or None."""
    return next((arg for arg in [*call.args, *(k.value for k in call.keywords if k.arg in _STATUS_KEYWORDS)]
                 if is_plain_status(arg)), None)


def is_plain_status(arg: ast.expr) -> bool:
    """ARG writes a 2xx status, as a number or a name (`201`, `http.client.CREATED`, `HTTPStatus.CREATED`,
    `status.HTTP_201_CREATED`)."""
    if isinstance(arg, ast.Constant) and type(arg.value) is int and 200 <= arg.value < 300:
        return True
    name = arg.attr if isinstance(arg, ast.Attribute) else None
    return name is not None and bool(_PLAIN_STATUS_NAME.match(name))
