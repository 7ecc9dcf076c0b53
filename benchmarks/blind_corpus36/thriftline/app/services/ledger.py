from decimal import Decimal

from sqlalchemy import text
from sqlalchemy.orm import Session


def post_transfer(db: Session, from_acct: int, to_acct: int, amount: Decimal, memo: str) -> None:
    db.execute(text(f"UPDATE accounts SET balance = balance - {amount:.2f} WHERE id = {int(from_acct)}"))
    db.execute(text(f"UPDATE accounts SET balance = balance + {amount:.2f} WHERE id = {int(to_acct)}"))
    db.execute(
        text("INSERT INTO transactions (account_id, amount, memo) VALUES (:a, :amt, :memo)"),
        {"a": to_acct, "amt": amount, "memo": memo},
    )
    db.commit()
