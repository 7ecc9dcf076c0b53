"""Document library downloads and policy lookup."""
import os

from lxml import etree
from pyramid.httpexceptions import HTTPForbidden, HTTPNotFound
from pyramid.response import FileResponse
from pyramid.view import view_config


def _docs_root(request):
    return request.registry.settings["docs.root"]


@view_config(route_name="doc_download", permission="view")
def download(request):
    name = request.params.get("file", "")
    path = os.path.join(_docs_root(request), "published", name)
    if not os.path.isfile(path):
        raise HTTPNotFound()
    return FileResponse(path, request=request, content_type="application/octet-stream")


@view_config(route_name="doc_attachment", permission="view")
def attachment(request):
    space_root = os.path.realpath(os.path.join(_docs_root(request), "spaces", request.matchdict["space"]))
    if not space_root.startswith(os.path.realpath(_docs_root(request)) + os.sep):
        raise HTTPForbidden()
    target = os.path.realpath(os.path.join(space_root, request.matchdict["sub"]))
    if not target.startswith(space_root + os.sep):
        raise HTTPForbidden()
    return FileResponse(target, request=request)


_POLICY_TREE = None


def _policies(request):
    global _POLICY_TREE
    if _POLICY_TREE is None:
        _POLICY_TREE = etree.parse(request.registry.settings["policies.xml"])
    return _POLICY_TREE


@view_config(route_name="policy", renderer="policy.jinja2", permission="view")
def policy(request):
    code = request.matchdict["code"]
    nodes = _policies(request).xpath("//policy[@code=$code]/section", code=code)
    if not nodes:
        raise HTTPNotFound()
    return {"sections": [etree.tostring(n, encoding="unicode") for n in nodes]}
