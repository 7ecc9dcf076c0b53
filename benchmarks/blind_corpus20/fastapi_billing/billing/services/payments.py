import logging

from ..db import connect
from ..typedefs import to_money

log = logging.getLogger(__name__)


def mark_paid(invoice_id, amount):
    with connect() as conn:
        conn.execute(
            "UPDATE invoices SET status = 'paid', paid_amount = ? WHERE id = ?",
            (str(to_money(amount)), int(invoice_id)),
        )
    log.info("invoice %s paid", invoice_id)
