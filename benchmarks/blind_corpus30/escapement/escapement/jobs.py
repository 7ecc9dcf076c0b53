import html

import cherrypy

from . import db

TICKET = """<html><body><h1>Repair job {id}</h1>
<p>{brand} {model}, calibre {calibre}</p>
<p>Customer note: {note}</p>
<p>Status: {status}</p></body></html>"""


class Jobs:
    @cherrypy.expose
    @cherrypy.tools.json_out()
    def index(self, brand="", status="open"):
        sql = "SELECT id, customer, brand, model, status FROM jobs WHERE status = ?"
        params = [status]
        if brand:
            sql += " AND brand LIKE ?"
            params.append(brand + "%")
        return db.select(sql, params)

    @cherrypy.expose
    @cherrypy.tools.json_out()
    def overdue(self, days="14", bench=""):
        clause = "julianday('now') - julianday(received_on) > " + days
        if bench:
            clause += " AND bench = '" + bench + "'"
        return db.select("SELECT id, customer, brand, received_on FROM jobs WHERE " + clause)

    @cherrypy.expose
    def ticket(self, job_id, note=None):
        job = db.select("SELECT * FROM jobs WHERE id = ?", (int(job_id),))[0]
        fields = {k: html.escape(str(v)) for k, v in job.items()}
        fields["note"] = note if note is not None else fields.get("customer_note", "")
        return TICKET.format(**fields)

    @cherrypy.expose
    def receipt(self, job_id):
        job = db.select("SELECT * FROM jobs WHERE id = ?", (int(job_id),))[0]
        return TICKET.format(**{k: html.escape(str(v)) for k, v in job.items()} | {"note": ""})
