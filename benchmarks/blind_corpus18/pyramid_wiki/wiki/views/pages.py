from mako.template import Template
from pyramid.httpexceptions import HTTPFound, HTTPNotFound
from pyramid.response import Response
from pyramid.view import view_config

from ..markup import rendre
from ..models import DBSession, Page
from ..search import search_pages, pages_by_prefix

PAGE_SHELL = Template("<html><body><h1>${name | h}</h1><div>${body}</div></body></html>")


@view_config(route_name="page")
def show_page(request):
    name = request.matchdict["name"]
    page = DBSession.query(Page).filter_by(name=name).first()
    if page is None:
        raise HTTPNotFound()
    return Response(PAGE_SHELL.render(name=name, body=rendre(page.body)))


@view_config(route_name="edit", request_method="POST")
def preview(request):
    header = request.POST.get("header", "")
    body = rendre(request.POST.get("body", ""))
    tpl = Template(header + "<div>${body}</div>")
    return Response(tpl.render(body=body))


@view_config(route_name="search")
def search(request):
    q = request.params.get("q", "")
    if request.params.get("prefix"):
        rows = pages_by_prefix(request.params["prefix"], request.params.get("order", "name"))
    else:
        rows = search_pages(q, request.params.get("author"))
    items = "".join("<li>%s</li>" % r[0] for r in rows)
    return Response("<h2>Search: %s</h2><ul>%s</ul>" % (q, items))


@view_config(route_name="go")
def go(request):
    target = request.params.get("to", "/")
    return HTTPFound(location=target)
