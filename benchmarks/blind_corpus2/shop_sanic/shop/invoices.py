import os
import subprocess
import tempfile

from sanic import Blueprint
from sanic.response import file

from .db import OrderRepository, pool

bp = Blueprint("invoices", url_prefix="/invoices")

INVOICE_HTML = "<html><body><h1>Invoice #{id}</h1><p>{name}</p><p>Total: {total} SEK</p></body></html>"


@bp.get("/<order_id:int>.pdf")
async def invoice_pdf(request, order_id):
    repo = OrderRepository(await pool())
    order = await repo.get(order_id)
    html_path = f"/tmp/invoice_{order_id}.html"
    with open(html_path, "w") as fh:
        fh.write(INVOICE_HTML.format(id=order_id, name=order["customer_name"], total=order["total"]))
    pdf_path = html_path[:-5] + ".pdf"
    subprocess.run(f"wkhtmltopdf --title 'Invoice for {order['customer_name']}' {html_path} {pdf_path}", shell=True, check=True)
    return await file(pdf_path, mime_type="application/pdf")


@bp.get("/<order_id:int>.txt")
async def invoice_txt(request, order_id):
    repo = OrderRepository(await pool())
    order = await repo.get(order_id)
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as fh:
        fh.write(f"Invoice #{order_id}\n{order['customer_name']}\nTotal: {order['total']} SEK\n")
    return await file(fh.name, mime_type="text/plain")
