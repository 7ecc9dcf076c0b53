import yaml
from sanic import Blueprint, response

from ..services import CarrierRegistry

bp = Blueprint("shipments", url_prefix="/shipments")


@bp.get("/<shipment_id:int>")
async def show(request, shipment_id):
    row = await request.app.ctx.repo.get(shipment_id)
    return response.json(dict(row) if row else {}, status=200 if row else 404)


@bp.get("/lookup")
async def lookup(request):
    ref = request.args.get("ref", "")
    rows = await request.app.ctx.repo.find_by("reference", ref)
    return response.json([dict(r) for r in rows])


@bp.get("/mine")
async def mine(request):
    rows = await request.app.ctx.repo.by_customer(request.ctx.customer_id, request.args.get("status"))
    return response.json([dict(r) for r in rows])


@bp.post("/manifest")
async def upload_manifest(request):
    manifest = yaml.safe_load(request.body)
    created = 0
    for item in manifest.get("shipments", []):
        await request.app.ctx.repo.add_note(item["id"], item.get("note", ""))
        created += 1
    return response.json({"created": created})


@bp.post("/<shipment_id:int>/quote")
async def quote(request, shipment_id):
    body = request.json
    carrier = CarrierRegistry.get(body.get("carrier", "dhl"))
    price = carrier.quote(body.get("formula", "weight * 1.2"), body["weight"], body["distance"])
    if body.get("surcharge"):
        price += carrier.surcharge(body["surcharge"], body)
    return response.json({"price": price})
