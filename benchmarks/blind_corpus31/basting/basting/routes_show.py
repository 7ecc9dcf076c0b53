from bottle import Bottle, request, template
from markupsafe import escape

from .db import connect, fetch

show = Bottle()

_ENTRY_PAGE = """<h1>{{category}}</h1>
% for e in entries:
<div class="entry"><h2>{{e['title']}}</h2><p>{{!e['statement']}}</p></div>
% end
"""


@show.get("/show")
def entries():
    category = request.query.get("category", "bed")
    rows = fetch("SELECT title, statement FROM entries WHERE category = ?", (category,))
    return template(_ENTRY_PAGE, category=category, entries=rows)


@show.get("/show/search")
def search():
    q = request.query.get("q", "")
    with connect() as conn:
        rows = conn.execute("SELECT title FROM entries WHERE title LIKE '%" + q + "%'").fetchall()
    return "<p>Results for %s</p><ul>%s</ul>" % (escape(q), "".join("<li>%s</li>" % escape(r[0]) for r in rows))

