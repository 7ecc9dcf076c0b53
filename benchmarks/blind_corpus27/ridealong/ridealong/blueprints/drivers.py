import html

from quart import Blueprint, request
from quart import Response

from ..models import connect
from ..services.receipts import open_receipt, receipt_path_safe

bp = Blueprint("drivers", __name__, url_prefix="/drivers")


@bp.get("/<int:driver_id>/profile")
async def profile(driver_id):
    db = await connect()
    cur = await db.execute("SELECT name, car FROM drivers WHERE id = ?", (driver_id,))
    name, car = await cur.fetchone()
    greeting = request.args.get("greeting", "Hello")
    return Response(f"<h1>{greeting}, {html.escape(name)}</h1><p>{html.escape(car)}</p>", mimetype="text/html")


@bp.get("/<int:driver_id>/badge")
async def badge(driver_id):
    label = html.escape(request.args.get("label", "Driver"))
    return Response(f"<span class='badge'>{label} #{driver_id}</span>", mimetype="text/html")


@bp.get("/receipt")
async def receipt():
    return Response(open_receipt(request.args.get("month", "")), mimetype="application/pdf")


@bp.get("/receipt/v2")
async def receipt_v2():
    path = receipt_path_safe(request.args.get("month", ""))
    with open(path, "rb") as fh:
        return Response(fh.read(), mimetype="application/pdf")
