import json

from fastapi import APIRouter, Depends, File, UploadFile
from lxml import etree

from ..deps import current_crew

router = APIRouter()

_MANIFEST_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True)


@router.post("/upload")
async def upload_manifest(file: UploadFile = File(...), crew=Depends(current_crew)):
    doc = etree.fromstring(await file.read(), _MANIFEST_PARSER)
    return {"containers": len(doc.findall(".//container"))}


@router.post("/search")
async def search_manifest(consignee: str, file: UploadFile = File(...), crew=Depends(current_crew)):
    doc = etree.fromstring(await file.read(), _MANIFEST_PARSER)
    hits = doc.xpath("//container[consignee='" + consignee + "']/@id")
    return {"ids": [str(h) for h in hits]}


@router.post("/meta")
async def manifest_meta(file: UploadFile = File(...), crew=Depends(current_crew)):
    meta = json.loads(await file.read())
    return {"vessel": meta.get("vessel"), "eta": meta.get("eta")}
