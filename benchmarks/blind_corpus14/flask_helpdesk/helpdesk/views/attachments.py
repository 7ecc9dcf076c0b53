import os

from flask import current_app, jsonify, request, send_file, send_from_directory
from flask.views import MethodView
from flask_login import login_required
from werkzeug.utils import secure_filename


class AttachmentView(MethodView):
    decorators = [login_required]

    def _folder(self, ticket_id):
        return os.path.join(current_app.config["UPLOAD_FOLDER"], str(ticket_id))

    def get(self, ticket_id):
        return send_from_directory(self._folder(ticket_id), request.args["name"], as_attachment=True)

    def post(self, ticket_id):
        upload = request.files["file"]
        folder = self._folder(ticket_id)
        os.makedirs(folder, exist_ok=True)
        upload.save(os.path.join(folder, secure_filename(upload.filename)))
        return jsonify({"saved": secure_filename(upload.filename)}), 201


class ExportView(MethodView):
    decorators = [login_required]

    def get(self):
        name = request.args.get("name", "latest.csv")
        return send_file(os.path.join(current_app.config["EXPORT_FOLDER"], name), as_attachment=True)
