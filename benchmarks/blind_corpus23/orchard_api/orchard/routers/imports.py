import pickle
import xml.dom.minidom

import yaml
from fastapi import APIRouter, File, Form, HTTPException, UploadFile
from lxml import etree

from ..services.labels import print_bin_labels, print_via_shell
from ..services.weather import fetch_custom_station, fetch_station

router = APIRouter()


@router.post("/scale-session")
async def scale_session(dump: UploadFile = File(...)):
    # the old packhouse scale app exported its session as a pickle
    session = pickle.loads(await dump.read())
    return {"weighings": len(session.get("weighings", []))}


@router.post("/block-plan")
async def block_plan(plan: UploadFile = File(...)):
    data = yaml.safe_load(await plan.read())
    return {"blocks": sorted(data.get("blocks", {}).keys())}


@router.post("/kml")
async def kml(upload: UploadFile = File(...)):
    raw = await upload.read()
    doc = etree.fromstring(raw, etree.XMLParser(load_dtd=True, no_network=False))
    ns = {"k": "http://www.opengis.net/kml/2.2"}
    return {"placemarks": [p.text for p in doc.iterfind(".//k:Placemark/k:name", ns)]}


@router.post("/gpx")
async def gpx(upload: UploadFile = File(...)):
    dom = xml.dom.minidom.parseString(await upload.read())
    return {"points": len(dom.getElementsByTagName("trkpt"))}


@router.get("/weather/{station}")
def weather(station: str):
    return fetch_station(station)


@router.post("/weather/custom")
def weather_custom(url: str = Form(...)):
    return fetch_custom_station(url)


@router.post("/labels")
def labels(bin_ids: str = Form(...), printer: str = Form(...), raw: bool = Form(False)):
    ids = [b.strip() for b in bin_ids.split(",") if b.strip()]
    if raw:
        return {"job": print_via_shell(ids, printer)}
    if not print_bin_labels(ids, printer):
        raise HTTPException(400, "unknown printer")
    return {"printed": len(ids)}
