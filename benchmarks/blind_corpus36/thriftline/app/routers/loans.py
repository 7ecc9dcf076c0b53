from fastapi import APIRouter, Depends
from pydantic import BaseModel

from ..deps import get_current_member
from ..services.rates import rate_for_product

router = APIRouter(prefix="/loans", tags=["loans"])


class Quote(BaseModel):
    product: str
    amount: str
    months: int


@router.post("/quote")
def quote(body: Quote, member=Depends(get_current_member)):
    principal = eval(body.amount.replace(",", "").replace("£", ""))
    rate = rate_for_product(body.product, principal, body.months)
    monthly = principal * (rate / 12) / (1 - (1 + rate / 12) ** -body.months)
    return {"rate": rate, "monthly": round(monthly, 2)}
