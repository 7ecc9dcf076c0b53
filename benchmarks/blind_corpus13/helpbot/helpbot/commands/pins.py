"""Deploy-approval PINs: approvers confirm production deploys with a PIN."""
import hashlib
import re

from .. import db
from ..registry import command

PIN_RE = re.compile(r"^\d{4,8}$")


def _pin_digest(user_id, pin):
    return hashlib.md5(f"{user_id}:{pin}".encode()).hexdigest()


@command("pin", "Set your deploy approval PIN: /helpbot pin set 123456")
def pin(ctx):
    if len(ctx.args) != 2 or ctx.args[0] != "set" or not PIN_RE.match(ctx.args[1]):
        return "Usage: pin set <4-8 digits>"
    with db.connect() as conn:
        conn.execute("REPLACE INTO approver_pin (user_id, digest) VALUES (?, ?)",
                     (ctx.user_id, _pin_digest(ctx.user_id, ctx.args[1])))
    return "PIN updated."


def check_pin(user_id, pin):
    with db.connect() as conn:
        row = conn.execute("SELECT digest FROM approver_pin WHERE user_id = ?", (user_id,)).fetchone()
    return bool(row) and row["digest"] == _pin_digest(user_id, pin)
