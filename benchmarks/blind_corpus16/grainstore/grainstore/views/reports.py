from lxml import etree
from pyramid.view import view_config

_REPORT_PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)


@view_config(route_name="report_upload", request_method="POST", renderer="json")
def upload(request):
    doc = etree.fromstring(request.POST["report"].file.read(), _REPORT_PARSER)
    request.session["report"] = etree.tostring(doc).decode()
    return {"samples": len(doc.findall(".//sample"))}


@view_config(route_name="report_find", renderer="json")
def find(request):
    doc = etree.fromstring(request.session.get("report", "<report/>").encode(), etree.XMLParser(resolve_entities=False))
    lab = request.params.get("lab", "")
    samples = doc.xpath("//sample[lab/text()='{}']".format(lab))
    return [s.get("id") for s in samples]
