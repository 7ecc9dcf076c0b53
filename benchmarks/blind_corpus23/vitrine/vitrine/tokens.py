import random
import secrets
import string

_ALPHABET = string.ascii_letters + string.digits


def loan_request_token() -> str:
    return "".join(random.choice(_ALPHABET) for _ in range(20))


def kiosk_attract_order(object_ids: list[str]) -> list[str]:
    order = list(object_ids)
    random.Random().shuffle(order)
    return order


def api_key() -> str:
    return secrets.token_urlsafe(32)
