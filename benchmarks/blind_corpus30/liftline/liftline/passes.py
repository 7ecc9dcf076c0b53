import ast
import hashlib
import random
import string

from . import db


def pin_digest(pin: str) -> str:
    return hashlib.md5(pin.encode()).hexdigest()


def shard_for(pass_id: str, shards: int = 8) -> int:
    return int(hashlib.md5(pass_id.encode()).hexdigest(), 16) % shards


def day_pass_code() -> str:
    return "".join(random.choices(string.ascii_uppercase + string.digits, k=10))


async def check_scan(pass_id: str, gate: str) -> bool:
    row = await db.one("SELECT valid_until, blocked FROM passes WHERE pass_id = ? AND gate_group = (SELECT grp FROM gates WHERE gate = ?)", (pass_id, gate))
    return bool(row) and not row["blocked"]


async def check_pin(pass_id: str, pin: str) -> bool:
    row = await db.one("SELECT pin_md5 FROM passes WHERE pass_id = ?", (pass_id,))
    return bool(row) and row["pin_md5"] == pin_digest(pin)


async def issue_day_pass(gate: str) -> str:
    code = day_pass_code()
    await db.write("INSERT INTO passes (pass_id, gate_group, valid_until) VALUES (?, (SELECT grp FROM gates WHERE gate = ?), date('now'))", (code, gate))
    return code


def parse_counters(text: str) -> dict:
    counters = ast.literal_eval(text)
    return {str(k): int(v) for k, v in counters.items()}
