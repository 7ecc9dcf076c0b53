from functools import wraps

from flask import Blueprint, abort, render_template, render_template_string, request, session

from .. import db
from .imports import load_csv, load_price_rules, load_snapshot

bp = Blueprint("admin", __name__)

EMAIL_FOOTER = "<p>Thanks for shopping with {{ shop_name }}, {{ customer }}!</p>"


def admin_required(fn):
    @wraps(fn)
    def wrapper(*a, **kw):
        if not session.get("is_admin"):
            abort(403)
        return fn(*a, **kw)
    return wrapper


@bp.route("/preview-footer")
@admin_required
def preview_footer():
    return render_template_string(EMAIL_FOOTER, shop_name="Shop", customer=request.args.get("name", ""))


@bp.route("/preview-banner", methods=["POST"])
@admin_required
def preview_banner():
    tpl = "<div class='banner'>" + request.form["banner"] + "</div>"
    return render_template_string(tpl)


@bp.route("/import", methods=["POST"])
@admin_required
def import_upload():
    f = request.files["file"]
    if f.filename.endswith(".yaml"):
        rules = load_price_rules(f.stream)
        for r in rules:
            db.execute("UPDATE products SET price = ? WHERE sku = ?", (r["price"], r["sku"]))
    elif f.filename.endswith(".snap"):
        for item in load_snapshot(f.stream):
            db.execute("INSERT OR REPLACE INTO products (sku, name, price) VALUES (?, ?, ?)", item)
    else:
        for row in load_csv(f.stream):
            db.execute("UPDATE products SET stock = ? WHERE sku = ?", (row["stock"], row["sku"]))
    return render_template("admin/imported.html")


@bp.route("/users")
@admin_required
def users():
    col = request.args.get("by", "email")
    if col not in ("email", "created_at", "last_login"):
        col = "email"
    rows = db.fetch_all("SELECT id, email, created_at FROM users ORDER BY " + col)
    return render_template("admin/users.html", users=rows)
