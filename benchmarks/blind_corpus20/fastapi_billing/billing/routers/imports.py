import io
import xml.sax
from urllib.parse import urlsplit

import httpx
from defusedxml import sax as safe_sax
from fastapi import APIRouter, Depends, HTTPException, Request
from pydantic import BaseModel

from ..config import settings
from ..deps import current_customer

router = APIRouter()


class LineCollector(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.lines, self._buf, self._in = [], [], False

    def startElement(self, name, attrs):
        self._in = name == "line"
        self._buf = []

    def characters(self, content):
        if self._in:
            self._buf.append(content)

    def endElement(self, name):
        if name == "line":
            self.lines.append("".join(self._buf).strip())
            self._in = False


class RemoteImport(BaseModel):
    source_url: str


@router.post("/xml")
async def import_xml(request: Request, _me: int = Depends(current_customer)):
    handler = LineCollector()
    parser = xml.sax.make_parser()
    parser.setFeature(xml.sax.handler.feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(io.BytesIO(await request.body()))
    return {"lines": handler.lines}


@router.post("/xml/validate")
async def validate_xml(request: Request, _me: int = Depends(current_customer)):
    handler = LineCollector()
    safe_sax.parseString(await request.body(), handler)
    return {"valid": True, "lines": len(handler.lines)}


@router.post("/remote")
def import_remote(body: RemoteImport, _me: int = Depends(current_customer)):
    r = httpx.get(body.source_url, timeout=10)
    return {"bytes": len(r.content)}


@router.post("/erp")
def import_from_erp(body: RemoteImport, _me: int = Depends(current_customer)):
    parts = urlsplit(body.source_url)
    if parts.scheme != "https" or parts.hostname not in settings.trusted_import_hosts:
        raise HTTPException(400, "untrusted host")
    r = httpx.get(body.source_url, timeout=10, follow_redirects=False)
    return {"bytes": len(r.content)}
