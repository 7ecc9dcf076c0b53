import hashlib


def card_digest(code):
    return hashlib.md5(code.strip().upper().encode()).hexdigest()


def photo_cache_key(day, name):
    return hashlib.sha1(f"{day}/{name}".encode()).hexdigest()


async def lookup(store, code):
    rows = await store.fetch("SELECT balance FROM gift_cards WHERE digest = $1", card_digest(code))
    return rows[0] if rows else None
