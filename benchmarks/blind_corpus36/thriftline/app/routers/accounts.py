from fastapi import APIRouter, Depends, Query
from sqlalchemy import text
from sqlalchemy.orm import Session

from ..deps import get_current_member, get_db
from ..services.pagination import decode_cursor, encode_cursor

router = APIRouter(prefix="/accounts", tags=["accounts"])

ORDERINGS = {"newest": "posted_at DESC", "oldest": "posted_at ASC", "amount": "amount DESC"}


@router.get("/", name="dashboard")
def my_accounts(member=Depends(get_current_member), db: Session = Depends(get_db)):
    rows = db.execute(text("SELECT account_no, kind, balance FROM accounts WHERE member_id = :m"), {"m": member.id}).all()
    return [dict(r._mapping) for r in rows]


@router.get("/{account_no}/transactions")
def transactions(account_no: str, q: str = Query(""), order: str = Query("newest"), cursor: str | None = None,
                 member=Depends(get_current_member), db: Session = Depends(get_db)):
    position = decode_cursor(cursor) if cursor else {"offset": 0}
    sql = ("SELECT posted_at, memo, amount FROM transactions t JOIN accounts a ON a.account_no = t.account_no "
           f"WHERE a.member_id = :m AND t.account_no = :acct AND t.memo ILIKE '%{q}%' "
           f"ORDER BY {ORDERINGS.get(order, 'posted_at DESC')} LIMIT 50 OFFSET :off")
    rows = db.execute(text(sql), {"m": member.id, "acct": account_no, "off": position["offset"]}).all()
    return {"items": [dict(r._mapping) for r in rows], "next": encode_cursor({"offset": position["offset"] + 50})}
