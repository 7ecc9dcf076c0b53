from flask import Blueprint, Response, abort, current_app, request, send_file

from .storage import AttachmentStore

bp = Blueprint("attachments", __name__)


def _store():
    return AttachmentStore(current_app.config["ATTACHMENT_ROOT"])


@bp.route("/<int:ticket_id>/download")
def download(ticket_id):
    name = request.args.get("name", "")
    fh = _store().open_raw(ticket_id, name)
    return Response(fh.read(), mimetype="application/octet-stream")


@bp.route("/<int:ticket_id>/preview")
def preview(ticket_id):
    try:
        path = _store().resolve(ticket_id, request.args.get("name", ""))
    except ValueError:
        abort(404)
    return send_file(path)


@bp.route("/<int:ticket_id>/upload", methods=["POST"])
def upload(ticket_id):
    f = request.files.get("file")
    if f is None:
        abort(400)
    return {"stored": _store().save(ticket_id, f)}
