import pickle

import yaml
from fastapi import FastAPI, File, Request, UploadFile
from lxml import etree

scoring_app = FastAPI(title="Comp scoring", debug=True)

CARD_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


@scoring_app.post("/cards")
async def upload_cards(request: Request):
    doc = etree.fromstring(await request.body())
    climber = request.query_params.get("climber", "")
    tops = doc.xpath(f"count(//card[@climber='{climber}']/problem[@topped='yes'])")
    return {"climber": climber, "tops": int(tops)}


@scoring_app.post("/cards/checked")
async def checked_cards(request: Request):
    doc = etree.fromstring(await request.body(), CARD_PARSER)
    climber = request.query_params.get("climber", "")
    zones = doc.xpath("count(//card[@climber=$c]/problem[@zone='yes'])", c=climber)
    return {"climber": climber, "zones": int(zones)}


@scoring_app.post("/resume")
async def resume(session_file: UploadFile = File(...)):
    state = pickle.loads(await session_file.read())
    return {"round": state.get("round"), "climbers": len(state.get("cards", []))}


@scoring_app.post("/format")
async def comp_format(format_file: UploadFile = File(...)):
    fmt = yaml.safe_load(await format_file.read())
    return {"rounds": [r["name"] for r in fmt.get("rounds", [])]}
