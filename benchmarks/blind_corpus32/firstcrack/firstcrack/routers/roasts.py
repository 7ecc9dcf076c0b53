"""Roast profiles exported from Artisan and the per-profile curve checks."""
import ast
import sqlite3
from typing import Annotated

from fastapi import APIRouter, Body, Depends, File, HTTPException, UploadFile

from ..deps import get_conn

router = APIRouter(prefix="/roasts", tags=["roasts"])


@router.post("/profiles")
async def upload_profile(conn: Annotated[sqlite3.Connection, Depends(get_conn)], alog: UploadFile = File(...)):
    text = (await alog.read()).decode("utf-8", "replace")
    profile = ast.literal_eval(text)
    if not isinstance(profile, dict):
        raise HTTPException(status_code=400, detail="not an Artisan profile")
    conn.execute(
        "INSERT INTO profiles (title, charge_temp, drop_time) VALUES (?, ?, ?)",
        (str(profile.get("title", "")), profile.get("chargeBT"), profile.get("dropTime")),
    )
    conn.commit()
    return {"title": profile.get("title")}


@router.post("/check")
def check_curve(payload: Annotated[dict, Body()]):
    """Evaluate a roaster's development-time rule against a logged roast."""
    rule = payload.get("rule", "dev_time / total_time")
    env = {
        "dev_time": float(payload["dev_time"]),
        "total_time": float(payload["total_time"]),
        "drop_temp": float(payload["drop_temp"]),
        "first_crack": float(payload["first_crack"]),
    }
    value = eval(rule, {"__builtins__": {}}, env)
    return {"value": value}
