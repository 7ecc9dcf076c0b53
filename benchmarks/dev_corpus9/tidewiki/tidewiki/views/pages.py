import difflib
import os

from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import FileResponse, Response
from pyramid.view import view_config

from ..compat import Markup
from ..macros import expand_macros
from ..markup import render_wikitext
from ..models import Page, Revision


def _latest(request, page, revision=None):
    q = request.dbsession.query(Revision).filter_by(page_id=page.id)
    if revision is not None:
        return q.filter_by(revision=revision).one_or_none()
    return q.order_by(Revision.revision.desc()).first()


@view_config(route_name="page", renderer="tidewiki:templates/page.jinja2", permission="view")
def view_page(request):
    name = request.matchdict["pagename"]
    page = request.dbsession.query(Page).filter_by(name=name).one_or_none()
    if page is None:
        return Response("<h1>No page called %s</h1><p><a href='/wiki/%s?edit=1'>Create it</a></p>" % (name, name), status=404, content_type="text/html")
    rev = _latest(request, page)
    html = expand_macros(str(render_wikitext(rev.data)), page)
    return {"page": page, "revision": rev, "body": Markup(html)}


@view_config(route_name="page_diff", permission="view")
def page_diff(request):
    page = request.dbsession.query(Page).filter_by(name=request.matchdict["pagename"]).one_or_none()
    if page is None:
        raise HTTPNotFound()
    old = _latest(request, page, int(request.params["from"]))
    new = _latest(request, page, int(request.params["to"]))
    if old is None or new is None:
        raise HTTPNotFound()
    table = difflib.HtmlDiff(wrapcolumn=100).make_table(old.data.splitlines(), new.data.splitlines(), "r%d" % old.revision, "r%d" % new.revision)
    return Response(table, content_type="text/html")


@view_config(route_name="attachment", permission="view")
def attachment(request):
    root = request.registry.settings["tidewiki.attachments"]
    path = os.path.join(root, request.matchdict["pagename"], request.params["file"])
    if not os.path.isfile(path):
        raise HTTPNotFound()
    return FileResponse(path, request=request)


@view_config(route_name="attachment_v2", permission="view")
def attachment_v2(request):
    page = request.dbsession.query(Page).filter_by(name=request.matchdict["pagename"]).one_or_none()
    if page is None:
        raise HTTPNotFound()
    root = request.registry.settings["tidewiki.attachments"]
    path = os.path.join(root, str(page.id), os.path.basename(request.params["file"]))
    if not os.path.isfile(path):
        raise HTTPNotFound()
    return FileResponse(path, request=request)
