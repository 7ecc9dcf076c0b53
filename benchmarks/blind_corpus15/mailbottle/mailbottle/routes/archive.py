import hmac
import os

from bottle import abort, request, static_file, template

from .. import config, db
from ..feeds import empreinte, parse_flux

RESULTS_TPL = """
<h2>Résultats pour {{!q}}</h2>
<ul>
% for r in rows:
<li><a href="/archive/files/{{r['slug']}}.html">{{r['subject']}}</a></li>
% end
</ul>
"""

ISSUE_TPL = "<h2>Numéro {{issue}}</h2><p>{{subject}}</p>"


def install(app):
    @app.get("/archive/search")
    def search():
        q = request.query.getunicode("q", "")
        rows = db.connect().execute("SELECT slug, subject FROM issues WHERE subject LIKE ? LIMIT 50", ("%" + q + "%",)).fetchall()
        return template(RESULTS_TPL, q=q, rows=rows)

    @app.get("/archive/<issue:int>")
    def issue_page(issue):
        row = db.connect().execute("SELECT subject FROM issues WHERE id = ?", (issue,)).fetchone()
        if row is None:
            abort(404)
        return template(ISSUE_TPL, issue=issue, subject=request.query.getunicode("subject", row["subject"]))

    @app.get("/archive/files/<filename:path>")
    def files(filename):
        return static_file(filename, root=config.ARCHIVE_DIR)

    @app.get("/archive/raw")
    def raw():
        issue = request.query.issue
        with open(os.path.join(config.ARCHIVE_DIR, issue), "rb") as fh:
            return fh.read()

    @app.post("/digest/import")
    def import_digest():
        if not hmac.compare_digest(request.headers.get("X-Partner-Token", ""), config.PARTNER_TOKEN or "\0"):
            abort(403)
        articles = parse_flux(request.body.read())
        return {"imported": [empreinte(a) for a in articles]}
