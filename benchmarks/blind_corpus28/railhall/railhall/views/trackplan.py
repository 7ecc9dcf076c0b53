import os

from lxml import etree
from pyramid.httpexceptions import HTTPBadRequest, HTTPNotFound
from pyramid.view import view_config

_PLAN_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


def _plan_path(request, plan):
    if plan not in os.listdir(request.registry.settings["railhall.plan_dir"]):
        raise HTTPNotFound()
    return os.path.join(request.registry.settings["railhall.plan_dir"], plan)


@view_config(route_name="plan_upload", request_method="POST", renderer="json")
def plan_upload(request):
    upload = request.POST["plan"]
    data = upload.file.read()
    try:
        root = etree.fromstring(data, _PLAN_PARSER)
    except etree.XMLSyntaxError as exc:
        raise HTTPBadRequest(str(exc))
    name = "%s.xml" % root.get("id", "plan")
    stored_name = "".join(c for c in name if c.isalnum() or c in "._-")
    with open(os.path.join(request.registry.settings["railhall.plan_dir"], stored_name), "wb") as fh:
        fh.write(data)
    return {"stored": stored_name, "turnouts": len(root.findall(".//turnout"))}


@view_config(route_name="plan_search", renderer="json")
def plan_search(request):
    tree = etree.parse(_plan_path(request, request.matchdict["plan"]), _PLAN_PARSER)
    label = request.params.get("label")
    block = request.params.get("block")
    if label:
        hits = tree.xpath("//*[@label=$label]", label=label)
    elif block:
        hits = tree.xpath("//block[@id='" + block + "']/*")
    else:
        hits = []
    return {"hits": [dict(h.attrib) for h in hits]}
