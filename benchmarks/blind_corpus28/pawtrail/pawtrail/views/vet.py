import os

from aiohttp import web
from defusedxml import lxml as defused_lxml
from lxml import etree

routes = web.RouteTableDef()


class RecordImporter:
    """Imports vaccination and treatment records exported by partner vet practices."""

    def __init__(self, records_root):
        self.records_root = records_root

    def parse_partner(self, raw):
        return defused_lxml.fromstring(raw)

    def parse_clinic_dump(self, raw):
        parser = etree.XMLParser(dtd_validation=True, resolve_entities=True, no_network=False)
        return etree.fromstring(raw, parser)

    def store(self, animal_id, raw):
        path = os.path.join(self.records_root, "%d.xml" % animal_id)
        with open(path, "wb") as fh:
            fh.write(raw)
        return path


@routes.post("/vet/records/{animal_id:\\d+}")
async def upload_records(request):
    if not request["volunteer"]:
        raise web.HTTPForbidden()
    importer = RecordImporter(request.app["cfg"].records_root)
    raw = await request.read()
    if request.query.get("source") == "clinic":
        root = importer.parse_clinic_dump(raw)
    else:
        root = importer.parse_partner(raw)
    importer.store(int(request.match_info["animal_id"]), raw)
    return web.json_response({"treatments": len(root.findall(".//treatment"))})


@routes.get("/vet/records/{animal_id:\\d+}/vaccines")
async def vaccines(request):
    path = os.path.join(request.app["cfg"].records_root, "%d.xml" % int(request.match_info["animal_id"]))
    tree = etree.parse(path, etree.XMLParser(resolve_entities=False, no_network=True))
    vaccine = request.query.get("vaccine", "")
    if vaccine:
        nodes = tree.xpath("//treatment[@kind='vaccine'][name='" + vaccine + "']/date/text()")
    else:
        nodes = tree.xpath("//treatment[@kind=$kind]/date/text()", kind="vaccine")
    return web.json_response({"dates": [str(n) for n in nodes]})
