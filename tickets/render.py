"""The Markdown ticket format: render a Ticket to text and parse it back, and render the index.

The front matter is the machine's; the body belongs to people once they edit it. The front
matter records a digest of the body the machine wrote, so an edit is detected exactly,
never guessed. Nothing here touches the file system.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

import jinja2
import yaml
from pydantic import ValidationError

from tickets.models import Evidence, Severity, TicketStatus
from tickets.records import Ticket
from twokey.kernel.templates import environment

BODY_DIGEST_KEY = "body_digest"
NOT_STARTED = "_Not started._"
NO_FIX = "_None suggested._"

_SECTIONS = {
    "## Claim": "claim",
    "## Evidence": "evidence",
    "## Refutation attempted": "refutation",
    "## Suggested fix": "suggested_fix",
    "## Fix": "fix",
}
_QUOTE_HEADING = re.compile(r"^### `(?P<path>.+):(?P<start>[0-9]+)-(?P<end>[0-9]+)`$")
_FENCE_OPEN = re.compile(r"^(?P<ticks>`{3,})[\w+-]*\s*$")


class TicketFormatError(ValueError):
    """A ticket file that cannot be read as a ticket; the message is one line for a person."""


@dataclass(frozen=True)
class ParsedTicket:
    ticket: Ticket
    body: str
    body_digest: str  # the digest of the body the machine last wrote
    edited: bool  # whether a person changed the body since


def ticket_filename(ticket: Ticket) -> str:
    return f"{ticket.id}-{slugify(ticket.title)}.md"


def slugify(title: str, max_words: int = 6, max_chars: int = 48) -> str:
    ascii_title = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode().lower()
    slug = ""
    for word in re.findall(r"[a-z0-9]+", ascii_title)[:max_words]:
        if len(slug) + len(word) + 1 > max_chars:
            break
        slug = f"{slug}-{word}" if slug else word
    return slug or "finding"


def body_digest(body: str) -> str:
    return hashlib.sha256(body.encode("utf-8")).hexdigest()[:16]


# --- rendering --------------------------------------------------------------------------

def _fence(quote: str) -> str:
    # A fence longer than any backtick run inside the quote, so the quote cannot close it.
    longest = max((len(run) for run in re.findall(r"`+", quote)), default=0)
    return "`" * max(3, longest + 1)


def _language(path: str) -> str:
    return "python" if path.endswith((".py", ".pyi")) else ""


_FILTERS = {
    "fence": _fence,
    "language": _language,
    "cwe": lambda number: f"CWE-{number}",
    "cell": lambda text: str(text).replace("|", "\\|").replace("\n", " "),
}


def _template(name: str) -> jinja2.Template:
    return environment("tickets", _FILTERS).get_template(name)


def render_body(ticket: Ticket) -> str:
    template = _template("ticket.md.j2")
    context = template.new_context({"ticket": ticket, "front_matter": ""})
    return "".join(template.blocks["body"](context))


def render_front_matter(ticket: Ticket, digest: str) -> str:
    data = ticket.front_matter() | {BODY_DIGEST_KEY: digest}
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, default_flow_style=False, width=100)


def iter_ticket(ticket: Ticket) -> Iterator[str]:
    """The ticket file as a stream of chunks, for an atomic writer that may be interrupted."""
    front_matter = render_front_matter(ticket, body_digest(render_body(ticket)))
    return _template("ticket.md.j2").generate(ticket=ticket, front_matter=front_matter)


def render_ticket(ticket: Ticket) -> str:
    return "".join(iter_ticket(ticket))


def compose(ticket: Ticket, body: str, digest: str) -> str:
    """A ticket file with fresh front matter over a body kept as it is (a person's edits)."""
    return f"---\n{render_front_matter(ticket, digest)}---\n{body}"


def render_index(tickets: Sequence[Ticket], links: Mapping[str, str] | None = None) -> str:
    """The backlog README. LINKS maps ticket id to file name; by default the name is derived."""
    links = dict(links or {})
    for ticket in tickets:
        links.setdefault(ticket.id, ticket_filename(ticket))
    open_work = [t for t in tickets if t.status in (TicketStatus.OPEN, TicketStatus.IN_PROGRESS)]
    groups = [(severity, sorted((t for t in open_work if t.severity is severity), key=lambda t: t.id))
              for severity in sorted(Severity, key=lambda s: s.rank, reverse=True)]
    counts = [(status, sum(1 for t in tickets if t.status is status)) for status in TicketStatus]
    return _template("index.md.j2").render(
        groups=[(severity, rows) for severity, rows in groups if rows], links=links, counts=counts,
        open_count=len(open_work), total=len(tickets))


# --- parsing ----------------------------------------------------------------------------

def parse_ticket(text: str) -> tuple[Ticket, str]:
    """The ticket and its body (as a person may have edited it). Raises TicketFormatError."""
    parsed = read_ticket(text)
    return parsed.ticket, parsed.body


def read_ticket(text: str) -> ParsedTicket:
    front, body = split_front_matter(text)
    recorded = str(front.pop(BODY_DIGEST_KEY, "") or "")
    try:
        ticket = Ticket.model_validate(front | _body_fields(body))
    except ValidationError as error:
        raise TicketFormatError(_first_problem(error)) from None
    return ParsedTicket(ticket=ticket, body=body, body_digest=recorded, edited=body_digest(body) != recorded)


# libyaml's safe loader reads the same YAML as PyYAML's own, ten times faster; PyYAML's when it is missing.
_SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def split_front_matter(text: str) -> tuple[dict, str]:
    if not text.startswith("---\n"):
        raise TicketFormatError("no YAML front matter: the file must start with a '---' line")
    end = text.find("\n---\n", 3)
    if end == -1:
        raise TicketFormatError("the YAML front matter is not closed by a '---' line")
    try:
        front = yaml.load(text[4 : end + 1], Loader=_SAFE_LOADER)
    except yaml.YAMLError as error:
        raise TicketFormatError(f"the front matter is not valid YAML ({_yaml_problem(error)})") from None
    if not isinstance(front, dict):
        raise TicketFormatError("the front matter is not a YAML mapping of fields")
    return front, text[end + 5 :]


def _yaml_problem(error: yaml.YAMLError) -> str:
    mark = getattr(error, "problem_mark", None)
    problem = getattr(error, "problem", None) or type(error).__name__
    return f"{problem} at line {mark.line + 2}" if mark else str(problem)


def _first_problem(error: ValidationError) -> str:
    first = error.errors()[0]
    where = ".".join(str(part) for part in first["loc"]) or "ticket"
    more = f" (and {error.error_count() - 1} more)" if error.error_count() > 1 else ""
    return f"field {where!r}: {first['msg']}{more}"


def _body_fields(body: str) -> dict:
    """The body parts, read back from the sections the template writes; missing ones stay empty."""
    sections = _split_sections(body.split("\n"))
    fields: dict = {}
    for name in ("claim", "refutation", "suggested_fix", "fix"):
        if name in sections:
            fields[name] = "\n".join(_prose(sections[name]))
    if fields.get("suggested_fix") == NO_FIX:
        fields["suggested_fix"] = None
    if fields.get("fix") == NOT_STARTED:
        fields["fix"] = ""
    fields["evidence"] = _quotes(sections.get("evidence", []))
    fields["refutation_evidence"] = _quotes(sections.get("refutation", []))
    return fields


def _split_sections(lines: list[str]) -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line, kind in _with_fence_state(lines):
        if kind == "text" and line in _SECTIONS:
            current = sections.setdefault(_SECTIONS[line], [])
        elif current is not None:
            current.append(line)
    return sections


def _with_fence_state(lines: list[str]) -> Iterator[tuple[str, str]]:
    """Each line with its kind: "text", or "open", "code", "close" for a fenced block."""
    ticks = 0
    for line in lines:
        stripped = line.rstrip()
        if ticks and len(stripped) >= ticks and stripped == "`" * len(stripped):
            ticks = 0
            yield line, "close"
        elif ticks:
            yield line, "code"
        elif match := _FENCE_OPEN.match(line):
            ticks = len(match["ticks"])
            yield line, "open"
        else:
            yield line, "text"


def _prose(lines: list[str]) -> list[str]:
    """A section's own text: everything before its first quote heading, trimmed."""
    text: list[str] = []
    for line in lines:
        if _QUOTE_HEADING.match(line):
            break
        text.append(line)
    return "\n".join(text).strip().split("\n") if text else []


def _quotes(lines: list[str]) -> list[Evidence]:
    """The quotes under "### `path:lines`" headings: an optional note, then one fenced block."""
    quotes: list[Evidence | None] = []
    heading: re.Match | None = None
    note: list[str] = []
    code: list[str] = []
    for line, kind in _with_fence_state(lines):
        if kind == "text" and (match := _QUOTE_HEADING.match(line)):
            heading, note, code = match, [], []
        elif heading is None or kind == "open":
            continue
        elif kind == "code":
            code.append(line)
        elif kind == "close":
            quotes.append(_evidence(heading, note, code))
            heading = None
        else:
            note.append(line)
    return [q for q in quotes if q is not None]


def _evidence(heading: re.Match, note: list[str], code: list[str]) -> Evidence | None:
    try:
        return Evidence(path=heading["path"], start_line=int(heading["start"]), end_line=int(heading["end"]),
                        quote="\n".join(code) or " ", note="\n".join(note).strip())
    except ValidationError:
        return None  # a person mangled this quote; the body is theirs, the rest still reads


def replace_fix_section(body: str, text: str) -> str:
    """BODY with the "## Fix" section's text replaced, keeping every other (human) line as is."""
    lines = body.split("\n")
    kinds = [kind for _, kind in _with_fence_state(lines)]
    starts = [i for i, line in enumerate(lines) if kinds[i] == "text" and line in _SECTIONS]
    fix_at = next((i for i in starts if lines[i] == "## Fix"), None)
    if fix_at is None:
        return f"{body.rstrip()}\n\n## Fix\n\n{text.strip() or NOT_STARTED}\n"
    end = next((i for i in starts if i > fix_at), len(lines))
    tail = "\n".join(lines[end:])
    section = f"## Fix\n\n{text.strip() or NOT_STARTED}\n"
    return "\n".join(lines[:fix_at]) + "\n" + section + ("\n" + tail if tail.strip() else "")
