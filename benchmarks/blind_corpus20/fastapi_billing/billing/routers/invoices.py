import html
import os

from fastapi import APIRouter, Depends, HTTPException
from fastapi.responses import FileResponse, HTMLResponse

from ..config import settings
from ..deps import current_customer, invoices_repo
from ..services.pdf import protect_pdf

router = APIRouter()


@router.get("/files/{filename}")
def download_by_name(filename: str, customer_id: int = Depends(current_customer)):
    return FileResponse(os.path.join(settings.invoice_dir, str(customer_id), filename))


@router.get("/archive")
def download_archive(path: str, customer_id: int = Depends(current_customer)):
    return FileResponse(os.path.join(settings.invoice_dir, str(customer_id), path))


@router.get("/{invoice_id}/pdf")
def invoice_pdf(invoice_id: int, customer_id: int = Depends(current_customer), repo=Depends(invoices_repo)):
    inv = repo.get(invoice_id)
    if inv is None or inv.customer_id != customer_id:
        raise HTTPException(404)
    return FileResponse(os.path.join(settings.invoice_dir, str(customer_id), "%d.pdf" % inv.id))


@router.get("/{invoice_id}/preview", response_class=HTMLResponse)
def preview(invoice_id: int, customer_id: int = Depends(current_customer), repo=Depends(invoices_repo)):
    inv = repo.get(invoice_id)
    if inv is None or inv.customer_id != customer_id:
        raise HTTPException(404)
    return HTMLResponse(f"<h1>Invoice {html.escape(inv.number)}</h1><p>Total: {html.escape(inv.total)}</p>")


@router.get("/{invoice_id}/note", response_class=HTMLResponse)
def note(invoice_id: int, repo=Depends(invoices_repo), customer_id: int = Depends(current_customer)):
    inv = repo.get(invoice_id)
    if inv is None:
        raise HTTPException(404)
    # notes are shown to the account manager in the back-office iframe
    return HTMLResponse("<div class='note'>" + inv.note + "</div>")


@router.get("/{invoice_id}/discount-preview")
def discount_preview(invoice_id: int, rule: str, customer_id: int = Depends(current_customer), repo=Depends(invoices_repo)):
    inv = repo.get(invoice_id)
    if inv is None or inv.customer_id != customer_id:
        raise HTTPException(404)
    total = float(inv.total)
    discounted = eval(rule, {"total": total, "min": min, "max": max})
    return {"total": total, "discounted": round(float(discounted), 2)}


@router.post("/{invoice_id}/protect")
def protect(invoice_id: int, password: str, customer_id: int = Depends(current_customer), repo=Depends(invoices_repo)):
    inv = repo.get(invoice_id)
    if inv is None or inv.customer_id != customer_id:
        raise HTTPException(404)
    src = os.path.join(settings.invoice_dir, str(customer_id), "%d.pdf" % inv.id)
    return {"path": protect_pdf(src, password)}
