import os
import tempfile

from flask import current_app, send_file
from flask.views import MethodView


def _ldif(entries):
    return "\n\n".join(e.entry_to_ldif() for e in entries)


class ExportView(MethodView):
    def get(self):
        entries = current_app.extensions["directory"].search_people("")
        path = tempfile.mktemp(suffix=".ldif", dir=current_app.config["EXPORT_DIR"])
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(_ldif(entries))
        return send_file(path, as_attachment=True, download_name="people.ldif")

    def post(self):
        entries = current_app.extensions["directory"].search_people("")
        fd, path = tempfile.mkstemp(suffix=".ldif")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(_ldif(entries))
        return send_file(path, as_attachment=True, download_name="people.ldif")
