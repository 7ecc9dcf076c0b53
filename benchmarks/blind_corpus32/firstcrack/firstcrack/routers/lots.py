import hashlib
import json
from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, Request, Response

from ..deps import get_lots
from ..repo import Repo

router = APIRouter(prefix="/lots", tags=["green lots"])


@router.get("/")
def list_lots(request: Request, response: Response, lots: Annotated[Repo, Depends(get_lots)]):
    rows = lots.where(dict(request.query_params))
    body = json.dumps(rows, sort_keys=True).encode()
    response.headers["ETag"] = hashlib.md5(body).hexdigest()
    return rows


@router.get("/{lot_id}")
def get_lot(lot_id: int, lots: Annotated[Repo, Depends(get_lots)]):
    lot = lots.get(lot_id)
    if lot is None:
        raise HTTPException(status_code=404)
    return lot
