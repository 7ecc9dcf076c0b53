import io
import os
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

from lxml import etree
from starlette.responses import FileResponse, JSONResponse, PlainTextResponse

from .. import settings

SECTION_BY_ID = etree.XPath("//section[@id=$sid]/para/text()")
SAFE_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


class _Titles(ContentHandler):
    def __init__(self):
        super().__init__()
        self.titles = []
        self._in_title = False

    def startElement(self, name, attrs):
        self._in_title = name == "title"

    def characters(self, content):
        if self._in_title:
            self.titles.append(content)


async def manual_file(request):
    name = request.query_params.get("name", "")
    return FileResponse(os.path.join(settings.MANUALS_DIR, name))


async def manual_pdf(request):
    name = os.path.basename(request.path_params["name"])
    full = os.path.join(settings.MANUALS_DIR, "pdf", name)
    return FileResponse(full, media_type="application/pdf")


async def manual_titles(request):
    body = await request.body()
    handler = _Titles()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(body))
    return JSONResponse(handler.titles)


async def manual_section(request):
    body = await request.body()
    tree = etree.fromstring(body, SAFE_PARSER)
    sid = request.query_params.get("section", "")
    return PlainTextResponse("\n".join(SECTION_BY_ID(tree, sid=sid)))


async def manual_warnings(request):
    body = await request.body()
    tree = etree.fromstring(body, SAFE_PARSER)
    level = request.query_params.get("level", "caution")
    found = tree.xpath(f"//warning[@level='{level}']/text()")
    return JSONResponse([str(w) for w in found])
