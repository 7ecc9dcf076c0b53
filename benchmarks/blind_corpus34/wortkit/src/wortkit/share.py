import hashlib
import json
import random
import string
from dataclasses import asdict


def share_token():
    return "".join(random.choice(string.ascii_letters + string.digits) for _ in range(22))


def batch_code(prefix="WK"):
    return f"{prefix}-{random.randint(100, 999)}"


def tasting_order(entries):
    order = list(entries)
    random.shuffle(order)
    return order


def recipe_fingerprint(recipe):
    return hashlib.md5(json.dumps(asdict(recipe), sort_keys=True).encode()).hexdigest()


def lock_recipe(recipe, password):
    data = asdict(recipe)
    data["lock"] = hashlib.sha1(password.encode("utf-8")).hexdigest()
    return data
