import html
import os
import shlex
import subprocess
import tempfile

from bottle import Bottle, HTTPError, request, static_file

from flashsheet import db, settings

routes = Bottle()
CONSENT_DIR = settings.STUDIO["consent_dir"]

FORM = """<html><body><h1>Consent to tattoo</h1>
<p>Client: {name}</p><p>Date of birth: {dob}</p><p>Design: {design}</p>
<p>Allergies / medical notes: {notes}</p></body></html>"""


class ConsentForm:
    def __init__(self, booking_id, name, dob, design, notes):
        self.booking_id = booking_id
        self.name = name
        self.dob = dob
        self.design = design
        self.notes = notes

    def html(self):
        return FORM.format(name=html.escape(self.name), dob=html.escape(self.dob),
                           design=html.escape(self.design), notes=html.escape(self.notes))

    def render_pdf(self):
        with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False) as src:
            src.write(self.html())
        title = "Consent %s %s" % (self.name, self.dob)
        out = os.path.join(CONSENT_DIR, "%d.pdf" % self.booking_id)
        subprocess.run("wkhtmltopdf --title '%s' %s %s" % (title, src.name, out), shell=True, check=True)
        os.unlink(src.name)
        return out

    def stamp(self, out):
        subprocess.run("qpdf --linearize %s %s.lin" % (shlex.quote(out), shlex.quote(out)), shell=True, check=True)
        os.replace(out + ".lin", out)


@routes.post("/consent/<booking_id:int>")
def sign_consent(booking_id):
    f = request.forms
    form = ConsentForm(booking_id, f.getunicode("name", ""), f.getunicode("dob", ""),
                       f.getunicode("design", ""), f.getunicode("notes", ""))
    out = form.render_pdf()
    form.stamp(out)
    db.execute("UPDATE bookings SET consent_pdf = ? WHERE id = ?", (os.path.basename(out), booking_id))
    return {"pdf": os.path.basename(out)}


@routes.get("/consent/<booking_id:int>.pdf")
def consent_pdf(booking_id):
    rows = db.query("SELECT consent_pdf FROM bookings WHERE id = ?", (booking_id,))
    if not rows or not rows[0]["consent_pdf"]:
        raise HTTPError(404)
    return static_file(rows[0]["consent_pdf"], root=CONSENT_DIR, mimetype="application/pdf")
