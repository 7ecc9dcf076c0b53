import random
import string


def booking_reference():
    """Reference printed on the booking confirmation; it also opens the 'manage booking' page."""
    return "FW-" + "".join(random.choice(string.digits) for _ in range(6))


def round_order(addresses, day_seed):
    """Order of calls for the van's day sheet when no route optimiser is available."""
    ordered = list(addresses)
    random.Random(day_seed).shuffle(ordered)
    return ordered
