import base64
import hmac
import hashlib
import json
import os
import tempfile

from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config
from sqlalchemy import text


def _state_key(settings):
    return os.environ.get("RAILHALL_STATE_KEY", "").encode()


@view_config(route_name="session_list", request_method="PUT", renderer="json")
def save_layout_state(request):
    """The throttle app pushes the layout state (turnouts, signals) at the end of a session."""
    blob = request.body
    sig = request.headers.get("X-State-Signature", "")
    expected = hmac.new(_state_key(request.registry.settings), blob, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sig, expected):
        raise HTTPBadRequest("bad signature")
    state = json.loads(base64.b64decode(blob))
    fd, path = tempfile.mkstemp(prefix="layout-", suffix=".json")
    with os.fdopen(fd, "w") as fh:
        json.dump(state, fh)
    request.db.execute(text("INSERT INTO layout_states (path, turnouts) VALUES (:p, :t)"),
                       {"p": path, "t": len(state.get("turnouts", []))})
    return {"stored": True}


@view_config(route_name="session_cards", request_method="POST", renderer="json")
def export_cards(request):
    sid = int(request.matchdict["sid"])
    out = "/tmp/railhall-cards-%d.csv" % sid
    rows = request.db.execute(text("SELECT number, destination FROM car_cards WHERE session_id = :s"), {"s": sid})
    with open(out, "w") as fh:
        for r in rows:
            fh.write("%s;%s\n" % (r.number, r.destination))
    return {"file": out}
