"""Object catalogue backed by a LIDO XML export from the collections system."""
from aiohttp import web
from lxml import etree

from .. import settings
from . import routes

LIDO_NS = {"lido": "http://www.lido-schema.org"}
_catalogue = None


def catalogue():
    global _catalogue
    if _catalogue is None:
        _catalogue = etree.parse(settings.CATALOGUE_PATH)
    return _catalogue


@routes.view("/catalogue/objects/{inv}")
class ObjectView(web.View):
    async def get(self):
        inv = self.request.match_info["inv"]
        hits = catalogue().xpath(
            "//lido:lido[lido:lidoRecID=$rec]//lido:titleSet/lido:appellationValue/text()",
            namespaces=LIDO_NS, rec=inv,
        )
        return web.json_response({"inventory": inv, "titles": [str(h) for h in hits]})


@routes.view("/catalogue/by-maker")
class MakerView(web.View):
    async def get(self):
        maker = self.request.query.get("name", "")
        expr = "//lido:lido[.//lido:nameActorSet/lido:appellationValue='%s']/lido:lidoRecID/text()" % maker
        hits = catalogue().xpath(expr, namespaces=LIDO_NS)
        return web.json_response([str(h) for h in hits])


@routes.view("/catalogue/incoming")
class IncomingRecordView(web.View):
    """Borrowers upload the LIDO record of the object they are lending us."""

    async def post(self):
        raw = await self.request.read()
        record = etree.fromstring(raw, etree.XMLParser(resolve_entities=True, no_network=False))
        title = record.findtext(".//{http://www.lido-schema.org}appellationValue")
        return web.json_response({"title": title})

    async def put(self):
        raw = await self.request.read()
        parser = etree.XMLParser(resolve_entities=False, no_network=True, dtd_validation=False, load_dtd=False)
        record = etree.fromstring(raw, parser)
        return web.json_response({"root": etree.QName(record).localname})
