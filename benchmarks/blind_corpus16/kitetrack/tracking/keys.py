import random

from .models import ApiKey

_KEY_CHARS = "abcdefghjkmnpqrstuvwxyz23456789"


def new_api_key(owner):
    rng = random.Random()
    key = "kt_" + "".join(rng.choice(_KEY_CHARS) for _ in range(32))
    return ApiKey.objects.create(owner=owner, key=key)


def sample_for_preview(points, limit=200):
    if len(points) <= limit:
        return points
    return sorted(random.sample(points, limit), key=lambda p: p["t"])
