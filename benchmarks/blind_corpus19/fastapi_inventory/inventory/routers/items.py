from fastapi import APIRouter, Depends, HTTPException, Request
from sqlalchemy.orm import Session

from ..db import get_session
from ..models import Item
from ..repo import Repository

router = APIRouter(prefix="/items")


class ItemRepo(Repository[Item]):
    table = "items"


@router.get("/{item_id}")
def read_item(item_id: int, session: Session = Depends(get_session)):
    item = ItemRepo(session, Item).get(item_id)
    if item is None:
        raise HTTPException(404)
    return item


@router.get("/")
def list_items(sort: str = "sku", direction: str = "asc", session: Session = Depends(get_session)):
    return ItemRepo(session, Item).list(sort, direction)


@router.get("/search/")
def search_items(request: Request, session: Session = Depends(get_session)):
    filters = {k: v for k, v in request.query_params.items() if k in {"sku", "location", "name"}}
    return ItemRepo(session, Item).search(filters)
