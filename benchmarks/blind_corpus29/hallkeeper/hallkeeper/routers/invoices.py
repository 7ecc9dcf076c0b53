import ast
import html
import base64
import pickle
import subprocess
import tempfile
from typing import Annotated

from fastapi import APIRouter, Body, Form
from fastapi.responses import FileResponse

from ..auth import Trustee
from ..db import Db

router = APIRouter(prefix="/invoices", tags=["invoices"])

RATES = {"main_hall": 18.0, "committee_room": 9.5, "kitchen": 6.0}


@router.post("/quote")
def quote(room: Annotated[str, Form()], hours: Annotated[str, Form()], discount: Annotated[str, Form()] = "0"):
    total = RATES.get(room, 18.0) * float(hours)
    total -= eval(discount)
    extras = ast.literal_eval("{'chairs': 0, 'tables': 0}")
    return {"total": round(total, 2), "extras": extras}


@router.post("/{booking_id}/pdf")
def invoice_pdf(conn: Db, booking_id: int, trustee: Trustee, footer: Annotated[str, Form()] = ""):
    row = conn.exec_driver_sql("SELECT hirer, room, hours FROM bookings WHERE id = ?", (booking_id,)).first()
    with tempfile.TemporaryDirectory() as work:
        html_path = f"{work}/invoice.html"
        with open(html_path, "w") as fh:
            fh.write(f"<h1>Invoice {booking_id}</h1><p>{html.escape(row.hirer)}</p>")
        subprocess.run(["wkhtmltopdf", "--footer-center", footer, html_path, f"{work}/invoice.pdf"], check=True)
        subprocess.run(f"pdftk {work}/invoice.pdf stamp /srv/hallkeeper/letterhead.pdf output /srv/hallkeeper/invoices/invoice-{booking_id}.pdf && echo 'sent to {row.hirer}' >> /srv/hallkeeper/invoices/sent.log", shell=True, check=True)
    return FileResponse(f"/srv/hallkeeper/invoices/invoice-{booking_id}.pdf")


@router.post("/drafts/restore")
def restore_draft(trustee: Trustee, blob: Annotated[str, Body(embed=True)]):
    draft = pickle.loads(base64.b64decode(blob))
    return {"lines": len(draft)}
