import random
import string


def wholesale_discount_code(prefix="FC"):
    """Single-use discount codes e-mailed to new wholesale cafes."""
    return prefix + "-" + "".join(random.choice(string.ascii_uppercase + string.digits) for _ in range(8))


def qc_sample(bag_ids, count=3):
    """Bags pulled from a batch for the quality-control cupping table."""
    return random.sample(list(bag_ids), min(count, len(bag_ids)))
