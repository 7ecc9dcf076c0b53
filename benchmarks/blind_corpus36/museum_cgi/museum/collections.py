import html
from urllib.parse import parse_qs

from .db import connect
from .templates import page

ORDER = {"date": "made_year", "title": "title", "accession": "accession"}


def search(environ):
    qs = parse_qs(environ.get("QUERY_STRING", ""))
    term = qs.get("q", [""])[0]
    order = ORDER.get(qs.get("order", ["title"])[0], "title")
    cur = connect().cursor()
    cur.execute("SELECT accession, title, made_year FROM object WHERE title LIKE '%%%s%%' ORDER BY %s" % (term, order))
    rows = "".join("<li>%s - %s (%s)</li>" % tuple(html.escape(str(v)) for v in r) for r in cur.fetchall())
    return page("Search", "<ul>" + rows + "</ul>")


def object_json(environ, accession):
    cur = connect().cursor()
    cur.execute("SELECT accession, title, description, made_year FROM object WHERE accession = %s", (accession,))
    return cur.fetchone()


def by_decade(environ):
    qs = parse_qs(environ.get("QUERY_STRING", ""))
    decade = int(qs.get("decade", ["1900"])[0]) // 10 * 10
    cur = connect().cursor()
    cur.execute("SELECT accession, title FROM object WHERE made_year BETWEEN %d AND %d" % (decade, decade + 9))
    return cur.fetchall()
