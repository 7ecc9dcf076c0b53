import hashlib
import html

from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import Response
from pyramid.view import view_config


@view_config(route_name="people", renderer="json")
def people(request):
    return {"results": request.registry.directory.find_people(request.params.get("q", ""))}


@view_config(route_name="person")
def person(request):
    uid = request.matchdict["uid"]
    p = request.registry.directory.get_person(uid)
    if p is None:
        return Response("<h1>No such person: %s</h1>" % html.escape(uid), status=404)
    title = (p.get("title") or [""])[0]
    return Response("<h1>%s</h1><p>%s</p><p>%s</p>" % (html.escape(p["cn"][0]), title, html.escape(p["mail"][0])))


@view_config(route_name="group", renderer="json")
def group(request):
    return {"members": request.registry.directory.group_members(request.matchdict["cn"])}


@view_config(route_name="vcard")
def vcard(request):
    p = request.registry.directory.get_person(request.matchdict["uid"])
    if p is None:
        raise HTTPNotFound()
    body = "BEGIN:VCARD\nVERSION:3.0\nFN:%s\nEMAIL:%s\nEND:VCARD\n" % (p["cn"][0], p["mail"][0])
    resp = Response(body, content_type="text/vcard")
    resp.etag = hashlib.md5(body.encode()).hexdigest()
    return resp


@view_config(route_name="home")
def home(request):
    greeting = request.params.get("welcome", "")
    return Response("<html><body><div class='greeting'>" + greeting + "</div></body></html>")
