from pyramid.httpexceptions import HTTPFound, HTTPNotFound
from pyramid.response import Response
from pyramid.view import view_config

from .. import render
from . import store_for


@view_config(route_name="page")
def show_page(request):
    name = request.matchdict["name"]
    try:
        text = store_for(request).read(name)
    except (KeyError, IOError):
        raise HTTPNotFound()
    if request.params.get("print"):
        comments = request.params.getall("c")
        return Response(render.render_print(name, render.to_html(text), comments))
    return Response(render.render_page(name, text))


@view_config(route_name="edit", request_method="POST", permission="edit")
def save_page(request):
    name = request.matchdict["name"]
    store_for(request).write(name, request.POST["text"])
    came_from = request.params.get("came_from")
    if came_from:
        return HTTPFound(location=came_from)
    return HTTPFound(location=request.route_url("page", name=name))


@view_config(route_name="raw_attachment")
def raw_attachment(request):
    fh = store_for(request).attachment(request.params["file"])
    return Response(body=fh.read(), content_type="application/octet-stream")
