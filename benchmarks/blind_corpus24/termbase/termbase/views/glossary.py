import hashlib
import html
import random

from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import Response
from pyramid.view import view_config

from .. import models


@view_config(route_name="home", renderer="home.jinja2")
def home(request):
    return {"user": request.authenticated_userid}


@view_config(route_name="term", renderer="term.jinja2")
def term(request):
    conn = models.connect(request)
    row = models.get_term(conn, request.matchdict["term_id"])
    if row is None:
        raise HTTPNotFound()
    request.response.etag = hashlib.md5(("%s:%s" % (row["id"], row["updated"])).encode()).hexdigest()
    return {"term": row}


@view_config(route_name="search")
def search(request):
    q = request.params.get("q", "")
    conn = models.connect(request)
    rows = models.search_lemmas(conn, q)
    if not rows:
        return Response("<p>No lemma starts with <b>%s</b>.</p>" % q)
    lis = "".join("<li><a href='/term/%d'>%s</a> [%s]</li>" % (r["id"], html.escape(r["lemma"]), html.escape(r["lang"])) for r in rows)
    return Response("<ul>%s</ul>" % lis)


@view_config(route_name="by_domain", renderer="json")
def by_domain(request):
    conn = models.connect(request)
    rows = models.terms_in_domain(conn, request.matchdict["domain"], request.params.get("lang", "en"))
    return [dict(r) for r in rows]


@view_config(route_name="quiz", renderer="quiz.jinja2")
def quiz(request):
    conn = models.connect(request)
    pool = models.search_lemmas(conn, "", limit=500)
    return {"questions": random.sample(list(pool), min(10, len(pool)))}
