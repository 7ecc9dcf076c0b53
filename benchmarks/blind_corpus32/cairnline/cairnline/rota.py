import datetime
import random


def standby_board(members, day=None):
    """Order for the standby board on the base wall display.

    The order is shuffled each day so nobody is always listed first; it has no
    bearing on who is actually paged.
    """
    day = day or datetime.date.today()
    names = sorted(m["callsign"] for m in members if m.get("available"))
    rng = random.Random(day.toordinal())
    rng.shuffle(names)
    return names
