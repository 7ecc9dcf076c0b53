import asyncio
import random
import secrets

from quart import Blueprint, jsonify, request

bp = Blueprint("admin", __name__, url_prefix="/admin")


@bp.post("/backup")
async def backup():
    target = (await request.get_json()).get("target", "nightly")
    proc = await asyncio.create_subprocess_shell(f"/usr/local/bin/ride-backup --label {target}")
    await proc.wait()
    return jsonify({"rc": proc.returncode})


@bp.post("/vacuum")
async def vacuum():
    proc = await asyncio.create_subprocess_exec("sqlite3", "/var/lib/ridealong/rides.db", "VACUUM")
    await proc.wait()
    return jsonify({"rc": proc.returncode})


@bp.post("/invite")
async def invite():
    code = secrets.token_urlsafe(12)
    return jsonify({"invite": code})


@bp.post("/raffle")
async def raffle():
    names = (await request.get_json()).get("names", [])
    return jsonify({"winner": random.choice(names) if names else None})
