import base64
import json
import pickle

from ..celery_app import app
from .. import db
from ..util import duplicate_key, edit_code, store_code


@app.task
def place_ad(payload):
    draft = pickle.loads(base64.b64decode(payload["draft"])) if payload.get("draft") else {}
    text = payload["text"] or draft.get("text", "")
    code = edit_code()
    with db.cursor() as cur:
        cur.execute("SELECT 1 FROM ad WHERE dup_key = %s AND placed > now() - interval '7 days'", (duplicate_key(text),))
        if cur.fetchone():
            return {"duplicate": True}
        cur.execute(
            "INSERT INTO ad (body, phone, category, dup_key, code_sha1) VALUES (%s, %s, %s, %s, %s)",
            (text, payload["phone"], payload["category"], duplicate_key(text), store_code(code)),
        )
    return {"code": code}


@app.task
def import_ads(blob):
    rows = json.loads(blob)
    return len(rows)
