"""Composition playlists and KDMs delivered by distributors."""
import os
import uuid

import defusedxml.ElementTree as DET
from lxml import etree
from quart import Blueprint, current_app, jsonify, request

bp = Blueprint("prints", __name__, url_prefix="/prints")

NS = {"cpl": "http://www.smpte-ra.org/schemas/429-7/2006/CPL"}


def _cpl_dir():
    return os.path.join(current_app.config["MEDIA_ROOT"], "cpl")


@bp.post("/cpl")
async def upload_cpl():
    files = await request.files
    upload = files["cpl"]
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
    doc = etree.fromstring(upload.read(), parser)
    title = doc.findtext("cpl:ContentTitleText", namespaces=NS) or "untitled"
    cpl_id = uuid.UUID(doc.findtext("cpl:Id", namespaces=NS).removeprefix("urn:uuid:"))
    with open(os.path.join(_cpl_dir(), f"{cpl_id}.xml"), "wb") as fh:
        fh.write(etree.tostring(doc))
    return jsonify({"title": title})


@bp.post("/kdm")
async def upload_kdm():
    data = await request.get_data()
    root = DET.fromstring(data)
    return jsonify({"recipient": root.findtext(".//{*}X509SubjectName")})


def _load(cpl_id: str):
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(os.path.join(_cpl_dir(), cpl_id.replace("/", "") + ".xml"), parser)


@bp.get("/<cpl_id>/reel")
async def reel(cpl_id):
    reel_id = request.args.get("id", "")
    doc = _load(cpl_id)
    found = doc.xpath(f"//cpl:Reel[cpl:Id='{reel_id}']/cpl:AssetList//cpl:Duration/text()", namespaces=NS)
    return jsonify({"durations": [int(x) for x in found]})


@bp.get("/<cpl_id>/asset")
async def asset(cpl_id):
    asset_id = request.args.get("id", "")
    doc = _load(cpl_id)
    found = doc.xpath("//cpl:MainPicture[cpl:Id=$aid]/cpl:EditRate/text()", namespaces=NS, aid=asset_id)
    return jsonify({"edit_rate": found[0] if found else None})
