import base64
import json
import pickle
import subprocess
import tempfile
import os

from flask import current_app, jsonify, make_response, redirect, request, url_for
from flask.views import MethodView
from itsdangerous import BadSignature, URLSafeSerializer


def _serializer():
    return URLSafeSerializer(current_app.config["SECRET_KEY"], salt="livery-extras")


class InvoiceDraft(MethodView):
    def get(self):
        blob = request.cookies.get("invoice_draft")
        if not blob:
            return jsonify({"lines": []})
        lines = pickle.loads(base64.b64decode(blob))
        return jsonify({"lines": lines})

    def post(self):
        extras = request.cookies.get("livery_extras", "")
        try:
            chosen = _serializer().loads(extras) if extras else []
        except BadSignature:
            chosen = []
        lines = request.get_json(force=True).get("lines", []) + chosen
        resp = make_response(jsonify({"lines": lines}))
        resp.set_cookie("invoice_draft", base64.b64encode(pickle.dumps(lines)).decode(), secure=True, httponly=True)
        return resp


class InvoicePdf(MethodView):
    def post(self):
        lines = request.get_json(force=True).get("lines", [])
        with tempfile.TemporaryDirectory(prefix="invoice-") as work:
            src = os.path.join(work, "invoice.json")
            with open(src, "w") as fh:
                json.dump(lines, fh)
            subprocess.run(["invoice-render", src, os.path.join(work, "invoice.pdf")], check=True)
            with open(os.path.join(work, "invoice.pdf"), "rb") as fh:
                pdf = fh.read()
        return pdf, 200, {"Content-Type": "application/pdf"}


class PaymentReturn(MethodView):
    def get(self):
        status = request.args.get("status", "")
        back = request.args.get("return", url_for("notices"))
        if status != "paid":
            return redirect(url_for("invoice_draft"))
        return redirect(back)
