from html import escape

from sanic import Blueprint
from sanic.response import html, json

from .db import pool

bp = Blueprint("reviews", url_prefix="/reviews")


@bp.get("/<product_id:int>/widget")
async def widget(request, product_id):
    p = await pool()
    async with p.acquire() as conn:
        rows = await conn.fetch("SELECT author, rating, text FROM reviews WHERE product_id = $1", product_id)
    items = "".join(f"<li><b>{r['author']}</b> ({r['rating']}/5): {r['text']}</li>" for r in rows)
    return html(f"<ul class='reviews'>{items}</ul>")


@bp.get("/<product_id:int>/summary")
async def summary(request, product_id):
    p = await pool()
    async with p.acquire() as conn:
        row = await conn.fetchrow("SELECT avg(rating) AS avg, count(*) AS n FROM reviews WHERE product_id = $1", product_id)
    title = escape(request.args.get("title", "Reviews"))
    return html(f"<div class='summary'><h3>{title}</h3>{row['avg'] or 0:.1f} from {row['n']} reviews</div>")


@bp.post("/<product_id:int>")
async def add_review(request, product_id):
    body = request.json
    p = await pool()
    async with p.acquire() as conn:
        await conn.execute(
            "INSERT INTO reviews (product_id, author, rating, text) VALUES ($1, $2, $3, $4)",
            product_id, body["author"], int(body["rating"]), body["text"],
        )
    return json({"ok": True}, status=201)
