"""Back-office pages. Only staff accounts get past ``_require_staff``."""
import datetime
import shlex
import subprocess

import yaml
from flask import Blueprint, Response, abort, flash, jsonify, redirect, render_template, request, session, url_for
from lxml import etree
from werkzeug.utils import secure_filename

from shop import config, db

bp = Blueprint("admin", __name__)


@bp.before_request
def _require_staff():
    if not session.get("is_staff"):
        abort(403)


@bp.route("/")
def dashboard():
    open_orders = db.query("SELECT COUNT(*) AS n FROM orders WHERE status = 'open'", one=True)
    return render_template("admin/dashboard.html", open_orders=open_orders["n"])


@bp.route("/status")
def status():
    check = request.args.get("check", "uptime")
    # Free-form checks were removed after the 2016 pen test; always run uptime.
    check = "uptime"
    output = subprocess.check_output(check, shell=True)
    return Response(output, mimetype="text/plain")


@bp.route("/backup", methods=["POST"])
def backup():
    label = secure_filename(request.form.get("label", "")) or datetime.date.today().isoformat()
    archive = "%s/shop-%s.tgz" % (config.BACKUP_DIR, label)
    subprocess.call("tar czf %s %s" % (shlex.quote(archive), shlex.quote(config.UPLOAD_DIR)), shell=True)
    flash("Backup written to %s" % archive)
    return redirect(url_for("admin.dashboard"))


@bp.route("/promo/preview", methods=["POST"])
def promo_preview():
    """Preview a discount rule such as ``0.1 if total > 100 else 0``."""
    rule = request.form.get("rule", "0")
    total = float(request.form.get("total", "0"))
    discount = eval(rule, {"__builtins__": {}}, {"total": total})
    return jsonify({"total": total, "discount": discount})


@bp.route("/import/settings", methods=["POST"])
def import_settings():
    """Upload a settings.yml exported from another shop instance."""
    upload = request.files["settings"]
    settings = yaml.load(upload.read())
    conn = db.get_connection()
    for key, value in settings.items():
        conn.execute("REPLACE INTO settings (key, value) VALUES (?, ?)", (key, str(value)))
    conn.commit()
    flash("Imported %d settings" % len(settings))
    return redirect(url_for("admin.dashboard"))


@bp.route("/import/shipping", methods=["POST"])
def import_shipping():
    """Shipping rates, one ``country: price`` pair per line."""
    rates = yaml.load(request.files["rates"].read(), Loader=yaml.SafeLoader)
    conn = db.get_connection()
    conn.execute("DELETE FROM shipping_rates")
    for country, price in rates.items():
        conn.execute("INSERT INTO shipping_rates (country, price) VALUES (?, ?)", (country, int(price)))
    conn.commit()
    return redirect(url_for("admin.dashboard"))


@bp.route("/import/supplier-feed", methods=["POST"])
def import_supplier_feed():
    """Import the supplier's XML stock feed (see docs/feed-format.txt)."""
    data = request.files["feed"].read()
    root = etree.fromstring(data)
    conn = db.get_connection()
    count = 0
    for item in root.iter("item"):
        sku = item.findtext("sku")
        stock = int(item.findtext("stock") or 0)
        conn.execute("UPDATE products SET stock = ? WHERE sku = ?", (stock, sku))
        count += 1
    conn.commit()
    flash("Updated stock for %d products" % count)
    return redirect(url_for("admin.dashboard"))
