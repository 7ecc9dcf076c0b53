"""HTML fragments for the public reading room (Python 3.12: PEP 695 + PEP 701 f-strings)."""
import hashlib
import html
from collections.abc import Sequence

from starlette.responses import HTMLResponse

type Poem = dict[str, str]
type Issue = Sequence[Poem]


def gravatar(email: str) -> str:
    digest = hashlib.md5(email.strip().lower().encode()).hexdigest()
    return f"https://www.gravatar.com/avatar/{digest}?d=identicon"


def poem_page(poem: Poem) -> HTMLResponse:
    lines = "<br>".join(html.escape(ln) for ln in poem["body"].splitlines())
    return HTMLResponse(
        f"<article><h1>{html.escape(poem["title"])}</h1><p class='by'>{html.escape(poem["author"])}</p><div>{lines}</div></article>"
    )


def issue_index[P: Poem](poems: Sequence[P]) -> str:
    return "".join(f"<li><a href='/read/{int(p["id"])}'>{html.escape(p["title"])}</a></li>" for p in poems)
