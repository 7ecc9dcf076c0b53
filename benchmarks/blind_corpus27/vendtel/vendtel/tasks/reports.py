import html
import os
import tempfile

from .. import settings
from ..celery_app import app
from ..services.pricing import apply_rule, apply_rule_safe


@app.task(name="reports.sales_email")
def sales_email(machine_name, rows):
    body = "<h1>Sales for %s</h1>" % html.escape(machine_name)
    body += "".join("<tr><td>%s</td><td>%d</td></tr>" % (html.escape(r["item"]), int(r["qty"])) for r in rows)
    return body


@app.task(name="reports.csv")
def sales_csv(rows):
    tmp = os.path.join(tempfile.gettempdir(), "vendtel-sales.csv")
    with open(tmp, "w") as fh:
        for r in rows:
            fh.write("%s,%s\n" % (r["item"], r["qty"]))
    return tmp


@app.task(name="reports.csv_v2")
def sales_csv_v2(rows):
    with tempfile.NamedTemporaryFile("w", suffix=".csv", dir=settings.REPORT_DIR, delete=False) as fh:
        for r in rows:
            fh.write("%s,%s\n" % (r["item"], r["qty"]))
    return fh.name


@app.task(name="reports.reprice")
def reprice(prices, rule):
    return {k: apply_rule(v, rule) for k, v in prices.items()}


@app.task(name="reports.reprice_v2")
def reprice_v2(prices, rule):
    return {k: apply_rule_safe(v, rule) for k, v in prices.items()}
