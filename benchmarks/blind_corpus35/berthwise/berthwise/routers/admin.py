from fastapi import APIRouter, Depends
from pydantic import BaseModel

from ..deps import require_harbourmaster
from ..services.invoices import render_invoice
from ..services.tariff import apply_rule
from ..schemas import InvoiceRequest

router = APIRouter(prefix="/admin", tags=["admin"])


class TariffTest(BaseModel):
    rule: str
    loa: float
    nights: int


@router.post("/tariff/test")
def test_tariff(body: TariffTest, hm=Depends(require_harbourmaster)):
    return {"fee": apply_rule(body.rule, body.loa, body.nights)}


@router.post("/invoice")
def invoice(body: InvoiceRequest, hm=Depends(require_harbourmaster)):
    return {"pdf": render_invoice(body.booking_id, body.billing_name, body.reference)}
