import os

from lxml import etree
from pyramid.view import view_config

from ..xmlutil import DOCBOOK_PARSER, STRICT_PARSER, meta_fields, sax_titles


@view_config(route_name="upload", request_method="POST", renderer="json")
def upload(request):
    data = request.POST["file"].file.read()
    mode = request.params.get("mode", "strict")
    if mode == "docbook":
        doc = etree.fromstring(data, DOCBOOK_PARSER)
    else:
        doc = etree.fromstring(data, STRICT_PARSER)
    return {"root": doc.tag, "chapters": len(doc.findall(".//chapter"))}


@view_config(route_name="upload_sax", request_method="POST", renderer="json")
def upload_sax(request):
    staged = "/tmp/quarry-%d.xml" % os.getpid()
    with open(staged, "wb") as out:
        out.write(request.POST["file"].file.read())
    with open(staged, "rb") as fh:
        return {"titles": sax_titles(fh)}


@view_config(route_name="upload_meta", request_method="POST", renderer="json")
def upload_meta(request):
    return meta_fields(request.body)
