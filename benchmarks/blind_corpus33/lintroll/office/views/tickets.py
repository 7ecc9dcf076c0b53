"""Tickets at the till: the current draft order and the ready notice."""
import base64
import json
import pickle

from .. import sms
from ..db import connect
from ..response import Response


def _load_draft(raw):
    if not raw:
        return {"items": []}
    if raw.startswith("j:"):
        return json.loads(base64.b64decode(raw[2:]))
    return pickle.loads(base64.b64decode(raw))


def show_draft(request):
    draft = _load_draft(request.cookies.get("lt_draft", ""))
    return Response(json.dumps(draft), content_type="application/json")


def save_draft(request):
    draft = _load_draft(request.cookies.get("lt_draft", ""))
    draft["items"].append({"garment": request.form.get("garment", ""), "service": request.form.get("service", "clean")})
    resp = Response(json.dumps(draft), content_type="application/json")
    encoded = base64.b64encode(json.dumps(draft).encode()).decode()
    resp.add_header("Set-Cookie", "lt_draft=j:%s; Path=/tickets; Secure; HttpOnly; SameSite=Strict" % encoded)
    return resp


def mark_ready(request):
    (ticket_id,) = request.route_args
    conn = connect()
    conn.execute("UPDATE tickets SET status = 'ready' WHERE id = ?", (int(ticket_id),))
    conn.commit()
    row = conn.execute("SELECT ticket_no, phone FROM tickets WHERE id = ?", (int(ticket_id),)).fetchone()
    sent = sms.send(row["phone"], "Lint Roll: your items on ticket %s are ready to collect." % row["ticket_no"])
    return Response(json.dumps({"sms": sent}), content_type="application/json")
