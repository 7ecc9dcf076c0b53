import sqlite3

from pyramid.view import view_config

from .. import ldapauth


def _db(request):
    return sqlite3.connect(request.registry.settings["wiki.index"])


@view_config(route_name="search", renderer="json")
def search(request):
    q = request.params.get("q", "")
    rows = _db(request).execute(
        "SELECT name, snippet(pages_fts, 1, '[', ']', '...', 8) FROM pages_fts WHERE pages_fts MATCH ? LIMIT 50",
        (q,),
    ).fetchall()
    team = request.params.get("team")
    editors = [e[1].get("uid", [b""])[0].decode() for e in ldapauth.find_editors(team)] if team else []
    return {"results": rows, "editors": editors}


@view_config(route_name="by_author", renderer="json")
def by_author(request):
    author = request.matchdict["author"]
    sql = "SELECT name, updated FROM pages WHERE author = '%s' ORDER BY updated DESC" % author
    return {"pages": _db(request).execute(sql).fetchall()}
