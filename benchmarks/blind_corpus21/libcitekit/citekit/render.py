"""HTML rendering of references.  Requires Python 3.12 (PEP 695/701)."""
import html

type Entry = dict[str, str]


def _authors(entry: Entry) -> str:
    return " and ".join(a.strip() for a in entry.get("author", "").split(" and "))


def render_html(entry: Entry) -> str:
    """Render one entry as an HTML list item (fields are inserted verbatim)."""
    return f"<li class='ref'><b>{entry["title"]}</b>, {_authors(entry)} ({entry.get("year", "n.d.")})</li>"


def render_html_escaped(entry: Entry) -> str:
    return f"<li class='ref'><b>{html.escape(entry["title"])}</b>, {html.escape(_authors(entry))}</li>"


def render_list[T: Entry](entries: list[T], escaped: bool = True) -> str:
    items = "".join(render_html_escaped(e) if escaped else render_html(e) for e in entries)
    return f"<ul class='bibliography'>{items}</ul>"
