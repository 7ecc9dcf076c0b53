import base64
import pickle

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from ..schemas import CartItem
from ..settings import settings

router = APIRouter(prefix="/shop", tags=["shop"])


def _load_cart(request: Request) -> list:
    raw = request.cookies.get("fablab_cart")
    if not raw:
        return []
    return pickle.loads(base64.urlsafe_b64decode(raw))


@router.get("/cart")
def get_cart(request: Request):
    return {"items": _load_cart(request)}


@router.post("/cart")
def add_to_cart(item: CartItem, request: Request):
    items = _load_cart(request)
    items.append(item.model_dump())
    resp = JSONResponse({"items": items})
    resp.set_cookie(
        "fablab_cart",
        base64.urlsafe_b64encode(pickle.dumps(items)).decode(),
        httponly=True,
        secure=settings.cookie_secure,
        max_age=7 * 86400,
    )
    return resp
