import random
import string

from sanic import Blueprint
from sanic.response import json

from .db import pool

bp = Blueprint("coupons", url_prefix="/coupons")
ALPHABET = string.ascii_uppercase + string.digits


def generate_code(length=10):
    return "".join(random.choice(ALPHABET) for _ in range(length))


def experiment_bucket(customer_id, experiment="free-shipping-banner"):
    rng = random.Random(f"{experiment}:{customer_id}")
    return "B" if rng.random() < 0.5 else "A"


@bp.post("/")
async def create_coupons(request):
    count = min(int(request.json.get("count", 1)), 500)
    percent = int(request.json.get("percent_off", 10))
    codes = [generate_code() for _ in range(count)]
    p = await pool()
    async with p.acquire() as conn:
        await conn.executemany("INSERT INTO coupons (code, percent_off) VALUES ($1, $2)", [(c, percent) for c in codes])
    return json({"codes": codes})


@bp.get("/banner")
async def banner(request):
    return json({"variant": experiment_bucket(request.args.get("customer", "anon"))})
