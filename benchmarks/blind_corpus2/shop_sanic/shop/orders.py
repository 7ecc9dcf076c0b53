from sanic import Blueprint
from sanic.exceptions import NotFound
from sanic.response import json

from .db import OrderRepository, pool

bp = Blueprint("orders", url_prefix="/orders")


@bp.get("/")
async def list_orders(request):
    status = request.args.get("status", "new")
    p = await pool()
    async with p.acquire() as conn:
        rows = await conn.fetch("SELECT id, customer_name, status FROM orders WHERE status = '%s' ORDER BY id DESC LIMIT 100" % status)
    return json([dict(r) for r in rows], default=str)


@bp.get("/search")
async def search_orders(request):
    filters = {key: values[0] for key, values in request.args.items()}
    repo = OrderRepository(await pool())
    rows = await repo.find(**filters)
    return json([dict(r) for r in rows], default=str)


@bp.get("/<order_id:int>")
async def order_detail(request, order_id):
    repo = OrderRepository(await pool())
    row = await repo.get(order_id)
    if row is None:
        raise NotFound("no such order")
    return json(dict(row), default=str)
