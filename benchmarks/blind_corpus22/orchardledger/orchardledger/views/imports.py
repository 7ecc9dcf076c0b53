import json

import defusedxml.ElementTree as DET
import jsonpickle
from lxml import etree
from pyramid.view import view_config

from ..fetch import import_from, registry_entry
from ..models import insert_bins

BIN_BY_PICKER = etree.XPath("//bin[@picker=$p]")


@view_config(route_name="import_bins", request_method="POST", renderer="json", permission="edit")
def import_bins(request):
    upload = request.POST["file"]
    fmt = request.params.get("format", "xml")
    if fmt == "json":
        rows = json.loads(upload.file.read())
    elif fmt == "jsonpickle":
        rows = jsonpickle.decode(upload.file.read())
    elif fmt == "safe-xml":
        root = DET.parse(upload.file).getroot()
        rows = [dict(b.attrib) for b in root.iter("bin")]
    else:
        parser = etree.XMLParser(load_dtd=True, dtd_validation=False)
        root = etree.parse(upload.file, parser).getroot()
        picker = request.params.get("picker")
        if picker and request.params.get("mode") == "legacy":
            nodes = root.xpath("//bin[@picker='" + picker + "']")
        elif picker:
            nodes = BIN_BY_PICKER(root, p=picker)
        else:
            nodes = root.iter("bin")
        rows = [dict(b.attrib) for b in nodes]
    insert_bins(request.db, rows)
    return {"imported": len(rows)}


@view_config(route_name="import_registry", renderer="json", permission="edit")
def import_registry(request):
    if "source" in request.params:
        return {"bytes": len(import_from(request.params["source"]))}
    return registry_entry(request.params.get("code", "BED"))
