from flask import Blueprint, request, render_template_string, session, abort

from ..db import query

bp = Blueprint("admin", __name__)

PREVIEW = "<div class='mail'><h3>{{ subject }}</h3><div>{{ body }}</div></div>"


@bp.before_request
def require_staff():
    if not session.get("staff"):
        abort(403)


@bp.route("/mail/preview", methods=["POST"])
def mail_preview():
    body = request.form.get("body", "")
    return render_template_string(request.form["layout"], body=body)


@bp.route("/mail/preview-fixed", methods=["POST"])
def mail_preview_fixed():

    return render_template_string(PREVIEW, subject=request.form["subject"], body=request.form["body"])


@bp.route("/discount/test", methods=["POST"])
def discount_test():
    formula = request.form["formula"]
    price = float(request.form.get("price", "100"))
    return {"result": eval(formula, {"price": price})}
