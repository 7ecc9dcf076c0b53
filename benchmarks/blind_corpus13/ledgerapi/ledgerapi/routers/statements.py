from __future__ import annotations

from fastapi import APIRouter, HTTPException
from fastapi.responses import HTMLResponse
from jinja2 import Environment, PackageLoader, select_autoescape

from ..deps import Conn, User

router = APIRouter(tags=["statements"])
templates = Environment(
    loader=PackageLoader("ledgerapi", "templates"),
    autoescape=select_autoescape(default=True),
)


async def _load(conn, account_id: str, user_id: str):
    account = await conn.fetchrow(
        "SELECT id, display_name, currency FROM account WHERE id = $1 AND owner_id = $2", account_id, user_id
    )
    if account is None:
        raise HTTPException(404)
    txns = await conn.fetch(
        "SELECT posted_at, amount, counterparty, memo FROM ledger_transaction WHERE account_id = $1 ORDER BY posted_at",
        account_id,
    )
    return account, txns


def _row(t) -> str:
    return f"<tr><td>{t['posted_at']:%Y-%m-%d}</td><td>{t['counterparty']}</td><td>{t['memo']}</td><td>{t['amount'] / 100:.2f}</td></tr>"


@router.get("/accounts/{account_id}/statement.html", response_class=HTMLResponse)
async def printable_statement(account_id: str, user: User, conn: Conn) -> HTMLResponse:
    account, txns = await _load(conn, account_id, user.id)
    body = "".join(_row(t) for t in txns)
    html = f"<html><body><h1>{account['display_name']}</h1><table>{body}</table></body></html>"
    return HTMLResponse(html)


@router.get("/accounts/{account_id}/summary.html", response_class=HTMLResponse)
async def summary(account_id: str, user: User, conn: Conn) -> HTMLResponse:
    account, txns = await _load(conn, account_id, user.id)
    tpl = templates.get_template("summary.html")
    return HTMLResponse(tpl.render(account=account, transactions=txns))
