import html
from urllib.parse import parse_qs

from .db import connect
from .templates import page


def listing(environ):
    qs = parse_qs(environ.get("QUERY_STRING", ""))
    q = qs.get("q", [""])[0]
    cur = connect().cursor()
    cur.execute("SELECT title, starts, places_left FROM event WHERE title LIKE %s AND starts >= CURDATE() ORDER BY starts", ("%" + q + "%",))
    rows = cur.fetchall()
    if not rows:
        return page("Events", "<p>No events matching <em>%s</em>.</p>" % q)
    items = "".join("<li>%s - %s (%d places)</li>" % (html.escape(t), s, n) for t, s, n in rows)
    return page("Events", "<ul>" + items + "</ul>")
