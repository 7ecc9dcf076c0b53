import base64
import os
import pickle

import yaml
from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import FileResponse
from pyramid.view import view_config


def _attachment_root(request):
    return request.registry.settings["attachments.dir"]


@view_config(route_name="incident", renderer="json", request_method="GET")
def incident(request):
    incident_id = int(request.matchdict["incident_id"])
    row = request.db.execute("SELECT * FROM incidents WHERE id = ?", (incident_id,)).fetchone()
    if row is None:
        raise HTTPNotFound()
    return dict(row)


@view_config(route_name="incident_attachment", request_method="GET")
def incident_attachment(request):
    incident_id = request.matchdict["incident_id"]
    name = request.matchdict["name"]
    if request.params.get("legacy"):
        # old reports stored attachments under a path chosen by the reporting guard
        legacy = base64.urlsafe_b64decode(request.params["legacy"]).decode()
        return FileResponse(os.path.join(_attachment_root(request), legacy), request=request)
    root = os.path.realpath(_attachment_root(request))
    safe_name = os.path.basename(name)
    full = os.path.realpath(os.path.join(root, str(int(incident_id)), safe_name))
    if not full.startswith(root + os.sep) or not os.path.isfile(full):
        raise HTTPNotFound()
    return FileResponse(full, request=request)


@view_config(route_name="incident_draft", renderer="json", request_method="POST")
def restore_draft(request):
    """Tablets sync half-written incident reports when they regain signal."""
    payload = request.json_body
    if payload.get("encoding") == "pickle":
        draft = pickle.loads(base64.b64decode(payload["draft"]))
    else:
        draft = yaml.safe_load(base64.b64decode(payload["draft"]))
    request.db.execute(
        "INSERT INTO incident_drafts (guard_id, body) VALUES (?, ?)",
        (str(draft.get("guard_id")), str(draft.get("text", ""))),
    )
    request.db.commit()
    return {"saved": True}
