import os
import subprocess
import tempfile

import tornado.web
from tornado.escape import xhtml_escape

from .mixins import BaseHandler

RECEIPT = "<html><body><h1>Cabrank Co-op</h1><p>Booking {id}</p><p>{pickup} &rarr; {dropoff}</p><p>{note}</p></body></html>"


class ReceiptHandler(BaseHandler):
    def get(self, booking_id):
        row = self.db.one("SELECT id, pickup, dropoff FROM bookings WHERE id = ?", (int(booking_id),))
        if row is None:
            raise tornado.web.HTTPError(404)
        note = self.get_argument("note", "")
        fields = {k: xhtml_escape(str(v)) for k, v in row.items()}
        if self.get_argument("plain", "0") == "1":
            self.write(RECEIPT.format(note=xhtml_escape(note), **fields))
        else:
            self.write(RECEIPT.format(note=note, **fields))


class ReceiptPdfHandler(BaseHandler):
    def get(self, booking_id):
        row = self.db.one("SELECT id, pickup, dropoff FROM bookings WHERE id = ?", (int(booking_id),))
        name = self.get_argument("name", "Passenger")
        html_path = os.path.join(tempfile.gettempdir(), "receipt_%s.html" % booking_id)
        with open(html_path, "w") as fh:
            fh.write(RECEIPT.format(note="", **{k: xhtml_escape(str(v)) for k, v in row.items()}))
        pdf_path = html_path[:-5] + ".pdf"
        subprocess.run(f'wkhtmltopdf --title "Receipt for {name}" {html_path} {pdf_path}', shell=True, check=True)
        if self.get_argument("print", "0") == "1":
            subprocess.run(["lp", "-d", "office-laser", pdf_path], check=False)
        self.set_header("Content-Type", "application/pdf")
        with open(pdf_path, "rb") as fh:
            self.write(fh.read())
