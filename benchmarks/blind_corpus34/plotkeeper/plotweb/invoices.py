import os
import subprocess
import tempfile

import plotlib

from .util import form, json_response, route


@route("/invoices/print")
def print_invoice(environ, start_response):
    f = form(environ)
    plot = f.get("plot", "")
    row = plotlib.connect().execute("SELECT tenant, rent FROM plot WHERE number = ?", (plot,)).fetchone()
    if row is None:
        return json_response(start_response, {"error": "no such plot"}, "404 Not Found")
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as fh:
        fh.write(f"Ferngate Lane Allotment Society\nPlot {plot}\n{row['tenant']}\nRent due: {row['rent']:.2f}\n")
    subprocess.run(["lp", "-d", "shed", "-t", f"Invoice {plot}", fh.name], check=True)
    os.unlink(fh.name)
    return json_response(start_response, {"printed": True})


@route("/invoices/reminder")
def reminder(environ, start_response):
    f = form(environ)
    note = f.get("note", "")
    os.popen("echo '%s' | mail -s 'Rent reminder' treasurer@ferngatelane-allotments.org.uk" % note).read()
    return json_response(start_response, {"sent": True})
