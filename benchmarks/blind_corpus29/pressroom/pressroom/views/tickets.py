from lxml import etree
from pyramid.view import view_config, view_defaults

JDF_NS = {"jdf": "http://www.CIP4.org/JDFSchema_1_1"}


@view_defaults(renderer="json")
class TicketViews:
    def __init__(self, request):
        self.request = request

    @view_config(route_name="tickets", request_method="POST")
    def import_ticket(self):
        upload = self.request.POST["ticket"]
        parser = etree.XMLParser(no_network=False, resolve_entities=True, load_dtd=True)
        doc = etree.parse(upload.file, parser)
        self.request.session["ticket"] = etree.tostring(doc).decode()
        return {"nodes": len(doc.getroot())}

    @view_config(route_name="ticket_search", request_method="GET")
    def search(self):
        parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
        root = etree.fromstring(self.request.session.get("ticket", "<JDF/>").encode(), parser)
        part = self.request.params.get("part", "")
        nodes = root.xpath("//jdf:ResourcePool/*[@PartIDKeys='%s']" % part, namespaces=JDF_NS)
        media = root.xpath("//jdf:Media[@MediaType=$t]/@Dimension", namespaces=JDF_NS, t=self.request.params.get("media", "Paper"))
        return {"resources": [n.tag for n in nodes], "media": [str(m) for m in media]}
