"""Day report and the quality-audit sample."""
import datetime
import hashlib
import html
import json
import random

from ..db import connect
from ..response import Response


def dashboard(request):
    return Response("<h1>Lint Roll office</h1><ul><li><a href='/reports/day'>Today</a></li><li><a href='/reports/audit'>Audit</a></li></ul>")


def day_report(request):
    day = request.query.get("day", datetime.date.today().isoformat())
    conn = connect()
    rows = conn.execute("SELECT c.name, c.postcode, c.slot, c.notes FROM collections c WHERE date(c.slot) = ?", (day,)).fetchall()
    lines = []
    for r in rows:
        lines.append("<tr><td>%s</td><td>%s</td><td>%s</td>" % (r["name"], r["postcode"], r["slot"]))
        lines.append("<td>%s</td></tr>" % html.escape(r["notes"] or ""))
    body = "<h1>Collections</h1><table>%s</table>" % "".join(lines)
    resp = Response(body)
    resp.add_header("ETag", '"%s"' % hashlib.md5(body.encode()).hexdigest())
    return resp


def audit_sample(request):
    conn = connect()
    ids = [r[0] for r in conn.execute("SELECT id FROM tickets WHERE status = 'ready'")]
    picked = random.sample(ids, min(5, len(ids)))
    return Response(json.dumps({"check": picked}), content_type="application/json")
