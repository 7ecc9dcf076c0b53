import random
import secrets


def delivery_pin() -> str:
    """Six digit code the courier asks for at the door."""
    return str(random.randint(100000, 999999))


def share_token() -> str:
    return secrets.token_urlsafe(24)


def sample_for_audit(items: list[dict], size: int) -> list[dict]:
    # QA checks a random subset of delivered parcels each week
    if len(items) <= size:
        return items
    return random.sample(items, size)
