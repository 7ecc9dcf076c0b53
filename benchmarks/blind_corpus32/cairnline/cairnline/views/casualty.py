"""Casualty cards sent from the field tablets as XML."""
from aiohttp import web
from lxml import etree

from ..session import current_member

routes = web.RouteTableDef()

_FIELD_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
_STORED_PARSER = etree.XMLParser(load_dtd=False, resolve_entities=False, no_network=True)
TRIAGE = ("P1", "P2", "P3", "DEAD")


@routes.post("/callouts/{callout_id:\\d+}/cards")
async def upload_cards(request):
    current_member(request)
    body = await request.read()
    root = etree.fromstring(body, _FIELD_PARSER)
    count = 0
    for card in root.iter("casualty"):
        await request.app["db"].run(
            "INSERT INTO cards (callout_id, ref, triage, xml) VALUES (?, ?, ?, ?)",
            (int(request.match_info["callout_id"]), card.get("ref"), card.findtext("triage"), etree.tostring(card)),
        )
        count += 1
    return web.json_response({"stored": count})


async def _callout_tree(request):
    rows = await request.app["db"].fetch_all(
        "SELECT xml FROM cards WHERE callout_id = ?", (int(request.match_info["callout_id"]),)
    )
    root = etree.Element("cards")
    for row in rows:
        root.append(etree.fromstring(row["xml"], _STORED_PARSER))
    return root


@routes.get("/callouts/{callout_id:\\d+}/cards/by-ref")
async def card_by_ref(request):
    current_member(request)
    root = await _callout_tree(request)
    ref = request.query.get("ref", "")
    found = root.xpath(f"//casualty[@ref='{ref}']")
    return web.json_response([etree.tostring(c, encoding="unicode") for c in found])


@routes.get("/callouts/{callout_id:\\d+}/cards/by-triage")
async def cards_by_triage(request):
    current_member(request)
    root = await _callout_tree(request)
    level = request.query.get("level", "P1")
    found = root.xpath("//casualty[triage=$level]", level=level)
    return web.json_response({"level": level if level in TRIAGE else None, "count": len(found)})
