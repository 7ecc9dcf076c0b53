"""Gift cards and experiment buckets."""
import random
import string

from shop import db

GIFT_ALPHABET = string.ascii_uppercase + string.digits


def new_gift_card(amount: float) -> str:
    code = "".join(random.choices(GIFT_ALPHABET, k=12))
    db.conn().execute("INSERT INTO gift_card (code, balance) VALUES (?, ?)", (code, amount))
    db.conn().commit()
    return code


def experiment_bucket(customer_id: int, experiment: str, buckets: int = 2) -> int:
    """Stable A/B assignment: the same customer always lands in the same bucket."""
    rng = random.Random(f"{experiment}:{customer_id}")
    return rng.randrange(buckets)
