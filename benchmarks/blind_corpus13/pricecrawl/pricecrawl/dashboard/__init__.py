import requests
from flask import Flask, abort, request, send_file
from markupsafe import Markup, escape
from werkzeug.security import safe_join

from pricecrawl import db
from pricecrawl.dashboard import queries

app = Flask(__name__)
app.config.from_envvar("PRICECRAWL_DASHBOARD_SETTINGS", silent=True)

PAGE = """<!doctype html><html><head><title>pricecrawl</title>
<link rel="stylesheet" href="/static/dash.css"></head><body>%s</body></html>"""


def _table(rows):
    out = ["<table><tr><th>Shop</th><th>Product</th><th>Price</th></tr>"]
    for r in rows:
        out.append("<tr><td>%s</td><td>%s</td><td>%s</td></tr>" % (escape(r["shop"]), Markup(r["title"]), escape(r["price"])))
    out.append("</table>")
    return "".join(out)


@app.route("/")
def index():
    conn = db.connect()
    rows = queries.latest_prices(conn, request.args.get("shop"), request.args.get("sort", "title"))
    return PAGE % _table(rows)


@app.route("/history/<sku>")
def history(sku):
    conn = db.connect()
    rows = queries.price_history(conn, sku)
    if not rows:
        return PAGE % ("<p>No history for <code>%s</code></p>" % sku), 404
    heading = "<h1>%s</h1>" % escape(rows[0]["title"])
    items = "".join("<li>%s &ndash; %s</li>" % (escape(r["seen_at"]), escape(r["price"])) for r in rows)
    return PAGE % (heading + "<ul>" + items + "</ul>")


@app.route("/shops/test", methods=["POST"])
def test_shop_url():
    """Quick check that a new shop's start URL is reachable before saving it."""
    url = request.form["start_url"]
    resp = requests.get(url, timeout=10, allow_redirects=True)
    return {"status": resp.status_code, "bytes": len(resp.content), "final_url": resp.url}


@app.route("/shops/<int:shop_id>/robots")
def shop_robots(shop_id):
    conn = db.connect()
    shop = conn.execute("SELECT domain FROM shop WHERE id = ?", (shop_id,)).fetchone()
    if shop is None:
        abort(404)
    resp = requests.get("https://%s/robots.txt" % shop["domain"], timeout=10)
    return resp.text, 200, {"Content-Type": "text/plain"}


@app.route("/exports/<path:name>")
def export_file(name):
    path = safe_join(app.config.get("EXPORT_DIR", "/var/lib/pricecrawl/exports"), name)
    if path is None:
        abort(404)
    return send_file(path, as_attachment=True)
